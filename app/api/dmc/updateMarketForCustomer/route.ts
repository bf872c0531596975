import { updateMarketForCustomerEndpoint } from "@/lib/contracts/dmc-geo";
import { updateMarketForCustomer } from "@/server/dmc/update-market-for-customer";
import { route } from "@/server/http/route";

export const POST = route(updateMarketForCustomerEndpoint, (ctx, input) => updateMarketForCustomer(ctx, input));
