import { saveKartEndpoint } from "@/lib/contracts/dmc-quotes";
import { saveKart } from "@/server/dmc-quotes/save-kart";
import { route } from "@/server/http/route";

export const POST = route(saveKartEndpoint, (ctx, input) => saveKart(ctx, input));
