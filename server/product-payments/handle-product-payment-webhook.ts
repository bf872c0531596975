import "server-only";
import { AppError } from "@/server/http/errors";
import type { Logger } from "pino";
import { findProductPaymentByGatewayOrderId, markProductPaymentFailed } from "./product-payment-records";
import { settleProductPayment } from "./settle-product-payment";

type WebhookPayment = { id?: unknown; amount?: unknown; currency?: unknown; status?: unknown; error_description?: unknown };
type Answer = { status: "processed" | "ignored"; event: string };

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 ? v : null);

/**
 * The Razorpay webhook's part for product payments (called by handleRazorpayWebhook, after the
 * signature check, when the gateway order is not a flight payment): payment.captured / order.paid
 * settle the product payment once (the product confirmed with it); payment.failed marks it failed.
 * A replayed event finds it paid and changes nothing. Answers null when the order is not a product payment.
 */
export async function handleProductPaymentWebhook(siteId: number, event: string, gatewayOrderId: string, payment: WebhookPayment, log: Pick<Logger, "info">): Promise<Answer | null> {
  const row = await findProductPaymentByGatewayOrderId(siteId, gatewayOrderId);
  if (!row || row.method !== "razorpay") return null;
  const ignored = (why: string): Answer => {
    log.info({ event, gatewayOrderId, why }, "razorpay webhook ignored (product payment)");
    return { status: "ignored", event };
  };
  if (event === "payment.failed") {
    const changed = await markProductPaymentFailed(siteId, row.id, str(payment.error_description) ?? "Payment failed at the gateway");
    return changed ? { status: "processed", event } : ignored(`payment is ${row.status}`);
  }
  if (event !== "payment.captured" && event !== "order.paid") return ignored("event not handled");
  const paymentId = str(payment.id);
  if (!paymentId) return ignored("no payment id");
  if (payment.amount !== row.amount || payment.currency !== row.currency) return ignored(`amount ${String(payment.amount)} does not match ${row.amount}`);
  if (payment.status !== undefined && payment.status !== "captured") return ignored(`payment status ${String(payment.status)}`);
  try {
    const { isReplay } = await settleProductPayment(siteId, row.id, paymentId);
    return isReplay ? ignored("already paid") : { status: "processed", event };
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT") return ignored("already settled by another payment");
    throw error;
  }
}
