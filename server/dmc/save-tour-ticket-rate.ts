import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcTicketRates } from "@/db/schema/dmc";
import { TourRateMessages, type TSaveTicketRateRequest } from "@/lib/contracts/dmc-tour-rates";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getMarketOrThrow, getTourOptionOrThrow } from "./activity-catalogue-records";
import { assertRateSheet, loadTicketRates, lockTourOption, toSheetRate } from "./tour-rate-views";

/**
 * POST /api/dmc/saveActivityTicketRates: add or change a ticket rate of a tour option. The tour
 * option's sheet (its other ticket rates plus this one, one lane) is checked first: errors refuse,
 * warnings come back with the success.
 */
export async function saveTourTicketRate(ctx: RequestContext, input: TSaveTicketRateRequest) {
  const option = await getTourOptionOrThrow(ctx.db, input.tourOptionId);
  const market = await getMarketOrThrow(ctx.db, input.marketId);
  return ctx.db.transaction(async (tx) => {
    // One save at a time per tour option, so two racing saves cannot both pass the sheet check.
    await lockTourOption(tx, ctx.db, option.id);
    const sheet = await loadTicketRates(ctx.db, option.id, tx);
    if (input.id !== undefined && !sheet.some((r) => r.id === input.id)) throw new AppError("NOT_FOUND", TourRateMessages.rateNotFound);
    const warnings = assertRateSheet([
      ...sheet.filter((r) => r.id !== input.id).map((r) => toSheetRate(r)),
      toSheetRate({ ...input, id: input.id, marketName: market.name }),
    ]);
    const values = {
      marketId: market.id,
      description: input.description,
      currency: input.currency,
      adultAmount: input.adultAmount,
      childAmount: input.childAmount,
      isPerPax: input.isPerPax,
      validFromDate: input.validFromDate,
      validTillDate: input.validTillDate,
      minPax: input.minPax ?? null,
      maxPax: input.maxPax ?? null,
      priority: input.priority,
    };
    const [row] = input.id
      ? await tx.update(dmcTicketRates).set(values).where(and(ctx.db.byId(dmcTicketRates, input.id), eq(dmcTicketRates.tourOptionId, option.id))).returning({ id: dmcTicketRates.id })
      : await tx.insert(dmcTicketRates).values({ siteId: ctx.db.siteId, tourOptionId: option.id, ...values }).returning({ id: dmcTicketRates.id });
    const rates = await loadTicketRates(ctx.db, option.id, tx);
    return { rate: rates.find((r) => r.id === row.id)!, warnings, message: TourRateMessages.rateSaved };
  });
}
