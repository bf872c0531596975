// Browser fetch wrapper that applies the spec's error catalogue (spec 000 section 8).
// It knows nothing of React: the app registers toast and redirect hooks with configureApiClient().

import { LOGGED_IN_COOKIE, Messages, PERSISTED_STATE_KEY, SITE_ID_HEADER } from "@/lib/constants";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The response envelope of every endpoint (ARCHITECTURE section 3). */
export type ApiEnvelope<D = unknown> = {
  success: boolean;
  data?: D;
  errorCode?: string;
  errorMessage?: string;
  message?: string;
  shortError?: Record<string, string>;
};

export type ApiClientHooks = {
  onToast?: (kind: "success" | "error", message: string) => void;
  /** HTTP 401: the app logs out and goes to login, or (flight wrapper) to the flight search page. */
  onUnauthorized?: (info: { flight: boolean }) => void;
  /** HTTP 402 in the flight wrapper: the app goes to booking review (of data.bookingId when the body names one). */
  onPaymentRequired?: (info: { bookingId: number | null }) => void;
  /** Any failed request: the app closes its progress indicator. */
  onProgressClose?: () => void;
};

export type ApiRequestOptions = {
  /** Flight wrapper rules: 401 to flight search, 402 to booking review, 502 timeout message, success flag required. */
  flight?: boolean;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Defaults to "/api"; a path that already begins with "api/" is not prefixed twice. */
  baseUrl?: string;
  /** The caller announces a failure itself (its own words, once): the client does not toast it (issue 25). */
  quiet?: boolean;
};

export class ApiError extends Error {
  status: number;
  errorCode?: string;
  shortError?: Record<string, string>;
  body?: unknown;

  constructor(
    message: string,
    status: number,
    extra: { errorCode?: string; shortError?: Record<string, string>; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = "ApiError";
    this.status = status;
    this.errorCode = extra.errorCode;
    this.shortError = extra.shortError;
    this.body = extra.body;
  }
}

export const SITE_STORAGE_KEY = "wayfare-site";
export const USER_STORAGE_KEY = "wayfare-user";
const DEFAULT_BASE_URL = "/api";
const NO_SSR_DETAILS = "No SSR details";

let hooks: ApiClientHooks = {};

/** Registers the app's hooks (replaces any registered before). */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = { ...next };
}

function getStorage(): Storage | null {
  try {
    return typeof window !== "undefined" && typeof window.localStorage !== "undefined" ? window.localStorage : null;
  } catch {
    return null;
  }
}

function getStoredSiteId(): string | null {
  const raw = getStorage()?.getItem(SITE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const id = parsed && typeof parsed === "object" ? (parsed as { id?: unknown }).id : undefined;
    return typeof id === "number" || (typeof id === "string" && id !== "") ? String(id) : null;
  } catch {
    return null;
  }
}

/** Joins base and path; a path beginning with "api/" keeps it once under an "/api" base. */
export function buildUrl(path: string, opts: Pick<ApiRequestOptions, "baseUrl" | "query"> = {}): string {
  let url: string;
  if (/^https?:\/\//i.test(path)) {
    url = path;
  } else {
    const base = (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    let rest = path.replace(/^\/+/, "");
    if (/(^|\/)api$/.test(base) && rest.startsWith("api/")) rest = rest.slice(4);
    url = `${base}/${rest}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(opts.query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes("?") ? "&" : "?"}${qs}` : url;
}

function buildHeaders(hasBody: boolean, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (hasBody) headers["content-type"] = "application/json";
  const siteId = getStoredSiteId();
  if (siteId) headers[SITE_ID_HEADER] = siteId;
  return { ...headers, ...extra };
}

/** quiet: the caller announces the failure itself (ApiRequestOptions.quiet). */
function toastError(message: string, quiet = false): void {
  if (!quiet) hooks.onToast?.("error", message);
}

function closeProgress(): void {
  hooks.onProgressClose?.();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readString(body: unknown, key: string): string | undefined {
  const value = isRecord(body) ? body[key] : undefined;
  return typeof value === "string" && value !== "" ? value : undefined;
}

function readShortError(body: unknown): Record<string, string> | undefined {
  const value = isRecord(body) ? body.shortError : undefined;
  return isRecord(value) ? (value as Record<string, string>) : undefined;
}

/**
 * The body's message for a person. A field error's message reads "field: text" (the first entry of
 * shortError); the screen shows the text, as the form shows it under its field.
 */
function readUserMessage(body: unknown): string | undefined {
  const message = readString(body, "errorMessage") ?? readString(body, "message");
  const [first] = Object.entries(readShortError(body) ?? {});
  if (message && first && typeof first[1] === "string" && message === `${first[0]}: ${first[1]}`) return first[1];
  return message;
}

// Duck-typed: errors may come from another realm (a different global Error), so instanceof is unreliable.
function getErrorField(error: unknown, key: "name" | "message"): string | undefined {
  const value = typeof error === "object" && error !== null ? (error as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" && value !== "" ? value : undefined;
}

function isAbort(error: unknown): boolean {
  return getErrorField(error, "name") === "AbortError";
}

/** Reads the body as JSON; undefined when it is empty, unreadable or not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text.trim() === "" ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    if (isAbort(error)) throw error;
    return undefined;
  }
}

/** Non-2xx responses, in catalogue order: 401, 402 (flight), 502 (flight), then any other status. */
function failHttp(method: HttpMethod, status: number, body: unknown, flight: boolean, quiet = false): never {
  const message = readUserMessage(body);
  const details = { errorCode: readString(body, "errorCode"), shortError: readShortError(body), body };
  closeProgress();
  if (status === 401) {
    // Logged out: the client's state goes first, then the app leaves (login, or flight search).
    clearClientState();
    hooks.onUnauthorized?.({ flight });
    throw new ApiError(message ?? "Unauthorized", status, details);
  }
  if (status === 402 && flight) {
    const data = body && typeof body === "object" ? (body as { data?: { bookingId?: unknown } }).data : undefined;
    hooks.onPaymentRequired?.({ bookingId: typeof data?.bookingId === "number" ? data.bookingId : null });
    throw new ApiError(message ?? "Payment required", status, details);
  }
  if (status === 502 && flight) {
    toastError(Messages.networkTimeout);
    throw new ApiError(Messages.networkTimeout, status, details);
  }
  const shown = message ?? Messages.httpFailed(method);
  if (!shown.includes(NO_SSR_DETAILS)) toastError(shown, quiet);
  throw new ApiError(shown, status, details);
}

/**
 * Sends one JSON request and applies the error catalogue. Resolves with the whole envelope
 * ({ success, data, ... }); a 2xx body with success false and an errorMessage is toasted and returned.
 */
export async function apiRequest<T = ApiEnvelope>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  opts: ApiRequestOptions = {},
): Promise<T> {
  const flight = opts.flight === true;
  const hasBody = body !== undefined && method !== "GET";
  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts), {
      method,
      headers: buildHeaders(hasBody, opts.headers),
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: "include",
      signal: opts.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    const message = getErrorField(error, "message") ?? Messages.httpFailed(method);
    closeProgress();
    toastError(message, opts.quiet);
    throw new ApiError(message, 0, { cause: error });
  }

  const parsed = await readJson(response);
  if (!response.ok) failHttp(method, response.status, parsed, flight, opts.quiet);

  if (!isRecord(parsed)) {
    // No usable response: empty, unreadable or not JSON.
    const message = Messages.httpFailed(method);
    closeProgress();
    toastError(message, opts.quiet);
    throw new ApiError(message, response.status, { body: parsed });
  }

  const errorMessage = readString(parsed, "errorMessage");
  if (parsed.success === false && errorMessage) {
    toastError(errorMessage, opts.quiet);
    return parsed as T;
  }
  if (flight && parsed.success !== true) {
    const message = readString(parsed, "message") ?? Messages.httpFailed(method);
    closeProgress();
    toastError(message, opts.quiet);
    throw new ApiError(message, response.status, {
      errorCode: readString(parsed, "errorCode"),
      shortError: readShortError(parsed),
      body: parsed,
    });
  }
  return parsed as T;
}

type NoBodyOptions = ApiRequestOptions;

/** Shorthands; `api.flight` applies the flight wrapper rules. */
export const api = {
  get: <T = ApiEnvelope>(path: string, opts?: NoBodyOptions) => apiRequest<T>("GET", path, undefined, opts),
  post: <T = ApiEnvelope>(path: string, body?: unknown, opts?: ApiRequestOptions) =>
    apiRequest<T>("POST", path, body ?? {}, opts),
  put: <T = ApiEnvelope>(path: string, body?: unknown, opts?: ApiRequestOptions) =>
    apiRequest<T>("PUT", path, body ?? {}, opts),
  delete: <T = ApiEnvelope>(path: string, body?: unknown, opts?: ApiRequestOptions) =>
    apiRequest<T>("DELETE", path, body, opts),
  flight: {
    get: <T = ApiEnvelope>(path: string, opts?: NoBodyOptions) =>
      apiRequest<T>("GET", path, undefined, { ...opts, flight: true }),
    post: <T = ApiEnvelope>(path: string, body?: unknown, opts?: ApiRequestOptions) =>
      apiRequest<T>("POST", path, body ?? {}, { ...opts, flight: true }),
  },
};

/** Clears persisted client state, stored user data and the logged-in marker cookie (logout). */
export function clearClientState(): void {
  const storage = getStorage();
  try {
    storage?.removeItem(PERSISTED_STATE_KEY);
    storage?.removeItem(USER_STORAGE_KEY);
  } catch {
    // storage unavailable (private mode, quota): nothing to clear
  }
  if (typeof document !== "undefined") {
    document.cookie = `${LOGGED_IN_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
