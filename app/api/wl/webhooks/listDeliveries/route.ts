import { listDeliveriesEndpoint } from "@/lib/contracts/webhooks";
import { route } from "@/server/http/route";
import { listWebhookDeliveries } from "@/server/webhooks/list-webhook-deliveries";

export const GET = route(listDeliveriesEndpoint, (ctx, input) => listWebhookDeliveries(ctx, input));
