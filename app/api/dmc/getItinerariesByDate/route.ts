import { getItinerariesByDateEndpoint } from "@/lib/contracts/dmc-quotes";
import { listItinerariesByDate } from "@/server/dmc-quotes/list-itineraries-by-date";
import { route } from "@/server/http/route";

export const POST = route(getItinerariesByDateEndpoint, (ctx, input) => listItinerariesByDate(ctx, input));
