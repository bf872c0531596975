import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../client";
import { markupGroups, markupRules } from "../schema/pricing";

export type SeedMarkupGroupInput = { siteId: number; groupName: string; isDefault?: boolean };

/**
 * Creates a markup group, or returns the site's group of that name (any case). With isDefault it
 * also becomes the site's default (the previous default loses the marker). Idempotent.
 */
export async function seedMarkupGroup(db: Db, input: SeedMarkupGroupInput): Promise<typeof markupGroups.$inferSelect> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(markupGroups)
      .where(and(eq(markupGroups.siteId, input.siteId), sql`lower(${markupGroups.groupName}) = lower(${input.groupName})`))
      .limit(1);
    if (existing && (!input.isDefault || existing.isDefault)) return existing;
    if (input.isDefault) {
      const others = existing ? ne(markupGroups.id, existing.id) : undefined;
      await tx.update(markupGroups).set({ isDefault: false }).where(and(eq(markupGroups.siteId, input.siteId), eq(markupGroups.isDefault, true), others));
    }
    if (existing) {
      const [updated] = await tx.update(markupGroups).set({ isDefault: true, updatedAt: new Date() }).where(eq(markupGroups.id, existing.id)).returning();
      return updated;
    }
    const [created] = await tx.insert(markupGroups).values({ siteId: input.siteId, groupName: input.groupName, isDefault: input.isDefault ?? false }).returning();
    return created;
  });
}

/**
 * The demo's starting point: a default group named "Default" for a site that has no default group
 * yet. Leaves a site alone once it has one, so a restart never undoes what staff changed.
 */
export async function seedDefaultMarkupGroup(db: Db, siteId: number, groupName = "Default"): Promise<void> {
  const [existingDefault] = await db
    .select({ id: markupGroups.id })
    .from(markupGroups)
    .where(and(eq(markupGroups.siteId, siteId), eq(markupGroups.isDefault, true)))
    .limit(1);
  if (!existingDefault) await seedMarkupGroup(db, { siteId, groupName, isDefault: true });
}

/** A rule in the database's units: value and discountValue in paise (flat) or basis points (percent). */
export type SeedMarkupRuleInput = {
  siteId: number;
  groupId: number;
  kind: (typeof markupRules.$inferInsert)["kind"];
  airlineCode?: string | null;
  valueType?: "flat" | "percent";
  value: number;
  basis?: "perPassenger" | "perBooking" | "perSegment";
  sector?: "domestic" | "international" | "both";
  journeyType?: 1 | 2 | 3 | null;
  discountValueType?: "flat" | "percent" | null;
  discountValue?: number;
};

/** Inserts one markup rule (flat per passenger on every sector and journey type unless told). */
export async function seedMarkupRule(db: Db, input: SeedMarkupRuleInput): Promise<typeof markupRules.$inferSelect> {
  const [rule] = await db
    .insert(markupRules)
    .values({
      siteId: input.siteId,
      groupId: input.groupId,
      kind: input.kind,
      airlineCode: input.airlineCode ?? null,
      valueType: input.valueType ?? "flat",
      value: input.value,
      basis: input.basis ?? "perPassenger",
      sector: input.sector ?? "both",
      journeyType: input.journeyType ?? null,
      discountValueType: input.discountValueType ?? null,
      discountValue: input.discountValue ?? 0,
    })
    .returning();
  return rule;
}
