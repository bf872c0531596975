import { setConsumerFlightHoldEndpoint } from "@/lib/contracts/network-supplier";
import { route } from "@/server/http/route";
import { setConsumerFlightHold } from "@/server/network/supplier-consumers";

export const POST = route(setConsumerFlightHoldEndpoint, (ctx, input) => setConsumerFlightHold(ctx, input));
