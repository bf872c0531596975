import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import { systemDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema/notifications";
import { sites } from "@/db/schema/sites";
import type { TPushPayload } from "@/lib/contracts/push";
import { getLogger } from "@/server/http/logger";
import { findSitePrimaryDomain } from "@/server/sites/find-site";
import { findPushRecipients, type PushAudience } from "./push-recipients";
import { getVapidKeys, getVapidSubject } from "./vapid";

/** One queued message: who on which site gets it, and what it says. */
export type PushJob = { siteId: number; audience: PushAudience; payload: TPushPayload };

/** How long a push service keeps a message for a browser that is offline (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then counts as a failure. */
export const PUSH_TIMEOUT_MS = 10_000;
/** A subscription that fails this many deliveries in a row (no success between) is removed. */
export const PUSH_MAX_FAILURES = 10;

type Subscription = { id: number; endpoint: string; p256dh: string; auth: string };
export type PushOutcome = "sent" | "gone" | "failed";
export type DeliverPushResult = { sent: number; gone: number; failed: number };

/**
 * One message to one browser: web-push signs it (VAPID, ES256) and encrypts it (RFC 8291,
 * aes128gcm); we POST it ourselves with a time limit. 201 (or any 2xx) is delivered; 404 and 410
 * say the subscription is gone and the row is deleted; anything else counts a failure.
 */
async function sendToSubscription(sub: Subscription, payload: TPushPayload, vapid: { subject: string; publicKey: string; privateKey: string }): Promise<PushOutcome> {
  let status: number;
  try {
    const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "high",
    });
    const headers = { ...request.headers } as Record<string, string>;
    delete headers["Content-Length"];
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    status = response.status;
  } catch (error) {
    getLogger().warn({ err: error, subscription: sub.id }, "push delivery failed");
    status = 0;
  }
  if (status >= 200 && status < 300) {
    await systemDb.update(pushSubscriptions).set({ lastSentAt: new Date(), failureCount: 0 }).where(eq(pushSubscriptions.id, sub.id));
    return "sent";
  }
  if (status === 404 || status === 410) {
    await systemDb.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    return "gone";
  }
  if (status !== 0) getLogger().warn({ subscription: sub.id, status }, "push service refused the message");
  const [counted] = await systemDb
    .update(pushSubscriptions)
    .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
    .where(eq(pushSubscriptions.id, sub.id))
    .returning({ failureCount: pushSubscriptions.failureCount });
  // A browser that stopped answering for good (uninstalled, profile deleted) is not kept forever.
  if (counted && counted.failureCount >= PUSH_MAX_FAILURES) {
    await systemDb.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, sub.id), sql`${pushSubscriptions.failureCount} >= ${PUSH_MAX_FAILURES}`));
    getLogger().info({ subscription: sub.id, failures: counted.failureCount }, "push subscription removed after repeated failures");
  }
  return "failed";
}

/** The "send-push" job: every subscription of the audience on the site gets the message. */
export async function deliverPushJob(job: PushJob): Promise<DeliverPushResult> {
  const result: DeliverPushResult = { sent: 0, gone: 0, failed: 0 };
  const keys = getVapidKeys();
  if (!keys) return result;
  const userIds = await findPushRecipients(job.siteId, job.audience);
  if (userIds.length === 0) return result;
  const subscriptions = await systemDb
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.siteId, job.siteId), inArray(pushSubscriptions.userId, userIds)));
  if (subscriptions.length === 0) return result;
  const [site] = await systemDb.select({ adminEmail: sites.adminEmail }).from(sites).where(eq(sites.id, job.siteId));
  const vapid = { ...keys, subject: getVapidSubject({ adminEmail: site?.adminEmail ?? null, domain: await findSitePrimaryDomain(job.siteId) }) };
  const outcomes = await Promise.all(subscriptions.map((sub) => sendToSubscription(sub, job.payload, vapid)));
  for (const outcome of outcomes) result[outcome] += 1;
  return result;
}
