import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { productPayments } from "@/db/schema/product-payments";
import { seedFixedDeparture } from "@/db/seed/fixed-departures";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { POST as search } from "@/app/api/fixedDeparture/search/route";
import { POST as complete } from "@/app/api/payment/testGateway/complete/route";
import { POST as confirm } from "@/app/api/productPayment/confirm/route";
import { call } from "../helpers/http";
import { as, restrictPermissions } from "../payments/payment-world";
import { balanceOf, bookAs, bookingsOf, createFdWorld, departureRow, fundUser, PAX } from "./fd-world";

afterAll(() => closeDb());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("POST /api/fixedDeparture/search", () => {
  it("lists departures on sale with seats left, at the site's prices for anonymous and after the agent's fixed-departure markup", async () => {
    const w = await createFdWorld();
    await seedFixedDeparture(systemDb, { siteId: w.site.id, pnr: "SOLDOUT", seatsTotal: 2, seatsSold: 2 });
    await seedFixedDeparture(systemDb, { siteId: w.site.id, pnr: "LATE01", departureDate: inDays(10), namesDueDays: 14, balanceDueDays: 14 });
    const other = await createFdWorld();
    const anonymous = await call(search, "/api/fixedDeparture/search", { host: w.site.domain, body: {} });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.result).toHaveLength(1);
    expect(anonymous.body.data.result[0]).toMatchObject({ id: w.fd.id, seatsLeft: 20, adultPrice: 25000, childPrice: 22000, infantPrice: 4000, depositPerSeat: 5000, currency: "INR" });
    expect(anonymous.body.data.result[0].namesDueDate).toBe(inDays(46));
    expect(JSON.stringify(anonymous.body)).not.toContain(String(other.fd.id) + ",");

    const group = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Agents", isDefault: true });
    await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: group.id, kind: "fixedDeparture", valueType: "flat", value: 75_000 });
    await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: group.id, kind: "defaultAirline", valueType: "flat", value: 99_900 });
    const agent = await as(w, "agent")(search, "/api/fixedDeparture/search", { body: {} });
    // Flat 750.00 per passenger on adults and children; infants excluded; the airline rule is not used.
    expect(agent.body.data.result[0]).toMatchObject({ adultPrice: 25750, childPrice: 22750, infantPrice: 4000 });
    const retail = await as(w, "retail")(search, "/api/fixedDeparture/search", { body: {} });
    expect(retail.body.data.result[0].adultPrice).toBe(25000);
  });
});

describe("POST /api/fixedDeparture/book", () => {
  it("takes the seats and the deposit from the wallet in one go; the booking is confirmed with the group PNR", async () => {
    const w = await createFdWorld();
    await fundUser(w.agent.id, 2_000_000);
    const res = await bookAs(w, w.agentToken, { passengers: [...PAX, { paxType: 2, title: "Mstr", firstName: "Kabir", lastName: "Mehta" }, { paxType: 3, title: "Miss", firstName: "Tara", lastName: "Mehta" }] });
    expect(res.status).toBe(200);
    const { booking, payment, checkout } = res.body.data;
    expect(checkout).toBeNull();
    expect(booking).toMatchObject({ status: "confirmed", adults: 2, children: 1, infants: 1, amount: 76000, depositAmount: 15000, paidAmount: 15000, balanceDue: 61000, pnr: "EKGRP1" });
    expect(booking.reference).toMatch(/^FD[A-Z0-9]{10}$/);
    expect(payment).toMatchObject({ productKind: "fixedDeparture", status: "paid", amount: 15000 });
    expect((await departureRow(w.fd.id)).seatsSold).toBe(3);
    expect(await balanceOf(w.agent.id)).toBe(2_000_000 - 1_500_000);
  });

  it("by gateway holds the seats pending and confirms them when the payment succeeds", async () => {
    const w = await createFdWorld();
    const res = await bookAs(w, w.agentToken, { method: "gateway" });
    expect(res.status).toBe(200);
    const { booking, payment, checkout } = res.body.data;
    expect(booking).toMatchObject({ status: "pending", paidAmount: 0, pnr: null });
    expect((await departureRow(w.fd.id)).seatsSold).toBe(2);
    const paid = await as(w, "agent")(complete, "/api/payment/testGateway/complete", { body: { gatewayOrderId: checkout.razorpayOrderId, outcome: "success" } });
    expect((await as(w, "agent")(confirm, "/api/productPayment/confirm", { body: { paymentId: payment.id, ...paid.body.data } })).status).toBe(200);
    const [row] = await bookingsOf(w.fd.id);
    expect(row).toMatchObject({ status: "confirmed", paidAmount: 1_000_000 });
  });

  it.each([
    [{ passengers: [] }, "Please enter 1 to 9 passengers"],
    [{ passengers: [{ ...PAX[0], paxType: 2 }] }, "At least one adult is required"],
    [{ passengers: [PAX[0], { ...PAX[1], paxType: 3 }, { ...PAX[1], paxType: 3 }] }, "Each infant must travel with an adult"],
    [{ passengers: [{ ...PAX[0], paxType: 5 }] }, "Please choose the passenger type"],
    [{ passengers: [{ ...PAX[0], title: "Dr" }] }, "Please choose a title"],
    [{ passengers: [{ ...PAX[0], firstName: " " }] }, "Please enter the first name"],
    [{ passengers: [{ ...PAX[0], lastName: "" }] }, "Please enter the last name"],
    [{ method: "cash" }, "Please choose how to pay"],
    [{ idempotencyKey: "short" }, "Must be at least 8 characters"],
  ])("refuses %j with '%s' and takes no seat", async (over, message) => {
    const w = await createFdWorld();
    await fundUser(w.agent.id, 2_000_000);
    const res = await bookAs(w, w.agentToken, over);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect((await departureRow(w.fd.id)).seatsSold).toBe(0);
  });

  it("answers 401 anonymous, 403 without flights.fixedDepartures.book, 404 for another site's departure", async () => {
    const w = await createFdWorld();
    const other = await createFdWorld();
    await fundUser(w.agent.id, 2_000_000);
    expect((await bookAs(w, undefined)).status).toBe(401);
    const foreign = await bookAs(w, w.agentToken, { departureId: other.fd.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Fixed departure not found");
    await restrictPermissions(w, w.agent.id, ["flights.fixedDepartures.view"]);
    expect((await bookAs(w, w.agentToken)).status).toBe(403);
    expect((await departureRow(other.fd.id)).seatsSold).toBe(0);
    expect(await balanceOf(w.agent.id)).toBe(2_000_000);
  });

  it("409 when the seats are not there or the departure is off sale; 'Insufficient wallet balance' gives the seats back", async () => {
    const w = await createFdWorld({ seatsTotal: 3 });
    await fundUser(w.agent.id, 500_000);
    const poor = await bookAs(w, w.agentToken);
    expect(poor.status).toBe(400);
    expect(poor.body.message).toBe("Insufficient wallet balance");
    expect((await departureRow(w.fd.id)).seatsSold).toBe(0);
    await fundUser(w.agent.id, 5_000_000);
    const tooMany = await bookAs(w, w.agentToken, { passengers: [...PAX, ...PAX] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe("Not enough seats left on this departure");
    const late = await seedFixedDeparture(systemDb, { siteId: w.site.id, pnr: "LATE02", departureDate: inDays(5) });
    const off = await bookAs(w, w.agentToken, { departureId: late.id });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("This departure is no longer on sale");
    expect(await balanceOf(w.agent.id)).toBe(5_500_000);
  });

  it("two agents booking the last seats at once: exactly one gets them, seats never go negative, the loser pays nothing", async () => {
    const w = await createFdWorld({ seatsTotal: 4, seatsSold: 2 });
    await fundUser(w.agent.id, 5_000_000);
    await fundUser(w.agent2.id, 5_000_000);
    const [a, b] = await Promise.all([bookAs(w, w.agentToken), bookAs(w, w.agent2Token)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe("Not enough seats left on this departure");
    const row = await departureRow(w.fd.id);
    expect(row.seatsSold).toBe(4);
    expect(await bookingsOf(w.fd.id)).toHaveLength(1);
    const loserId = a.status === 409 ? w.agent.id : w.agent2.id;
    expect(await balanceOf(loserId)).toBe(5_000_000);
    const payments = await systemDb.select().from(productPayments).where(eq(productPayments.siteId, w.site.id));
    expect(payments).toHaveLength(1);
  });

  it("many parallel one-seat bookings for three seats: three succeed and the count stops at the total", async () => {
    const w = await createFdWorld({ seatsTotal: 3 });
    await fundUser(w.agent.id, 20_000_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => bookAs(w, w.agentToken, { passengers: [PAX[0]], idempotencyKey: randomUUID() })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await departureRow(w.fd.id)).seatsSold).toBe(3);
    expect(await balanceOf(w.agent.id)).toBe(20_000_000 - 3 * 500_000);
  });

  it("a retry with the same idempotency key answers the first booking and takes no more seats", async () => {
    const w = await createFdWorld();
    await fundUser(w.agent.id, 5_000_000);
    const key = randomUUID();
    const first = await bookAs(w, w.agentToken, { idempotencyKey: key });
    const again = await bookAs(w, w.agentToken, { idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.data.booking.id).toBe(first.body.data.booking.id);
    expect((await departureRow(w.fd.id)).seatsSold).toBe(2);
  });
});
