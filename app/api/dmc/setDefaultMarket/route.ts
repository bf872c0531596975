import { setDefaultMarketEndpoint } from "@/lib/contracts/dmc-geo";
import { setDefaultMarket } from "@/server/dmc/set-default-market";
import { route } from "@/server/http/route";

export const POST = route(setDefaultMarketEndpoint, (ctx, input) => setDefaultMarket(ctx, input));
