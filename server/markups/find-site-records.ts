import "server-only";
import { sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { markupGroups } from "@/db/schema/pricing";
import { legalEntities } from "@/db/schema/users";
import { AppError } from "@/server/http/errors";

/** One of this site's markup groups, or 404 (another site's group is "not found"). */
export async function getMarkupGroupOrThrow(db: SiteDb, groupId: number) {
  const [group] = await db.db
    .select({ id: markupGroups.id, groupName: markupGroups.groupName, isDefault: markupGroups.isDefault })
    .from(markupGroups)
    .where(db.byId(markupGroups, groupId))
    .limit(1);
  if (!group) throw new AppError("NOT_FOUND", "Group not found");
  return group;
}

/** One of this site's legal entities (business customers), or 404. */
export async function getLegalEntityOrThrow(db: SiteDb, legalEntityId: number) {
  const [entity] = await db.db.select({ id: legalEntities.id }).from(legalEntities).where(db.byId(legalEntities, legalEntityId)).limit(1);
  if (!entity) throw new AppError("NOT_FOUND", "Legal entity not found");
  return entity;
}

type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

/** Arbitrary namespace of the advisory locks taken on a site's markup groups. */
const MARKUP_GROUPS_LOCK = 0x6d6b7570; // "mkup"

/**
 * Serialises the writes that decide a site's default group (first group, set default) for the
 * rest of the transaction, so two concurrent requests cannot both leave or take the default marker.
 */
export async function lockSiteMarkupGroups(tx: Tx, siteId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MARKUP_GROUPS_LOCK}::int, ${siteId}::int)`);
}

/** True when a database error is a unique violation of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === "23505" && pgError.constraint === constraint) return true;
  }
  return false;
}
