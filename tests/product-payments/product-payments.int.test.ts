import { createHmac, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { productPayments } from "@/db/schema/product-payments";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as confirm } from "@/app/api/productPayment/confirm/route";
import { as } from "../payments/payment-world";
import { book, createProductWorld, paymentRow, policiesOf, policyRow, TEST_SECRET, walletBalance, walletLines } from "./product-world";

afterAll(() => closeDb());

const CONFIRM = "/api/productPayment/confirm";
const PREMIUM = 98_000; // Essential, Asia, 7 days: 36 years (280.00) + 68 years (700.00)

describe("product payments by wallet (insurance)", () => {
  it("debits the wallet and issues the policy in one go: payment paid with its journal, policy number set", async () => {
    const w = await createProductWorld({ balance: 500_000 });
    const res = await book(w);
    expect(res.status).toBe(200);
    const { policy, payment, checkout } = res.body.data;
    expect(checkout).toBeNull();
    expect(payment).toMatchObject({ productKind: "insurance", productId: String(policy.id), method: "wallet", status: "paid", amount: 980, currency: "INR" });
    expect(policy).toMatchObject({ status: "issued", premium: 980, policyNumber: expect.stringMatching(/^SIM-\d{4}-\d+-\d{6}$/), paymentStatus: "paid" });
    expect(await walletBalance(w.retail.id)).toBe(500_000 - PREMIUM);
    const row = await paymentRow(payment.id);
    const debit = (await walletLines(w.retail.id)).find((l) => l.kind === "bookingDebit");
    expect(debit).toMatchObject({ amount: -PREMIUM, journalId: row.journalId, idempotencyKey: `product:insurance:${row.id}:pay` });
  });

  it("answers 'Insufficient wallet balance' and leaves no policy, no payment and no ledger line behind", async () => {
    const w = await createProductWorld({ balance: 50_000 });
    const res = await book(w);
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe("Insufficient wallet balance");
    expect(await policiesOf(w.site.id)).toHaveLength(0);
    expect(await systemDb.select().from(productPayments).where(eq(productPayments.siteId, w.site.id))).toHaveLength(0);
    expect(await walletBalance(w.retail.id)).toBe(50_000);
  });

  it("a retry with the same idempotency key, also concurrent, answers the first attempt and debits once", async () => {
    const w = await createProductWorld({ balance: 500_000 });
    const key = randomUUID();
    const [a, b] = await Promise.all([book(w, { idempotencyKey: key }), book(w, { idempotencyKey: key })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.payment.id).toBe(b.body.data.payment.id);
    const again = await book(w, { idempotencyKey: key });
    expect(again.body.data.policy.id).toBe(a.body.data.policy.id);
    expect(await policiesOf(w.site.id)).toHaveLength(1);
    expect(await walletBalance(w.retail.id)).toBe(500_000 - PREMIUM);
  });

  it("no double spend: two concurrent purchases with money for one, one is paid and the other refused", async () => {
    const w = await createProductWorld({ balance: 150_000 });
    const results = await Promise.all([book(w), book(w)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await walletBalance(w.retail.id)).toBe(150_000 - PREMIUM);
    expect((await policiesOf(w.site.id)).map((p) => p.status)).toEqual(["issued"]);
  });
});

/** A gateway purchase on the test gateway: the policy is pending until the signed callback confirms it. */
async function gatewayPurchase() {
  const w = await createProductWorld();
  const res = await book(w, { method: "gateway" });
  expect(res.status).toBe(200);
  return { w, policy: res.body.data.policy, payment: res.body.data.payment, checkout: res.body.data.checkout };
}

describe("product payments by gateway (test gateway)", () => {
  it("opens a gateway order, and the signed callback issues the policy once (a replay does nothing twice)", async () => {
    const g = await gatewayPurchase();
    expect(g.checkout).toMatchObject({ gateway: "testGateway", amount: PREMIUM, currency: "INR", checkoutUrl: `/payments/test-gateway/${g.checkout.razorpayOrderId}` });
    expect(g.policy).toMatchObject({ status: "pending", policyNumber: null, paymentStatus: "created" });
    const paid = await as(g.w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: g.checkout.razorpayOrderId, outcome: "success" } });
    expect(paid.status).toBe(200);
    const signature = createHmac("sha256", TEST_SECRET).update(`${g.checkout.razorpayOrderId}|${paid.body.data.razorpay_payment_id}`).digest("hex");
    expect(paid.body.data.razorpay_signature).toBe(signature);
    const body = { paymentId: g.payment.id, ...paid.body.data };
    const first = await as(g.w, "retail")(confirm, CONFIRM, { body });
    expect(first.status).toBe(200);
    expect(first.body.data.payment).toMatchObject({ status: "paid", method: "testGateway" });
    const issued = await policyRow(g.policy.id);
    expect(issued).toMatchObject({ status: "issued", policyNumber: expect.stringMatching(/^SIM-/) });
    const replay = await as(g.w, "retail")(confirm, CONFIRM, { body });
    expect(replay.status).toBe(200);
    expect((await policyRow(g.policy.id)).issuedAt?.getTime()).toBe(issued.issuedAt?.getTime());
    expect((await paymentRow(g.payment.id)).paidAt?.getTime()).toBe((await paymentRow(g.payment.id)).paidAt?.getTime());
  });

  it("a forged signature answers 'Payment unsuccessful', marks the payment failed and leaves the policy pending", async () => {
    const g = await gatewayPurchase();
    const forged = createHmac("sha256", "another-secret").update(`${g.checkout.razorpayOrderId}|pay_forged0000000`).digest("hex");
    const res = await as(g.w, "retail")(confirm, CONFIRM, { body: { paymentId: g.payment.id, razorpay_order_id: g.checkout.razorpayOrderId, razorpay_payment_id: "pay_forged0000000", razorpay_signature: forged } });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe("Payment unsuccessful");
    expect(await paymentRow(g.payment.id)).toMatchObject({ status: "failed", errorMessage: "Payment signature verification failed" });
    expect((await policyRow(g.policy.id)).status).toBe("pending");
  });

  it("'Fail payment' at the test gateway marks the product payment failed", async () => {
    const g = await gatewayPurchase();
    const res = await as(g.w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: g.checkout.razorpayOrderId, outcome: "failure" } });
    expect(res.body.data).toEqual({ error: { code: "BAD_REQUEST_ERROR", description: "Payment failed at the test gateway" } });
    expect((await paymentRow(g.payment.id)).status).toBe("failed");
  });

  it("another user's or another site's payment is 404; anonymous 401; validation messages", async () => {
    const g = await gatewayPurchase();
    const other = await gatewayPurchase();
    const paid = await as(g.w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: g.checkout.razorpayOrderId, outcome: "success" } });
    const body = { paymentId: g.payment.id, ...paid.body.data };
    expect((await as(g.w, "agent")(confirm, CONFIRM, { body })).status).toBe(404);
    expect((await as(other.w, "retail")(confirm, CONFIRM, { body })).status).toBe(404);
    expect((await as(g.w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: other.checkout.razorpayOrderId, outcome: "success" } })).status).toBe(404);
    expect((await as(g.w, "anonymous")(confirm, CONFIRM, { body })).status).toBe(401);
    const bad = await as(g.w, "retail")(confirm, CONFIRM, { body: { paymentId: "nope", razorpay_order_id: "", razorpay_payment_id: "x", razorpay_signature: "y" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Unknown paymentId");
    expect(JSON.stringify(bad.body)).toContain("This is required field.");
    expect((await paymentRow(g.payment.id)).status).toBe("created");
  });

  it("a site without a gateway answers 409 'No payment gateway is configured for this site' and writes nothing", async () => {
    const w = await createProductWorld({ settings: null });
    const res = await book(w, { method: "gateway" });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe("No payment gateway is configured for this site");
    expect(await policiesOf(w.site.id)).toHaveLength(0);
  });
});
