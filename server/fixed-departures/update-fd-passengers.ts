import "server-only";
import { and, eq } from "drizzle-orm";
import { fixedDepartureBookings, fixedDepartures } from "@/db/schema/fixed-departures";
import { FixedDepartureMessages, type TUpdateFdPassengersRequest } from "@/lib/contracts/fixed-departures";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { daysBefore, listBookings, todayUtc } from "./fd-records";

/**
 * POST /api/fixedDeparture/updatePassengers (decision 0052): the owner corrects names until the name
 * deadline (departure date - names days, that day included). The party cannot change (same count and
 * types in order: the price was made for it). Under the booking's row lock; a network booking's
 * supplier copy is updated in the same transaction, so both sites hold the same names.
 */
export async function updateFdPassengers(ctx: UserContext, input: TUpdateFdPassengersRequest) {
  await ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(fixedDepartureBookings)
      .where(and(eq(fixedDepartureBookings.siteId, ctx.site.id), eq(fixedDepartureBookings.id, input.bookingId), eq(fixedDepartureBookings.userId, ctx.principal.userId)))
      .for("update");
    if (!booking) throw new AppError("NOT_FOUND", FixedDepartureMessages.bookingNotFound);
    if (booking.status === "cancelled") throw new AppError("CONFLICT", FixedDepartureMessages.bookingCancelled);
    if (booking.status === "pending") throw new AppError("CONFLICT", FixedDepartureMessages.awaitingPayment);
    const [departure] = await tx
      .select({ departureDate: fixedDepartures.departureDate, namesDueDays: fixedDepartures.namesDueDays })
      .from(fixedDepartures)
      .where(and(eq(fixedDepartures.siteId, booking.departureSiteId), eq(fixedDepartures.id, booking.departureId)));
    if (daysBefore(departure.departureDate, departure.namesDueDays) < todayUtc()) throw new AppError("CONFLICT", FixedDepartureMessages.namesClosed);
    const sameParty = input.passengers.length === booking.passengers.length && input.passengers.every((p, i) => p.paxType === booking.passengers[i].paxType);
    if (!sameParty) throw new AppError("BAD_REQUEST", FixedDepartureMessages.samePartyTypes, { shortError: { passengers: FixedDepartureMessages.samePartyTypes } });
    const now = new Date();
    await tx.update(fixedDepartureBookings).set({ passengers: input.passengers, updatedAt: now }).where(eq(fixedDepartureBookings.id, booking.id));
    if (booking.supplierBookingId) {
      await tx.update(fixedDepartureBookings).set({ passengers: input.passengers, updatedAt: now }).where(eq(fixedDepartureBookings.id, booking.supplierBookingId));
    }
  });
  const [view] = await listBookings(ctx.db, { bookingId: input.bookingId });
  return { booking: view, message: FixedDepartureMessages.namesSaved };
}
