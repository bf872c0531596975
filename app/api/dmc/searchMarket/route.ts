import { searchMarketEndpoint } from "@/lib/contracts/dmc-geo";
import { searchMarkets } from "@/server/dmc/search-markets";
import { route } from "@/server/http/route";

export const GET = route(searchMarketEndpoint, (ctx, input) => searchMarkets(ctx, input));
