import { changeRequestEndpoint } from "@/lib/contracts/change-requests";
import { route } from "@/server/http/route";
import { sendChangeRequest } from "@/server/tickets/change-requests/send-change-request";

export const POST = route(changeRequestEndpoint, (ctx, input) => sendChangeRequest(ctx, input));
