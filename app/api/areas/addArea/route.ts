import { addAreaEndpoint } from "@/lib/contracts/dmc-geo";
import { addArea } from "@/server/dmc/add-area";
import { route } from "@/server/http/route";

export const POST = route(addAreaEndpoint, (ctx, input) => addArea(ctx, input));
