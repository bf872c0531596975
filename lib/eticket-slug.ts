// The e-ticket's path slug (spec 000 section 2): base64 of the booking id and the PNR joined by three
// underscores. Shared by the ticket queue (links) and the e-ticket page (which checks both parts).

import { MAX_DB_INT } from "@/lib/contracts/common";

const SEPARATOR = "___";

function toBase64(text: string): string {
  return typeof btoa === "function" ? btoa(text) : Buffer.from(text, "utf8").toString("base64");
}

function fromBase64(text: string): string {
  return typeof atob === "function" ? atob(text) : Buffer.from(text, "base64").toString("utf8");
}

export function toETicketSlug(bookingId: number, pnr: string): string {
  return toBase64(`${bookingId}${SEPARATOR}${pnr}`);
}

/** The booking id and PNR of a slug, or null for anything that is not exactly one (tampering included). */
export function parseETicketSlug(slug: string): { bookingId: number; pnr: string } | null {
  let decoded: string;
  try {
    const unescaped = decodeURIComponent(slug);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(unescaped)) return null;
    decoded = fromBase64(unescaped);
  } catch {
    return null;
  }
  const parts = decoded.split(SEPARATOR);
  if (parts.length !== 2 || !/^[1-9]\d{0,9}$/.test(parts[0]) || !/^[A-Z0-9]{5,8}$/.test(parts[1])) return null;
  const bookingId = Number(parts[0]);
  // flight_bookings.id is an integer column: a larger id names no booking (and must not reach the query).
  return Number.isSafeInteger(bookingId) && bookingId <= MAX_DB_INT ? { bookingId, pnr: parts[1] } : null;
}
