// The e-ticket's path slug (spec 000 section 2): the booking id and the PNR (lib/booking-slug.ts).
// Shared by the ticket queue (links) and the e-ticket page (which checks both parts).

import { parseBookingSlug, toBookingSlug } from "@/lib/booking-slug";

export function toETicketSlug(bookingId: number, pnr: string): string {
  return toBookingSlug(bookingId, pnr);
}

/** The booking id and PNR of a slug, or null for anything that is not exactly one (tampering included). */
export function parseETicketSlug(slug: string): { bookingId: number; pnr: string } | null {
  const parsed = parseBookingSlug(slug, /^[A-Z0-9]{5,8}$/);
  return parsed && { bookingId: parsed.bookingId, pnr: parsed.part };
}
