import { emailETicketEndpoint } from "@/lib/contracts/eticket";
import { route } from "@/server/http/route";
import { emailETicket } from "@/server/tickets/eticket/email-eticket";

export const POST = route(emailETicketEndpoint, (ctx, input) => emailETicket(ctx, input));
