import { createWebhookEndpointEndpoint } from "@/lib/contracts/webhooks";
import { route } from "@/server/http/route";
import { createWebhookEndpoint } from "@/server/webhooks/create-webhook-endpoint";

export const POST = route(createWebhookEndpointEndpoint, (ctx, input) => createWebhookEndpoint(ctx, input));
