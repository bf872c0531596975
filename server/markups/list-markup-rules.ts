import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { markupGroups, markupRules } from "@/db/schema/pricing";
import type { RequestContext } from "@/server/http/context";
import type { MarkupRuleKind } from "@/server/pricing/types";
import { getMarkupGroupOrThrow } from "./find-site-records";
import { toActivityMarkupView, toMarkupRuleView, type MarkupRuleRow } from "./to-markup-rule";

/** The group asked for (404 when not the site's), else the site's default group, else none. */
async function resolveListedGroupId(ctx: RequestContext, groupId: number | undefined): Promise<number | null> {
  if (groupId !== undefined) return (await getMarkupGroupOrThrow(ctx.db, groupId)).id;
  const [defaultGroup] = await ctx.db.db.select({ id: markupGroups.id }).from(markupGroups).where(ctx.db.where(markupGroups, eq(markupGroups.isDefault, true))).limit(1);
  return defaultGroup?.id ?? null;
}

async function findRules(ctx: RequestContext, kind: MarkupRuleKind, groupId: number | undefined): Promise<{ groupId: number | null; rows: MarkupRuleRow[] }> {
  const listedId = await resolveListedGroupId(ctx, groupId);
  if (listedId === null) return { groupId: null, rows: [] };
  const rows = await ctx.db.db
    .select()
    .from(markupRules)
    .where(ctx.db.where(markupRules, and(eq(markupRules.groupId, listedId), eq(markupRules.kind, kind))))
    .orderBy(desc(markupRules.createdAt), desc(markupRules.id));
  return { groupId: listedId, rows };
}

/** GET /api/markupDiscount/defaultAirlineMarkup, airlineSpecificMarkupForWl and fixedDepartureMarkup ?groupId= */
export async function listMarkupRules(ctx: RequestContext, kind: Exclude<MarkupRuleKind, "activity">, input: { groupId?: number }) {
  const { groupId, rows } = await findRules(ctx, kind, input.groupId);
  return { groupId, result: rows.map(toMarkupRuleView) };
}

/** GET /api/activity/markup/getActivityMarkUp ?groupId= */
export async function listActivityMarkups(ctx: RequestContext, input: { groupId?: number }) {
  const { groupId, rows } = await findRules(ctx, "activity", input.groupId);
  return { groupId, result: rows.map(toActivityMarkupView) };
}
