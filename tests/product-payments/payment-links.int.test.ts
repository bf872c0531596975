import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { paymentLinks } from "@/db/schema/product-payments";
import { POST as create } from "@/app/api/paymentLink/create/route";
import { POST as get } from "@/app/api/paymentLink/get/route";
import { POST as pay } from "@/app/api/paymentLink/pay/route";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as confirm } from "@/app/api/productPayment/confirm/route";
import { as, restrictPermissions } from "../payments/payment-world";
import { createProductWorld, paymentRow, walletBalance } from "./product-world";

afterAll(() => closeDb());

const LINK = { amount: 1250.5, purpose: "Balance for the Bali package", customerEmail: "Guest@Example.test" };
const tokenOf = (path: string) => new URLSearchParams(path.split("?")[1]).get("link") as string;

async function linked() {
  const w = await createProductWorld();
  const res = await as(w, "admin")(create, "/api/paymentLink/create", { body: LINK });
  expect(res.status).toBe(200);
  return { w, token: tokenOf(res.body.data.path), link: res.body.data.link };
}

describe("payment links", () => {
  it("staff create a link: amount in paise, the token stored only as its SHA-256", async () => {
    const { w, token, link } = await linked();
    expect(link).toMatchObject({ purpose: LINK.purpose, amount: 1250.5, currency: "INR", status: "open", customerEmail: "guest@example.test" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await systemDb.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row).toMatchObject({ amount: 125_050, tokenHash: createHash("sha256").update(token).digest("hex"), siteId: w.site.id });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each([
    [{ amount: 0 }, "Must be greater than 0"],
    [{ amount: 10.123 }, "Use at most 2 decimal places"],
    [{ purpose: "x" }, "Please enter the purpose"],
    [{ customerEmail: "nope" }, "Please enter a valid email"],
    [{ currency: "USD" }, "Only INR is supported"],
  ])("refuses %j with '%s'", async (over, message) => {
    const w = await createProductWorld();
    const res = await as(w, "admin")(create, "/api/paymentLink/create", { body: { ...LINK, ...over } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it("creating needs staff with wallet.paymentLinks.create: 401 anonymous, 403 for customers and restricted staff", async () => {
    const w = await createProductWorld();
    expect((await as(w, "anonymous")(create, "/api/paymentLink/create", { body: LINK })).status).toBe(401);
    expect((await as(w, "retail")(create, "/api/paymentLink/create", { body: LINK })).status).toBe(403);
    await restrictPermissions(w, w.staff.id, ["wallet.paymentEntries.view"]);
    expect((await as(w, "staff")(create, "/api/paymentLink/create", { body: LINK })).status).toBe(403);
  });

  it("the customer pays the link through the test gateway and the link shows paid; a replayed callback changes nothing; paying again is 409", async () => {
    const { w, token } = await linked();
    const opened = await as(w, "anonymous")(get, "/api/paymentLink/get", { body: { token } });
    expect(opened.body.data.link).toMatchObject({ status: "open", amount: 1250.5 });
    const started = await as(w, "retail")(pay, "/api/paymentLink/pay", { body: { token, idempotencyKey: randomUUID() } });
    expect(started.status).toBe(200);
    const { payment, checkout } = started.body.data;
    expect(payment).toMatchObject({ productKind: "paymentLink", amount: 1250.5, status: "created" });
    expect(checkout).toMatchObject({ gateway: "testGateway", amount: 125_050, description: LINK.purpose });
    const paid = await as(w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: checkout.razorpayOrderId, outcome: "success" } });
    const body = { paymentId: payment.id, ...paid.body.data };
    expect((await as(w, "retail")(confirm, "/api/productPayment/confirm", { body })).status).toBe(200);
    const after = await as(w, "anonymous")(get, "/api/paymentLink/get", { body: { token } });
    expect(after.body.data.link).toMatchObject({ status: "paid", paidAt: expect.any(String) });
    const [row] = await systemDb.select().from(paymentLinks).where(eq(paymentLinks.id, after.body.data.link.id));
    expect(row).toMatchObject({ paymentId: payment.id, paidByUserId: w.retail.id });
    expect((await as(w, "retail")(confirm, "/api/productPayment/confirm", { body })).status).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe("paid");
    const again = await as(w, "agent")(pay, "/api/paymentLink/pay", { body: { token, idempotencyKey: randomUUID() } });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe("This payment link is already paid");
  });

  it("two checkouts opened on one link and both captured: the first pays the link, the second is refunded to the payer's wallet (never collected twice)", async () => {
    const { w, token, link } = await linked();
    const open = async () => (await as(w, "retail")(pay, "/api/paymentLink/pay", { body: { token, idempotencyKey: randomUUID() } })).body.data;
    const first = await open();
    const second = await open();
    const capture = async (started: { payment: { id: string }; checkout: { razorpayOrderId: string } }) => {
      const paid = await as(w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: started.checkout.razorpayOrderId, outcome: "success" } });
      return as(w, "retail")(confirm, "/api/productPayment/confirm", { body: { paymentId: started.payment.id, ...paid.body.data } });
    };
    const before = await walletBalance(w.retail.id);
    expect((await capture(first)).status).toBe(200);
    expect((await capture(second)).status).toBe(200);
    expect(await paymentRow(first.payment.id)).toMatchObject({ status: "paid" });
    expect(await paymentRow(second.payment.id)).toMatchObject({ status: "refunded", refundedAmount: 125_050 });
    const [row] = await systemDb.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row).toMatchObject({ status: "paid", paymentId: first.payment.id });
    expect(await walletBalance(w.retail.id)).toBe(before + 125_050);
  });

  it("an unknown token or another site's is 404 'Payment link not found'; paying needs a login", async () => {
    const { token } = await linked();
    const other = await createProductWorld();
    const res = await as(other, "anonymous")(get, "/api/paymentLink/get", { body: { token } });
    expect([res.status, res.body.errorMessage]).toEqual([404, "Payment link not found"]);
    expect((await as(other, "retail")(pay, "/api/paymentLink/pay", { body: { token, idempotencyKey: randomUUID() } })).status).toBe(404);
    expect((await as(other, "anonymous")(get, "/api/paymentLink/get", { body: { token: "not-a-token" } })).status).toBe(404);
    expect((await as(other, "anonymous")(pay, "/api/paymentLink/pay", { body: { token, idempotencyKey: randomUUID() } })).status).toBe(401);
  });
});
