import { searchTicketCreatorsEndpoint } from "@/lib/contracts/tickets";
import { route } from "@/server/http/route";
import { searchTicketCreators } from "@/server/tickets/queue/search-ticket-creators";

export const POST = route(searchTicketCreatorsEndpoint, (ctx, input) => searchTicketCreators(ctx, input));
