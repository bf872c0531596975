import { changeRequestStatusEndpoint } from "@/lib/contracts/network-supplier";
import { route } from "@/server/http/route";
import { changeConsumerRequestStatus } from "@/server/network/change-consumer-request-status";

export const POST = route(changeRequestStatusEndpoint, (ctx, input) => changeConsumerRequestStatus(ctx, input));
