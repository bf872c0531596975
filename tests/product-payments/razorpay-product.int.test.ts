import { createHmac } from "node:crypto";
import { closeDb } from "@/db/client";
import { POST as webhook } from "@/app/api/payment/razorpay/webhook/route";
import { POST as confirm } from "@/app/api/productPayment/confirm/route";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";
import { as } from "../payments/payment-world";
import { book, createProductWorld, paymentRow, policyRow } from "./product-world";

let rzp: FakeRazorpay;
beforeAll(async () => {
  rzp = await startFakeRazorpay();
});
afterAll(async () => {
  await rzp.close();
  await closeDb();
});

async function opened() {
  const w = await createProductWorld({ settings: { activeGateway: "razorpay", keyId: rzp.keyId, keySecret: rzp.keySecret, webhookSecret: rzp.webhookSecret, apiUrl: rzp.url } });
  const res = await book(w, { method: "gateway" });
  expect(res.status).toBe(200);
  return { w, policyId: res.body.data.policy.id as number, paymentId: res.body.data.payment.id as string, orderId: res.body.data.checkout.razorpayOrderId as string, checkout: res.body.data.checkout };
}

describe("product payments through Razorpay (fake server on loopback)", () => {
  it("opens a Razorpay order for the premium; Checkout's signed answer, checked at Razorpay, issues the policy", async () => {
    const o = await opened();
    expect(o.checkout).toMatchObject({ gateway: "razorpay", key: rzp.keyId, amount: 98_000, checkoutUrl: null });
    expect(rzp.orders.get(o.orderId)).toMatchObject({ amount: 98_000, currency: "INR" });
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = rzp.pay(o.orderId);
    const res = await as(o.w, "retail")(confirm, "/api/productPayment/confirm", { body: { paymentId: o.paymentId, razorpay_order_id, razorpay_payment_id, razorpay_signature } });
    expect(res.status).toBe(200);
    expect(rzp.requests.some((r) => r.method === "GET" && r.path === `/v1/payments/${razorpay_payment_id}`)).toBe(true);
    expect((await policyRow(o.policyId)).status).toBe("issued");
  });

  it("a payment of another amount at Razorpay is refused and the policy stays pending", async () => {
    const o = await opened();
    const paid = rzp.pay(o.orderId, { amount: 100 });
    const res = await as(o.w, "retail")(confirm, "/api/productPayment/confirm", { body: { paymentId: o.paymentId, razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature } });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe("Payment unsuccessful");
    expect((await policyRow(o.policyId)).status).toBe("pending");
  });

  it("the payment.captured webhook issues the policy; a redelivered webhook does nothing twice", async () => {
    const o = await opened();
    const { payment } = rzp.pay(o.orderId);
    const body = rzp.webhookBody("payment.captured", payment);
    const first = await rzp.deliverWebhook(webhook, o.w.site.domain, body);
    expect(first.body.data).toEqual({ status: "processed", event: "payment.captured" });
    const issued = await policyRow(o.policyId);
    expect(issued).toMatchObject({ status: "issued", paymentId: o.paymentId });
    const again = await rzp.deliverWebhook(webhook, o.w.site.domain, body);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ status: "ignored", event: "payment.captured" });
    expect((await policyRow(o.policyId)).issuedAt?.getTime()).toBe(issued.issuedAt?.getTime());
    // The browser's callback arriving after the webhook answers the paid payment.
    const signature = createHmac("sha256", rzp.keySecret).update(`${o.orderId}|${payment.id}`).digest("hex");
    const late = await as(o.w, "retail")(confirm, "/api/productPayment/confirm", { body: { paymentId: o.paymentId, razorpay_order_id: o.orderId, razorpay_payment_id: payment.id, razorpay_signature: signature } });
    expect(late.status).toBe(200);
    expect(late.body.data.payment).toMatchObject({ status: "paid" });
    expect((await policyRow(o.policyId)).issuedAt?.getTime()).toBe(issued.issuedAt?.getTime());
    expect((await paymentRow(o.paymentId)).gatewayPaymentId).toBe(payment.id);
  });

  it("a webhook with a bad signature is 401 and changes nothing; payment.failed marks the payment failed", async () => {
    const o = await opened();
    const { payment } = rzp.pay(o.orderId);
    const forged = await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("payment.captured", payment), "0".repeat(64));
    expect(forged.status).toBe(401);
    expect((await policyRow(o.policyId)).status).toBe("pending");
    const failed = rzp.pay(o.orderId, { status: "failed" }).payment;
    const res = await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("payment.failed", failed));
    expect(res.body.data).toEqual({ status: "processed", event: "payment.failed" });
    expect(await paymentRow(o.paymentId)).toMatchObject({ status: "failed", errorMessage: "Payment was declined by the bank" });
  });

  it("another site's webhook for the order is ignored (the order is looked up on the Host's site only)", async () => {
    const o = await opened();
    const other = await createProductWorld({ settings: { activeGateway: "razorpay", keyId: rzp.keyId, keySecret: rzp.keySecret, webhookSecret: rzp.webhookSecret, apiUrl: rzp.url } });
    const { payment } = rzp.pay(o.orderId);
    const res = await rzp.deliverWebhook(webhook, other.site.domain, rzp.webhookBody("payment.captured", payment));
    expect(res.body.data).toEqual({ status: "ignored", event: "payment.captured" });
    expect((await policyRow(o.policyId)).status).toBe("pending");
  });
});
