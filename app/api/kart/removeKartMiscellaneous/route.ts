import { removeKartMiscellaneousEndpoint } from "@/lib/contracts/dmc-quotes";
import { removeKartLine } from "@/server/dmc-quotes/remove-kart-line";
import { route } from "@/server/http/route";

export const POST = route(removeKartMiscellaneousEndpoint, (ctx, input) => removeKartLine(ctx, "miscellaneous", input.id));
