import { updateWebhookEndpointEndpoint } from "@/lib/contracts/webhooks";
import { route } from "@/server/http/route";
import { updateWebhookEndpoint } from "@/server/webhooks/update-webhook-endpoint";

export const POST = route(updateWebhookEndpointEndpoint, (ctx, input) => updateWebhookEndpoint(ctx, input));
