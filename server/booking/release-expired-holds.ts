import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { getLogger } from "@/server/http/logger";
import { releaseHeldBooking } from "./release-held-booking";

/** A hold with no airline deadline is released this long after it was made. */
export const HOLD_WITHOUT_DEADLINE_MS = 24 * 60 * 60_000;

/** The airline's last ticket date ("YYYY-MM-DDTHH:mm:ss", India time when it carries no offset), or the default. */
export function holdDeadline(booking: { lastTicketDate: string | null; bookedAt: Date | null; createdAt: Date }): Date {
  const local = booking.lastTicketDate?.trim();
  if (local) {
    const at = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(local) ? local : `${local}+05:30`);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return new Date((booking.bookedAt ?? booking.createdAt).getTime() + HOLD_WITHOUT_DEADLINE_MS);
}

/**
 * Part of the expiry job: held (unpaid, unticketed) bookings past their deadline are released with
 * the supplier, so a seat nobody paid for goes back. A supplier that fails is tried again next run.
 */
export async function releaseExpiredHolds(now = new Date()): Promise<{ released: number; failed: number }> {
  // Holds are few; the deadline is computed here (its text format is the supplier's).
  const held = await systemDb
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.status, "held"), lt(flightBookings.createdAt, now)))
    .limit(500);
  let released = 0;
  let failed = 0;
  for (const booking of held.filter((b) => holdDeadline(b).getTime() <= now.getTime())) {
    try {
      await releaseHeldBooking(createSiteDb(booking.siteId), booking);
      released += 1;
    } catch (error) {
      failed += 1;
      getLogger().warn({ err: error, bookingId: booking.id }, "could not release an expired hold");
    }
  }
  return { released, failed };
}
