// The fixed-departure print slug (/flight/fixedDeparture/print/{fdSlug}): the booking id and its
// random reference (lib/booking-slug.ts), like the e-ticket's. The reference is random (not derived
// from the id), so a changed id or a guessed reference names no booking.

import { parseBookingSlug, toBookingSlug } from "@/lib/booking-slug";

export function toFdSlug(bookingId: number, reference: string): string {
  return toBookingSlug(bookingId, reference);
}

/** The booking id and reference of a slug, or null for anything that is not exactly one. */
export function parseFdSlug(slug: string): { bookingId: number; reference: string } | null {
  const parsed = parseBookingSlug(slug, /^FD[A-Z0-9]{10}$/);
  return parsed && { bookingId: parsed.bookingId, reference: parsed.part };
}
