import "server-only";
import { hashString, rngFor } from "./prng";

/**
 * Identifiers of a simulated booking, derived only from the idempotency key (and the seed), so the
 * same key gives the same booking id, PNR and ticket numbers in every process.
 */

/**
 * IATA airline accounting codes (ticket prefixes) of the simulated airlines. Akasa Air's (QP) could
 * not be verified: 000 is a placeholder.
 */
export const TICKET_PREFIX: Readonly<Record<string, string>> = {
  "6E": "312",
  AI: "098",
  UK: "228",
  SG: "775",
  QP: "000",
  IX: "058",
  EK: "176",
  QR: "157",
  SQ: "618",
  EY: "607",
  TG: "217",
  LH: "220",
  BA: "125",
};

/** Record-locator letters: no 0/O or 1/I, as airlines avoid them. */
const PNR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function pnrFor(...parts: (string | number)[]): string {
  const rng = rngFor("pnr", ...parts);
  return Array.from({ length: 6 }, () => PNR_ALPHABET[rng.int(0, PNR_ALPHABET.length - 1)]).join("");
}

/** A 9-digit numeric booking id (TBO's BookingId is a number). */
export const bookingIdFor = (...parts: (string | number)[]): string => String(100_000_000 + (hashString(["booking", ...parts].join("|")) % 900_000_000));

/** A 7-digit numeric ticket id. */
export const ticketIdFor = (...parts: (string | number)[]): string => String(1_000_000 + (hashString(["ticket-id", ...parts].join("|")) % 9_000_000));

/** 13 digits: the validating airline's 3-digit prefix, then a 10-digit serial. */
export function ticketNumberFor(airlineCode: string, ...parts: (string | number)[]): string {
  const rng = rngFor("ticket-number", airlineCode, ...parts);
  const serial = Array.from({ length: 10 }, (_, i) => String(i === 0 ? rng.int(1, 9) : rng.int(0, 9))).join("");
  return `${TICKET_PREFIX[airlineCode] ?? "999"}${serial}`;
}
