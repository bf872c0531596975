import { listWebhookEndpointsEndpoint } from "@/lib/contracts/webhooks";
import { route } from "@/server/http/route";
import { listWebhookEndpoints } from "@/server/webhooks/list-webhook-endpoints";

export const GET = route(listWebhookEndpointsEndpoint, (ctx) => listWebhookEndpoints(ctx));
