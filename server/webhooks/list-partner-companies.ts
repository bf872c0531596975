import "server-only";
import { asc } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { legalEntities } from "@/db/schema/users";

/** The site's companies (legal entities) by name, for the webhooks screen's partner choice (server-rendered). */
export async function listPartnerCompanies(siteId: number, limit = 500) {
  const db = createSiteDb(siteId);
  return db.db
    .select({ legalEntityId: legalEntities.id, companyName: legalEntities.companyName })
    .from(legalEntities)
    .where(db.where(legalEntities))
    .orderBy(asc(legalEntities.companyName), asc(legalEntities.id))
    .limit(limit);
}
