import { z } from "zod";
import { bodyId, id } from "./common";
import { defineEndpoint } from "./http";

/*
 * Partner webhooks (issue 12, "API partners"; docs/decisions/0029-partner-webhooks.md). The spec
 * shows no payloads for these calls: the shapes are ours. Staff give a partner company (a legal
 * entity of the site) endpoints; events about bookings of that company's users are signed per the
 * Standard Webhooks convention and delivered at least once by a job, with a delivery log and replay.
 */

export const WEBHOOK_EVENT_TYPES = ["booking.ticketed", "booking.needsAttention", "changeRequest.updated"] as const;
export type TWebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType, string> = {
  "booking.ticketed": "Booking ticketed",
  "booking.needsAttention": "Booking needs attention",
  "changeRequest.updated": "Change request updated",
};

/** Attempts per delivery before it is marked failed (the first try and its retries). */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** Rows per page of the delivery log. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;
export const MAX_WEBHOOK_URL_CHARS = 2048;
/** After a secret rotation, deliveries are signed with the old secret too for this long (decision 0033). */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;

export const WebhookMessages = {
  urlRequired: "Enter the webhook URL",
  urlInvalid: "The webhook URL must be an https URL",
  eventTypesRequired: "Choose at least one event type",
  eventTypeUnknown: `Unknown event type: use ${WEBHOOK_EVENT_TYPES.join(", ")}`,
  created: "Webhook endpoint created. Copy the signing secret now: it is not shown again.",
  updated: "Webhook endpoint updated",
  deleted: "Webhook endpoint deleted",
  replayed: "Delivery queued again",
  urlNotPublic: "The webhook URL must reach a public internet address",
  rotated: `Signing secret rotated. Copy the new secret now: it is not shown again. For ${WEBHOOK_SECRET_GRACE_HOURS} hours every delivery is signed with the old and the new secret.`,
} as const;

/**
 * The loopback opt-in (decision 0033): with WAYFARE_WEBHOOK_ALLOW_LOOPBACK=1 a webhook may go to a
 * loopback host, over plain http too (a receiver the tests start on 127.0.0.1). Set only by the test
 * environments (tests/setup/test-env.ts, playwright.config.ts); never by default, never in a deployment.
 * It allows loopback only: private, link-local, metadata, ... addresses stay refused.
 */
export const WEBHOOK_LOOPBACK_OPT_IN = "WAYFARE_WEBHOOK_ALLOW_LOOPBACK";
export const isWebhookLoopbackOptIn = () => typeof process !== "undefined" && process.env?.[WEBHOOK_LOOPBACK_OPT_IN] === "1";

/** localhost, *.localhost, 127.x.x.x, [::1]: the names and literals that are loopback. */
export function isLoopbackHostName(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(host) || host === "::1";
}

/**
 * The scheme rule: https (to any host; the server checks the address it resolves to), or plain http
 * only to a loopback host and only under the loopback opt-in. No credentials in the URL.
 */
export function isAllowedWebhookUrl(value: string, allowLoopbackHttp = isWebhookLoopbackOptIn()): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hostname === "") return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && allowLoopbackHttp && isLoopbackHostName(url.hostname);
}

const url = () =>
  z
    .string({ error: WebhookMessages.urlRequired })
    .trim()
    .min(1, { error: WebhookMessages.urlRequired })
    .max(MAX_WEBHOOK_URL_CHARS, { error: `Must be at most ${MAX_WEBHOOK_URL_CHARS} characters` })
    .refine((v) => isAllowedWebhookUrl(v), { error: WebhookMessages.urlInvalid });

const eventTypes = () =>
  z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WebhookMessages.eventTypeUnknown }), { error: WebhookMessages.eventTypesRequired })
    .min(1, { error: WebhookMessages.eventTypesRequired })
    .transform((list) => [...new Set(list)]);

const description = () => z.string().trim().max(200, { error: "Must be at most 200 characters" }).optional();

export const ZWebhookEndpoint = z.object({
  id: z.number(),
  legalEntityId: z.number(),
  companyName: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(z.string()),
  isActive: z.boolean(),
  secretHint: z.string().describe("The first characters of the signing secret, to tell secrets apart; the full secret is shown once."),
  previousSecretExpiresAt: z.string().nullable().describe("After a rotation: until when deliveries are also signed with the previous secret; null when only one secret signs."),
  createdAt: z.string(),
});
export type TWebhookEndpoint = z.output<typeof ZWebhookEndpoint>;

export const ZWebhookDelivery = z.object({
  id: z.number(),
  endpointId: z.number(),
  eventType: z.string(),
  messageId: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempts: z.number(),
  responseCode: z.number().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  replayOfId: z.number().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.output<typeof ZWebhookDelivery>;

export const ZCreateWebhookEndpointRequest = z.strictObject({
  legalEntityId: bodyId().describe("The partner company (a legal entity of this site)."),
  url: url(),
  description: description(),
  eventTypes: eventTypes(),
  isActive: z.boolean().optional(),
});
export type TCreateWebhookEndpointRequest = z.output<typeof ZCreateWebhookEndpointRequest>;

export const createWebhookEndpointEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/webhooks/createWebhookEndpoint",
  summary: `Staff: give a partner company (legalEntityId, this site's, else 404) a webhook endpoint: url (https; '${WebhookMessages.urlInvalid}'; a host that is or resolves to a private, loopback, link-local, CGNAT, multicast or metadata address: 400 '${WebhookMessages.urlNotPublic}: ...'), eventTypes (${WEBHOOK_EVENT_TYPES.join(", ")}), description, isActive (default true). Answers the endpoint and its Standard Webhooks signing secret (whsec_...), shown only in this answer.`,
  tag: "webhooks",
  auth: "user",
  permission: "backoffice.webhooks.manage",
  body: ZCreateWebhookEndpointRequest,
  response: z.object({ endpoint: ZWebhookEndpoint, secret: z.string(), message: z.string() }),
});

export const listWebhookEndpointsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/wl/webhooks/listWebhookEndpoints",
  summary: "Staff: the site's webhook endpoints, newest first, with their company (never the secret).",
  tag: "webhooks",
  auth: "user",
  permission: "backoffice.webhooks.manage",
  query: z.strictObject({}),
  response: z.object({ result: z.array(ZWebhookEndpoint) }),
});

export const ZUpdateWebhookEndpointRequest = z.strictObject({
  endpointId: bodyId(),
  url: url().optional(),
  description: description(),
  eventTypes: eventTypes().optional(),
  isActive: z.boolean().optional(),
});
export type TUpdateWebhookEndpointRequest = z.output<typeof ZUpdateWebhookEndpointRequest>;

export const updateWebhookEndpointEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/webhooks/updateWebhookEndpoint",
  summary: "Staff: change an endpoint's url, description, eventTypes or isActive (only the fields sent; another site's endpoint 404). The secret does not change.",
  tag: "webhooks",
  auth: "user",
  permission: "backoffice.webhooks.manage",
  body: ZUpdateWebhookEndpointRequest,
  response: z.object({ endpoint: ZWebhookEndpoint, message: z.string() }),
});

export const ZEndpointIdRequest = z.strictObject({ endpointId: bodyId() });

export const deleteWebhookEndpointEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/webhooks/deleteWebhookEndpoint",
  summary: "Staff: delete an endpoint and its delivery log (another site's endpoint 404).",
  tag: "webhooks",
  auth: "user",
  permission: "backoffice.webhooks.manage",
  body: ZEndpointIdRequest,
  response: z.object({ endpointId: z.number(), message: z.string() }),
});

export const ZListDeliveriesQuery = z.strictObject({
  endpointId: id(),
  page: z.coerce.number({ error: "Must be a positive whole number" }).int({ error: "Must be a positive whole number" }).min(1, { error: "Must be a positive whole number" }).max(100_000, { error: "Must be at most 100000" }).default(1),
});

export const listDeliveriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/wl/webhooks/listDeliveries",
  summary: `Staff: an endpoint's delivery log, newest first, ${WEBHOOK_DELIVERY_PAGE_SIZE} a page (?endpointId&page, default 1; another site's endpoint 404): event, status pending|succeeded|failed, attempts (at most ${WEBHOOK_MAX_ATTEMPTS}), last response code and error, next attempt.`,
  tag: "webhooks",
  auth: "user",
  permission: "backoffice.webhooks.manage",
  query: ZListDeliveriesQuery,
  response: z.object({ records: z.array(ZWebhookDelivery), totalRecords: z.number(), totalPages: z.number(), page: z.number() }),
});

export const ZReplayDeliveryRequest = z.strictObject({ deliveryId: bodyId() });

export const replayDeliveryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/webhooks/replayDelivery",
  summary: "Staff: send a delivery again: a new delivery row with the same payload and the same webhook-id (the message id), queued now (another site's delivery 404).",
  tag: "webhooks",
  auth: "user",
  permission: "backoffice.webhooks.manage",
  body: ZReplayDeliveryRequest,
  response: z.object({ delivery: ZWebhookDelivery, message: z.string() }),
});

export const rotateWebhookSecretEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/webhooks/rotateWebhookSecret",
  summary: `Staff: give an endpoint a new signing secret (answered only here). For ${WEBHOOK_SECRET_GRACE_HOURS} hours (until previousSecretExpiresAt) every delivery carries two signatures in webhook-signature, the new secret's and the old one's, so the partner can switch at any time; rotating again drops the oldest. Another site's endpoint 404.`,
  tag: "webhooks",
  auth: "user",
  permission: "backoffice.webhooks.manage",
  body: ZEndpointIdRequest,
  response: z.object({ endpoint: ZWebhookEndpoint, secret: z.string(), message: z.string() }),
});
