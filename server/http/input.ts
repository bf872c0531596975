import "server-only";
import type { z } from "zod";
import { AppError } from "./errors";

export const MAX_BODY_BYTES = Number(process.env.MAX_BODY_BYTES ?? 1_048_576);

/** Reads the body as text with a size cap (413 past the cap); "" when there is none. Webhooks check signatures on these exact bytes. */
export async function readRawBody(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw payloadTooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a JSON body with a size cap: 413 past the cap, 400 when it is not JSON. Never throws anything else. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readRawBody(request, limit);
  if (text.trim() === "") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (type && !type.toLowerCase().includes("json")) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json");
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON");
  }
}

const payloadTooLarge = (limit: number) => new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${Math.floor(limit / 1024)} KB`);

export function readQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

export const NUL_MESSAGE = "Must not contain the character U+0000";
export const SURROGATE_MESSAGE = "Must not contain an unpaired surrogate (U+D800 to U+DFFF)";

/** Why PostgreSQL could not store this text (U+0000, or a surrogate JSON escaped alone), or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  return text.isWellFormed() ? null : SURROGATE_MESSAGE;
}

type Hit = { path: string[]; message: string };

/** The path of the first string (or object key) PostgreSQL cannot store, and why; null when there is none. */
function findUnstorable(value: unknown, path: string[], depth = 0): Hit | null {
  if (typeof value === "string") {
    const message = unstorable(value);
    return message ? { path, message } : null;
  }
  if (value === null || typeof value !== "object" || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = [...path, key];
    const keyMessage = unstorable(key);
    if (keyMessage) return { path: at, message: keyMessage };
    const hit = findUnstorable(child, at, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * Refuses input holding U+0000 or an unpaired surrogate anywhere (body, query, path params) with 400
 * naming the field, for every endpoint at once: PostgreSQL stores neither in text nor jsonb.
 */
export function assertNoNul(value: unknown, where: string): void {
  const hit = findUnstorable(value, []);
  if (!hit) return;
  const key = hit.path.join(".").replaceAll("\u0000", "\ufffd").toWellFormed() || where;
  throw new AppError("VALIDATION_ERROR", `${key}: ${hit.message}`, { shortError: { [key]: hit.message } });
}

/** Validates input with the endpoint's schema; field errors become `shortError`. */
export function parseWithSchema<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input === undefined ? {} : input);
  if (result.success) return result.data;
  const shortError: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k].join(".")) : [issue.path.join(".") || "body"];
    for (const key of keys) {
      if (!(key in shortError)) shortError[key] = issue.code === "unrecognized_keys" ? "Unknown field" : issue.message;
    }
  }
  const [firstKey, firstMessage] = Object.entries(shortError)[0] ?? ["body", "Invalid input"];
  const message = firstKey === "body" ? firstMessage : `${firstKey}: ${firstMessage}`;
  throw new AppError("VALIDATION_ERROR", message, { shortError });
}
