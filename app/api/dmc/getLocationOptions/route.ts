import { getLocationOptionsEndpoint } from "@/lib/contracts/dmc-geo";
import { listLocations } from "@/server/dmc/list-locations";
import { route } from "@/server/http/route";

export const GET = route(getLocationOptionsEndpoint, (ctx, input) => listLocations(ctx, input));
