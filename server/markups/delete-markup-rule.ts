import "server-only";
import { eq } from "drizzle-orm";
import { markupRules } from "@/db/schema/pricing";
import { MarkupMessages } from "@/lib/contracts/markups";
import type { RequestContext } from "@/server/http/context";
import { notFound } from "@/server/http/errors";
import type { MarkupRuleKind } from "@/server/pricing/types";

/** Deletes one of the site's rules of `kind`; 404 (nothing deleted) for any other id. */
async function removeRule(ctx: RequestContext, kind: MarkupRuleKind, ruleId: number): Promise<void> {
  const deleted = await ctx.db.db
    .delete(markupRules)
    .where(ctx.db.where(markupRules, eq(markupRules.id, ruleId), eq(markupRules.kind, kind)))
    .returning({ id: markupRules.id });
  if (deleted.length === 0) throw notFound("Markup");
}

/** POST /api/markupDiscount/deleteDefaultAirlineMarkup, deleteAirlineSpecificMarkupForWl, deleteFixedDepartureMarkupForWl {markupId} */
export async function deleteMarkupRule(ctx: RequestContext, kind: Exclude<MarkupRuleKind, "activity">, input: { markupId: number }) {
  await removeRule(ctx, kind, input.markupId);
  return { markupId: input.markupId, message: MarkupMessages.markupDeleted };
}

/** POST /api/activity/markup/deleteActivityMarkup/{id} */
export async function deleteActivityMarkup(ctx: RequestContext, input: { id: number }) {
  await removeRule(ctx, "activity", input.id);
  return { id: input.id, message: MarkupMessages.markupDeleted };
}
