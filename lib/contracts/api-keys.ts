/**
 * Partner API keys (issue 12 "API partners", spec 000 section 7 "user key"; decision 0028). Staff
 * issue a key to a company (legal entity) of the site; the full key is answered once by create and
 * never again (only its SHA-256 is stored). Calls send it as `user-key` (with `site-id`) or
 * `auth-token`.
 */
import { z } from "zod";
import { bodyId, requiredOr, requiredString, ZEmpty } from "./common";
import { defineEndpoint } from "./http";

export const API_KEY_MODE_VALUES = ["test", "live"] as const;
export const API_KEY_SCOPE_VALUES = ["read", "write"] as const;
export const API_KEY_STATUS_VALUES = ["active", "expired", "revoked"] as const;
export const DEFAULT_API_KEY_RATE_LIMIT = 60;
export const MAX_API_KEY_RATE_LIMIT = 10_000;

export const ApiKeyMessages = {
  created: "API key created. Copy it now: it is not shown again.",
  revoked: "API key revoked",
  alreadyRevoked: "This API key is already revoked",
  expiryInPast: "Expiry must be in the future",
  noCompanyUser: "This company has no travel agent or corporate user for the key to act as",
  invalidKey: "This API key is not valid for this site",
  revokedKey: "This API key has been revoked",
  expiredKey: "This API key has expired",
  blockedUser: "This API key's user is blocked",
  notAccepted: "This endpoint does not accept API keys",
  readOnly: "This API key is read-only: it cannot book or change bookings",
  testKey: "A test API key cannot book or change bookings (it never moves money): use a live key",
  rateLimited: (seconds: number) => `Too many requests for this API key. Try again in ${seconds} seconds.`,
} as const;

export const ZApiKey = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  legalEntityId: z.number(),
  companyName: z.string(),
  user: z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }),
  mode: z.enum(API_KEY_MODE_VALUES),
  scope: z.enum(API_KEY_SCOPE_VALUES),
  rateLimitPerMinute: z.number(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  status: z.enum(API_KEY_STATUS_VALUES),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const listApiKeysEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/wl/apiKeys/listApiKeys",
  summary: "The site's partner API keys, newest first: prefix, company, mode, scope, rate limit, created, expires, last used and status (active, expired, revoked). Never the key or its hash.",
  tag: "apiKeys",
  auth: "user",
  userTypes: ["staff"],
  permission: "apiConsumers.apiKeys.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZApiKey) }),
});

export const ZCreateApiKeyRequest = z.strictObject({
  legalEntityId: bodyId(),
  name: requiredString(100),
  mode: z.enum(API_KEY_MODE_VALUES, { error: requiredOr("Use test or live") }),
  scope: z.enum(API_KEY_SCOPE_VALUES, { error: requiredOr("Use read or write") }),
  rateLimitPerMinute: z
    .number({ error: "Must be a whole number" })
    .int({ error: "Must be a whole number" })
    .min(1, { error: "Must be at least 1" })
    .max(MAX_API_KEY_RATE_LIMIT, { error: `Must be at most ${MAX_API_KEY_RATE_LIMIT}` })
    .default(DEFAULT_API_KEY_RATE_LIMIT),
  /** ISO instant; absent or null: never expires. */
  expiresAt: z.iso.datetime({ offset: true, error: "Must be a date and time (ISO 8601)" }).nullable().optional(),
});
export type TCreateApiKeyRequest = z.output<typeof ZCreateApiKeyRequest>;
export type TCreateApiKeyForm = z.input<typeof ZCreateApiKeyRequest>;

export const createApiKeyEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/apiKeys/createApiKey",
  summary:
    "Issue a key to a company (legalEntityId of this site, else 404) acting as its first travel agent or corporate user (400 when it has none). Answers the full key once (`key`, e.g. wf_live_…); only its SHA-256 and its prefix are stored. mode test: searches see only the simulated supplier and booking calls are refused; scope read: booking calls are refused. rateLimitPerMinute (default 60) answers 429 with Retry-After past it.",
  tag: "apiKeys",
  auth: "user",
  userTypes: ["staff"],
  permission: "apiConsumers.apiKeys.manage",
  body: ZCreateApiKeyRequest,
  response: z.object({ apiKey: ZApiKey, key: z.string(), message: z.string() }),
});

export const ZRevokeApiKeyRequest = z.strictObject({ apiKeyId: bodyId() });

export const revokeApiKeyEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/apiKeys/revokeApiKey",
  summary: "Revoke one of the site's keys (another site's: 404; already revoked: 409). Its next call answers 401. 'API key revoked'.",
  tag: "apiKeys",
  auth: "user",
  userTypes: ["staff"],
  permission: "apiConsumers.apiKeys.manage",
  body: ZRevokeApiKeyRequest,
  response: z.object({ apiKey: ZApiKey, message: z.string() }),
});
