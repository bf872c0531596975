import { saveActivityTicketRatesEndpoint } from "@/lib/contracts/dmc-tour-rates";
import { saveTourTicketRate } from "@/server/dmc/save-tour-ticket-rate";
import { route } from "@/server/http/route";

export const POST = route(saveActivityTicketRatesEndpoint, (ctx, input) => saveTourTicketRate(ctx, input));
