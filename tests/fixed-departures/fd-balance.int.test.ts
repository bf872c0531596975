import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { fixedDepartureBookings } from "@/db/schema/fixed-departures";
import { productPayments } from "@/db/schema/product-payments";
import { POST as payBalance } from "@/app/api/fixedDeparture/payBalance/route";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as confirm } from "@/app/api/productPayment/confirm/route";
import { call } from "../helpers/http";
import { as, restrictPermissions } from "../payments/payment-world";
import { balanceOf, bookAs, createFdWorld, fundUser, type FdWorld } from "./fd-world";

afterAll(() => closeDb());

const pay = (w: FdWorld, token: string | undefined, body: Record<string, unknown>) =>
  call(payBalance, "/api/fixedDeparture/payBalance", { host: w.site.domain, token, body: { method: "wallet", idempotencyKey: randomUUID(), ...body } });

async function bookingRow(id: number) {
  const [row] = await systemDb.select().from(fixedDepartureBookings).where(eq(fixedDepartureBookings.id, id));
  return row;
}

/** The agent's booking of two adults with the deposit paid (50,000.00; 10,000.00 paid). */
async function depositPaid() {
  const w = await createFdWorld();
  await fundUser(w.agent.id, 10_000_000);
  const res = await bookAs(w, w.agentToken);
  expect(res.body.data.booking.status).toBe("confirmed");
  return { w, booking: res.body.data.booking as { id: number } };
}

describe("POST /api/fixedDeparture/payBalance", () => {
  it("pays the balance from the wallet: paid in full, status paid, once for a retried key", async () => {
    const { w, booking } = await depositPaid();
    const key = randomUUID();
    const res = await pay(w, w.agentToken, { bookingId: booking.id, idempotencyKey: key });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ status: "paid", paidAmount: 50000, balanceDue: 0 });
    expect(res.body.data.payment).toMatchObject({ status: "paid", amount: 40000, productKind: "fixedDeparture" });
    const again = await pay(w, w.agentToken, { bookingId: booking.id, idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.data.payment.id).toBe(res.body.data.payment.id);
    expect(await balanceOf(w.agent.id)).toBe(10_000_000 - 5_000_000);
    expect(await bookingRow(booking.id)).toMatchObject({ paidAmount: 5_000_000, status: "paid" });
    const nothing = await pay(w, w.agentToken, { bookingId: booking.id });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe("Nothing is due on this booking");
  });

  it("by gateway: pending until the gateway confirms, then paid", async () => {
    const { w, booking } = await depositPaid();
    const res = await pay(w, w.agentToken, { bookingId: booking.id, method: "gateway" });
    expect(res.status).toBe(200);
    expect(res.body.data.booking).toMatchObject({ status: "confirmed", balanceDue: 40000 });
    const { payment, checkout } = res.body.data;
    const paid = await as(w, "agent")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: checkout.razorpayOrderId, outcome: "success" } });
    expect((await as(w, "agent")(confirm, "/api/productPayment/confirm", { body: { paymentId: payment.id, ...paid.body.data } })).status).toBe(200);
    expect(await bookingRow(booking.id)).toMatchObject({ paidAmount: 5_000_000, status: "paid" });
  });

  it("two balance payments at once collect it once", async () => {
    const { w, booking } = await depositPaid();
    const [a, b] = await Promise.all([pay(w, w.agentToken, { bookingId: booking.id }), pay(w, w.agentToken, { bookingId: booking.id })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(w.agent.id)).toBe(5_000_000);
    expect((await bookingRow(booking.id)).paidAmount).toBe(5_000_000);
  });

  it("refuses a cancelled booking and one still awaiting its first payment; nothing moves", async () => {
    const { w, booking } = await depositPaid();
    await systemDb.update(fixedDepartureBookings).set({ status: "cancelled" }).where(eq(fixedDepartureBookings.id, booking.id));
    const cancelled = await pay(w, w.agentToken, { bookingId: booking.id });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe("This booking is cancelled");
    const held = await bookAs(w, w.agentToken, { method: "gateway" });
    const pending = await pay(w, w.agentToken, { bookingId: held.body.data.booking.id });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe("This booking is still awaiting its first payment");
    expect(await balanceOf(w.agent.id)).toBe(9_000_000);
  });

  it.each([
    [{ bookingId: -1 }, "Booking not found"],
    [{ bookingId: "x" }, "This is required field."],
    [{ method: "cash" }, "Please choose how to pay"],
    [{ idempotencyKey: "short" }, "Must be at least 8 characters"],
  ])("refuses %j with '%s'", async (over, message) => {
    const { w, booking } = await depositPaid();
    const res = await pay(w, w.agentToken, { bookingId: booking.id, ...over });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it("401 anonymous, 403 without flights.fixedDepartures.book, 404 for another user's or site's booking", async () => {
    const { w, booking } = await depositPaid();
    const other = await createFdWorld();
    expect((await pay(w, undefined, { bookingId: booking.id })).status).toBe(401);
    const otherUser = await pay(w, w.agent2Token, { bookingId: booking.id });
    expect(otherUser.status).toBe(404);
    expect(otherUser.body.message).toBe("Booking not found");
    const foreign = await call(payBalance, "/api/fixedDeparture/payBalance", { host: other.site.domain, token: other.agentToken, body: { bookingId: booking.id, method: "wallet", idempotencyKey: randomUUID() } });
    expect(foreign.status).toBe(404);
    await restrictPermissions(w, w.agent.id, ["flights.fixedDepartures.view"]);
    expect((await pay(w, w.agentToken, { bookingId: booking.id })).status).toBe(403);
    expect((await bookingRow(booking.id)).paidAmount).toBe(1_000_000);
    // Only the deposit's payment exists for this booking (product ids repeat across kinds and sites: all three name it).
    const payments = await systemDb
      .select()
      .from(productPayments)
      .where(and(eq(productPayments.siteId, w.site.id), eq(productPayments.productKind, "fixedDeparture"), eq(productPayments.productId, String(booking.id))));
    expect(payments).toHaveLength(1);
  });
});
