import { closeDb, createSiteDb } from "@/db/client";
import { POST as getDetails } from "@/app/api/whitelabel/getRazorpayDetailsToUser/route";
import { confirmGatewayPayment } from "@/server/payments/confirm-gateway-payment";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";
import { as, createDraftBooking, createPaymentWorld, getPaymentRow } from "./payment-world";

let rzp: FakeRazorpay;
beforeAll(async () => {
  rzp = await startFakeRazorpay();
});
afterAll(async () => {
  await rzp.close();
  await closeDb();
});

/** A retail customer's draft booking with an open Razorpay order. */
async function opened(amount = 250_000) {
  const w = await createPaymentWorld({ activeGateway: "razorpay", keyId: rzp.keyId, keySecret: rzp.keySecret, webhookSecret: rzp.webhookSecret, apiUrl: rzp.url });
  const { orderId, booking } = await createDraftBooking(w, w.retail.id, { amount });
  const res = await as(w, "retail")(getDetails, "/api/whitelabel/getRazorpayDetailsToUser", { body: { orderId } });
  const gatewayOrderId: string = res.body.data.razorpayOrderId;
  const db = createSiteDb(w.site.id);
  const confirm = (paid: { razorpay_payment_id: string; razorpay_signature: string }, over: { bookingId?: number; gatewayOrderId?: string } = {}) =>
    confirmGatewayPayment(db, { bookingId: over.bookingId ?? booking.id, gatewayOrderId: over.gatewayOrderId ?? gatewayOrderId, gatewayPaymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature });
  return { w, booking, gatewayOrderId, confirm };
}

describe("confirmGatewayPayment (Razorpay)", () => {
  it("marks the row paid for a captured payment with a valid signature, once", async () => {
    const o = await opened();
    const paid = rzp.pay(o.gatewayOrderId);
    const row = await o.confirm(paid);
    expect(row).toMatchObject({ status: "paid", gatewayPaymentId: paid.razorpay_payment_id, bookingId: o.booking.id });
    expect(row.paidAt).toBeInstanceOf(Date);
    const again = await o.confirm(paid);
    expect(again.id).toBe(row.id);
    expect(again.paidAt?.getTime()).toBe(row.paidAt?.getTime());
  });

  it("is safe under concurrent confirmations of the same payment", async () => {
    const o = await opened();
    const paid = rzp.pay(o.gatewayOrderId);
    const rows = await Promise.all([1, 2, 3, 4].map(() => o.confirm(paid)));
    expect(new Set(rows.map((r) => r.paidAt?.getTime())).size).toBe(1);
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("paid");
  });

  it("answers 400 'Payment unsuccessful' for a tampered signature and marks the row failed", async () => {
    const o = await opened();
    const paid = rzp.pay(o.gatewayOrderId);
    const tampered = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) };
    await expect(o.confirm(tampered)).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Payment unsuccessful" });
    const row = await getPaymentRow(o.gatewayOrderId);
    expect(row).toMatchObject({ status: "failed", errorMessage: "Payment signature verification failed", gatewayPaymentId: null, paidAt: null });
    // The genuine signature still settles it: the money was taken at the gateway.
    expect((await o.confirm(paid)).status).toBe("paid");
  });

  it("refuses a signature made for another order's payment", async () => {
    const a = await opened();
    const b = await opened();
    const paidB = rzp.pay(b.gatewayOrderId);
    await expect(a.confirm(paidB)).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Payment unsuccessful" });
    expect((await getPaymentRow(a.gatewayOrderId)).status).toBe("failed");
  });

  it("refuses a failed payment or one for another amount at the gateway, with the reason on the row", async () => {
    const o = await opened();
    const declined = rzp.pay(o.gatewayOrderId, { status: "failed", errorDescription: "Payment was declined by the bank" });
    await expect(o.confirm(declined)).rejects.toMatchObject({ message: "Payment unsuccessful" });
    expect((await getPaymentRow(o.gatewayOrderId)).errorMessage).toBe("Payment was declined by the bank");
    const short = rzp.pay(o.gatewayOrderId, { amount: 100 });
    await expect(o.confirm(short)).rejects.toMatchObject({ message: "Payment unsuccessful" });
    expect((await getPaymentRow(o.gatewayOrderId)).errorMessage).toBe("The gateway took 100 INR, not 250000 INR");
  });

  it("captures an authorized payment before marking the row paid", async () => {
    const o = await opened();
    const paid = rzp.pay(o.gatewayOrderId, { status: "authorized" });
    expect((await o.confirm(paid)).status).toBe("paid");
    expect(rzp.payments.get(paid.razorpay_payment_id)?.status).toBe("captured");
  });

  it("answers 502 when Razorpay cannot be reached and leaves the row 'created'", async () => {
    const o = await opened();
    const paid = rzp.pay(o.gatewayOrderId);
    rzp.setDown(true);
    try {
      await expect(o.confirm(paid)).rejects.toMatchObject({ code: "SUPPLIER_ERROR" });
    } finally {
      rzp.setDown(false);
    }
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("created");
  });

  it("answers 404 for another booking's order and for another site's row, changing nothing", async () => {
    const o = await opened();
    const other = await opened();
    const paid = rzp.pay(o.gatewayOrderId);
    await expect(o.confirm(paid, { bookingId: other.booking.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const foreignDb = createSiteDb(other.w.site.id);
    await expect(
      confirmGatewayPayment(foreignDb, { bookingId: o.booking.id, gatewayOrderId: o.gatewayOrderId, gatewayPaymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("created");
  });

  it("refuses a second, different payment for a row already paid (409)", async () => {
    const o = await opened();
    await o.confirm(rzp.pay(o.gatewayOrderId));
    await expect(o.confirm(rzp.pay(o.gatewayOrderId))).rejects.toMatchObject({ code: "CONFLICT" });
  });
});
