import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { legalEntities } from "@/db/schema/users";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema/webhooks";
import type { TWebhookDelivery, TWebhookEndpoint } from "@/lib/contracts/webhooks";
import { notFound } from "@/server/http/errors";
import { decryptSecret } from "@/server/security/secret-box";

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A Standard Webhooks signing secret: whsec_ and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** The first characters of the secret (whsec_ and 4), to tell endpoints' secrets apart without showing them. */
export const secretHintOf = (secretEnc: string) => `${decryptSecret(secretEnc).slice(0, 10)}…`;

export function toWebhookEndpoint(row: WebhookEndpointRow, companyName: string): TWebhookEndpoint {
  return {
    id: row.id,
    legalEntityId: row.legalEntityId,
    companyName,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    isActive: row.isActive,
    secretHint: secretHintOf(row.secretEnc),
    previousSecretExpiresAt: row.previousSecretEnc && row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date() ? row.previousSecretExpiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The secrets that sign a delivery now: the current one, and the previous one during its grace period. */
export function signingSecretsOf(row: Pick<WebhookEndpointRow, "secretEnc" | "previousSecretEnc" | "previousSecretExpiresAt">, now = new Date()): string[] {
  const current = decryptSecret(row.secretEnc);
  const isInGrace = row.previousSecretEnc && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return isInGrace ? [current, decryptSecret(row.previousSecretEnc!)] : [current];
}

export function toWebhookDelivery(row: WebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    messageId: row.messageId,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    lastError: row.lastError,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    replayOfId: row.replayOfId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** This site's endpoint with its company name, else 404 (another site's endpoint is not found). */
export async function getWebhookEndpointOrThrow(db: SiteDb, endpointId: number) {
  const [found] = await db.db
    .select({ endpoint: webhookEndpoints, companyName: legalEntities.companyName })
    .from(webhookEndpoints)
    .innerJoin(legalEntities, eq(legalEntities.id, webhookEndpoints.legalEntityId))
    .where(db.byId(webhookEndpoints, endpointId))
    .limit(1);
  if (!found) throw notFound("Webhook endpoint");
  return found;
}
