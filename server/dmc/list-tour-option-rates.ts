import "server-only";
import type { RequestContext } from "@/server/http/context";
import { getTourOptionOrThrow } from "./activity-catalogue-records";
import { loadTicketRates, loadTransferRates } from "./tour-rate-views";

/** GET /api/dmc/getTourOptionTicketRates?tourOptionId=. */
export async function listTourOptionTicketRates(ctx: RequestContext, input: { tourOptionId: number }) {
  const option = await getTourOptionOrThrow(ctx.db, input.tourOptionId);
  return { tourOptionId: option.id, result: await loadTicketRates(ctx.db, option.id) };
}

/** GET /api/dmc/getTourOptionTransferRates?tourOptionId=. */
export async function listTourOptionTransferRates(ctx: RequestContext, input: { tourOptionId: number }) {
  const option = await getTourOptionOrThrow(ctx.db, input.tourOptionId);
  return { tourOptionId: option.id, result: await loadTransferRates(ctx.db, option.id) };
}
