import { setFlightDetailsEndpoint } from "@/lib/contracts/booking";
import { setFlightDetails } from "@/server/booking/set-flight-details";
import { route } from "@/server/http/route";

export const POST = route(setFlightDetailsEndpoint, (ctx, input) => setFlightDetails(ctx, input));
