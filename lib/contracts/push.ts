import { z } from "zod";
import { defineEndpoint } from "./http";

/*
 * Browser push notifications (spec 001 sections 2, 7 and 9: "Staff push-notification permission
 * request, registered 3 seconds after staff load"; notification/createPushNotificationSubscription:
 * subscription; notification/checkExistingSubscription: subscriptionEndPoint, the response's
 * result.isSubscriptionExistForCurrentUser is read). The spec shows the field names only: the
 * subscription is the browser's PushSubscription.toJSON(); the rest is ours
 * (docs/decisions/0025-push-notifications.md).
 */

export const PushMessages = {
  subscribed: "Push notifications turned on",
  endpointRequired: "Enter the push subscription endpoint",
  endpointInvalid: "The endpoint must be an https URL",
  keysRequired: "The subscription keys are required",
  p256dhInvalid: "p256dh must be a base64url P-256 public key (65 bytes)",
  authInvalid: "auth must be a base64url secret of 16 bytes",
  expirationInvalid: "expirationTime must be a time in milliseconds or null",
} as const;

/** The longest endpoint we keep (push services' URLs are a few hundred characters). */
export const MAX_PUSH_ENDPOINT_CHARS = 2048;
/** "Not now" on the staff prompt hides it for this many days (per user, per browser). */
export const PUSH_PROMPT_SNOOZE_DAYS = 7;
/** Spec 001 section 9: the push registration starts 3 seconds after a staff page loads. */
export const PUSH_PROMPT_DELAY_MS = 3000;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The number of bytes a base64url string decodes to (padding allowed), or -1 when it is not base64url. */
export function base64UrlByteLength(value: string): number {
  if (!BASE64URL.test(value)) return -1;
  const body = value.replace(/=+$/, "");
  if (body.length % 4 === 1) return -1;
  return Math.floor((body.length * 3) / 4);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A push service endpoint: an https URL. Plain http is accepted only for a loopback host and only
 * when the server is not in production (the tests' fake push service); browsers' push services
 * are all https.
 */
export function isAllowedPushEndpoint(value: string, isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return url.hostname !== "";
  return url.protocol === "http:" && !isProduction && (LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost"));
}

const isProductionServer = () => process.env.NODE_ENV === "production";

const endpoint = () =>
  z
    .string({ error: PushMessages.endpointRequired })
    .trim()
    .min(1, { error: PushMessages.endpointRequired })
    .max(MAX_PUSH_ENDPOINT_CHARS, { error: `Must be at most ${MAX_PUSH_ENDPOINT_CHARS} characters` })
    .refine((v) => isAllowedPushEndpoint(v, isProductionServer()), { error: PushMessages.endpointInvalid });

const keyOf = (bytes: number, message: string, check?: (value: string) => boolean) =>
  z
    .string({ error: message })
    .trim()
    .max(200, { error: message })
    .refine((v) => base64UrlByteLength(v) === bytes && (!check || check(v)), { error: message });

/** An uncompressed P-256 point starts with 0x04 ("BA".."BP" in base64url). */
const isUncompressedPoint = (v: string) => /^B[A-P]/.test(v);

export const ZPushSubscription = z.object({
  endpoint: endpoint().describe("The push service URL of this browser's subscription (https)."),
  expirationTime: z
    .number({ error: PushMessages.expirationInvalid })
    .int({ error: PushMessages.expirationInvalid })
    .nonnegative({ error: PushMessages.expirationInvalid })
    .nullish()
    .describe("PushSubscription.expirationTime: epoch milliseconds, or null."),
  keys: z.object(
    {
      p256dh: keyOf(65, PushMessages.p256dhInvalid, isUncompressedPoint).describe("The browser's P-256 public key, base64url (65 bytes, uncompressed)."),
      auth: keyOf(16, PushMessages.authInvalid).describe("The browser's auth secret, base64url (16 bytes)."),
    },
    { error: PushMessages.keysRequired },
  ),
});
export type TPushSubscription = z.output<typeof ZPushSubscription>;

export const ZCreatePushSubscriptionRequest = z.strictObject({
  subscription: ZPushSubscription.describe("PushSubscription.toJSON() of the browser: {endpoint, expirationTime, keys: {p256dh, auth}}."),
});
export type TCreatePushSubscriptionRequest = z.output<typeof ZCreatePushSubscriptionRequest>;

export const ZCheckExistingSubscriptionRequest = z.strictObject({
  subscriptionEndPoint: z
    .string({ error: PushMessages.endpointRequired })
    .trim()
    .min(1, { error: PushMessages.endpointRequired })
    .max(MAX_PUSH_ENDPOINT_CHARS, { error: `Must be at most ${MAX_PUSH_ENDPOINT_CHARS} characters` })
    .describe("The endpoint of the browser's current push subscription."),
});
export type TCheckExistingSubscriptionRequest = z.output<typeof ZCheckExistingSubscriptionRequest>;

/** What a push message carries to the service worker (public/push-sw.js). */
export const ZPushPayload = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  /** The screen to open on click: a path on the site ("/staff/payment-entries"). */
  url: z.string().startsWith("/"),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

export const createPushNotificationSubscriptionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/notification/createPushNotificationSubscription",
  summary:
    "Stores the signed-in user's browser push subscription {subscription: {endpoint (https), expirationTime?, keys: {p256dh (base64url, 65 bytes), auth (base64url, 16 bytes)}}} for this site. One row per endpoint and site: subscribing again from the same browser updates it and the last user to subscribe owns it. Messages are signed with the deployment's VAPID key (spec: 'ANY'; POST here).",
  tag: "notifications",
  auth: "user",
  body: ZCreatePushSubscriptionRequest,
  response: z.object({ message: z.string() }),
});

export const checkExistingSubscriptionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/notification/checkExistingSubscription",
  summary:
    "Whether this browser's push subscription {subscriptionEndPoint} is stored for the signed-in user on this site: data.result.isSubscriptionExistForCurrentUser (false for an endpoint another user or another site holds, or none). The staff prompt asks again when false (spec: 'ANY'; POST here).",
  tag: "notifications",
  auth: "user",
  body: ZCheckExistingSubscriptionRequest,
  response: z.object({ result: z.object({ isSubscriptionExistForCurrentUser: z.boolean() }) }),
});
