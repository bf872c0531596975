import "server-only";
import { webhookDeliveries } from "@/db/schema/webhooks";
import { WebhookMessages } from "@/lib/contracts/webhooks";
import type { RequestContext } from "@/server/http/context";
import { notFound } from "@/server/http/errors";
import { toWebhookDelivery } from "./webhook-records";
import { enqueueWebhookAttempt } from "./webhook-queue";

/**
 * POST wl/webhooks/replayDelivery {deliveryId}: a new delivery with the same payload and the same
 * webhook-id (the message id: a receiver that already processed it may skip it), attempts from zero,
 * queued now. The original row stays as it was in the log.
 */
export async function replayWebhookDelivery(ctx: RequestContext, input: { deliveryId: number }) {
  const [original] = await ctx.db.db.select().from(webhookDeliveries).where(ctx.db.byId(webhookDeliveries, input.deliveryId)).limit(1);
  if (!original) throw notFound("Webhook delivery");
  const now = new Date();
  const [row] = await ctx.db.db
    .insert(webhookDeliveries)
    .values({ siteId: ctx.site.id, endpointId: original.endpointId, eventType: original.eventType, messageId: original.messageId, payload: original.payload, replayOfId: original.id, nextAttemptAt: now, createdAt: now })
    .returning();
  await enqueueWebhookAttempt(row.id);
  return { delivery: toWebhookDelivery(row), message: WebhookMessages.replayed };
}
