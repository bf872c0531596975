import { getTourOptionTransferRatesEndpoint } from "@/lib/contracts/dmc-tour-rates";
import { listTourOptionTransferRates } from "@/server/dmc/list-tour-option-rates";
import { route } from "@/server/http/route";

export const GET = route(getTourOptionTransferRatesEndpoint, (ctx, input) => listTourOptionTransferRates(ctx, input));
