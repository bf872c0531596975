import { deleteWebhookEndpointEndpoint } from "@/lib/contracts/webhooks";
import { route } from "@/server/http/route";
import { deleteWebhookEndpoint } from "@/server/webhooks/delete-webhook-endpoint";

export const POST = route(deleteWebhookEndpointEndpoint, (ctx, input) => deleteWebhookEndpoint(ctx, input));
