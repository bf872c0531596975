import { deleteTourOptionTransferRatesEndpoint } from "@/lib/contracts/dmc-tour-rates";
import { deleteTourTransferRate } from "@/server/dmc/delete-tour-transfer-rate";
import { route } from "@/server/http/route";

export const POST = route(deleteTourOptionTransferRatesEndpoint, (ctx, input) => deleteTourTransferRate(ctx, input));
