import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { POST as verify } from "@/app/api/payment/phonepe/verifyPayment/route";
import { POST as getDetails } from "@/app/api/whitelabel/getRazorpayDetailsToUser/route";
import { startFakePhonePe, type FakePhonePe } from "../helpers/fake-phonepe";
import { as, createDraftBooking, createPaymentWorld, getPaymentRow } from "./payment-world";

const PATH = "/api/payment/phonepe/verifyPayment";
let pp: FakePhonePe;
beforeAll(async () => {
  pp = await startFakePhonePe({ saltIndex: 2 });
});
afterAll(async () => {
  await pp.close();
  await closeDb();
});

/** A retail customer's booking with a PhonePe transaction opened through getRazorpayDetailsToUser. */
async function opened({ isDraft = false } = {}) {
  const w = await createPaymentWorld({ activeGateway: "phonepe", keyId: pp.merchantId, keySecret: pp.saltKey, saltIndex: 2, apiUrl: pp.url });
  const { orderId, booking } = await createDraftBooking(w, w.retail.id, { amount: 64_000 });
  const res = await as(w, "retail")(getDetails, "/api/whitelabel/getRazorpayDetailsToUser", { body: { orderId } });
  expect(res.status).toBe(200);
  // As in the webhook tests: the browser's callback is booking it, so settleBooking leaves it alone.
  if (!isDraft) await systemDb.update(flightBookings).set({ status: "booking" }).where(eq(flightBookings.id, booking.id));
  return { w, orderId, booking, txnId: res.body.data.razorpayOrderId as string, checkoutUrl: res.body.data.checkoutUrl as string };
}

describe("PhonePe", () => {
  it("getRazorpayDetailsToUser opens a PhonePe pay page with a signed request (X-VERIFY) for the booking amount", async () => {
    const o = await opened();
    expect(o.txnId).toMatch(new RegExp(`^WF${o.booking.id}T[A-Za-z0-9]{12}$`));
    expect(o.checkoutUrl).toBe(`${pp.url}/pay/${o.txnId}`);
    expect(pp.txns.get(o.txnId)?.amount).toBe(64_000);
    expect(pp.requests.find((r) => r.path === "/pg/v1/pay")?.verified).toBe(true);
    expect(await getPaymentRow(o.txnId)).toMatchObject({ method: "phonepe", status: "created", amount: 64_000 });
  });

  it("verifyPayment: PAYMENT_SUCCESS for the amount marks the row paid; a repeat answers success without asking again", async () => {
    const o = await opened();
    pp.setStatus(o.txnId, "PAYMENT_SUCCESS");
    const res = await as(o.w, "retail")(verify, PATH, { body: { orderId: o.txnId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ success: true, status: "PAYMENT_SUCCESS", orderId: o.orderId });
    const row = await getPaymentRow(o.txnId);
    expect(row).toMatchObject({ status: "paid", gatewayPaymentId: pp.txns.get(o.txnId)?.transactionId });
    const statusChecks = pp.requests.filter((r) => r.path.startsWith("/pg/v1/status/")).length;
    expect((await as(o.w, "retail")(verify, PATH, { body: { orderId: o.txnId } })).body.data.success).toBe(true);
    expect(pp.requests.filter((r) => r.path.startsWith("/pg/v1/status/")).length).toBe(statusChecks);
    expect(pp.requests.filter((r) => r.path.startsWith("/pg/v1/status/")).every((r) => r.verified)).toBe(true);
  });

  it("verifyPayment on a draft settles the booking (settleBooking takes it on)", async () => {
    const o = await opened({ isDraft: true });
    pp.setStatus(o.txnId, "PAYMENT_SUCCESS");
    expect((await as(o.w, "retail")(verify, PATH, { body: { orderId: o.txnId } })).body.data.success).toBe(true);
    const [b] = await systemDb.select({ status: flightBookings.status }).from(flightBookings).where(eq(flightBookings.id, o.booking.id));
    expect(b.status).not.toBe("draft");
  });

  it("verifyPayment: pending changes nothing; an error marks the row failed; a success later still pays it", async () => {
    const o = await opened();
    const pending = await as(o.w, "retail")(verify, PATH, { body: { orderId: o.txnId } });
    expect(pending.body.data).toEqual({ success: false, status: "PAYMENT_PENDING", orderId: o.orderId });
    expect((await getPaymentRow(o.txnId)).status).toBe("created");
    pp.setStatus(o.txnId, "PAYMENT_ERROR");
    expect((await as(o.w, "retail")(verify, PATH, { body: { orderId: o.txnId } })).body.data).toEqual({ success: false, status: "PAYMENT_ERROR", orderId: o.orderId });
    expect(await getPaymentRow(o.txnId)).toMatchObject({ status: "failed", errorMessage: "Payment Failed" });
    pp.setStatus(o.txnId, "PAYMENT_SUCCESS");
    expect((await as(o.w, "retail")(verify, PATH, { body: { orderId: o.txnId } })).body.data.success).toBe(true);
  });

  it("verifyPayment: a success for another amount is not a payment", async () => {
    const o = await opened();
    pp.setStatus(o.txnId, "PAYMENT_SUCCESS", 100);
    expect((await as(o.w, "retail")(verify, PATH, { body: { orderId: o.txnId } })).body.data).toEqual({ success: false, status: "AMOUNT_MISMATCH", orderId: o.orderId });
    expect((await getPaymentRow(o.txnId)).status).toBe("failed");
  });

  it("verifyPayment: 404 for another user's or site's transaction, 401 anonymous, 400 without orderId, 502 when PhonePe is down", async () => {
    const o = await opened();
    const other = await opened();
    expect((await as(o.w, "agent")(verify, PATH, { body: { orderId: o.txnId } })).status).toBe(404);
    expect((await as(o.w, "retail")(verify, PATH, { body: { orderId: other.txnId } })).status).toBe(404);
    expect((await as(o.w, "anonymous")(verify, PATH, { body: { orderId: o.txnId } })).status).toBe(401);
    const bad = await as(o.w, "retail")(verify, PATH, { body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ orderId: "This is required field." });
    await pp.close();
    try {
      const down = await as(o.w, "retail")(verify, PATH, { body: { orderId: o.txnId } });
      expect(down.status).toBe(502);
      expect((await getPaymentRow(o.txnId)).status).toBe("created");
    } finally {
      pp = await startFakePhonePe({ saltIndex: 2 });
    }
  });
});
