import { closeDb } from "@/db/client";
import { POST as getOrderPayments } from "@/app/api/payment/getOrderPayments/route";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as getDetails } from "@/app/api/whitelabel/getRazorpayDetailsToUser/route";
import { as, createDraftBooking, createPaymentWorld, restrictPermissions } from "./payment-world";

afterAll(() => closeDb());

const PATH = "/api/payment/getOrderPayments";

async function world() {
  const w = await createPaymentWorld({ activeGateway: "testGateway", keyId: "rzp_test_local", keySecret: "secret-for-order-payments" });
  const { orderId } = await createDraftBooking(w, w.retail.id, { amount: 123_450 });
  const first = await as(w, "retail")(getDetails, "/api/whitelabel/getRazorpayDetailsToUser", { body: { orderId } });
  await as(w, "retail")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: first.body.data.razorpayOrderId, outcome: "failure" } });
  const second = await as(w, "retail")(getDetails, "/api/whitelabel/getRazorpayDetailsToUser", { body: { orderId } });
  return { w, orderId, failedId: first.body.data.razorpayOrderId as string, openId: second.body.data.razorpayOrderId as string };
}

describe("POST /api/payment/getOrderPayments", () => {
  it("lists an order's payments oldest first, amounts in major units", async () => {
    const { w, orderId, failedId, openId } = await world();
    const res = await as(w, "retail")(getOrderPayments, PATH, { body: { orderId } });
    expect(res.status).toBe(200);
    expect(res.body.data.result.map((p: { gatewayOrderId: string; status: string }) => [p.gatewayOrderId, p.status])).toEqual([
      [failedId, "failed"],
      [openId, "created"],
    ]);
    expect(res.body.data.result[0]).toMatchObject({ orderId, amount: 1234.5, currency: "INR", method: "testGateway", route: "BOM-DEL", errorMessage: "Payment failed at the test gateway" });
  });

  it("without orderId lists the caller's recent payments, newest first, and only theirs", async () => {
    const { w, openId } = await world();
    const mine = await as(w, "retail")(getOrderPayments, PATH, { body: {} });
    expect(mine.body.data.result).toHaveLength(2);
    expect(mine.body.data.result[0].gatewayOrderId).toBe(openId);
    expect((await as(w, "agent")(getOrderPayments, PATH, { body: {} })).body.data.result).toEqual([]);
  });

  it("staff see any order of the site; other users and other sites get 404", async () => {
    const { w, orderId } = await world();
    const other = await world();
    expect((await as(w, "staff")(getOrderPayments, PATH, { body: { orderId } })).body.data.result).toHaveLength(2);
    expect((await as(w, "agent")(getOrderPayments, PATH, { body: { orderId } })).status).toBe(404);
    expect((await as(w, "retail")(getOrderPayments, PATH, { body: { orderId: other.orderId } })).status).toBe(404);
    expect((await as(w, "admin")(getOrderPayments, PATH, { body: { orderId: other.orderId } })).status).toBe(404);
  });

  it("answers 401 anonymous, 403 without wallet.own.view, 400 for a bad orderId", async () => {
    const { w, orderId } = await world();
    expect((await as(w, "anonymous")(getOrderPayments, PATH, { body: { orderId } })).status).toBe(401);
    const bad = await as(w, "retail")(getOrderPayments, PATH, { body: { orderId: "42" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ orderId: "Unknown orderId" });
    await restrictPermissions(w, w.retail.id, ["wallet.own.pay"]);
    expect((await as(w, "retail")(getOrderPayments, PATH, { body: { orderId } })).status).toBe(403);
  });
});
