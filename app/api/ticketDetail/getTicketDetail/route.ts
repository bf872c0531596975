import { getTicketDetailEndpoint } from "@/lib/contracts/tickets";
import { route } from "@/server/http/route";
import { getTicketDetail } from "@/server/tickets/queue/get-ticket-detail";

export const POST = route(getTicketDetailEndpoint, (ctx, input) => getTicketDetail(ctx, input));
