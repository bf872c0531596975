import "server-only";
import { dmcTransferRates } from "@/db/schema/dmc";
import { TourRateMessages, type TChangeRatePriorityRequest } from "@/lib/contracts/dmc-tour-rates";
import type { RequestContext } from "@/server/http/context";
import { getTourOptionOrThrow } from "./activity-catalogue-records";
import { applyReversedPriorityList } from "./tour-rate-priority";
import { assertRateSheet, loadTransferRates, lockTourOption, toSheetRate, transferLane } from "./tour-rate-views";

/** POST /api/dmc/changeTourOptionTransferRatePriority {tourOptionId, priorityList (reversed)}. */
export async function changeTourTransferRatePriority(ctx: RequestContext, input: TChangeRatePriorityRequest) {
  const option = await getTourOptionOrThrow(ctx.db, input.tourOptionId);
  return ctx.db.transaction(async (tx) => {
    await lockTourOption(tx, ctx.db, option.id);
    await applyReversedPriorityList(tx, ctx.db, dmcTransferRates, option.id, input.priorityList);
    const result = await loadTransferRates(ctx.db, option.id, tx);
    const warnings = assertRateSheet(result.map((r) => toSheetRate(r, transferLane(r))));
    return { tourOptionId: option.id, result, warnings, message: TourRateMessages.priorityChanged };
  });
}
