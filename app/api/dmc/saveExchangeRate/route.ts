import { saveExchangeRateEndpoint } from "@/lib/contracts/dmc-quotes";
import { saveExchangeRate } from "@/server/dmc-quotes/exchange-rates";
import { route } from "@/server/http/route";

export const POST = route(saveExchangeRateEndpoint, (ctx, input) => saveExchangeRate(ctx, input));
