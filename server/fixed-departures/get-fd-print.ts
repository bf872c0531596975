import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { fixedDepartureBookings, fixedDepartures } from "@/db/schema/fixed-departures";
import type { TFdBookingView } from "@/lib/contracts/fixed-departures";
import { parseFdSlug } from "@/lib/fd-slug";
import { listBookings, type DepartureRow } from "./fd-records";

export type FdPrint = { booking: TFdBookingView; departure: DepartureRow };

/**
 * The booking behind a print slug in this site: the id AND the random reference must match, and the
 * booking must hold its seats (deposit or more paid). Anything else (a changed id or reference, a
 * slug that is not base64, another site's booking, one still awaiting payment) is null: not found.
 */
export async function getFdPrint(siteId: number, slug: string): Promise<FdPrint | null> {
  const parsed = parseFdSlug(slug);
  if (!parsed) return null;
  const db = createSiteDb(siteId);
  const [row] = await db.db
    .select({ id: fixedDepartureBookings.id, departureId: fixedDepartureBookings.departureId, departureSiteId: fixedDepartureBookings.departureSiteId })
    .from(fixedDepartureBookings)
    .where(
      db.where(
        fixedDepartureBookings,
        and(eq(fixedDepartureBookings.id, parsed.bookingId), eq(fixedDepartureBookings.reference, parsed.reference), inArray(fixedDepartureBookings.status, ["confirmed", "paid"])),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [[booking], [departure]] = await Promise.all([
    listBookings(db, { bookingId: row.id }),
    // A network booking's departure is its supplier's row (decision 0052).
    db.db
      .select()
      .from(fixedDepartures)
      .where(and(eq(fixedDepartures.siteId, row.departureSiteId), eq(fixedDepartures.id, row.departureId)))
      .limit(1),
  ]);
  return booking && departure ? { booking, departure } : null;
}
