import { testGatewayCompleteEndpoint } from "@/lib/contracts/payments";
import { route } from "@/server/http/route";
import { completeTestGatewayPayment } from "@/server/payments/complete-test-gateway-payment";

export const POST = route(testGatewayCompleteEndpoint, (ctx, input) => completeTestGatewayPayment(ctx, input));
