import "server-only";
import http from "node:http";
import https from "node:https";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { systemDb } from "@/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema/webhooks";
import { WEBHOOK_MAX_ATTEMPTS } from "@/lib/contracts/webhooks";
import { guardedLookup, literalHostRefusal } from "./webhook-address-guard";
import { enqueueWebhookAttempt } from "./webhook-queue";
import { signingSecretsOf } from "./webhook-records";

/** How long one attempt may take before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The wait before retry n (n = attempts made so far): 30 s, 2 min, 8 min, 32 min, ~2 h 8 min. */
export const webhookRetryDelayMs = (attemptsMade: number) => 30_000 * 4 ** (attemptsMade - 1);

type Outcome = { status: "succeeded" | "failed" | "pending"; responseCode: number | null; lastError: string | null; nextAttemptAt: Date | null };

/**
 * POSTs the body with node's http client, whose DNS lookup is the SSRF guard's: the address checked
 * is the one connected to. A new connection every time (agent: false): a kept-alive socket would
 * skip the lookup, so a re-pointed host would not be checked again.
 */
function send(url: URL, headers: Record<string, string>, body: string): Promise<{ code: number | null; error: string | null }> {
  return new Promise((resolve) => {
    const client = url.protocol === "https:" ? https : http;
    let isDone = false;
    const finish = (result: { code: number | null; error: string | null }) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = client.request(url, { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, lookup: guardedLookup as never, agent: false }, (res) => {
      res.resume();
      const code = res.statusCode ?? 0;
      const isOk = code >= 200 && code < 300;
      finish({ code, error: isOk ? null : `The endpoint answered HTTP ${code}` });
    });
    const timer = setTimeout(() => req.destroy(new Error(`The endpoint did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)), WEBHOOK_TIMEOUT_MS);
    req.on("error", (error) => finish({ code: null, error: error.message.slice(0, 500) }));
    req.end(body);
  });
}

/**
 * Signs and sends one attempt. Signed at the moment of sending (receivers reject timestamps more than
 * 5 minutes off), with every current secret: after a rotation the old one too, space-separated
 * (Standard Webhooks' webhook-signature allows several). Redirects are not followed (a 3xx fails).
 */
async function post(endpointUrl: string, secrets: string[], messageId: string, body: string): Promise<{ code: number | null; error: string | null }> {
  const url = new URL(endpointUrl);
  const refusal = literalHostRefusal(url);
  if (refusal) return { code: null, error: refusal };
  const now = new Date();
  const signature = secrets.map((secret) => new Webhook(secret).sign(messageId, now, body)).join(" ");
  return send(url, { "content-type": "application/json", "user-agent": "Wayfare-Webhooks/1", "webhook-id": messageId, "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": signature }, body);
}

/**
 * One attempt of a pending delivery: signs the stored payload per Standard Webhooks (webhook-id is
 * the message id, webhook-timestamp now, webhook-signature v1,<HMAC-SHA256>) and POSTs it, unless
 * the URL's host is or now resolves to a blocked address (SSRF guard: the attempt fails with the reason). A 2xx
 * answer succeeds; anything else counts an attempt and queues the next one after the backoff, until
 * WEBHOOK_MAX_ATTEMPTS attempts, then the delivery is failed. A delivery that is not pending (done,
 * or its endpoint deleted) is left alone, so a duplicate job does nothing. An inactive endpoint's
 * delivery fails at once. Returns the delivery's status after the attempt, or null.
 */
export async function attemptWebhookDelivery(deliveryId: number, now = new Date()): Promise<Outcome["status"] | null> {
  const [found] = await systemDb
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (!found || found.delivery.status !== "pending") return null;
  const { delivery, endpoint } = found;
  const attempts = delivery.attempts + 1;
  let outcome: Outcome;
  if (!endpoint.isActive) {
    outcome = { status: "failed", responseCode: null, lastError: "The endpoint is disabled", nextAttemptAt: null };
  } else {
    const result = await post(endpoint.url, signingSecretsOf(endpoint, now), delivery.messageId, JSON.stringify(delivery.payload));
    const isGivingUp = attempts >= WEBHOOK_MAX_ATTEMPTS;
    outcome =
      result.error === null
        ? { status: "succeeded", responseCode: result.code, lastError: null, nextAttemptAt: null }
        : { status: isGivingUp ? "failed" : "pending", responseCode: result.code, lastError: result.error, nextAttemptAt: isGivingUp ? null : new Date(now.getTime() + webhookRetryDelayMs(attempts)) };
  }
  const [saved] = await systemDb
    .update(webhookDeliveries)
    .set({ ...outcome, attempts, lastAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, "pending"), eq(webhookDeliveries.attempts, delivery.attempts)))
    .returning({ status: webhookDeliveries.status });
  if (saved && outcome.nextAttemptAt) await enqueueWebhookAttempt(delivery.id, outcome.nextAttemptAt);
  return saved?.status ?? null;
}
