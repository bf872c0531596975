import { createNewMarketEndpoint } from "@/lib/contracts/dmc-geo";
import { createMarket } from "@/server/dmc/create-market";
import { route } from "@/server/http/route";

export const POST = route(createNewMarketEndpoint, (ctx, input) => createMarket(ctx, input));
