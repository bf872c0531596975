import { rotateWebhookSecretEndpoint } from "@/lib/contracts/webhooks";
import { route } from "@/server/http/route";
import { rotateWebhookSecret } from "@/server/webhooks/rotate-webhook-secret";

export const POST = route(rotateWebhookSecretEndpoint, (ctx, input) => rotateWebhookSecret(ctx, input));
