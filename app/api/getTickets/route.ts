import { getTicketsEndpoint } from "@/lib/contracts/tickets";
import { route } from "@/server/http/route";
import { listTickets } from "@/server/tickets/queue/list-tickets";

export const POST = route(getTicketsEndpoint, (ctx, input) => listTickets(ctx, input));
