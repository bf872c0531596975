import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { paymentLinks } from "@/db/schema/product-payments";
import { emailOutbox } from "@/db/schema/tickets";
import { POST as createForQuotation } from "@/app/api/paymentLink/createForQuotation/route";
import { POST as get } from "@/app/api/paymentLink/get/route";
import { POST as pay } from "@/app/api/paymentLink/pay/route";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as confirm } from "@/app/api/productPayment/confirm/route";
import { POST as sendKart } from "@/app/api/kart/sendKart/route";
import { as, type PaymentWorld, restrictPermissions } from "../payments/payment-world";
import { createProductWorld, paymentRow, walletBalance } from "./product-world";

afterAll(() => closeDb());

const PATH = "/api/paymentLink/createForQuotation";
const tokenOf = (path: string) => new URLSearchParams(path.split("?")[1]).get("link") as string;

/** The retail user's quotation: total 30,000.00 INR, 10,000.00 collected (minor units). */
async function quotation(w: PaymentWorld, over: Partial<typeof dmcItineraries.$inferInsert> = {}) {
  const [row] = await systemDb
    .insert(dmcItineraries)
    .values({ siteId: w.site.id, quotationId: `QT-${randomUUID().slice(0, 8)}`, customerId: w.retail.id, kartName: "Dubai family", adults: 2, noOfDays: 4, noOfNights: 3, currency: "INR", currencySymbol: "₹", totalPrice: 3_000_000, collectedPayment: 1_000_000, ...over })
    .returning();
  return row;
}
const collected = async (id: number) => (await systemDb.select().from(dmcItineraries).where(eq(dmcItineraries.id, id)))[0].collectedPayment;

async function linkFor(w: PaymentWorld, id: number) {
  const res = await as(w, "staff")(createForQuotation, PATH, { body: { id } });
  expect(res.status).toBe(200);
  return { token: tokenOf(res.body.data.path), link: res.body.data.link };
}

async function payThrough(w: PaymentWorld, token: string) {
  const started = await as(w, "retail")(pay, "/api/paymentLink/pay", { body: { token, idempotencyKey: randomUUID() } });
  expect(started.status).toBe(200);
  const { payment, checkout } = started.body.data;
  const paid = await as(w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: checkout.razorpayOrderId, outcome: "success" } });
  return { payment, checkout, body: { paymentId: payment.id, ...paid.body.data } };
}

describe("POST /api/paymentLink/createForQuotation", () => {
  it("staff make a link for the amount due, in the quotation's currency, to its customer; the token is stored hashed", async () => {
    const w = await createProductWorld();
    const q = await quotation(w);
    const { token, link } = await linkFor(w, q.id);
    expect(link).toMatchObject({ amount: 20_000, currency: "INR", status: "open", customerEmail: w.retail.email!.toLowerCase(), quotationId: q.id, purpose: `Quotation ${q.quotationId}: Dubai family` });
    const [row] = await systemDb.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row).toMatchObject({ amount: 2_000_000, tokenHash: createHash("sha256").update(token).digest("hex"), quotationId: q.id });
    const opened = await as(w, "anonymous")(get, "/api/paymentLink/get", { body: { token } });
    expect(opened.body.data.link).toMatchObject({ amount: 20_000, status: "open", quotationId: q.id });
  });

  it.each([
    [{ totalPrice: 3_000_000, collectedPayment: 3_000_000 }, "Nothing is due on this quotation"],
    [{ totalPrice: 0, collectedPayment: 0 }, "Nothing is due on this quotation"],
    [{ isCancelled: true }, "This quotation is cancelled"],
  ])("refuses a quotation %j with 409 '%s'", async (over, message) => {
    const w = await createProductWorld();
    const q = await quotation(w, over);
    const res = await as(w, "staff")(createForQuotation, PATH, { body: { id: q.id } });
    expect([res.status, res.body.errorMessage]).toEqual([409, message]);
  });

  it.each([
    [{}, "This is required field."],
    [{ id: "x" }, "Must be a positive whole number"],
    [{ id: -3 }, "Must be a positive whole number"],
  ])("validates %j with '%s'", async (body, message) => {
    const w = await createProductWorld();
    const res = await as(w, "staff")(createForQuotation, PATH, { body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it("needs staff with wallet.paymentLinks.create (401, 403); another site's quotation is 404", async () => {
    const w = await createProductWorld();
    const q = await quotation(w);
    expect((await as(w, "anonymous")(createForQuotation, PATH, { body: { id: q.id } })).status).toBe(401);
    expect((await as(w, "retail")(createForQuotation, PATH, { body: { id: q.id } })).status).toBe(403);
    expect((await as(w, "agent")(createForQuotation, PATH, { body: { id: q.id } })).status).toBe(403);
    const other = await createProductWorld();
    expect((await as(other, "staff")(createForQuotation, PATH, { body: { id: q.id } })).status).toBe(404);
    await restrictPermissions(w, w.staff.id, ["wallet.paymentEntries.view"]);
    expect((await as(w, "staff")(createForQuotation, PATH, { body: { id: q.id } })).status).toBe(403);
  });
});

describe("paying a quotation's link", () => {
  it("the customer pays with the test gateway: a payment of kind quotation raises collectedPayment once and marks the link paid", async () => {
    const w = await createProductWorld();
    const q = await quotation(w);
    const { token, link } = await linkFor(w, q.id);
    const { payment, checkout, body } = await payThrough(w, token);
    expect(payment).toMatchObject({ productKind: "quotation", amount: 20_000, currency: "INR" });
    expect(checkout).toMatchObject({ gateway: "testGateway", amount: 2_000_000 });
    expect(await collected(q.id)).toBe(1_000_000);
    expect((await as(w, "retail")(confirm, "/api/productPayment/confirm", { body })).status).toBe(200);
    expect(await collected(q.id)).toBe(3_000_000);
    expect((await paymentRow(payment.id)).status).toBe("paid");
    const [row] = await systemDb.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row).toMatchObject({ status: "paid", paymentId: payment.id, paidByUserId: w.retail.id });
    // The replayed confirmation changes nothing; paying the link again is refused.
    expect((await as(w, "retail")(confirm, "/api/productPayment/confirm", { body })).status).toBe(200);
    expect(await collected(q.id)).toBe(3_000_000);
    const again = await as(w, "retail")(pay, "/api/paymentLink/pay", { body: { token, idempotencyKey: randomUUID() } });
    expect([again.status, again.body.errorMessage]).toEqual([409, "This payment link is already paid"]);
  });

  it("two checkouts of one quotation link both captured: the first raises collectedPayment, the second is refunded to the payer's wallet", async () => {
    const w = await createProductWorld();
    const q = await quotation(w);
    const { token, link } = await linkFor(w, q.id);
    const first = await payThrough(w, token);
    const second = await payThrough(w, token);
    const before = await walletBalance(w.retail.id);
    expect((await as(w, "retail")(confirm, "/api/productPayment/confirm", { body: first.body })).status).toBe(200);
    expect((await as(w, "retail")(confirm, "/api/productPayment/confirm", { body: second.body })).status).toBe(200);
    expect(await collected(q.id)).toBe(3_000_000);
    expect(await paymentRow(second.payment.id)).toMatchObject({ status: "refunded", refundedAmount: 2_000_000 });
    expect(await walletBalance(w.retail.id)).toBe(before + 2_000_000);
    const [row] = await systemDb.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row).toMatchObject({ status: "paid", paymentId: first.payment.id });
  });

  it("never raises collectedPayment above the total: a link asking more than is now due is refused, and a payment captured late is refunded to the payer's wallet", async () => {
    const w = await createProductWorld();
    const q = await quotation(w);
    const first = await linkFor(w, q.id);
    const second = await linkFor(w, q.id);
    const late = await payThrough(w, second.token);
    // The first link is paid in full meanwhile.
    const paidFirst = await payThrough(w, first.token);
    expect((await as(w, "retail")(confirm, "/api/productPayment/confirm", { body: paidFirst.body })).status).toBe(200);
    expect(await collected(q.id)).toBe(3_000_000);
    const refused = await as(w, "retail")(pay, "/api/paymentLink/pay", { body: { token: second.token, idempotencyKey: randomUUID() } });
    expect([refused.status, refused.body.errorMessage]).toEqual([409, "Collected payment should not be greater than total price"]);
    // The gateway took the money: it is recorded and given back to the payer's wallet, never applied.
    const before = await walletBalance(w.retail.id);
    const res = await as(w, "retail")(confirm, "/api/productPayment/confirm", { body: late.body });
    expect(res.status).toBe(200);
    expect(await collected(q.id)).toBe(3_000_000);
    expect(await paymentRow(late.payment.id)).toMatchObject({ status: "refunded", refundedAmount: late.payment.amount * 100 });
    expect(await walletBalance(w.retail.id)).toBe(before + late.payment.amount * 100);
    const [secondLink] = await systemDb.select().from(paymentLinks).where(eq(paymentLinks.id, second.link.id));
    expect(secondLink.status).toBe("open");
  });
});

describe("the quotation email", () => {
  const lastEmail = async (w: PaymentWorld) => (await systemDb.select().from(emailOutbox).where(eq(emailOutbox.siteId, w.site.id)).orderBy(desc(emailOutbox.id)).limit(1))[0];

  it("carries a payment link for the amount due; none when nothing is due", async () => {
    const w = await createProductWorld();
    const q = await quotation(w);
    expect((await as(w, "admin")(sendKart, "/api/kart/sendKart", { body: { id: q.id } })).status).toBe(200);
    const mail = await lastEmail(w);
    expect(mail.textBody).toMatch(/Pay the amount due \(.*20,000\.00\) online: https?:\/\/[^/]+\/payments\?link=[A-Za-z0-9_-]{32}/);
    const token = /link=([A-Za-z0-9_-]+)/.exec(mail.textBody ?? "")![1];
    const opened = await as(w, "anonymous")(get, "/api/paymentLink/get", { body: { token } });
    expect(opened.body.data.link).toMatchObject({ quotationId: q.id, amount: 20_000 });

    const settled = await quotation(w, { collectedPayment: 3_000_000 });
    expect((await as(w, "admin")(sendKart, "/api/kart/sendKart", { body: { id: settled.id } })).status).toBe(200);
    expect((await lastEmail(w)).textBody).not.toContain("/payments?link=");
    expect(await systemDb.select().from(paymentLinks).where(and(eq(paymentLinks.siteId, w.site.id), eq(paymentLinks.quotationId, settled.id)))).toHaveLength(0);
  });
});
