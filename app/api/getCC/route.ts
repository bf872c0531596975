import { getCCEndpoint } from "@/lib/contracts/change-requests";
import { route } from "@/server/http/route";
import { getCancellationCharges } from "@/server/tickets/change-requests/get-cancellation-charges";

export const POST = route(getCCEndpoint, (ctx, input) => getCancellationCharges(ctx, input));
