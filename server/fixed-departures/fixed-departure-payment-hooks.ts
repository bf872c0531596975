import "server-only";
import { and, eq } from "drizzle-orm";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import type { ProductHooks } from "@/server/product-payments/product-hooks";
import { refundProductPayment } from "@/server/product-payments/refund-product-payment";

/**
 * Fixed departures in the product payments registry (decision 0046): a paid payment adds its
 * amount to the booking (deposit: 'confirmed'; the whole amount: 'paid'), in the payment's
 * transaction. The seats were taken when the booking was written.
 * A payment that can no longer apply (decision 0052): a gateway capture arriving after its unpaid
 * hold was released (booking cancelled), or a second balance payment beyond the amount, is
 * settled and at once refunded to the payer's wallet by the core's refund rule (a gateway payment
 * becomes wallet credit against bank), in the same transaction: nothing counts twice.
 */
export const fixedDeparturePaymentHooks: ProductHooks = {
  async onPaid(tx, payment) {
    const id = Number(payment.productId);
    const [booking] = await tx
      .select()
      .from(fixedDepartureBookings)
      .where(and(eq(fixedDepartureBookings.siteId, payment.siteId), eq(fixedDepartureBookings.id, id)))
      .for("update");
    if (!booking) throw new Error(`fixed-departure booking ${payment.productId} of payment ${payment.id} not found`);
    const paidAmount = booking.paidAmount + payment.amount;
    if (booking.status === "cancelled" || paidAmount > booking.amount) {
      const reason = booking.status === "cancelled" ? `fixed departure ${booking.reference} was released before this payment arrived` : `fixed departure ${booking.reference} was already paid`;
      await refundProductPayment(tx, { siteId: payment.siteId, paymentId: payment.id, amount: payment.amount, reason });
      return;
    }
    await tx
      .update(fixedDepartureBookings)
      .set({ paidAmount, status: paidAmount >= booking.amount ? "paid" : "confirmed", paymentId: payment.id, updatedAt: new Date() })
      .where(eq(fixedDepartureBookings.id, booking.id));
  },
};
