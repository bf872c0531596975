import "server-only";

/**
 * Readers for TBO's JSON. A supplier answer is never trusted blindly (ARCHITECTURE section 7):
 * every field is read through these, so a missing or mistyped field becomes "" / 0 / false, never a crash.
 */
export type Wire = Record<string, unknown>;

export const rec = (v: unknown): Wire => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Wire) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" && Number.isFinite(v) ? String(v) : "");
export const num = (v: unknown): number => {
  if (typeof v === "number") return Number.isFinite(v) ? v : 0;
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return 0;
};
export const bool = (v: unknown): boolean => v === true || v === 1 || (typeof v === "string" && v.toLowerCase() === "true");

/** TBO times ("2026-06-15T06:10:00", sometimes without seconds) as "YYYY-MM-DDTHH:mm:ss"; "" for none or 0001-01-01. */
export function tboTime(v: unknown): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(str(v));
  if (!m || m[1] === "0001-01-01") return "";
  return `${m[1]}T${m[2]}${m[3] ?? ":00"}`;
}

/** ResponseStatus enum (TBO Air v10). */
export const TboResponseStatus = { NotSet: 0, Successful: 1, Failed: 2, InValidRequest: 3, InValidSession: 4, InValidCredentials: 5 } as const;
