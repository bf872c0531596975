import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { leGroupMappings, leRelationConfigs, markupGroups } from "@/db/schema/pricing";

export type ResolvedMarkupGroup = { groupId: number; isTdsDeductable: boolean };

/**
 * The markup group that prices a user's bookings: their legal entity's mapped group, else the
 * site's default group. Retail users (no legal entity) and sites without a default group get null,
 * meaning no markup. isTdsDeductable is the legal entity's switch (true unless turned off).
 */
export async function resolveMarkupGroupForUser(db: SiteDb, legalEntityId: number | null): Promise<ResolvedMarkupGroup | null> {
  if (legalEntityId === null) return null;
  const [[mapping], [defaultGroup], [config]] = await Promise.all([
    db.db.select({ groupId: leGroupMappings.groupId }).from(leGroupMappings).where(db.where(leGroupMappings, eq(leGroupMappings.legalEntityId, legalEntityId))).limit(1),
    db.db.select({ id: markupGroups.id }).from(markupGroups).where(db.where(markupGroups, eq(markupGroups.isDefault, true))).limit(1),
    db.db
      .select({ isTdsDeductable: leRelationConfigs.isTdsDeductable })
      .from(leRelationConfigs)
      .where(db.where(leRelationConfigs, eq(leRelationConfigs.legalEntityId, legalEntityId)))
      .limit(1),
  ]);
  const groupId = mapping?.groupId ?? defaultGroup?.id;
  if (groupId === undefined) return null;
  return { groupId, isTdsDeductable: config?.isTdsDeductable ?? true };
}
