import { createHash } from "node:crypto";
import { buildGatewayReturnUrl, buildTestGatewayUrl, readGatewayReturn, toSafeReturnPath } from "@/components/payments/return-url";
import { verifyWithRetries } from "@/components/payments/verify-with-retries";
import { PHONEPE_VERIFY_INTERVAL_MS, PHONEPE_VERIFY_TRIES } from "@/lib/contracts/payments";
import { hmacSha256Hex, isSameHexDigest, isValidPaymentSignature, isValidWebhookSignature, signWebhook } from "@/server/payments/gateway-signatures";
import { phonePeXVerify } from "@/server/payments/phonepe-client";

describe("gateway signatures", () => {
  it("are hex HMAC-SHA256 (RFC 4231-style known answer)", () => {
    expect(hmacSha256Hex("key", "The quick brown fox jumps over the lazy dog")).toBe("f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8");
  });

  it("check Razorpay's payment signature over order_id|payment_id", () => {
    const signature = hmacSha256Hex("secret", "order_A|pay_B");
    expect(isValidPaymentSignature("secret", { orderId: "order_A", paymentId: "pay_B", signature })).toBe(true);
    expect(isValidPaymentSignature("secret", { orderId: "order_A", paymentId: "pay_C", signature })).toBe(false);
    expect(isValidPaymentSignature("other", { orderId: "order_A", paymentId: "pay_B", signature })).toBe(false);
    expect(isValidPaymentSignature("secret", { orderId: "order_A", paymentId: "pay_B", signature: signature.toUpperCase() })).toBe(true);
  });

  it("refuse anything that is not a 64-character hex digest", () => {
    const good = hmacSha256Hex("s", "m");
    for (const bad of ["", "zz", good.slice(0, 63), `${good}0`, ` ${good.slice(1)}`, null, undefined]) expect(isSameHexDigest(good, bad)).toBe(false);
  });

  it("check webhook signatures over the exact raw body", () => {
    const body = '{"event":"payment.captured"}';
    expect(isValidWebhookSignature("wh", body, signWebhook("wh", body))).toBe(true);
    expect(isValidWebhookSignature("wh", `${body} `, signWebhook("wh", body))).toBe(false);
    expect(isValidWebhookSignature("wh", body, null)).toBe(false);
  });

  it("build PhonePe's X-VERIFY as sha256(body + path + salt)###index", () => {
    // sha256("/pg/v1/status/M/T" + "salt") computed independently.
    const expected = createHash("sha256").update("/pg/v1/status/M/Tsalt").digest("hex");
    expect(phonePeXVerify("", "/pg/v1/status/M/T", "salt", 3)).toBe(`${expected}###3`);
  });
});

describe("test gateway return URL", () => {
  it("accepts only same-site paths", () => {
    expect(toSafeReturnPath("/app/flight/payments?orderId=1")).toBe("/app/flight/payments?orderId=1");
    for (const bad of ["https://evil.test/x", "//evil.test/x", "/\\evil.test", "javascript:alert(1)", "", null, "x"]) expect(toSafeReturnPath(bad)).toBeNull();
  });

  it("goes out with returnTo and comes back with the three fields or the error", () => {
    expect(buildTestGatewayUrl("/payments/test-gateway/order_1", "/pay?o=1")).toBe("/payments/test-gateway/order_1?returnTo=%2Fpay%3Fo%3D1");
    expect(buildTestGatewayUrl("/payments/test-gateway/order_1", "https://evil.test")).toBe("/payments/test-gateway/order_1");
    const back = buildGatewayReturnUrl("/pay?o=1&payment_error=old", { razorpay_order_id: "order_1", razorpay_payment_id: "pay_2", razorpay_signature: "abc" });
    expect(back).toBe("/pay?o=1&razorpay_order_id=order_1&razorpay_payment_id=pay_2&razorpay_signature=abc");
    expect(readGatewayReturn(new URL(back, "http://x").searchParams)).toEqual({ status: "success", result: { razorpay_order_id: "order_1", razorpay_payment_id: "pay_2", razorpay_signature: "abc" } });
    const failed = buildGatewayReturnUrl("/pay", { error: "Payment failed at the test gateway" });
    expect(readGatewayReturn(new URL(failed, "http://x").searchParams)).toEqual({ status: "error", error: "Payment failed at the test gateway" });
    expect(readGatewayReturn(new URLSearchParams("o=1"))).toBeNull();
  });
});

describe("payment verification retries", () => {
  it("tries 5 times, 2 seconds apart, then gives up", async () => {
    expect([PHONEPE_VERIFY_TRIES, PHONEPE_VERIFY_INTERVAL_MS]).toEqual([5, 2000]);
    const sleeps: number[] = [];
    const check = jest.fn().mockResolvedValueOnce({ success: false, orderId: "o1" }).mockRejectedValue(new Error("down"));
    const result = await verifyWithRetries(check, { sleep: async (ms) => void sleeps.push(ms) });
    expect(result).toEqual({ success: false, orderId: "o1", attempts: 5 });
    expect(check).toHaveBeenCalledTimes(5);
    expect(sleeps).toEqual([2000, 2000, 2000, 2000]);
  });

  it("stops at the first success", async () => {
    const check = jest.fn().mockResolvedValueOnce({ success: false }).mockResolvedValueOnce({ success: true, orderId: "o2" });
    expect(await verifyWithRetries(check, { sleep: async () => undefined })).toEqual({ success: true, orderId: "o2", attempts: 2 });
    expect(check).toHaveBeenCalledTimes(2);
  });
});
