import { getFilteredAreasEndpoint } from "@/lib/contracts/dmc-geo-transfers";
import { listFilteredAreas } from "@/server/dmc/list-filtered-areas";
import { route } from "@/server/http/route";

export const GET = route(getFilteredAreasEndpoint, (ctx, input) => listFilteredAreas(ctx, input));
