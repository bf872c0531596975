import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { productPayments } from "@/db/schema/product-payments";
import { POST as listPayments } from "@/app/api/productPayment/list/route";
import { POST as refund } from "@/app/api/productPayment/refund/route";
import { POST as listLinks } from "@/app/api/paymentLink/list/route";
import { POST as createLink } from "@/app/api/paymentLink/create/route";
import { as, restrictPermissions } from "../payments/payment-world";
import { book, createProductWorld, paymentRow, policyRow, walletBalance } from "./product-world";

afterAll(() => closeDb());

const LINK = { amount: 500, purpose: "Visa fee for Asha", customerEmail: "asha@example.test" };

async function paidPolicy() {
  const w = await createProductWorld({ balance: 500_000 });
  const res = await book(w);
  expect(res.status).toBe(200);
  return { w, policy: res.body.data.policy, payment: res.body.data.payment };
}

describe("POST /api/productPayment/list", () => {
  it("lists the site's product payments newest first with the payer, filtered by status, product and day", async () => {
    const { w, payment } = await paidPolicy();
    const other = await paidPolicy();
    const res = await as(w, "staff")(listPayments, "/api/productPayment/list", { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.payments).toHaveLength(1);
    expect(res.body.data.payments[0]).toMatchObject({ id: payment.id, productKind: "insurance", status: "paid", amount: 980, payerEmail: w.retail.email, canRefund: true });
    expect(JSON.stringify(res.body)).not.toContain(other.payment.id);
    const today = new Date().toISOString().slice(0, 10);
    for (const [body, count] of [
      [{ status: "paid", kind: "insurance", from: today, to: today }, 1],
      [{ status: "refunded" }, 0],
      [{ kind: "quotation" }, 0],
      [{ from: "2099-01-01" }, 0],
      [{ to: "2000-01-01" }, 0],
    ] as const) {
      const r = await as(w, "staff")(listPayments, "/api/productPayment/list", { body });
      expect([JSON.stringify(body), r.body.data.payments.length]).toEqual([JSON.stringify(body), count]);
    }
  });

  it.each([
    [{ status: "nope" }, "Please choose a status"],
    [{ kind: "flights" }, "Please choose a product"],
    [{ from: "24/11/2026" }, "From: use YYYY-MM-DD"],
    [{ to: "x" }, "To: use YYYY-MM-DD"],
  ])("validates %j with '%s'", async (body, message) => {
    const w = await createProductWorld();
    const res = await as(w, "staff")(listPayments, "/api/productPayment/list", { body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it("needs staff with wallet.paymentEntries.view: 401 anonymous, 403 customers and restricted staff", async () => {
    const w = await createProductWorld();
    expect((await as(w, "anonymous")(listPayments, "/api/productPayment/list", { body: {} })).status).toBe(401);
    expect((await as(w, "retail")(listPayments, "/api/productPayment/list", { body: {} })).status).toBe(403);
    expect((await as(w, "agent")(listLinks, "/api/paymentLink/list", { body: {} })).status).toBe(403);
    await restrictPermissions(w, w.staff.id, ["wallet.paymentLinks.create"]);
    expect((await as(w, "staff")(listPayments, "/api/productPayment/list", { body: {} })).status).toBe(403);
    expect((await as(w, "staff")(listLinks, "/api/paymentLink/list", { body: {} })).status).toBe(403);
  });
});

describe("POST /api/paymentLink/list", () => {
  it("lists the site's links without tokens, filtered by status", async () => {
    const w = await createProductWorld();
    const made = await as(w, "admin")(createLink, "/api/paymentLink/create", { body: LINK });
    const token = new URLSearchParams(made.body.data.path.split("?")[1]).get("link") as string;
    await as(await createProductWorld(), "admin")(createLink, "/api/paymentLink/create", { body: { ...LINK, purpose: "Other site's link" } });
    const res = await as(w, "staff")(listLinks, "/api/paymentLink/list", { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.links).toEqual([expect.objectContaining({ purpose: LINK.purpose, amount: 500, status: "open", quotationId: null, quotationRef: null, createdByName: expect.any(String) })]);
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect((await as(w, "staff")(listLinks, "/api/paymentLink/list", { body: { status: "paid" } })).body.data.links).toHaveLength(0);
    const bad = await as(w, "staff")(listLinks, "/api/paymentLink/list", { body: { status: "gone" } });
    expect([bad.status, JSON.stringify(bad.body).includes("Please choose a status")]).toEqual([400, true]);
  });
});

describe("POST /api/productPayment/refund", () => {
  it("staff refund an insurance payment: the policy is cancelled and the payer credited by the insurer's rule, once", async () => {
    const { w, policy, payment } = await paidPolicy();
    const before = await walletBalance(w.retail.id);
    const res = await as(w, "admin")(refund, "/api/productPayment/refund", { body: { paymentId: payment.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: 980, message: "Payment refunded", payment: { status: "refunded", refundedAmount: 980, canRefund: false } });
    expect(await walletBalance(w.retail.id)).toBe(before + 98_000);
    expect(await policyRow(policy.id)).toMatchObject({ status: "cancelled", refundAmount: 98_000 });
    const again = await as(w, "admin")(refund, "/api/productPayment/refund", { body: { paymentId: payment.id } });
    expect([again.status, again.body.errorMessage]).toEqual([409, "This payment is already refunded"]);
    expect(await walletBalance(w.retail.id)).toBe(before + 98_000);
  });

  it("refuses kinds whose hooks do not allow it, unpaid payments, bad ids and another site's payment", async () => {
    const { w, payment } = await paidPolicy();
    await systemDb.update(productPayments).set({ productKind: "paymentLink" }).where(eq(productPayments.id, payment.id));
    const res = await as(w, "admin")(refund, "/api/productPayment/refund", { body: { paymentId: payment.id } });
    expect([res.status, res.body.errorMessage]).toEqual([409, "This payment cannot be refunded here"]);
    expect((await paymentRow(payment.id)).status).toBe("paid");
    const bad = await as(w, "admin")(refund, "/api/productPayment/refund", { body: { paymentId: "nope" } });
    expect([bad.status, JSON.stringify(bad.body).includes("Payment not found")]).toEqual([400, true]);
    const other = await paidPolicy();
    const cross = await as(w, "admin")(refund, "/api/productPayment/refund", { body: { paymentId: other.payment.id } });
    expect([cross.status, cross.body.errorMessage]).toEqual([404, "Payment not found"]);
    expect((await as(w, "admin")(refund, "/api/productPayment/refund", { body: { paymentId: randomUUID() } })).status).toBe(404);
  });

  it("needs wallet.paymentEntries.approve: 401, 403 for customers and staff without it", async () => {
    const { w, payment } = await paidPolicy();
    expect((await as(w, "anonymous")(refund, "/api/productPayment/refund", { body: { paymentId: payment.id } })).status).toBe(401);
    expect((await as(w, "retail")(refund, "/api/productPayment/refund", { body: { paymentId: payment.id } })).status).toBe(403);
    await restrictPermissions(w, w.staff.id, ["wallet.paymentEntries.view"]);
    expect((await as(w, "staff")(refund, "/api/productPayment/refund", { body: { paymentId: payment.id } })).status).toBe(403);
    expect((await paymentRow(payment.id)).status).toBe("paid");
  });
});
