import "server-only";
import { eq, ne } from "drizzle-orm";
import { airlines } from "@/db/schema/masterdata";
import { markupRules } from "@/db/schema/pricing";
import {
  MarkupMessages,
  type TAddActivityMarkupRequest,
  type TEditActivityMarkupRequest,
  type TMarkupRuleFields,
  type TSaveAirlineSpecificMarkupRequest,
  type TSaveMarkupRequest,
} from "@/lib/contracts/markups";
import { Messages } from "@/lib/constants";
import type { RequestContext } from "@/server/http/context";
import { AppError, notFound } from "@/server/http/errors";
import type { MarkupRuleKind } from "@/server/pricing/types";
import { getMarkupGroupOrThrow } from "./find-site-records";
import { toActivityMarkupView, toMarkupRuleView, type MarkupRuleRow } from "./to-markup-rule";

type RuleFields = TMarkupRuleFields & { airlineCode?: string };

async function assertAirlineExists(ctx: RequestContext, code: string): Promise<void> {
  // Reference data, shared by every site: not site-scoped.
  const [airline] = await ctx.db.db.select({ code: airlines.code }).from(airlines).where(eq(airlines.code, code)).limit(1);
  if (!airline) throw new AppError("VALIDATION_ERROR", MarkupMessages.unknownAirline, { shortError: { airlineCode: MarkupMessages.unknownAirline } });
}

/**
 * Creates a rule of `kind` (no markupId) or updates one of the site's rules of that kind (404 for
 * an unknown id, another site's rule or another kind's). The group must be the site's.
 */
async function writeMarkupRule(ctx: RequestContext, kind: MarkupRuleKind, markupId: number | undefined, fields: RuleFields): Promise<MarkupRuleRow> {
  await getMarkupGroupOrThrow(ctx.db, fields.groupId);
  const airlineCode = kind === "airlineSpecific" ? (fields.airlineCode ?? null) : null;
  if (kind === "airlineSpecific") {
    if (!airlineCode) throw new AppError("VALIDATION_ERROR", `airlineCode: ${Messages.required}`, { shortError: { airlineCode: Messages.required } });
    await assertAirlineExists(ctx, airlineCode);
  }
  const values = {
    groupId: fields.groupId,
    airlineCode,
    valueType: fields.valueType,
    value: fields.value,
    basis: fields.basis,
    sector: fields.sector,
    journeyType: fields.journeyType,
    discountValueType: fields.discountValueType,
    discountValue: fields.discountValue,
  };
  if (markupId !== undefined) {
    const [updated] = await ctx.db.db
      .update(markupRules)
      .set({ ...values, updatedAt: new Date() })
      .where(ctx.db.where(markupRules, eq(markupRules.id, markupId), eq(markupRules.kind, kind)))
      .returning();
    if (!updated) throw notFound("Markup");
    return updated;
  }
  const [created] = await ctx.db.db.insert(markupRules).values({ siteId: ctx.site.id, kind, ...values }).returning();
  return created;
}

/** POST /api/markupDiscount/airlineSpecificMarkupForWl */
export async function saveMarkupRule(ctx: RequestContext, kind: "airlineSpecific", input: TSaveAirlineSpecificMarkupRequest): Promise<ReturnType<typeof toSaved>>;
/** POST /api/markupDiscount/defaultAirlineMarkup and fixedDepartureMarkup */
export async function saveMarkupRule(ctx: RequestContext, kind: "defaultAirline" | "fixedDeparture", input: TSaveMarkupRequest): Promise<ReturnType<typeof toSaved>>;
export async function saveMarkupRule(ctx: RequestContext, kind: MarkupRuleKind, input: TSaveMarkupRequest & { airlineCode?: string }) {
  const { markupId, ...fields } = input;
  return toSaved(await writeMarkupRule(ctx, kind, markupId, fields));
}

function toSaved(row: MarkupRuleRow) {
  return { ...toMarkupRuleView(row), message: MarkupMessages.settingSaved };
}

const SECTOR_WORDS = { both: "every sector", domestic: "domestic services", international: "international services" } as const;

/**
 * One activity rule per group and sector (decision 0063): the most specific rule wins (a sector's
 * own rule beats one for both, as for flight markups), so two rules of the same sector could only
 * be told apart by age. A second one is refused, naming the rule to edit instead.
 */
async function assertNoOverlappingActivityRule(ctx: RequestContext, groupId: number, sector: TMarkupRuleFields["sector"], exceptId: number | undefined): Promise<void> {
  const [existing] = await ctx.db.db
    .select({ id: markupRules.id })
    .from(markupRules)
    .where(
      ctx.db.where(
        markupRules,
        eq(markupRules.groupId, groupId),
        eq(markupRules.kind, "activity"),
        eq(markupRules.sector, sector),
        exceptId === undefined ? undefined : ne(markupRules.id, exceptId),
      ),
    )
    .limit(1);
  if (existing) {
    const message = `This group already has an activity markup for ${SECTOR_WORDS[sector]} (rule ${existing.id}): edit that rule instead`;
    throw new AppError("VALIDATION_ERROR", message, { shortError: { sector: message } });
  }
}

/** POST /api/activity/markup/addActivityMarkUp */
export async function addActivityMarkup(ctx: RequestContext, input: TAddActivityMarkupRequest) {
  await getMarkupGroupOrThrow(ctx.db, input.groupId);
  await assertNoOverlappingActivityRule(ctx, input.groupId, input.sector, undefined);
  const row = await writeMarkupRule(ctx, "activity", undefined, { ...input, journeyType: null });
  return { ...toActivityMarkupView(row), message: MarkupMessages.settingSaved };
}

/** POST /api/activity/markup/editActivityMarkUp */
export async function editActivityMarkup(ctx: RequestContext, input: TEditActivityMarkupRequest) {
  const { id, ...fields } = input;
  const [own] = await ctx.db.db.select({ id: markupRules.id }).from(markupRules).where(ctx.db.where(markupRules, eq(markupRules.id, id), eq(markupRules.kind, "activity")));
  if (!own) throw notFound("Markup");
  await getMarkupGroupOrThrow(ctx.db, fields.groupId);
  await assertNoOverlappingActivityRule(ctx, fields.groupId, fields.sector, id);
  const row = await writeMarkupRule(ctx, "activity", id, { ...fields, journeyType: null });
  return { ...toActivityMarkupView(row), message: MarkupMessages.settingSaved };
}
