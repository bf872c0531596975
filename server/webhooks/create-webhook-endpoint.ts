import "server-only";
import { webhookEndpoints } from "@/db/schema/webhooks";
import { WebhookMessages, type TCreateWebhookEndpointRequest } from "@/lib/contracts/webhooks";
import type { RequestContext } from "@/server/http/context";
import { getLegalEntityOrThrow } from "@/server/markups/find-site-records";
import { encryptSecret } from "@/server/security/secret-box";
import { assertPublicWebhookUrl } from "./webhook-address-guard";
import { getWebhookEndpointOrThrow, newWebhookSecret, toWebhookEndpoint } from "./webhook-records";

/** POST wl/webhooks/createWebhookEndpoint: the secret is generated here, sealed, and answered this once. */
export async function createWebhookEndpoint(ctx: RequestContext, input: TCreateWebhookEndpointRequest) {
  await getLegalEntityOrThrow(ctx.db, input.legalEntityId);
  await assertPublicWebhookUrl(input.url);
  const secret = newWebhookSecret();
  const [row] = await ctx.db.db
    .insert(webhookEndpoints)
    .values({
      siteId: ctx.site.id,
      legalEntityId: input.legalEntityId,
      url: input.url,
      description: input.description || null,
      secretEnc: encryptSecret(secret),
      eventTypes: input.eventTypes,
      isActive: input.isActive ?? true,
    })
    .returning({ id: webhookEndpoints.id });
  const { endpoint, companyName } = await getWebhookEndpointOrThrow(ctx.db, row.id);
  return { endpoint: toWebhookEndpoint(endpoint, companyName), secret, message: WebhookMessages.created };
}
