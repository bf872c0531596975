import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { POST as getDetails } from "@/app/api/whitelabel/getRazorpayDetailsToUser/route";
import { startFakeRazorpay, type FakeRazorpay } from "../helpers/fake-razorpay";
import { as, createDraftBooking, createPaymentWorld, getPaymentRows, restrictPermissions } from "./payment-world";

const PATH = "/api/whitelabel/getRazorpayDetailsToUser";
let rzp: FakeRazorpay;

beforeAll(async () => {
  rzp = await startFakeRazorpay();
});
afterAll(async () => {
  await rzp.close();
  await closeDb();
});

const razorpayWorld = () => createPaymentWorld({ activeGateway: "razorpay", keyId: rzp.keyId, keySecret: rzp.keySecret, webhookSecret: rzp.webhookSecret, apiUrl: rzp.url });

describe("POST /api/whitelabel/getRazorpayDetailsToUser (Razorpay)", () => {
  it("creates a Razorpay order for the booking amount and a 'created' payment row, and answers what Checkout needs", async () => {
    const w = await razorpayWorld();
    const { orderId, booking } = await createDraftBooking(w, w.retail.id, { amount: 452_350 });
    const res = await as(w, "retail")(getDetails, PATH, { body: { orderId, isReturn: false } });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ gateway: "razorpay", key: rzp.keyId, amount: 452_350, currency: "INR", name: w.site.companyName, checkoutUrl: null });
    expect(data.description).toBe("Flight BOM-DEL on 2026-12-01");
    expect(data.prefill).toEqual({ name: `${w.retail.firstName} ${w.retail.lastName}`, email: w.retail.email, contact: "9876543210" });
    const order = rzp.orders.get(data.razorpayOrderId);
    expect(order).toMatchObject({ amount: 452_350, currency: "INR", notes: { bookingId: String(booking.id), orderId } });
    const created = rzp.requests.find((r) => r.path === "/v1/orders" && (r.body as { notes?: { orderId?: string } }).notes?.orderId === orderId);
    expect(created?.authorized).toBe(true);
    const rows = await getPaymentRows(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "razorpay", status: "created", amount: 452_350, gatewayOrderId: data.razorpayOrderId, userId: w.retail.id, orderId });
  });

  it("reuses the booking's open gateway order on a second call; a changed amount opens a new one", async () => {
    const w = await razorpayWorld();
    const { orderId, booking } = await createDraftBooking(w, w.agent.id, { amount: 100_000 });
    const first = await as(w, "agent")(getDetails, PATH, { body: { orderId } });
    const second = await as(w, "agent")(getDetails, PATH, { body: { orderId } });
    expect(second.status).toBe(200);
    expect(second.body.data.razorpayOrderId).toBe(first.body.data.razorpayOrderId);
    expect(await getPaymentRows(booking.id)).toHaveLength(1);
    await systemDb.update(flightBookings).set({ amount: 120_000 }).where(eq(flightBookings.id, booking.id));
    const third = await as(w, "agent")(getDetails, PATH, { body: { orderId } });
    expect(third.body.data.razorpayOrderId).not.toBe(first.body.data.razorpayOrderId);
    expect(third.body.data.amount).toBe(120_000);
    expect(await getPaymentRows(booking.id)).toHaveLength(2);
  });

  it("opens one gateway order for concurrent calls", async () => {
    const w = await razorpayWorld();
    const { orderId, booking } = await createDraftBooking(w, w.agent.id);
    const answers = await Promise.all([1, 2, 3].map(() => as(w, "agent")(getDetails, PATH, { body: { orderId } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.razorpayOrderId)).size).toBe(1);
    expect(await getPaymentRows(booking.id)).toHaveLength(1);
  });

  it("finds the inbound leg with isReturn", async () => {
    const w = await razorpayWorld();
    const { orderId } = await createDraftBooking(w, w.agent.id, { amount: 300_000 });
    const inbound = await createDraftBooking(w, w.agent.id, { orderId, legIndex: 1, amount: 280_000 });
    const res = await as(w, "agent")(getDetails, PATH, { body: { orderId, isReturn: true } });
    expect(res.body.data).toMatchObject({ amount: 280_000, description: "Flight DEL-BOM on 2026-12-01" });
    expect(await getPaymentRows(inbound.booking.id)).toHaveLength(1);
  });

  it("answers 409 'Payment time expired. Please search again.' after the 15 minutes, and opens nothing", async () => {
    const w = await razorpayWorld();
    const { orderId, booking } = await createDraftBooking(w, w.retail.id, { expiresInMs: -1000 });
    const before = rzp.orders.size;
    const res = await as(w, "retail")(getDetails, PATH, { body: { orderId } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Payment time expired. Please search again.");
    expect(rzp.orders.size).toBe(before);
    expect(await getPaymentRows(booking.id)).toEqual([]);
  });

  it("answers 409 for a booking that is no longer a draft", async () => {
    const w = await razorpayWorld();
    const { orderId } = await createDraftBooking(w, w.retail.id, { status: "ticketed" });
    const res = await as(w, "retail")(getDetails, PATH, { body: { orderId } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This booking is already complete");
  });

  it("answers 404 for another user's booking and another site's, 401 anonymous, 403 without wallet.own.pay", async () => {
    const w = await razorpayWorld();
    const other = await razorpayWorld();
    const { orderId } = await createDraftBooking(w, w.retail.id);
    const foreign = await createDraftBooking(other, other.retail.id);
    expect((await as(w, "agent")(getDetails, PATH, { body: { orderId } })).status).toBe(404);
    expect((await as(w, "retail")(getDetails, PATH, { body: { orderId: foreign.orderId } })).status).toBe(404);
    expect((await as(w, "anonymous")(getDetails, PATH, { body: { orderId } })).status).toBe(401);
    await restrictPermissions(w, w.retail.id, ["wallet.own.view"]);
    const denied = await as(w, "retail")(getDetails, PATH, { body: { orderId } });
    expect(denied.status).toBe(403);
  });

  it("validates the body (400 with shortError)", async () => {
    const w = await razorpayWorld();
    const res = await as(w, "retail")(getDetails, PATH, { body: { orderId: "nope", isReturn: "yes" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ orderId: "Unknown orderId", isReturn: "Invalid input: expected boolean, received string" });
  });

  it("answers 502 when Razorpay cannot be reached, 409 on a site without a gateway", async () => {
    const w = await razorpayWorld();
    const { orderId, booking } = await createDraftBooking(w, w.retail.id);
    rzp.setDown(true);
    try {
      const res = await as(w, "retail")(getDetails, PATH, { body: { orderId } });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe("The payment gateway could not be reached. Please try again.");
    } finally {
      rzp.setDown(false);
    }
    expect(await getPaymentRows(booking.id)).toEqual([]);
    const bare = await createPaymentWorld(null);
    const draft = await createDraftBooking(bare, bare.retail.id);
    const none = await as(bare, "retail")(getDetails, PATH, { body: { orderId: draft.orderId } });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("No payment gateway is configured for this site");
  });
});

describe("POST /api/whitelabel/getRazorpayDetailsToUser (test gateway)", () => {
  it("opens a test-gateway order whose checkoutUrl is the built-in page", async () => {
    const w = await createPaymentWorld({ activeGateway: "testGateway", keyId: "rzp_test_local", keySecret: "local-secret" });
    const { orderId, booking } = await createDraftBooking(w, w.retail.id, { amount: 99_900 });
    const res = await as(w, "retail")(getDetails, PATH, { body: { orderId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ gateway: "testGateway", key: "rzp_test_local", amount: 99_900 });
    expect(res.body.data.razorpayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(res.body.data.checkoutUrl).toBe(`/payments/test-gateway/${res.body.data.razorpayOrderId}`);
    expect((await getPaymentRows(booking.id))[0]).toMatchObject({ method: "testGateway", status: "created" });
  });
});
