import { getFlightDetailsEndpoint } from "@/lib/contracts/booking";
import { getFlightDetails } from "@/server/booking/get-flight-details";
import { route } from "@/server/http/route";

export const POST = route(getFlightDetailsEndpoint, (ctx, input) => getFlightDetails(ctx, input));
