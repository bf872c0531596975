import "server-only";
import { eq } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { claimBooking } from "./claim-booking";
import { issueTickets, STATUS_ID } from "./issue-tickets";
import { isOrderExpired } from "./order-records";
import { refundBooking } from "./refund-booking";

/**
 * Books and tickets a leg whose gateway payment was confirmed server-side (a Razorpay webhook, a
 * PhonePe verification) when the browser never came back with the callback. Idempotent: a booking
 * already booked, or being booked, is left alone. A payment that lands after the order's 15 minutes
 * books nothing: it is credited to the payer's wallet and the booking shows why.
 */
export async function settleBooking(siteId: number, bookingId: number): Promise<void> {
  const db = createSiteDb(siteId);
  const [booking] = await db.db.select().from(flightBookings).where(db.byId(flightBookings, bookingId)).limit(1);
  if (!booking || booking.status !== "draft") return;
  const [order] = await db.db.select().from(flightOrders).where(db.where(flightOrders, eq(flightOrders.id, booking.orderId))).limit(1);
  if (!order) return;
  if (isOrderExpired(order)) {
    const reason = "The payment arrived after the 15 minutes the fare was held";
    if (await refundBooking(db, booking, reason)) {
      await db.db.update(flightBookings).set({ status: "failed", statusId: STATUS_ID.failed, attentionReason: reason, updatedAt: new Date() }).where(eq(flightBookings.id, booking.id));
    }
    return;
  }
  const claimed = await claimBooking(db, booking.id, "gateway");
  if (claimed) await issueTickets(db, claimed);
}
