import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcTransferRates } from "@/db/schema/dmc";
import { TourRateMessages, type TSaveTransferRateRequest } from "@/lib/contracts/dmc-tour-rates";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getMarketOrThrow, getTourOptionOrThrow } from "./activity-catalogue-records";
import { assertRateSheet, loadTransferRates, lockTourOption, toSheetRate, transferLane } from "./tour-rate-views";

/**
 * POST /api/dmc/saveTourOptionTransferRates: add or change a transfer rate of a tour option. The tour
 * option's sheet (its other transfer rates plus this one; lane = transferType+sharingBasis) is checked first: errors refuse,
 * warnings come back with the success.
 */
export async function saveTourTransferRate(ctx: RequestContext, input: TSaveTransferRateRequest) {
  const option = await getTourOptionOrThrow(ctx.db, input.tourOptionId);
  const market = await getMarketOrThrow(ctx.db, input.marketId);
  return ctx.db.transaction(async (tx) => {
    // One save at a time per tour option, so two racing saves cannot both pass the sheet check.
    await lockTourOption(tx, ctx.db, option.id);
    const sheet = await loadTransferRates(ctx.db, option.id, tx);
    if (input.id !== undefined && !sheet.some((r) => r.id === input.id)) throw new AppError("NOT_FOUND", TourRateMessages.rateNotFound);
    const warnings = assertRateSheet([
      ...sheet.filter((r) => r.id !== input.id).map((r) => toSheetRate(r, transferLane(r))),
      toSheetRate({ ...input, id: input.id, marketName: market.name }, transferLane(input)),
    ]);
    const values = {
      marketId: market.id,
      description: input.description,
      currency: input.currency,
      transferType: input.transferType,
      sharingBasis: input.sharingBasis,
      amount: input.amount,
      isPerPax: input.isPerPax,
      validFromDate: input.validFromDate,
      validTillDate: input.validTillDate,
      minPax: input.minPax ?? null,
      maxPax: input.maxPax ?? null,
      priority: input.priority,
    };
    const [row] = input.id
      ? await tx.update(dmcTransferRates).set(values).where(and(ctx.db.byId(dmcTransferRates, input.id), eq(dmcTransferRates.tourOptionId, option.id))).returning({ id: dmcTransferRates.id })
      : await tx.insert(dmcTransferRates).values({ siteId: ctx.db.siteId, tourOptionId: option.id, ...values }).returning({ id: dmcTransferRates.id });
    const rates = await loadTransferRates(ctx.db, option.id, tx);
    return { rate: rates.find((r) => r.id === row.id)!, warnings, message: TourRateMessages.rateSaved };
  });
}
