import { removeKartActivityEndpoint } from "@/lib/contracts/dmc-quotes";
import { removeKartLine } from "@/server/dmc-quotes/remove-kart-line";
import { route } from "@/server/http/route";

export const POST = route(removeKartActivityEndpoint, (ctx, input) => removeKartLine(ctx, "activity", input.id));
