import { getFlightPriceEndpoint } from "@/lib/contracts/flights";
import { getFlightPrice } from "@/server/flights/get-flight-price";
import { route } from "@/server/http/route";

export const POST = route(getFlightPriceEndpoint, (ctx, input) => getFlightPrice(ctx, input));
