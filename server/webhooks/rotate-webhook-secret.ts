import "server-only";
import { webhookEndpoints } from "@/db/schema/webhooks";
import { WEBHOOK_SECRET_GRACE_HOURS, WebhookMessages } from "@/lib/contracts/webhooks";
import type { RequestContext } from "@/server/http/context";
import { encryptSecret } from "@/server/security/secret-box";
import { getWebhookEndpointOrThrow, newWebhookSecret, toWebhookEndpoint } from "./webhook-records";

/**
 * POST wl/webhooks/rotateWebhookSecret {endpointId} (decision 0033): a new secret, answered this once;
 * the replaced one keeps signing beside it for WEBHOOK_SECRET_GRACE_HOURS (two signatures in
 * webhook-signature), so the partner switches without a failed delivery. Rotating again within the
 * grace period replaces the previous secret with the one being replaced (the oldest is dropped).
 */
export async function rotateWebhookSecret(ctx: RequestContext, input: { endpointId: number }) {
  const { endpoint } = await getWebhookEndpointOrThrow(ctx.db, input.endpointId);
  const secret = newWebhookSecret();
  const now = new Date();
  await ctx.db.db
    .update(webhookEndpoints)
    .set({ secretEnc: encryptSecret(secret), previousSecretEnc: endpoint.secretEnc, previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_GRACE_HOURS * 3600_000), updatedAt: now })
    .where(ctx.db.byId(webhookEndpoints, input.endpointId));
  const { endpoint: saved, companyName } = await getWebhookEndpointOrThrow(ctx.db, input.endpointId);
  return { endpoint: toWebhookEndpoint(saved, companyName), secret, message: WebhookMessages.rotated };
}
