import { getTourOptionTicketRatesEndpoint } from "@/lib/contracts/dmc-tour-rates";
import { listTourOptionTicketRates } from "@/server/dmc/list-tour-option-rates";
import { route } from "@/server/http/route";

export const GET = route(getTourOptionTicketRatesEndpoint, (ctx, input) => listTourOptionTicketRates(ctx, input));
