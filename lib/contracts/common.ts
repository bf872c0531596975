import { z } from "zod";
import { Messages } from "@/lib/constants";

/** A required text field: empty or missing says the spec's 'This is required field.'. */
export const requiredString = (max = 200) =>
  z.string({ error: Messages.required }).trim().min(1, { error: Messages.required }).max(max, { error: `Must be at most ${max} characters` });

export const optionalString = (max = 200) => z.string().trim().max(max, { error: `Must be at most ${max} characters` }).optional();

/** The largest value of a PostgreSQL `integer` column (every id column of the schema). */
export const MAX_DB_INT = 2_147_483_647;
export const ID_RANGE_MESSAGE = `Must be at most ${MAX_DB_INT}`;

/** A positive integer id within its column's range, accepting "12" from query strings. */
export const id = () =>
  z.coerce
    .number({ error: Messages.required })
    .int({ error: "Must be a whole number" })
    .positive({ error: "Must be a positive number" })
    .max(MAX_DB_INT, { error: ID_RANGE_MESSAGE });

export const ZEmpty = z.strictObject({});

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * zod's `error` for a field: the spec's 'This is required field.' only when the value is missing,
 * null or empty; a present but invalid value (CancellationType 1, bookingId "abc") gets `invalid`.
 */
export const requiredOr = (invalid: string) => (issue: { input?: unknown }) => (isMissing(issue.input) ? Messages.required : invalid);

/** A positive integer id in a JSON body: missing says 'This is required field.', anything else that is not one says so. */
export const bodyId = () =>
  z.number({ error: requiredOr("Must be a positive whole number") }).int({ error: "Must be a positive whole number" }).positive({ error: "Must be a positive whole number" }).max(MAX_DB_INT, { error: ID_RANGE_MESSAGE });

/** True when every character is in the base64 alphabet with at most two "=" at the end (a linear scan: no regex backtracking on a multi-megabyte upload). */
export function isBase64(v: string): boolean {
  let end = v.length;
  while (end > 0 && v.length - end < 2 && v.charCodeAt(end - 1) === 61) end--;
  if (end === 0) return false;
  for (let i = 0; i < end; i++) {
    const c = v.charCodeAt(i);
    const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
    if (!ok) return false;
  }
  return true;
}

/**
 * An uploaded image as base64 in a JSON body (a data: URL prefix is accepted and dropped): required,
 * at most `maxBytes` once decoded, base64 characters only. The size check stops the chain, so an
 * oversized upload is refused before anything else reads it. The bytes decide the type later (sharp).
 */
export const base64Image = (maxBytes: number, messages: { required: string; tooLarge: string; notImage: string }) =>
  z
    .string({ error: messages.required })
    .transform((v) => v.replace(/^data:[^,]{0,100},/, "").replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: messages.required, abort: true })
        .max(Math.ceil(maxBytes / 3) * 4, { error: messages.tooLarge, abort: true })
        .refine(isBase64, { error: messages.notImage }),
    );
