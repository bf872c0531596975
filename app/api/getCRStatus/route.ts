import { getCRStatusEndpoint } from "@/lib/contracts/change-requests";
import { route } from "@/server/http/route";
import { getChangeRequestStatus } from "@/server/tickets/change-requests/get-change-request-status";

export const POST = route(getCRStatusEndpoint, (ctx, input) => getChangeRequestStatus(ctx, input));
