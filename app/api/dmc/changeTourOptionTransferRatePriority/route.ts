import { changeTourOptionTransferRatePriorityEndpoint } from "@/lib/contracts/dmc-tour-rates";
import { changeTourTransferRatePriority } from "@/server/dmc/change-tour-transfer-rate-priority";
import { route } from "@/server/http/route";

export const POST = route(changeTourOptionTransferRatePriorityEndpoint, (ctx, input) => changeTourTransferRatePriority(ctx, input));
