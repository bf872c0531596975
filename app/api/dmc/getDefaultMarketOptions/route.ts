import { getDefaultMarketOptionsEndpoint } from "@/lib/contracts/dmc-geo";
import { getDefaultMarketOptions } from "@/server/dmc/get-default-market-options";
import { route } from "@/server/http/route";

export const GET = route(getDefaultMarketOptionsEndpoint, (ctx, input) => getDefaultMarketOptions(ctx, input));
