import { getKartByIdEndpoint } from "@/lib/contracts/dmc-quotes";
import { getKartById } from "@/server/dmc-quotes/get-kart-by-id";
import { route } from "@/server/http/route";

export const GET = route(getKartByIdEndpoint, (ctx, input) => getKartById(ctx, input));
