import "server-only";
import type { EndpointDef } from "@/lib/contracts/http";
import { ERROR_STATUS } from "./errors";

/*
 * The answers every operation declares (decision 0059): the success envelope or the file it sends,
 * and each error status it can give, each a reusable components.responses entry with the error
 * envelope. The statuses follow from what the route wrapper does for the endpoint (its auth mode,
 * body, API key), from what its domain's use cases throw, and from the statuses its contract's text
 * names; the contract suite fails on any status it receives that the operation does not declare.
 */

export const ERROR_ENVELOPE = {
  type: "object",
  description: "Every error: the errorCode of ARCHITECTURE section 3 and the message to show.",
  required: ["success", "errorCode", "errorMessage", "message"],
  properties: {
    success: { type: "boolean", enum: [false] },
    errorCode: { type: "string", enum: Object.keys(ERROR_STATUS) },
    errorMessage: { type: "string" },
    message: { type: "string", description: "The same text as errorMessage." },
    shortError: { type: "object", additionalProperties: { type: "string" }, description: "A message per invalid field (400 VALIDATION_ERROR), keyed by its path (passengers.0.dateOfBirth)." },
    data: { type: "object", additionalProperties: true, description: "What the client needs to act on the error: the booking to review on a 402, retryAfter (seconds) on a 429." },
  },
};

const RETRY_AFTER = { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } };

/** components.responses: one per error status, all with the error envelope. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: "BadRequest", description: "Invalid input (VALIDATION_ERROR, with shortError per field) or a request a business rule refuses (BAD_REQUEST)." },
  401: { name: "Unauthorized", description: "Not signed in, an invalid, revoked or expired session or API key, an API key on an endpoint that does not take keys, or a public endpoint of a site in lock mode." },
  402: { name: "PaymentRequired", description: "The booking needs review or payment: data holds the booking to review." },
  403: { name: "Forbidden", description: "Signed in but not allowed: permission, user type, a read-only or test API key on a write endpoint, a site-id header that is not the caller's site, or a cross-site request." },
  404: { name: "NotFound", description: "Not found in this site (another site's or user's record included), or no site for this domain." },
  409: { name: "Conflict", description: "The record's state does not allow it: an expired payment, a double submit, a status that does not allow the action." },
  413: { name: "PayloadTooLarge", description: "The body is over the size cap." },
  415: { name: "UnsupportedMediaType", description: "The body is not JSON." },
  429: { name: "TooManyRequests", description: "Too many requests (an API key's per-minute limit, failed logins, wrong links): wait Retry-After seconds." },
  500: { name: "InternalError", description: "A defect on our side; the request id is in x-request-id." },
  502: { name: "SupplierError", description: "A supplier, airline or payment gateway failed or did not answer in time." },
};

/** Domains whose use cases call a supplier, an airline or a gateway (502), and the booking flow's 402. */
const UPSTREAM_TAGS = new Set(["flights", "booking", "tickets", "changeRequests", "payments", "network", "auth", "insurance"]);
const UPSTREAM_PATHS = [/^\/api\/fareShare\//];
const PAYMENT_REQUIRED_TAGS = new Set(["booking"]);

/** The error statuses an endpoint can answer. */
export function errorStatusesOf(def: EndpointDef & { rawBody?: boolean }): number[] {
  const statuses = new Set([400, 401, 403, 404, 500]);
  const mutation = def.method !== "GET";
  if (mutation) statuses.add(409);
  if (def.body || def.rawBody) [413, 415].forEach((s) => statuses.add(s));
  // Rate limits: API keys per minute, the driver's wrong links, and the public flows (logins, resets, enquiries, e-ticket views).
  if (def.apiKey || def.auth !== "user") statuses.add(429);
  if (UPSTREAM_TAGS.has(def.tag) || UPSTREAM_PATHS.some((p) => p.test(def.path))) statuses.add(502);
  if (PAYMENT_REQUIRED_TAGS.has(def.tag)) statuses.add(402);
  // A status the contract's own text names ("a booking without tickets is 409").
  for (const m of def.summary.matchAll(/\b(40[0-9]|41[0-9]|429|502)\b/g)) if (ERROR_RESPONSES[Number(m[1])]) statuses.add(Number(m[1]));
  return [...statuses].sort((a, b) => a - b);
}

export const errorResponseRef = (status: number) => ({ $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` });

/** components.responses for the statuses the document uses. */
export function errorResponseComponents(used: Set<number>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const status of [...used].sort((a, b) => a - b)) {
    const { name, description } = ERROR_RESPONSES[status];
    out[name] = {
      description,
      ...(status === 429 ? { headers: { "Retry-After": RETRY_AFTER } } : {}),
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
    };
  }
  return out;
}

/** A file answer: its media types, each a binary string (JSON answers that are not the envelope get any object). */
export function downloadResponse(mediaTypes: readonly string[], description: string) {
  const content: Record<string, unknown> = {};
  for (const type of mediaTypes) content[type] = { schema: type === "application/json" ? { type: "object", additionalProperties: true } : { type: "string", format: "binary" } };
  return { description, content };
}
