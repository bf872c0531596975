import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { payments } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { BookingMessages } from "@/lib/contracts/bookings";
import { PaymentMessages, type TTestGatewayCompleteRequest } from "@/lib/contracts/payments";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { completeProductTestGatewayPayment } from "@/server/product-payments/complete-product-test-gateway";
import { signPayment } from "./gateway-signatures";
import { generateGatewayId, markPaymentFailed } from "./payment-records";
import { getPaymentSettings, requireGatewayKeys } from "./payment-settings";

/**
 * POST /api/payment/testGateway/complete: the built-in test gateway's "Pay" and "Fail payment"
 * buttons. It plays Razorpay's part: success answers the payment id and the signature Razorpay
 * Checkout would hand the browser (HMAC-SHA256 of `order_id|payment_id` with the site's test
 * secret); failure answers Razorpay's error shape and marks the row failed, as Razorpay's
 * payment.failed webhook would. Only on a site whose gateway is testGateway, only the caller's own order.
 */
export async function completeTestGatewayPayment(ctx: UserContext, input: TTestGatewayCompleteRequest) {
  const settings = await getPaymentSettings(ctx.site.id);
  const [found] = await ctx.db.db
    .select({ payment: payments, expiresAt: flightOrders.expiresAt })
    .from(payments)
    .innerJoin(flightOrders, eq(flightOrders.id, payments.orderId))
    .where(ctx.db.where(payments, eq(payments.gatewayOrderId, input.gatewayOrderId), eq(payments.userId, ctx.principal.userId)))
    .limit(1);
  // Not a flight payment: perhaps a product's (insurance, ...; decision 0046).
  if (!found && settings.activeGateway === "testGateway") return completeProductTestGatewayPayment(ctx, input, requireGatewayKeys(settings).keySecret);
  if (!found || found.payment.method !== "testGateway" || settings.activeGateway !== "testGateway") throw new AppError("NOT_FOUND", "Payment not found");
  const { payment } = found;
  const { keySecret } = requireGatewayKeys(settings);
  const gatewayOrderId = input.gatewayOrderId;

  if (payment.status === "paid" || payment.status === "refunded") {
    if (input.outcome === "success" && payment.gatewayPaymentId) {
      return { razorpay_order_id: gatewayOrderId, razorpay_payment_id: payment.gatewayPaymentId, razorpay_signature: signPayment(keySecret, gatewayOrderId, payment.gatewayPaymentId) };
    }
    throw new AppError("CONFLICT", PaymentMessages.alreadySettled);
  }
  if (found.expiresAt.getTime() <= Date.now()) throw new AppError("CONFLICT", BookingMessages.paymentExpired);

  if (input.outcome === "failure") {
    await markPaymentFailed(ctx.site.id, payment.id, PaymentMessages.failedByUser);
    return { error: { code: "BAD_REQUEST_ERROR", description: PaymentMessages.failedByUser } };
  }
  // One payment id per order: a repeated "Pay" answers the same payment (kept on the row until the callback confirms it).
  let paymentId = payment.gatewayPaymentId;
  if (!paymentId) {
    const candidate = generateGatewayId("pay");
    await ctx.db.db
      .update(payments)
      .set({ gatewayPaymentId: candidate, updatedAt: new Date() })
      .where(and(ctx.db.where(payments, eq(payments.id, payment.id)), isNull(payments.gatewayPaymentId)));
    const [kept] = await ctx.db.db.select({ gatewayPaymentId: payments.gatewayPaymentId }).from(payments).where(ctx.db.where(payments, eq(payments.id, payment.id)));
    paymentId = kept?.gatewayPaymentId ?? candidate;
  }
  return { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signPayment(keySecret, gatewayOrderId, paymentId) };
}
