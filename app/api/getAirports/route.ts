import { getAirportsEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { searchAirports } from "@/server/masterdata/search-airports";

export const POST = route(getAirportsEndpoint, (ctx, input) => searchAirports(ctx, input));
