import "server-only";
import { settleBooking } from "@/server/booking/settle-booking";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import type { RawInput } from "@/server/http/route";
import { PaymentMessages } from "@/lib/contracts/payments";
import { isValidWebhookSignature } from "./gateway-signatures";
import { findPaymentByGatewayOrderId, markPaymentFailed, markPaymentPaid } from "./payment-records";
import { getPaymentSettings } from "./payment-settings";
import { handleProductPaymentWebhook } from "@/server/product-payments/handle-product-payment-webhook";

type WebhookPayment = { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown; status?: unknown; error_description?: unknown };
type WebhookEvent = { event?: unknown; payload?: { payment?: { entity?: WebhookPayment }; order?: { entity?: { id?: unknown } } } };
type Answer = { status: "processed" | "ignored"; event: string };

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 ? v : null);

function parseEvent(text: string): WebhookEvent {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === "object") return parsed as WebhookEvent;
  } catch {
    // answered below
  }
  throw new AppError("BAD_REQUEST", "The webhook body is not a Razorpay event");
}

/**
 * POST /api/payment/razorpay/webhook. The signature (X-Razorpay-Signature: hex HMAC-SHA256 of the
 * raw body with the site's webhook secret) is checked before anything is read: a missing or wrong
 * one is 401 and nothing changes. payment.captured / order.paid mark the row paid (once) and settle
 * its booking (books a paid draft the browser never came back for); payment.failed marks it failed.
 */
export async function handleRazorpayWebhook(ctx: RequestContext, input: RawInput): Promise<Answer> {
  const settings = await getPaymentSettings(ctx.site.id);
  if (!settings.webhookSecret || !isValidWebhookSignature(settings.webhookSecret, input.text, input.headers.get("x-razorpay-signature"))) {
    throw new AppError("UNAUTHORIZED", PaymentMessages.badSignature);
  }
  const body = parseEvent(input.text);
  const event = str(body.event) ?? "unknown";
  const payment = body.payload?.payment?.entity ?? {};
  const gatewayOrderId = str(payment.order_id) ?? str(body.payload?.order?.entity?.id);
  const ignored = (why: string): Answer => {
    ctx.log.info({ event, gatewayOrderId, why }, "razorpay webhook ignored");
    return { status: "ignored", event };
  };
  if (!gatewayOrderId) return ignored("no order id");
  const row = await findPaymentByGatewayOrderId(ctx.site.id, gatewayOrderId);
  // Not a flight payment: perhaps a product's (insurance, ...; decision 0046).
  if (!row) return (await handleProductPaymentWebhook(ctx.site.id, event, gatewayOrderId, payment, ctx.log)) ?? ignored("unknown order");
  if (row.method !== "razorpay") return ignored("unknown order");

  if (event === "payment.failed") {
    const changed = await markPaymentFailed(ctx.site.id, row.id, str(payment.error_description) ?? "Payment failed at the gateway");
    return changed ? { status: "processed", event } : ignored(`payment is ${row.status}`);
  }
  if (event !== "payment.captured" && event !== "order.paid") return ignored("event not handled");
  const paymentId = str(payment.id);
  if (!paymentId) return ignored("no payment id");
  if (payment.amount !== row.amount || payment.currency !== row.currency) return ignored(`amount ${String(payment.amount)} does not match ${row.amount}`);
  if (payment.status !== undefined && payment.status !== "captured") return ignored(`payment status ${String(payment.status)}`);
  try {
    await markPaymentPaid(ctx.site.id, row.id, paymentId);
  } catch (error) {
    if (error instanceof AppError && error.code === "CONFLICT") return ignored("already settled by another payment");
    throw error;
  }
  await settleBooking(ctx.site.id, row.bookingId);
  return { status: "processed", event };
}
