import { getExchangeRatesEndpoint } from "@/lib/contracts/dmc-quotes";
import { listExchangeRates } from "@/server/dmc-quotes/exchange-rates";
import { route } from "@/server/http/route";

export const GET = route(getExchangeRatesEndpoint, (ctx) => listExchangeRates(ctx));
