import "server-only";
import { dmcTicketRates } from "@/db/schema/dmc";
import type { RequestContext } from "@/server/http/context";
import { deleteTourRate } from "./tour-rate-priority";

/** POST /api/dmc/deleteTourOptionTicketRates {rateId}. */
export function deleteTourTicketRate(ctx: RequestContext, input: { rateId: number }) {
  return deleteTourRate(ctx.db, dmcTicketRates, input.rateId);
}
