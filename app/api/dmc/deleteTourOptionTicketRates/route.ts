import { deleteTourOptionTicketRatesEndpoint } from "@/lib/contracts/dmc-tour-rates";
import { deleteTourTicketRate } from "@/server/dmc/delete-tour-ticket-rate";
import { route } from "@/server/http/route";

export const POST = route(deleteTourOptionTicketRatesEndpoint, (ctx, input) => deleteTourTicketRate(ctx, input));
