import "server-only";
import { dmcTransferRates } from "@/db/schema/dmc";
import type { RequestContext } from "@/server/http/context";
import { deleteTourRate } from "./tour-rate-priority";

/** POST /api/dmc/deleteTourOptionTransferRates {rateId}. */
export function deleteTourTransferRate(ctx: RequestContext, input: { rateId: number }) {
  return deleteTourRate(ctx.db, dmcTransferRates, input.rateId);
}
