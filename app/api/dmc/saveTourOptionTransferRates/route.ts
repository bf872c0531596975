import { saveTourOptionTransferRatesEndpoint } from "@/lib/contracts/dmc-tour-rates";
import { saveTourTransferRate } from "@/server/dmc/save-tour-transfer-rate";
import { route } from "@/server/http/route";

export const POST = route(saveTourOptionTransferRatesEndpoint, (ctx, input) => saveTourTransferRate(ctx, input));
