import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { apiKeys } from "@/db/schema/api-keys";
import { supplierRequests } from "@/db/schema/network";
import { legalEntities, users } from "@/db/schema/users";
import { generateApiKey } from "@/server/api-keys/api-key-secret";
import { decryptSecret, encryptSecret } from "@/server/security/secret-box";

/** Network searches count against this per-minute limit of the key (api_keys.rateLimitPerMinute). */
export const NETWORK_KEY_RATE_LIMIT_PER_MINUTE = 600;

type Mapping = { id: number; supplierSiteId: number; consumerSiteId: number; networkApiKeySealed: string | null };

/** The supplier-side user the key acts as: the consumer company's oldest agent or corporate user, made once. */
async function companyUser(supplierSiteId: number, legalEntityId: number, companyName: string): Promise<number> {
  const where = and(eq(users.siteId, supplierSiteId), eq(users.legalEntityId, legalEntityId), inArray(users.userType, ["travelAgent", "corporate"]));
  const [existing] = await systemDb.select({ id: users.id }).from(users).where(where).orderBy(asc(users.createdAt), asc(users.id)).limit(1);
  if (existing) return existing.id;
  // No password: this user never signs in, it only carries the company's searches and bookings.
  const [created] = await systemDb
    .insert(users)
    .values({ siteId: supplierSiteId, userType: "travelAgent", firstName: companyName, lastName: "(network)", legalEntityId, isVerified: true })
    .returning({ id: users.id });
  return created.id;
}

/**
 * The key the supplier issued to this consumer for an approved Flights mapping (decision 0030): read
 * from the consumer's side of the mapping, or issued now by the supplier site (both sites live in
 * this deployment) for the consumer's company there: live, read-write, acting as the company's user.
 * Two searches racing both issue one; the loser revokes its own. Null when the supplier has no
 * company for the consumer yet (approval makes it).
 */
export async function ensureNetworkKey(mapping: Mapping): Promise<string | null> {
  if (mapping.networkApiKeySealed) return decryptSecret(mapping.networkApiKeySealed);
  const [company] = await systemDb
    .select({ id: legalEntities.id, companyName: legalEntities.companyName })
    .from(legalEntities)
    .where(and(eq(legalEntities.siteId, mapping.supplierSiteId), eq(legalEntities.consumerSiteId, mapping.consumerSiteId)))
    .limit(1);
  if (!company) return null;
  const userId = await companyUser(mapping.supplierSiteId, company.id, company.companyName);
  const { key, prefix, keyHash } = generateApiKey("live");
  const [row] = await systemDb
    .insert(apiKeys)
    .values({
      siteId: mapping.supplierSiteId,
      legalEntityId: company.id,
      userId,
      name: `Network: ${company.companyName} (Flights)`,
      prefix,
      keyHash,
      mode: "live",
      scope: "write",
      rateLimitPerMinute: NETWORK_KEY_RATE_LIMIT_PER_MINUTE,
    })
    .returning({ id: apiKeys.id });
  const stored = await systemDb
    .update(supplierRequests)
    .set({ networkApiKeyId: row.id, networkApiKeySealed: encryptSecret(key) })
    .where(and(eq(supplierRequests.id, mapping.id), isNull(supplierRequests.networkApiKeySealed)))
    .returning({ id: supplierRequests.id });
  if (stored.length > 0) return key;
  await systemDb.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, row.id));
  const [winner] = await systemDb.select({ sealed: supplierRequests.networkApiKeySealed }).from(supplierRequests).where(eq(supplierRequests.id, mapping.id));
  return winner?.sealed ? decryptSecret(winner.sealed) : null;
}
