import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { BookingMessages } from "@/lib/contracts/bookings";
import { loadSourceById } from "@/server/flights/load-source-by-id";
import { AppError } from "@/server/http/errors";
import { canBook, SupplierError } from "@/server/suppliers/types";
import { STATUS_ID } from "./issue-tickets";
import type { BookingRow } from "./order-records";

/**
 * Cancels a held, unticketed booking with its supplier (ReleasePNRRequest), then moves the row
 * held -> released only if it is still held (one release wins). Nothing was paid for a hold, so
 * nothing is refunded. A supplier failure is a 502 and the booking stays held.
 */
export async function releaseHeldBooking(db: SiteDb, booking: BookingRow, options: { endUserIp?: string } = {}) {
  const loaded = await loadSourceById(db, booking.supplierId);
  const supplier = loaded?.supplier;
  if (!loaded || !supplier || !canBook(supplier) || !booking.supplierBookingId) throw new AppError("SUPPLIER_ERROR", `${booking.source} cannot release this booking`);
  try {
    await supplier.releasePnr({ bookingId: booking.supplierBookingId, source: booking.supplierSource ?? 0 }, { endUserIp: options.endUserIp });
  } catch (error) {
    throw new AppError("SUPPLIER_ERROR", error instanceof SupplierError ? error.message : `${booking.source} did not answer`);
  }
  const [row] = await db.db
    .update(flightBookings)
    .set({ status: "released", statusId: STATUS_ID.released, updatedAt: new Date() })
    .where(db.where(flightBookings, eq(flightBookings.id, booking.id), eq(flightBookings.status, "held")))
    .returning({ id: flightBookings.id, status: flightBookings.status });
  if (!row) throw new AppError("CONFLICT", BookingMessages.notHeld);
  return row;
}
