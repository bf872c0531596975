import { saveDriverEndpoint } from "@/lib/contracts/dmc-geo";
import { saveDriver } from "@/server/dmc/save-driver";
import { route } from "@/server/http/route";

export const POST = route(saveDriverEndpoint, (ctx, input) => saveDriver(ctx, input));
