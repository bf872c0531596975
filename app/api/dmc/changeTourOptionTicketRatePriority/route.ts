import { changeTourOptionTicketRatePriorityEndpoint } from "@/lib/contracts/dmc-tour-rates";
import { changeTourTicketRatePriority } from "@/server/dmc/change-tour-ticket-rate-priority";
import { route } from "@/server/http/route";

export const POST = route(changeTourOptionTicketRatePriorityEndpoint, (ctx, input) => changeTourTicketRatePriority(ctx, input));
