import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Razorpay's signature scheme (also used by the built-in test gateway): hex HMAC-SHA256.
 * - Checkout payment: HMAC(key secret, `${order_id}|${payment_id}`), sent as razorpay_signature.
 * - Webhook: HMAC(webhook secret, raw request body), sent as the X-Razorpay-Signature header.
 * Comparisons are constant-time over the decoded bytes.
 */

export function hmacSha256Hex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** Constant-time comparison of two hex digests; false for anything that is not a 64-char hex string. */
export function isSameHexDigest(expected: string, actual: string | null | undefined): boolean {
  if (typeof actual !== "string" || !/^[0-9a-f]{64}$/i.test(actual)) return false;
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(actual.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signPayment(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(keySecret: string, input: { orderId: string; paymentId: string; signature: string }): boolean {
  return isSameHexDigest(signPayment(keySecret, input.orderId, input.paymentId), input.signature);
}

export function signWebhook(webhookSecret: string, rawBody: string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(webhookSecret: string, rawBody: string, signature: string | null | undefined): boolean {
  return isSameHexDigest(signWebhook(webhookSecret, rawBody), signature);
}
