import { saveLocationOptionEndpoint } from "@/lib/contracts/dmc-geo";
import { saveLocation } from "@/server/dmc/save-location";
import { route } from "@/server/http/route";

export const POST = route(saveLocationOptionEndpoint, (ctx, input) => saveLocation(ctx, input));
