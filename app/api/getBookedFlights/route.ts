import { getBookedFlightsEndpoint } from "@/lib/contracts/tickets";
import { route } from "@/server/http/route";
import { listBookedFlights } from "@/server/tickets/queue/list-tickets";

export const POST = route(getBookedFlightsEndpoint, (ctx, input) => listBookedFlights(ctx, input));
