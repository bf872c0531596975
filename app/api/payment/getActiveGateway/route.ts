import { getActiveGatewayEndpoint } from "@/lib/contracts/payments";
import { route } from "@/server/http/route";
import { getActiveGateway } from "@/server/payments/get-active-gateway";

export const POST = route(getActiveGatewayEndpoint, (ctx) => getActiveGateway(ctx));
