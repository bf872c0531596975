import "server-only";
import { BookingMessages } from "@/lib/contracts/bookings";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getViewableBookingOrThrow } from "./get-booking-details";
import { releaseHeldBooking } from "./release-held-booking";

/**
 * POST /api/releaseFlight {BookingId, Source}: releases a held booking the caller may see; Source
 * (the supplier's source number or name) must match the booking's.
 */
export async function releaseFlight(ctx: UserContext, input: { BookingId: number; Source?: number | string }) {
  const booking = await getViewableBookingOrThrow(ctx, input.BookingId);
  if (booking.status !== "held") throw new AppError("CONFLICT", BookingMessages.notHeld);
  if (input.Source !== undefined && String(input.Source) !== String(booking.supplierSource) && String(input.Source) !== booking.source) {
    throw new AppError("VALIDATION_ERROR", `Source: ${BookingMessages.releaseSourceMismatch}`, { shortError: { Source: BookingMessages.releaseSourceMismatch } });
  }
  const row = await releaseHeldBooking(ctx.db, booking, { endUserIp: ctx.ip ?? undefined });
  return { bookingId: row.id, status: row.status, message: BookingMessages.released };
}
