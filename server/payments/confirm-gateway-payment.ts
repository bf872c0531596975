import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { payments } from "@/db/schema/bookings";
import { PaymentMessages } from "@/lib/contracts/payments";
import { AppError } from "@/server/http/errors";
import { toGatewayError } from "./create-gateway-order";
import { isValidPaymentSignature } from "./gateway-signatures";
import { markPaymentFailed, markPaymentPaid, type PaymentRow } from "./payment-records";
import { getPaymentSettings, requireGatewayKeys } from "./payment-settings";
import { createRazorpayClient, type RazorpayPayment } from "./razorpay-client";

export type ConfirmGatewayPaymentInput = { bookingId: number; gatewayOrderId: string; gatewayPaymentId: string; signature: string };

const unsuccessful = () => new AppError("BAD_REQUEST", PaymentMessages.unsuccessful);

/** Why Razorpay's payment does not pay this row, or null when it does. */
function findPaymentMismatch(row: PaymentRow, payment: RazorpayPayment): string | null {
  if (payment.order_id !== row.gatewayOrderId) return "The payment belongs to another gateway order";
  if (payment.amount !== row.amount || payment.currency !== row.currency) return `The gateway took ${payment.amount} ${payment.currency}, not ${row.amount} ${row.currency}`;
  if (payment.status !== "captured" && payment.status !== "authorized") return payment.error_description || `The payment is ${payment.status} at the gateway`;
  return null;
}

/** Asks Razorpay about the payment (capturing an authorized one): null when it pays the row, else the reason. */
async function checkAtRazorpay(row: PaymentRow, keys: ReturnType<typeof requireGatewayKeys>, paymentId: string): Promise<string | null> {
  const client = createRazorpayClient(keys);
  try {
    const payment = await client.fetchPayment(paymentId);
    const mismatch = findPaymentMismatch(row, payment);
    if (mismatch || payment.status === "captured") return mismatch;
    const captured = await client.capturePayment(paymentId, row.amount, row.currency);
    return captured.status === "captured" ? null : `The payment is ${captured.status} at the gateway`;
  } catch (error) {
    throw toGatewayError(error);
  }
}

/**
 * Confirms a gateway payment the browser reports (Razorpay Checkout or the test gateway) for one
 * booking of the site: the payment signature (hex HMAC-SHA256 of `order_id|payment_id` with the
 * key secret), then for Razorpay the payment itself (captured or authorized, same order, amount and
 * currency). A bad signature or a payment that does not pay the row answers 400 'Payment
 * unsuccessful' and marks the row failed with the reason; an unreachable gateway answers 502 and
 * changes nothing. The row is marked paid once: a repeat with the same payment id answers the paid
 * row. It does not book: the caller books.
 */
export async function confirmGatewayPayment(db: SiteDb, input: ConfirmGatewayPaymentInput): Promise<typeof payments.$inferSelect> {
  const [row] = await db.db
    .select()
    .from(payments)
    .where(db.where(payments, eq(payments.bookingId, input.bookingId), eq(payments.gatewayOrderId, input.gatewayOrderId)))
    .limit(1);
  // PhonePe payments are settled by their status check (verifyPayment), wallet payments by the ledger.
  if (!row || (row.method !== "razorpay" && row.method !== "testGateway")) throw new AppError("NOT_FOUND", "Payment not found");
  const settings = await getPaymentSettings(db.siteId);
  // A test-gateway payment is only good while the site still runs the test gateway (its secret signs).
  if (row.method === "testGateway" && settings.activeGateway !== "testGateway") throw unsuccessful();
  const keys = requireGatewayKeys(settings);
  const isSigned = isValidPaymentSignature(keys.keySecret, { orderId: input.gatewayOrderId, paymentId: input.gatewayPaymentId, signature: input.signature });
  if (row.status === "paid" || row.status === "refunded") {
    if (isSigned && row.status === "paid" && row.gatewayPaymentId === input.gatewayPaymentId) return row;
    if (!isSigned) throw unsuccessful();
    throw new AppError("CONFLICT", PaymentMessages.alreadySettled);
  }
  if (!isSigned) {
    await markPaymentFailed(db.siteId, row.id, "Payment signature verification failed");
    throw unsuccessful();
  }
  if (row.method === "razorpay") {
    const reason = await checkAtRazorpay(row, keys, input.gatewayPaymentId);
    if (reason) {
      await markPaymentFailed(db.siteId, row.id, reason);
      throw unsuccessful();
    }
  }
  return markPaymentPaid(db.siteId, row.id, input.gatewayPaymentId);
}
