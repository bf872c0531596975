import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { productPayments } from "@/db/schema/product-payments";
import { PaymentMessages, type TTestGatewayCompleteRequest } from "@/lib/contracts/payments";
import { toMajorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { signPayment } from "@/server/payments/gateway-signatures";
import { generateGatewayId } from "@/server/payments/payment-records";
import type { TestGatewayOrderView } from "@/server/payments/get-test-gateway-order";
import { markProductPaymentFailed, type ProductPaymentRow } from "./product-payment-records";

async function findOwn(siteId: number, userId: number, gatewayOrderId: string): Promise<ProductPaymentRow | null> {
  const [row] = await systemDb
    .select()
    .from(productPayments)
    .where(and(eq(productPayments.siteId, siteId), eq(productPayments.gatewayOrderId, gatewayOrderId), eq(productPayments.userId, userId)))
    .limit(1);
  return row && row.method === "testGateway" ? row : null;
}

/**
 * The test gateway's Pay / Fail buttons for a product payment (completeTestGatewayPayment hands
 * over the orders that are not flight payments): success answers Razorpay Checkout's three fields
 * signed with the site's test secret (one payment id per order, a repeat answers the same);
 * failure marks the row failed. The caller's own payment only (else 404).
 */
export async function completeProductTestGatewayPayment(ctx: UserContext, input: TTestGatewayCompleteRequest, keySecret: string) {
  const row = await findOwn(ctx.site.id, ctx.principal.userId, input.gatewayOrderId);
  if (!row) throw new AppError("NOT_FOUND", "Payment not found");
  const gatewayOrderId = input.gatewayOrderId;
  if (row.status === "paid" || row.status === "refunded") {
    if (input.outcome === "success" && row.gatewayPaymentId) {
      return { razorpay_order_id: gatewayOrderId, razorpay_payment_id: row.gatewayPaymentId, razorpay_signature: signPayment(keySecret, gatewayOrderId, row.gatewayPaymentId) };
    }
    throw new AppError("CONFLICT", PaymentMessages.alreadySettled);
  }
  if (input.outcome === "failure") {
    await markProductPaymentFailed(ctx.site.id, row.id, PaymentMessages.failedByUser);
    return { error: { code: "BAD_REQUEST_ERROR", description: PaymentMessages.failedByUser } };
  }
  // The payment id is kept on a created row so a repeated "Pay" answers the same one; settling sets it for good.
  let paymentId = row.gatewayPaymentId;
  if (!paymentId) {
    await systemDb
      .update(productPayments)
      .set({ gatewayPaymentId: generateGatewayId("pay"), updatedAt: new Date() })
      .where(and(eq(productPayments.id, row.id), isNull(productPayments.gatewayPaymentId)));
    const [kept] = await systemDb.select({ gatewayPaymentId: productPayments.gatewayPaymentId }).from(productPayments).where(eq(productPayments.id, row.id));
    paymentId = kept.gatewayPaymentId as string;
  }
  return { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signPayment(keySecret, gatewayOrderId, paymentId) };
}

/** The test gateway page's order for the caller's own product payment, or null (404). */
export async function getProductTestGatewayOrder(siteId: number, userId: number, gatewayOrderId: string): Promise<TestGatewayOrderView | null> {
  const row = await findOwn(siteId, userId, gatewayOrderId);
  if (!row) return null;
  return { gatewayOrderId, orderId: row.id, amount: toMajorUnits(row.amount), currency: row.currency, status: row.status, description: row.description, isExpired: false };
}
