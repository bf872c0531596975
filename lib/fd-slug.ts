// The fixed-departure print slug (/flight/fixedDeparture/print/{fdSlug}): base64 of the booking id
// and its random reference joined by three underscores, like the e-ticket's (lib/eticket-slug.ts).
// The page checks both parts against the site's booking, and the reference is random (not derived
// from the id), so a changed id or a guessed reference names no booking.

import { MAX_DB_INT } from "@/lib/contracts/common";

const SEPARATOR = "___";

function toBase64(text: string): string {
  return typeof btoa === "function" ? btoa(text) : Buffer.from(text, "utf8").toString("base64");
}

function fromBase64(text: string): string {
  return typeof atob === "function" ? atob(text) : Buffer.from(text, "base64").toString("utf8");
}

export function toFdSlug(bookingId: number, reference: string): string {
  return toBase64(`${bookingId}${SEPARATOR}${reference}`);
}

/** The booking id and reference of a slug, or null for anything that is not exactly one. */
export function parseFdSlug(slug: string): { bookingId: number; reference: string } | null {
  let decoded: string;
  try {
    const unescaped = decodeURIComponent(slug);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(unescaped)) return null;
    decoded = fromBase64(unescaped);
  } catch {
    return null;
  }
  const parts = decoded.split(SEPARATOR);
  if (parts.length !== 2 || !/^[1-9]\d{0,9}$/.test(parts[0]) || !/^FD[A-Z0-9]{10}$/.test(parts[1])) return null;
  const bookingId = Number(parts[0]);
  return Number.isSafeInteger(bookingId) && bookingId <= MAX_DB_INT ? { bookingId, reference: parts[1] } : null;
}
