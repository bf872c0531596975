import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings, payments } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { seedPaymentSettings } from "@/db/seed/payments";
import { POST as detailsRoute } from "@/app/api/whitelabel/getRazorpayDetailsToUser/route";
import { POST as completeRoute } from "@/app/api/payment/testGateway/complete/route";
import { POST as webhookRoute } from "@/app/api/payment/razorpay/webhook/route";
import { call } from "../helpers/http";
import { adult, createBookingWorld, walletBalance } from "../helpers/booking-fixtures";
import { startFakeRazorpay } from "../helpers/fake-razorpay";

let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeAll(async () => {
  razorpay = await startFakeRazorpay();
});
afterAll(async () => {
  await razorpay.close();
  await closeDb();
});

async function validatedLeg(w: Awaited<ReturnType<typeof createBookingWorld>>) {
  const orderId = await w.order(w.results.find((r) => r.isLcc)!.resultIndex);
  const v = await w.validate({ orderId, passengers: [adult()] });
  expect(v.status).toBe(200);
  return { orderId, bookingId: v.body.data.bookingId as number };
}

describe("paying by gateway, then booking", () => {
  it("the built-in test gateway: signed callback → orderSuccessCallback books once; the wallet is untouched", async () => {
    const w = await createBookingWorld({ funds: 0 });
    await seedPaymentSettings(systemDb, { siteId: w.site.id, activeGateway: "testGateway", keyId: "rzp_test_x", keySecret: "test-secret-123" });
    const { orderId, bookingId } = await validatedLeg(w);
    const details = await call(detailsRoute, "/api/whitelabel/getRazorpayDetailsToUser", w.opts({ orderId }));
    expect(details.status).toBe(200);
    expect(details.body.data.checkoutUrl).toContain(details.body.data.razorpayOrderId);
    const paid = await call(completeRoute, "/api/payment/testGateway/complete", w.opts({ gatewayOrderId: details.body.data.razorpayOrderId, outcome: "success" }));
    expect(paid.status).toBe(200);
    const tampered = await w.pay({ orderId, paymentMethod: "gateway", ...paid.body.data, razorpay_signature: "0".repeat(64) });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe("Payment unsuccessful");
    const [afterTamper] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, bookingId));
    expect(afterTamper.status).toBe("draft");
    const res = await w.pay({ orderId, paymentMethod: "gateway", ...paid.body.data });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bookingId, status: "ticketed", nextStep: "ticketQueue" });
    const again = await w.pay({ orderId, paymentMethod: "gateway", ...paid.body.data });
    expect(again.body.data.pnr).toBe(res.body.data.pnr);
    const rows = await systemDb.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(rows.map((p) => [p.method, p.status])).toEqual([["testGateway", "paid"]]);
    expect(await walletBalance(w.wallet.id)).toBe(0);
  });

  it("without a paid gateway payment the callback books nothing (400 'Payment unsuccessful')", async () => {
    const w = await createBookingWorld();
    await seedPaymentSettings(systemDb, { siteId: w.site.id, activeGateway: "testGateway", keyId: "rzp_test_x", keySecret: "test-secret-123" });
    const { orderId, bookingId } = await validatedLeg(w);
    const res = await w.pay({ orderId, paymentMethod: "gateway" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Payment unsuccessful");
    const [row] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, bookingId));
    expect(row.status).toBe("draft");
  });

  it("Razorpay: a captured-payment webhook books the leg when the browser never comes back; the late callback answers the booking", async () => {
    const w = await createBookingWorld();
    await seedPaymentSettings(systemDb, { siteId: w.site.id, activeGateway: "razorpay", keyId: razorpay.keyId, keySecret: razorpay.keySecret, webhookSecret: razorpay.webhookSecret, apiUrl: razorpay.url });
    const { orderId, bookingId } = await validatedLeg(w);
    const details = await call(detailsRoute, "/api/whitelabel/getRazorpayDetailsToUser", w.opts({ orderId }));
    expect(details.status).toBe(200);
    const checkout = razorpay.pay(details.body.data.razorpayOrderId);
    const hook = await razorpay.deliverWebhook(webhookRoute, w.site.domain, razorpay.webhookBody("payment.captured", checkout.payment));
    expect(hook.status).toBe(200);
    const [row] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, bookingId));
    expect(row.status).toBe("ticketed");
    const late = await w.pay({ orderId, paymentMethod: "gateway", razorpay_order_id: checkout.razorpay_order_id, razorpay_payment_id: checkout.razorpay_payment_id, razorpay_signature: checkout.razorpay_signature });
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ bookingId, status: "ticketed", pnr: row.pnr });
    expect(await systemDb.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(1);
  });

  it("a payment confirmed after the 15 minutes books nothing and is credited to the wallet", async () => {
    const w = await createBookingWorld({ funds: 0 });
    await seedPaymentSettings(systemDb, { siteId: w.site.id, activeGateway: "razorpay", keyId: razorpay.keyId, keySecret: razorpay.keySecret, webhookSecret: razorpay.webhookSecret, apiUrl: razorpay.url });
    const { orderId, bookingId } = await validatedLeg(w);
    const details = await call(detailsRoute, "/api/whitelabel/getRazorpayDetailsToUser", w.opts({ orderId }));
    await systemDb.update(flightOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightOrders.id, orderId));
    const checkout = razorpay.pay(details.body.data.razorpayOrderId);
    await razorpay.deliverWebhook(webhookRoute, w.site.domain, razorpay.webhookBody("payment.captured", checkout.payment));
    const [row] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, bookingId));
    expect(row.status).toBe("failed");
    expect(row.pnr).toBeNull();
    expect(await walletBalance(w.wallet.id)).toBe(details.body.data.amount);
  });
});
