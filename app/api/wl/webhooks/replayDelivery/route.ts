import { replayDeliveryEndpoint } from "@/lib/contracts/webhooks";
import { route } from "@/server/http/route";
import { replayWebhookDelivery } from "@/server/webhooks/replay-webhook-delivery";

export const POST = route(replayDeliveryEndpoint, (ctx, input) => replayWebhookDelivery(ctx, input));
