import { priceDmcLinesEndpoint } from "@/lib/contracts/dmc-rates";
import { priceDmcLinesForCustomer } from "@/server/dmc/price-dmc-lines-for-customer";
import { route } from "@/server/http/route";

export const POST = route(priceDmcLinesEndpoint, (ctx, input) => priceDmcLinesForCustomer(ctx, input));
