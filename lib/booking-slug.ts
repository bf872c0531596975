// A booking's path slug: base64 of the booking id and a second part (the e-ticket's PNR, the fixed
// departure's random reference) joined by three underscores. The page checks both parts against the
// site's booking, so a changed id names no booking.

import { MAX_DB_INT } from "@/lib/contracts/common";

const SEPARATOR = "___";

function toBase64(text: string): string {
  return typeof btoa === "function" ? btoa(text) : Buffer.from(text, "utf8").toString("base64");
}

function fromBase64(text: string): string {
  return typeof atob === "function" ? atob(text) : Buffer.from(text, "base64").toString("utf8");
}

export function toBookingSlug(bookingId: number, part: string): string {
  return toBase64(`${bookingId}${SEPARATOR}${part}`);
}

/** The booking id and second part of a slug whose part matches `partPattern`, or null for anything else (tampering included). */
export function parseBookingSlug(slug: string, partPattern: RegExp): { bookingId: number; part: string } | null {
  let decoded: string;
  try {
    const unescaped = decodeURIComponent(slug);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(unescaped)) return null;
    decoded = fromBase64(unescaped);
  } catch {
    return null;
  }
  const parts = decoded.split(SEPARATOR);
  if (parts.length !== 2 || !/^[1-9]\d{0,9}$/.test(parts[0]) || !partPattern.test(parts[1])) return null;
  const bookingId = Number(parts[0]);
  // Booking ids are integer columns: a larger id names no booking (and must not reach the query).
  return Number.isSafeInteger(bookingId) && bookingId <= MAX_DB_INT ? { bookingId, part: parts[1] } : null;
}
