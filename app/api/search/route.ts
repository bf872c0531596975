import { searchEndpoint } from "@/lib/contracts/flights";
import { searchFlights } from "@/server/flights/search-flights";
import { route } from "@/server/http/route";

export const POST = route(searchEndpoint, (ctx, input) => searchFlights(ctx, input));
