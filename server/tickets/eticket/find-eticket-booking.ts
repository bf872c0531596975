import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { ETICKET_STATUSES } from "@/lib/contracts/eticket";
import { parseETicketSlug } from "@/lib/eticket-slug";
import type { BookingRow } from "@/server/booking/order-records";

/**
 * The booking of an e-ticket slug in this site: the id AND the PNR must match, and tickets must
 * have been issued. Anything else (a changed PNR or id, a slug that is not base64, another site's
 * booking, a booking still being paid) is null: the page shows not-found, never "forbidden".
 */
export async function findETicketBooking(db: SiteDb, slug: string): Promise<BookingRow | null> {
  const parsed = parseETicketSlug(slug);
  if (!parsed) return null;
  const [row] = await db.db
    .select()
    .from(flightBookings)
    .where(db.where(flightBookings, eq(flightBookings.id, parsed.bookingId), eq(flightBookings.pnr, parsed.pnr), inArray(flightBookings.status, [...ETICKET_STATUSES])))
    .limit(1);
  return row ?? null;
}
