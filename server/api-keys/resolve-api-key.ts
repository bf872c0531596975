import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { apiKeys } from "@/db/schema/api-keys";
import { users } from "@/db/schema/users";
import type { UserType } from "@/lib/constants";
import { ApiKeyMessages } from "@/lib/contracts/api-keys";
import type { Principal } from "@/server/auth/principal";
import { AppError } from "@/server/http/errors";
import { consumeApiKeyRequest } from "./api-key-rate-limit";
import { hashApiKey } from "./api-key-secret";

/** lastUsedAt is written at most once a minute per key. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const unauthorized = (message: string) => new AppError("UNAUTHORIZED", message);

/**
 * The route wrapper's API key mode (decision 0028): the key must belong to the request's site
 * (else 401), be unrevoked and unexpired, and its user unblocked; the request counts against the
 * key's per-minute limit (429). The principal is the key's user, marked with the key.
 */
export async function resolveApiKey(siteId: number, key: string, now = new Date()): Promise<Principal> {
  const [row] = await systemDb
    .select({
      id: apiKeys.id,
      siteId: apiKeys.siteId,
      mode: apiKeys.mode,
      scope: apiKeys.scope,
      rateLimitPerMinute: apiKeys.rateLimitPerMinute,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      userType: users.userType,
      isSuperAdmin: users.isSuperAdmin,
      isBlocked: users.isBlocked,
      rbacUserGroupId: users.rbacUserGroupId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)))
    .limit(1);
  if (!row || row.siteId !== siteId) throw unauthorized(ApiKeyMessages.invalidKey);
  if (row.revokedAt) throw unauthorized(ApiKeyMessages.revokedKey);
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw unauthorized(ApiKeyMessages.expiredKey);
  if (row.isBlocked) throw unauthorized(ApiKeyMessages.blockedUser);

  await consumeApiKeyRequest(row.id, row.rateLimitPerMinute);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await systemDb
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
  }
  return {
    kind: "user",
    userId: row.userId,
    siteId: row.siteId,
    sessionId: `api-key:${row.id}`,
    userType: row.userType as UserType,
    isSuperAdmin: row.isSuperAdmin,
    rbacUserGroupId: row.rbacUserGroupId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    apiKey: { id: row.id, mode: row.mode, scope: row.scope },
  };
}
