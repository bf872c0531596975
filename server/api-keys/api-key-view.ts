import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { apiKeys } from "@/db/schema/api-keys";
import { legalEntities, users } from "@/db/schema/users";
import type { TApiKey } from "@/lib/contracts/api-keys";

/** A key's status at `now`: revoked wins over expired. */
export function apiKeyStatus(row: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): TApiKey["status"] {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The site's keys (or one of them) as screens show them: never the hash. */
export async function loadApiKeyViews(db: SiteDb, onlyId?: number): Promise<TApiKey[]> {
  const rows = await db.db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      legalEntityId: apiKeys.legalEntityId,
      companyName: legalEntities.companyName,
      userId: users.id,
      userName: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
      userEmail: users.email,
      mode: apiKeys.mode,
      scope: apiKeys.scope,
      rateLimitPerMinute: apiKeys.rateLimitPerMinute,
      createdAt: apiKeys.createdAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(legalEntities, eq(legalEntities.id, apiKeys.legalEntityId))
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(onlyId === undefined ? db.where(apiKeys) : db.byId(apiKeys, onlyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const now = new Date();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    legalEntityId: r.legalEntityId,
    companyName: r.companyName,
    user: { id: r.userId, name: r.userName, email: r.userEmail },
    mode: r.mode,
    scope: r.scope,
    rateLimitPerMinute: r.rateLimitPerMinute,
    createdAt: r.createdAt.toISOString(),
    expiresAt: iso(r.expiresAt),
    revokedAt: iso(r.revokedAt),
    lastUsedAt: iso(r.lastUsedAt),
    status: apiKeyStatus(r, now),
  }));
}
