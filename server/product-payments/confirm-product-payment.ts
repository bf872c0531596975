import "server-only";
import { eq } from "drizzle-orm";
import { productPayments } from "@/db/schema/product-payments";
import { PaymentMessages } from "@/lib/contracts/payments";
import { ProductPaymentMessages, type TConfirmProductPaymentRequest } from "@/lib/contracts/product-payments";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { toGatewayError } from "@/server/payments/create-gateway-order";
import { isValidPaymentSignature } from "@/server/payments/gateway-signatures";
import { getPaymentSettings, requireGatewayKeys, type GatewayKeys } from "@/server/payments/payment-settings";
import { createRazorpayClient } from "@/server/payments/razorpay-client";
import { markProductPaymentFailed, toProductPaymentView, type ProductPaymentRow } from "./product-payment-records";
import { settleProductPayment } from "./settle-product-payment";

const unsuccessful = () => new AppError("BAD_REQUEST", PaymentMessages.unsuccessful);

/** Asks Razorpay whether the payment pays the row (capturing an authorized one): null when it does, else why not. */
async function checkAtRazorpay(row: ProductPaymentRow, keys: GatewayKeys, paymentId: string): Promise<string | null> {
  const client = createRazorpayClient(keys);
  try {
    const payment = await client.fetchPayment(paymentId);
    if (payment.order_id !== row.gatewayOrderId) return "The payment belongs to another gateway order";
    if (payment.amount !== row.amount || payment.currency !== row.currency) return `The gateway took ${payment.amount} ${payment.currency}, not ${row.amount} ${row.currency}`;
    if (payment.status === "captured") return null;
    if (payment.status !== "authorized") return payment.error_description || `The payment is ${payment.status} at the gateway`;
    const captured = await client.capturePayment(paymentId, row.amount, row.currency);
    return captured.status === "captured" ? null : `The payment is ${captured.status} at the gateway`;
  } catch (error) {
    throw toGatewayError(error);
  }
}

/**
 * POST /api/productPayment/confirm: the browser's return from Razorpay Checkout or the test
 * gateway for the caller's product payment. Checks the signature (and on Razorpay the payment),
 * then settles it: paid once, the product confirmed in the same transaction; a replay answers the
 * paid payment and does nothing more.
 */
export async function confirmProductPayment(ctx: UserContext, input: TConfirmProductPaymentRequest) {
  const [row] = await ctx.db.db
    .select()
    .from(productPayments)
    .where(ctx.db.where(productPayments, eq(productPayments.id, input.paymentId), eq(productPayments.userId, ctx.principal.userId)))
    .limit(1);
  if (!row || (row.method !== "razorpay" && row.method !== "testGateway") || row.gatewayOrderId !== input.razorpay_order_id) {
    throw new AppError("NOT_FOUND", ProductPaymentMessages.notFound);
  }
  const settings = await getPaymentSettings(ctx.site.id);
  // A test-gateway payment is only good while the site still runs the test gateway (its secret signs).
  if (row.method !== settings.activeGateway) throw unsuccessful();
  const keys = requireGatewayKeys(settings);
  const isSigned = isValidPaymentSignature(keys.keySecret, { orderId: row.gatewayOrderId, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
  if (!isSigned) {
    await markProductPaymentFailed(ctx.site.id, row.id, "Payment signature verification failed");
    throw unsuccessful();
  }
  if (row.status === "paid" && row.gatewayPaymentId === input.razorpay_payment_id) return { payment: toProductPaymentView(row) };
  if (row.status === "paid" || row.status === "refunded") throw new AppError("CONFLICT", PaymentMessages.alreadySettled);
  if (row.method === "razorpay") {
    const reason = await checkAtRazorpay(row, keys, input.razorpay_payment_id);
    if (reason) {
      await markProductPaymentFailed(ctx.site.id, row.id, reason);
      throw unsuccessful();
    }
  }
  const { payment } = await settleProductPayment(ctx.site.id, row.id, input.razorpay_payment_id);
  return { payment: toProductPaymentView(payment) };
}
