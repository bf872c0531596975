import "server-only";
import { webhookEndpoints } from "@/db/schema/webhooks";
import { WebhookMessages, type TUpdateWebhookEndpointRequest } from "@/lib/contracts/webhooks";
import type { RequestContext } from "@/server/http/context";
import { assertPublicWebhookUrl } from "./webhook-address-guard";
import { getWebhookEndpointOrThrow, toWebhookEndpoint } from "./webhook-records";

/** POST wl/webhooks/updateWebhookEndpoint: only the fields sent change; the secret never does. */
export async function updateWebhookEndpoint(ctx: RequestContext, input: TUpdateWebhookEndpointRequest) {
  await getWebhookEndpointOrThrow(ctx.db, input.endpointId);
  if (input.url !== undefined) await assertPublicWebhookUrl(input.url);
  await ctx.db.db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.eventTypes !== undefined ? { eventTypes: input.eventTypes } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      updatedAt: new Date(),
    })
    .where(ctx.db.byId(webhookEndpoints, input.endpointId));
  const { endpoint, companyName } = await getWebhookEndpointOrThrow(ctx.db, input.endpointId);
  return { endpoint: toWebhookEndpoint(endpoint, companyName), message: WebhookMessages.updated };
}
