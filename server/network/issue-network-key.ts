import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { apiKeys } from "@/db/schema/api-keys";
import { supplierRequests } from "@/db/schema/network";
import { legalEntities } from "@/db/schema/users";
import { generateApiKey } from "@/server/api-keys/api-key-secret";
import { decryptSecret, encryptSecret } from "@/server/security/secret-box";
import { ensureConsumerAccountUser } from "./consumer-account";

/** Network searches count against this per-minute limit of the key (api_keys.rateLimitPerMinute). */
export const NETWORK_KEY_RATE_LIMIT_PER_MINUTE = 600;

type Mapping = { id: number; supplierSiteId: number; consumerSiteId: number; networkApiKeySealed: string | null };

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
  const userId = await systemDb.transaction((tx) => ensureConsumerAccountUser(tx, mapping.supplierSiteId, company.id));
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
