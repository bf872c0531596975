import { removeKartAccomodationEndpoint } from "@/lib/contracts/dmc-quotes";
import { removeKartLine } from "@/server/dmc-quotes/remove-kart-line";
import { route } from "@/server/http/route";

export const POST = route(removeKartAccomodationEndpoint, (ctx, input) => removeKartLine(ctx, "accomodation", input.id));
