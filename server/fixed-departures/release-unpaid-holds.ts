import "server-only";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { fixedDepartureBookings, fixedDepartures } from "@/db/schema/fixed-departures";
import { productPayments } from "@/db/schema/product-payments";
import { refundProductPayment } from "@/server/product-payments/refund-product-payment";

/** How long a gateway booking holds its seats unpaid (decision 0052). */
export const FD_HOLD_MINUTES = 30;

export const FD_HOLD_EXPIRED = `Not paid within ${FD_HOLD_MINUTES} minutes: the seats were released`;

/**
 * The frequent job `fixed-departure-holds` (decision 0052): a gateway booking still 'pending'
 * FD_HOLD_MINUTES after it was made gives its seats back. Per booking, one transaction that locks
 * the payment row and then the booking (the order settleProductPayment uses), and only if the
 * payment is still unpaid: the payment becomes 'failed', the booking 'cancelled', seats_sold goes
 * down by its seats. A network booking's supplier twin is cancelled too and the consumer company's
 * payment refunded to its wallet on the supplier site. A capture that wins the lock first settles
 * the booking and the job leaves it; one arriving after is refunded by the kind's onPaid.
 */
export async function releaseUnpaidFdHolds(now = new Date()) {
  const cutoff = new Date(now.getTime() - FD_HOLD_MINUTES * 60_000);
  const stale = await systemDb
    .select({ id: fixedDepartureBookings.id, paymentId: fixedDepartureBookings.paymentId })
    .from(fixedDepartureBookings)
    .where(and(eq(fixedDepartureBookings.status, "pending"), lt(fixedDepartureBookings.createdAt, cutoff)));
  let released = 0;
  let seats = 0;
  for (const candidate of stale) {
    const freed = await systemDb.transaction(async (tx) => {
      if (candidate.paymentId) {
        const [payment] = await tx.select({ status: productPayments.status }).from(productPayments).where(eq(productPayments.id, candidate.paymentId)).for("update");
        if (payment && payment.status !== "created" && payment.status !== "failed") return 0;
        await tx
          .update(productPayments)
          .set({ status: "failed", errorMessage: FD_HOLD_EXPIRED, updatedAt: new Date() })
          .where(and(eq(productPayments.id, candidate.paymentId), inArray(productPayments.status, ["created", "failed"])));
      }
      const [booking] = await tx
        .update(fixedDepartureBookings)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(and(eq(fixedDepartureBookings.id, candidate.id), eq(fixedDepartureBookings.status, "pending")))
        .returning();
      if (!booking) return 0;
      const count = booking.adults + booking.children;
      await tx
        .update(fixedDepartures)
        .set({ seatsSold: sql`${fixedDepartures.seatsSold} - ${count}`, updatedAt: new Date() })
        .where(and(eq(fixedDepartures.siteId, booking.departureSiteId), eq(fixedDepartures.id, booking.departureId), gte(fixedDepartures.seatsSold, count)));
      if (booking.supplierBookingId) {
        const [twin] = await tx
          .update(fixedDepartureBookings)
          .set({ status: "cancelled", updatedAt: new Date() })
          .where(and(eq(fixedDepartureBookings.id, booking.supplierBookingId), inArray(fixedDepartureBookings.status, ["pending", "confirmed", "paid"])))
          .returning();
        if (twin?.paymentId && twin.paidAmount > 0) {
          await refundProductPayment(tx, { siteId: twin.siteId, paymentId: twin.paymentId, amount: twin.paidAmount, reason: `network booking ${booking.reference} was not paid by its customer; the seats were released` });
        }
      }
      return count;
    });
    if (freed > 0) {
      released++;
      seats += freed;
    }
  }
  return { releasedBookings: released, releasedSeats: seats };
}
