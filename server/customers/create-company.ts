import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { leGroupMappings, markupGroups } from "@/db/schema/pricing";
import { legalEntities } from "@/db/schema/users";
import type { Tx } from "@/server/wallet/wallet-records";

/**
 * A new company (legal entity) of the site, mapped to the site's default markup group when the
 * site has one: agent creation (decision 0021) and a supplier's approval of a consumer site
 * (decision 0027) make companies the same way.
 */
export async function createCompanyWithDefaultGroup(
  tx: Tx,
  db: SiteDb,
  values: { companyName: string; consumerSiteId?: number },
): Promise<{ legalEntityId: number; groupId: number | null }> {
  const [company] = await tx
    .insert(legalEntities)
    .values({ siteId: db.siteId, ...values })
    .returning({ id: legalEntities.id });
  const [defaultGroup] = await tx.select({ id: markupGroups.id }).from(markupGroups).where(db.where(markupGroups, eq(markupGroups.isDefault, true))).limit(1);
  if (defaultGroup) await tx.insert(leGroupMappings).values({ siteId: db.siteId, legalEntityId: company.id, groupId: defaultGroup.id });
  return { legalEntityId: company.id, groupId: defaultGroup?.id ?? null };
}
