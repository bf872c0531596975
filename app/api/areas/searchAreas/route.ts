import { searchAreasEndpoint } from "@/lib/contracts/dmc-geo";
import { searchAreas } from "@/server/dmc/search-areas";
import { route } from "@/server/http/route";

export const GET = route(searchAreasEndpoint, (ctx, input) => searchAreas(ctx, input));
