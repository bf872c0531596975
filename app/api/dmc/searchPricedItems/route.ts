import { searchPricedItemsEndpoint } from "@/lib/contracts/dmc-rates";
import { searchPricedItems } from "@/server/dmc/search-priced-items";
import { route } from "@/server/http/route";

export const GET = route(searchPricedItemsEndpoint, async (ctx, input) => ({ result: await searchPricedItems(ctx.db, input) }));
