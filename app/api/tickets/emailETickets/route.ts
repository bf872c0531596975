import { emailSelectedETicketsEndpoint } from "@/lib/contracts/tickets";
import { route } from "@/server/http/route";
import { emailSelectedETickets } from "@/server/tickets/queue/email-selected-etickets";

export const POST = route(emailSelectedETicketsEndpoint, (ctx, input) => emailSelectedETickets(ctx, input));
