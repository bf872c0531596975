import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { POST as webhook } from "@/app/api/payment/razorpay/webhook/route";
import { POST as getDetails } from "@/app/api/whitelabel/getRazorpayDetailsToUser/route";
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

/**
 * An agent's booking with an open Razorpay order. Unless `isDraft`, the booking is then moved to
 * 'booking' (the browser's callback is booking it), so settleBooking leaves it alone and the tests
 * see the payment row as the webhook left it.
 */
async function opened({ isDraft = false } = {}) {
  const w = await createPaymentWorld({ activeGateway: "razorpay", keyId: rzp.keyId, keySecret: rzp.keySecret, webhookSecret: rzp.webhookSecret, apiUrl: rzp.url });
  const { orderId, booking } = await createDraftBooking(w, w.agent.id, { amount: 180_000 });
  const res = await as(w, "agent")(getDetails, "/api/whitelabel/getRazorpayDetailsToUser", { body: { orderId } });
  if (!isDraft) await systemDb.update(flightBookings).set({ status: "booking" }).where(eq(flightBookings.id, booking.id));
  return { w, booking, gatewayOrderId: res.body.data.razorpayOrderId as string };
}

const bookingStatus = async (id: number) => (await systemDb.select({ status: flightBookings.status }).from(flightBookings).where(eq(flightBookings.id, id)))[0].status;

describe("POST /api/payment/razorpay/webhook", () => {
  it("payment.captured marks the row paid (once, on redelivery too)", async () => {
    const o = await opened();
    const { payment } = rzp.pay(o.gatewayOrderId);
    const body = rzp.webhookBody("payment.captured", payment);
    const res = await rzp.deliverWebhook(webhook, o.w.site.domain, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: "processed", event: "payment.captured" });
    const row = await getPaymentRow(o.gatewayOrderId);
    expect(row).toMatchObject({ status: "paid", gatewayPaymentId: payment.id });
    const again = await rzp.deliverWebhook(webhook, o.w.site.domain, body);
    expect(again.status).toBe(200);
    expect((await getPaymentRow(o.gatewayOrderId)).paidAt?.getTime()).toBe(row.paidAt?.getTime());
  });

  it("settles a paid draft the browser never came back for (settleBooking takes the booking on)", async () => {
    const o = await opened({ isDraft: true });
    const { payment } = rzp.pay(o.gatewayOrderId);
    const res = await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("payment.captured", payment));
    expect(res.status).toBe(200);
    expect(await getPaymentRow(o.gatewayOrderId)).toMatchObject({ gatewayPaymentId: payment.id, paidAt: expect.any(Date) });
    // The booking left 'draft': settleBooking claimed it (this fixture's made-up fare then fails at the supplier).
    expect(await bookingStatus(o.booking.id)).not.toBe("draft");
  });

  it("order.paid marks the row paid", async () => {
    const o = await opened();
    const { payment } = rzp.pay(o.gatewayOrderId);
    const res = await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("order.paid", payment));
    expect(res.body.data.status).toBe("processed");
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("paid");
  });

  it("answers 401 for a bad or missing signature and changes nothing", async () => {
    const o = await opened();
    const { payment } = rzp.pay(o.gatewayOrderId);
    const body = rzp.webhookBody("payment.captured", payment);
    const forged = await rzp.deliverWebhook(webhook, o.w.site.domain, body, "0".repeat(64));
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe("Invalid signature");
    expect((await rzp.deliverWebhook(webhook, o.w.site.domain, body, null)).status).toBe(401);
    // A body changed after signing fails too.
    const signed = rzp.webhookBody("payment.captured", payment);
    const { createHmac } = await import("node:crypto");
    const sig = createHmac("sha256", rzp.webhookSecret).update(signed).digest("hex");
    expect((await rzp.deliverWebhook(webhook, o.w.site.domain, signed.replace('"amount":180000', '"amount":100'), sig)).status).toBe(401);
    expect(await getPaymentRow(o.gatewayOrderId)).toMatchObject({ status: "created", gatewayPaymentId: null, paidAt: null });
  });

  it("payment.failed marks the row failed with Razorpay's reason; a later capture still pays it", async () => {
    const o = await opened();
    const failed = rzp.pay(o.gatewayOrderId, { status: "failed", errorDescription: "Your payment didn't go through as it was declined by the bank." });
    expect((await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("payment.failed", failed.payment))).body.data.status).toBe("processed");
    expect(await getPaymentRow(o.gatewayOrderId)).toMatchObject({ status: "failed", errorMessage: "Your payment didn't go through as it was declined by the bank." });
    const retried = rzp.pay(o.gatewayOrderId);
    await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("payment.captured", retried.payment));
    expect(await getPaymentRow(o.gatewayOrderId)).toMatchObject({ status: "paid", gatewayPaymentId: retried.payment.id, errorMessage: null });
    // A late failure of the first attempt never undoes the payment.
    await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("payment.failed", failed.payment));
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("paid");
  });

  it("ignores (200) unknown orders and another site's orders", async () => {
    const o = await opened();
    const other = await opened();
    const { payment } = rzp.pay(other.gatewayOrderId);
    const res = await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("payment.captured", payment));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: "ignored", event: "payment.captured" });
    expect((await getPaymentRow(other.gatewayOrderId)).status).toBe("created");
  });

  it("ignores a captured payment whose amount differs from the row", async () => {
    const o = await opened();
    const { payment } = rzp.pay(o.gatewayOrderId, { amount: 100 });
    const res = await rzp.deliverWebhook(webhook, o.w.site.domain, rzp.webhookBody("payment.captured", payment));
    expect(res.body.data.status).toBe("ignored");
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("created");
  });

  it("answers 400 for a signed body that is not JSON, and 401 on a site without a webhook secret", async () => {
    const o = await opened();
    const notJson = await rzp.deliverWebhook(webhook, o.w.site.domain, "not json");
    expect(notJson.status).toBe(400);
    const bare = await createPaymentWorld({ activeGateway: "razorpay", keyId: rzp.keyId, keySecret: rzp.keySecret, apiUrl: rzp.url });
    expect((await rzp.deliverWebhook(webhook, bare.site.domain, "{}")).status).toBe(401);
  });
});
