import "server-only";
import { and, eq } from "drizzle-orm";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import type { ProductHooks } from "@/server/product-payments/product-hooks";

/**
 * Fixed departures in the product payments registry (decision 0046): a paid payment adds its
 * amount to the booking (deposit: 'confirmed'; the whole amount: 'paid'), in the payment's
 * transaction. The seats were taken when the booking was written.
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
    await tx
      .update(fixedDepartureBookings)
      .set({ paidAmount, status: paidAmount >= booking.amount ? "paid" : "confirmed", paymentId: payment.id, updatedAt: new Date() })
      .where(eq(fixedDepartureBookings.id, booking.id));
  },
};
