import "server-only";
import { webhookEndpoints } from "@/db/schema/webhooks";
import { WebhookMessages } from "@/lib/contracts/webhooks";
import type { RequestContext } from "@/server/http/context";
import { getWebhookEndpointOrThrow } from "./webhook-records";

/** POST wl/webhooks/deleteWebhookEndpoint: the endpoint and its delivery log go (queued attempts then find nothing). */
export async function deleteWebhookEndpoint(ctx: RequestContext, input: { endpointId: number }) {
  await getWebhookEndpointOrThrow(ctx.db, input.endpointId);
  await ctx.db.db.delete(webhookEndpoints).where(ctx.db.byId(webhookEndpoints, input.endpointId));
  return { endpointId: input.endpointId, message: WebhookMessages.deleted };
}
