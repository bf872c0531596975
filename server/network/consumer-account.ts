import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { legalEntities, users } from "@/db/schema/users";
import type { Tx } from "@/server/wallet/wallet-records";

/**
 * The consumer site's company user on the supplier's site (decisions 0030, 0031): the oldest travel
 * agent of the consumer's legal entity there, created once (named after the company, no email, no
 * password: it signs in only through a session exchange, and carries network searches made with the
 * supplier's key). The legal entity row is locked so two first uses make one user.
 */
export async function ensureConsumerAccountUser(tx: Tx, supplierSiteId: number, legalEntityId: number): Promise<number> {
  const [company] = await tx.select({ companyName: legalEntities.companyName }).from(legalEntities).where(eq(legalEntities.id, legalEntityId)).for("update");
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, supplierSiteId), eq(users.legalEntityId, legalEntityId), eq(users.userType, "travelAgent")))
    .orderBy(asc(users.id))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(users)
    .values({ siteId: supplierSiteId, userType: "travelAgent", firstName: company.companyName, legalEntityId, isVerified: true })
    .returning({ id: users.id });
  return created.id;
}
