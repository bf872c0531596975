import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { dmcAreaTransfers, dmcTourOptions } from "@/db/schema/dmc";
import { checkRateSheet, type SheetRate } from "@/lib/dmc/rate-sheet";
import { AreaTransferMessages, NO_BOUND_TOUR_OPTION, type TAreaTransferForm } from "@/lib/contracts/dmc-geo-transfers";
import { toMinorUnits } from "@/lib/money";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { selectAreaTransfers, toAreaTransferView } from "./area-transfer-rows";
import { getAreaOrThrow, getMarketOrThrow } from "./find-dmc-geo-records";

/** Saves of one site's area transfers take turns, so two racing saves cannot both pass the sheet check. */
const AREA_TRANSFERS_LOCK = 13_002;

const laneOf = (r: { transferType: string; sharingBasis: string }) => `${r.transferType}|${r.sharingBasis}`;

async function getTourOptionOrThrow(ctx: RequestContext, tourOptionId: number) {
  const [row] = await ctx.db.db.select({ id: dmcTourOptions.id }).from(dmcTourOptions).where(ctx.db.byId(dmcTourOptions, tourOptionId)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", AreaTransferMessages.tourOptionNotFound);
  return row;
}

/**
 * POST /api/areas/createTransfers: add an area transfer. isPerPax follows the sharing basis (true for
 * sharing, false for private); the rate sheet of its lane (from, to, purpose, sharing) in its market
 * is checked with the new rate: errors refuse, warnings come back with the saved row.
 */
export async function createAreaTransfer(ctx: RequestContext, input: TAreaTransferForm) {
  if (input.id !== undefined) {
    const [own] = await ctx.db.db.select({ id: dmcAreaTransfers.id }).from(dmcAreaTransfers).where(ctx.db.byId(dmcAreaTransfers, input.id)).limit(1);
    if (!own) throw new AppError("NOT_FOUND", AreaTransferMessages.notFound);
  }
  await getAreaOrThrow(ctx.db, input.fromAreaId);
  await getAreaOrThrow(ctx.db, input.toAreaId);
  const market = await getMarketOrThrow(ctx.db, input.marketId);
  const boundTourOptionId = input.boundTourOptionId === NO_BOUND_TOUR_OPTION ? null : (await getTourOptionOrThrow(ctx, input.boundTourOptionId)).id;
  const isPrivate = input.sharingBasis === "private";
  const values = {
    siteId: ctx.site.id,
    fromAreaId: input.fromAreaId,
    toAreaId: input.toAreaId,
    marketId: market.id,
    description: input.description ?? "",
    transferType: input.transferType,
    sharingBasis: input.sharingBasis,
    currency: input.currency,
    amount: toMinorUnits(input.amount),
    isStandAlone: input.isStandAlone,
    isPerPax: !isPrivate,
    minPax: isPrivate ? (input.minPax ?? null) : null,
    maxPax: isPrivate ? (input.maxPax ?? null) : null,
    boundTourOptionId,
    validFromDate: input.validFromDate,
    validTillDate: input.validTillDate,
    priority: input.priority,
  };

  const { id, warnings } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AREA_TRANSFERS_LOCK}::int, ${ctx.site.id}::int)`);
    const t = dmcAreaTransfers;
    const sheet = await tx
      .select({ id: t.id, marketId: t.marketId, transferType: t.transferType, sharingBasis: t.sharingBasis, priority: t.priority, validFromDate: t.validFromDate, validTillDate: t.validTillDate, minPax: t.minPax, maxPax: t.maxPax })
      .from(t)
      .where(ctx.db.where(t, and(eq(t.fromAreaId, values.fromAreaId), eq(t.toAreaId, values.toAreaId), eq(t.marketId, market.id), eq(t.transferType, values.transferType), eq(t.sharingBasis, values.sharingBasis), input.id === undefined ? undefined : ne(t.id, input.id))));
    const rates: SheetRate[] = [...sheet, { ...values, id: undefined }].map((r) => ({ ...r, marketName: market.name, lane: laneOf(r) }));
    const report = checkRateSheet(rates);
    const mine = report.errors.filter((e) => e.rateIds.includes(null));
    if (mine.length > 0) {
      throw new AppError("VALIDATION_ERROR", mine.map((e) => e.message).join("; "), { data: { errors: mine.map((e) => e.message) } });
    }
    const [row] =
      input.id === undefined ? await tx.insert(t).values(values).returning({ id: t.id }) : await tx.update(t).set(values).where(ctx.db.byId(t, input.id)).returning({ id: t.id });
    return { id: row.id, warnings: report.warnings.map((w) => w.message) };
  });
  const [saved] = await selectAreaTransfers(ctx.db, ctx.db.byId(dmcAreaTransfers, id));
  return { transfer: toAreaTransferView(saved), warnings, message: AreaTransferMessages.saved };
}
