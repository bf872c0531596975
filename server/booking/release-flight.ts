import "server-only";
import { eq } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { BookingMessages } from "@/lib/contracts/bookings";
import { loadSiteSuppliers } from "@/server/flights/load-site-suppliers";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { canBook, SupplierError } from "@/server/suppliers/types";
import { STATUS_ID } from "./issue-tickets";
import { getViewableBookingOrThrow } from "./get-booking-details";

/**
 * POST /api/releaseFlight {BookingId, Source}: cancels a held, unticketed booking with its supplier
 * (ReleasePNRRequest). Nothing was paid for a hold, so nothing is refunded. Only one release runs:
 * the row moves held -> released only if it is still held.
 */
export async function releaseFlight(ctx: UserContext, input: { BookingId: number; Source?: number | string }) {
  const booking = await getViewableBookingOrThrow(ctx, input.BookingId);
  if (booking.status !== "held") throw new AppError("CONFLICT", BookingMessages.notHeld);
  if (input.Source !== undefined && String(input.Source) !== String(booking.supplierSource) && String(input.Source) !== booking.source) {
    throw new AppError("VALIDATION_ERROR", `Source: ${BookingMessages.releaseSourceMismatch}`, { shortError: { Source: BookingMessages.releaseSourceMismatch } });
  }
  const [loaded] = await loadSiteSuppliers(ctx.db, [booking.supplierId]);
  const supplier = loaded?.supplier;
  if (!loaded || !supplier || !canBook(supplier) || !booking.supplierBookingId) throw new AppError("SUPPLIER_ERROR", `${booking.source} cannot release this booking`);
  try {
    await supplier.releasePnr({ bookingId: booking.supplierBookingId, source: booking.supplierSource ?? 0 }, { endUserIp: ctx.ip ?? undefined });
  } catch (error) {
    throw new AppError("SUPPLIER_ERROR", error instanceof SupplierError ? error.message : `${booking.source} did not answer`);
  }
  const [row] = await ctx.db.db
    .update(flightBookings)
    .set({ status: "released", statusId: STATUS_ID.released, updatedAt: new Date() })
    .where(ctx.db.where(flightBookings, eq(flightBookings.id, booking.id), eq(flightBookings.status, "held")))
    .returning({ id: flightBookings.id, status: flightBookings.status });
  if (!row) throw new AppError("CONFLICT", BookingMessages.notHeld);
  return { bookingId: row.id, status: row.status, message: BookingMessages.released };
}
