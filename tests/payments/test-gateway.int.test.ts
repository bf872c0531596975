import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { sitePaymentSettings } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as getDetails } from "@/app/api/whitelabel/getRazorpayDetailsToUser/route";
import { confirmGatewayPayment } from "@/server/payments/confirm-gateway-payment";
import { as, createDraftBooking, createPaymentWorld, getPaymentRow, type Who } from "./payment-world";

afterAll(() => closeDb());

const PATH = "/api/payment/testGateway/complete";
const SECRET = "test-gateway-secret-for-tests";

async function opened(who: Exclude<Who, "anonymous"> = "retail") {
  const w = await createPaymentWorld({ activeGateway: "testGateway", keyId: "rzp_test_local", keySecret: SECRET });
  const user = w[who];
  const { orderId, booking } = await createDraftBooking(w, user.id, { amount: 75_050 });
  const res = await as(w, who)(getDetails, "/api/whitelabel/getRazorpayDetailsToUser", { body: { orderId } });
  return { w, orderId, booking, gatewayOrderId: res.body.data.razorpayOrderId as string };
}

describe("POST /api/payment/testGateway/complete", () => {
  it("success answers Razorpay's three fields with a real HMAC signature that confirmGatewayPayment accepts", async () => {
    const o = await opened();
    const res = await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "success" } });
    expect(res.status).toBe(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = res.body.data;
    expect(razorpay_order_id).toBe(o.gatewayOrderId);
    expect(razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(razorpay_signature).toBe(createHmac("sha256", SECRET).update(`${o.gatewayOrderId}|${razorpay_payment_id}`).digest("hex"));
    // Until the callback confirms it, the row stays 'created'.
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("created");
    const row = await confirmGatewayPayment(createSiteDb(o.w.site.id), { bookingId: o.booking.id, gatewayOrderId: razorpay_order_id, gatewayPaymentId: razorpay_payment_id, signature: razorpay_signature });
    expect(row).toMatchObject({ status: "paid", method: "testGateway", gatewayPaymentId: razorpay_payment_id });
  });

  it("answers the same payment to a repeated 'Pay', also after it is confirmed", async () => {
    const o = await opened();
    const first = await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "success" } });
    const second = await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "success" } });
    expect(second.body.data).toEqual(first.body.data);
    const d = first.body.data;
    await confirmGatewayPayment(createSiteDb(o.w.site.id), { bookingId: o.booking.id, gatewayOrderId: d.razorpay_order_id, gatewayPaymentId: d.razorpay_payment_id, signature: d.razorpay_signature });
    expect((await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "success" } })).body.data).toEqual(d);
    const fail = await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "failure" } });
    expect(fail.status).toBe(409);
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("paid");
  });

  it("failure answers Razorpay's error shape and marks the payment failed", async () => {
    const o = await opened("agent");
    const res = await as(o.w, "agent")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "failure" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ error: { code: "BAD_REQUEST_ERROR", description: "Payment failed at the test gateway" } });
    expect(await getPaymentRow(o.gatewayOrderId)).toMatchObject({ status: "failed", errorMessage: "Payment failed at the test gateway" });
  });

  it("a forged signature for a test-gateway payment is refused with 'Payment unsuccessful'", async () => {
    const o = await opened();
    const wrong = createHmac("sha256", "another-secret").update(`${o.gatewayOrderId}|pay_forged0000000`).digest("hex");
    await expect(
      confirmGatewayPayment(createSiteDb(o.w.site.id), { bookingId: o.booking.id, gatewayOrderId: o.gatewayOrderId, gatewayPaymentId: "pay_forged0000000", signature: wrong }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Payment unsuccessful" });
    expect((await getPaymentRow(o.gatewayOrderId)).status).toBe("failed");
  });

  it("answers 404 for another user's order and another site's, 401 anonymous, 403 without wallet.own.pay", async () => {
    const o = await opened();
    const other = await opened();
    expect((await as(o.w, "agent")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "success" } })).status).toBe(404);
    expect((await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: other.gatewayOrderId, outcome: "success" } })).status).toBe(404);
    expect((await as(o.w, "anonymous")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "success" } })).status).toBe(401);
    const { restrictPermissions } = await import("./payment-world");
    await restrictPermissions(o.w, o.w.retail.id, ["wallet.own.view"]);
    expect((await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "success" } })).status).toBe(403);
    expect((await getPaymentRow(o.gatewayOrderId)).gatewayPaymentId).toBeNull();
  });

  it("signs nothing once the site no longer runs the test gateway (404), and nothing after the order expired (409)", async () => {
    const o = await opened();
    await systemDb.update(flightOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightOrders.id, o.orderId));
    const late = await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: o.gatewayOrderId, outcome: "success" } });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Payment time expired. Please search again.");
    const live = await opened();
    await systemDb.update(sitePaymentSettings).set({ activeGateway: "razorpay" }).where(eq(sitePaymentSettings.siteId, live.w.site.id));
    expect((await as(live.w, "retail")(complete, PATH, { body: { gatewayOrderId: live.gatewayOrderId, outcome: "success" } })).status).toBe(404);
  });

  it("validates the body (400 with shortError)", async () => {
    const o = await opened();
    const res = await as(o.w, "retail")(complete, PATH, { body: { gatewayOrderId: "order x;", outcome: "maybe" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ gatewayOrderId: "Unknown gateway order", outcome: "This is required field." });
  });
});
