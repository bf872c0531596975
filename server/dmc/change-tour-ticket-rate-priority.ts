import "server-only";
import { dmcTicketRates } from "@/db/schema/dmc";
import { TourRateMessages, type TChangeRatePriorityRequest } from "@/lib/contracts/dmc-tour-rates";
import type { RequestContext } from "@/server/http/context";
import { getTourOptionOrThrow } from "./activity-catalogue-records";
import { applyReversedPriorityList } from "./tour-rate-priority";
import { assertRateSheet, loadTicketRates, lockTourOption, toSheetRate } from "./tour-rate-views";

/** POST /api/dmc/changeTourOptionTicketRatePriority {tourOptionId, priorityList (reversed)}. */
export async function changeTourTicketRatePriority(ctx: RequestContext, input: TChangeRatePriorityRequest) {
  const option = await getTourOptionOrThrow(ctx.db, input.tourOptionId);
  return ctx.db.transaction(async (tx) => {
    await lockTourOption(tx, ctx.db, option.id);
    await applyReversedPriorityList(tx, ctx.db, dmcTicketRates, option.id, input.priorityList);
    const result = await loadTicketRates(ctx.db, option.id, tx);
    const warnings = assertRateSheet(result.map((r) => toSheetRate(r)));
    return { tourOptionId: option.id, result, warnings, message: TourRateMessages.priorityChanged };
  });
}
