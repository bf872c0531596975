import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings, payments } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { POST as releaseRoute } from "@/app/api/releaseFlight/route";
import { POST as ssrRoute } from "@/app/api/getSSR/route";
import { POST as fareQuoteRoute } from "@/app/api/fareQuote/route";
import { POST as detailsRoute } from "@/app/api/getBookingDetails/route";
import { toMinorUnits } from "@/lib/money";
import { expireOrders } from "@/server/booking/expire-orders";
import { call } from "../helpers/http";
import { adult, createBookingWorld, walletBalance } from "../helpers/booking-fixtures";
import { daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

describe("flight hold and release", () => {
  it("holds a GDS fare without charging, then releases it once", async () => {
    const w = await createBookingWorld({ isFlightHoldAllowed: true });
    const before = await walletBalance(w.wallet.id);
    const gds = w.results.find((r) => !r.isLcc)!;
    const orderId = await w.order(gds.resultIndex);
    const v = await w.validate({ orderId, passengers: [adult()] });
    expect(v.body.data.canHold).toBe(true);
    const draft = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId: v.body.data.bookingId }));
    expect(draft.body.data).toMatchObject({ status: "draft", canHold: true });
    const held = await w.pay({ orderId, paymentMethod: "hold" });
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({ status: "held", nextStep: "ticketQueue" });
    expect(held.body.data.pnr).toBeTruthy();
    expect(await walletBalance(w.wallet.id)).toBe(before);
    const bookingId = held.body.data.bookingId;
    const details = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId }));
    expect(details.body.data).toMatchObject({ status: "held", isHold: true, canHold: false });

    const wrongSource = await call(releaseRoute, "/api/releaseFlight", w.opts({ BookingId: bookingId, Source: 99 }));
    expect(wrongSource.status).toBe(400);
    expect(wrongSource.body.shortError).toEqual({ Source: "Source does not match this booking" });
    const released = await call(releaseRoute, "/api/releaseFlight", w.opts({ BookingId: bookingId, Source: 4 }));
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ bookingId, status: "released", message: "Booking released successfully" });
    const again = await call(releaseRoute, "/api/releaseFlight", w.opts({ BookingId: bookingId, Source: 4 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Only a held booking can be released");
    expect(await walletBalance(w.wallet.id)).toBe(before);
  });

  it("tickets a held booking later by wallet, after the order's 15 minutes", async () => {
    const w = await createBookingWorld({ isFlightHoldAllowed: true });
    const gds = w.results.find((r) => !r.isLcc)!;
    const orderId = await w.order(gds.resultIndex);
    const v = await w.validate({ orderId, passengers: [adult()] });
    const held = await w.pay({ orderId, paymentMethod: "hold" });
    await systemDb.update(flightOrders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(flightOrders.id, orderId));
    const before = await walletBalance(w.wallet.id);
    const ticketed = await w.pay({ orderId, paymentMethod: "wallet" });
    expect(ticketed.status).toBe(200);
    expect(ticketed.body.data).toMatchObject({ status: "ticketed", pnr: held.body.data.pnr });
    expect(await walletBalance(w.wallet.id)).toBe(before - toMinorUnits(v.body.data.amount));
  });

  it("refuses a hold without isFlightHoldAllowed (403) and on an LCC fare (400); release needs a held booking of the site", async () => {
    const w = await createBookingWorld();
    const gds = w.results.find((r) => !r.isLcc)!;
    const orderId = await w.order(gds.resultIndex);
    expect((await w.validate({ orderId, passengers: [adult()] })).body.data.canHold).toBe(false);
    const res = await w.pay({ orderId, paymentMethod: "hold" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Flight hold is not allowed for this account");
    const lcc = w.results.find((r) => r.isLcc)!;
    const lccOrder = await w.order(lcc.resultIndex);
    await w.validate({ orderId: lccOrder, passengers: [adult()] });
    const lccHold = await w.pay({ orderId: lccOrder, paymentMethod: "hold" });
    expect(lccHold.status).toBe(400);
    expect(lccHold.body.message).toBe("Only GDS fares can be held; this fare is ticketed at once");
    const paid = await w.pay({ orderId: lccOrder });
    expect((await call(releaseRoute, "/api/releaseFlight", w.opts({ BookingId: paid.body.data.bookingId }))).status).toBe(409);
    expect((await call(releaseRoute, "/api/releaseFlight", w.opts({ BookingId: 987654 }))).status).toBe(404);
    expect((await call(releaseRoute, "/api/releaseFlight", w.opts({}))).status).toBe(400);
  });
});

describe("a domestic return booked as two legs", () => {
  it("books the outbound (nextStep bookingDetails), then the inbound (ticketQueue); the inbound waits for the outbound", async () => {
    const w = await createBookingWorld({ search: { journeyType: 2, returnDate: daysFromNow(15) } });
    expect(w.lists).toHaveLength(2);
    const out = w.lists[0].find((r) => r.isLcc && r.segments.length === 1)!;
    const back = w.lists[1].find((r) => r.isLcc)!;
    const orderId = await w.order(out.resultIndex, back.resultIndex);
    const early = await w.validate({ orderId, isReturn: true, passengers: [adult()] });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Book the outbound flight first");
    expect((await w.validate({ orderId, passengers: [adult()] })).status).toBe(200);
    const first = await w.pay({ orderId });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ hasPendingReturn: true, nextStep: "bookingDetails", status: "ticketed" });
    const details = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId: first.body.data.bookingId }));
    expect(details.body.data.returnLeg).toEqual({ resultIndex: back.resultIndex, bookingId: null, status: null });
    const v2 = await w.validate({ orderId, isReturn: true, passengers: [adult()] });
    expect(v2.status).toBe(200);
    expect(v2.body.data.amount).toBe(back.publishedPrice);
    const second = await w.pay({ orderId, isReturn: true });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ hasPendingReturn: false, nextStep: "ticketQueue", status: "ticketed" });
    expect(second.body.data.pnr).not.toBe(first.body.data.pnr);
    const legs = await systemDb.select().from(flightBookings).where(eq(flightBookings.orderId, orderId));
    expect(legs.map((l) => [l.legIndex, l.status]).sort()).toEqual([[0, "ticketed"], [1, "ticketed"]]);
    const oneWay = await createBookingWorld();
    const single = await oneWay.order(oneWay.results[0].resultIndex);
    const noReturn = await oneWay.validate({ orderId: single, isReturn: true, passengers: [adult()] });
    expect(noReturn.status).toBe(400);
    expect(noReturn.body.shortError).toEqual({ isReturn: "This order has no return flight" });
  });
});

describe("extras and price changes", () => {
  it("adds the chosen baggage and meal at the supplier's prices to the amount paid", async () => {
    const w = await createBookingWorld();
    const lcc = w.results.find((r) => r.isLcc && r.segments[0].length === 1)!;
    const orderId = await w.order(lcc.resultIndex);
    const ssr = await call(ssrRoute, "/api/getSSR", w.opts({ searchId: w.searchId, resultIndex: lcc.resultIndex }));
    const bag = ssr.body.data.baggage[0].find((b: { price: number }) => b.price > 0);
    const meal = ssr.body.data.meals[0].find((m: { price: number }) => m.price > 0);
    const v = await w.validate({ orderId, passengers: [adult()], ssr: [{ baggage: [bag.code], meals: [meal.code] }] });
    expect(v.status).toBe(200);
    expect(v.body.data.ssrAmount).toBe((toMinorUnits(bag.price) + toMinorUnits(meal.price)) / 100);
    expect(toMinorUnits(v.body.data.amount)).toBe(toMinorUnits(lcc.publishedPrice) + toMinorUnits(bag.price) + toMinorUnits(meal.price));
    const before = await walletBalance(w.wallet.id);
    const paid = await w.pay({ orderId });
    expect(paid.status).toBe(200);
    expect(await walletBalance(w.wallet.id)).toBe(before - toMinorUnits(v.body.data.amount));
    const details = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId: paid.body.data.bookingId }));
    expect(details.body.data.baggages).toEqual([{ flightNumber: `${bag.airlineCode}${bag.flightNumber}`, weight: bag.weightKg, price: bag.price }]);
    expect(details.body.data.meals[0]).toMatchObject({ description: meal.description, price: meal.price });
    const unknown = await w.validate({ orderId, passengers: [adult()], ssr: [{ baggage: ["NOPE"], meals: [] }] });
    expect(unknown.status).toBe(409);
  });

  it("rejects an extra the flight does not offer with a field message", async () => {
    const w = await createBookingWorld();
    const lcc = w.results.find((r) => r.isLcc)!;
    const orderId = await w.order(lcc.resultIndex);
    const res = await w.validate({ orderId, passengers: [adult()], ssr: [{ baggage: ["NOPE"], meals: [] }] });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ "ssr.0.baggage.0": "This option is not offered on this flight" });
  });

  it("charges the fare-quoted price after a price change", async () => {
    const w = await createBookingWorld({ settings: { priceChangeAtFareQuote: true } });
    const chosen = w.results[0];
    const orderId = await w.order(chosen.resultIndex);
    const quote = await call(fareQuoteRoute, "/api/fareQuote", w.opts({ searchId: w.searchId, resultIndex: chosen.resultIndex }));
    expect(quote.body.data.isPriceChanged).toBe(true);
    const v = await w.validate({ orderId, passengers: [adult()] });
    expect(v.body.data.amount).toBe(quote.body.data.fareDetailResult.totalPayable);
    expect(v.body.data.amount).toBeGreaterThan(chosen.publishedPrice);
  });
});

describe("payment expiry job", () => {
  it("expires unpaid orders and fails their unpaid gateway payments; booked orders stay", async () => {
    const w = await createBookingWorld();
    const orderId = await w.order(w.results[0].resultIndex);
    const v = await w.validate({ orderId, passengers: [adult()] });
    await systemDb.insert(payments).values({ siteId: w.site.id, orderId, bookingId: v.body.data.bookingId, userId: w.agent.id, method: "testGateway", amount: 1000, currency: "INR", idempotencyKey: `t-${orderId}`, gatewayOrderId: `order_${orderId.slice(0, 8)}` });
    const booked = await w.order(w.results[1].resultIndex);
    await w.validate({ orderId: booked, passengers: [adult()] });
    expect((await w.pay({ orderId: booked })).status).toBe(200);
    await systemDb.update(flightOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightOrders.id, orderId));
    await systemDb.update(flightOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightOrders.id, booked));
    const result = await expireOrders();
    expect(result.orders).toBeGreaterThanOrEqual(1);
    const rows = await systemDb.select({ id: flightOrders.id, status: flightOrders.status }).from(flightOrders).where(eq(flightOrders.siteId, w.site.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toMatchObject({ [orderId]: "expired", [booked]: "booked" });
    const [p] = await systemDb.select().from(payments).where(eq(payments.orderId, orderId));
    expect(p.status).toBe("failed");
    const other = await createTestUser(w.site.id);
    expect((await w.pay({ orderId }, await logInAs(w.site.domain, other.email!))).status).toBe(404);
  });
});

describe("expired holds", () => {
  it("the expiry job releases a hold past its deadline with the supplier, and only that one", async () => {
    const { releaseExpiredHolds, holdDeadline } = await import("@/server/booking/release-expired-holds");
    expect(holdDeadline({ lastTicketDate: "2026-12-10T23:59:00", bookedAt: null, createdAt: new Date() }).toISOString()).toBe("2026-12-10T18:29:00.000Z");
    const booked = new Date("2026-11-20T10:00:00Z");
    expect(holdDeadline({ lastTicketDate: null, bookedAt: booked, createdAt: booked }).toISOString()).toBe("2026-11-21T10:00:00.000Z");
    const w = await createBookingWorld({ isFlightHoldAllowed: true });
    const gdsResults = w.results.filter((r) => !r.isLcc);
    const holds = [];
    for (const r of gdsResults.slice(0, 2)) {
      const orderId = await w.order(r.resultIndex);
      await w.validate({ orderId, passengers: [adult()] });
      const held = await w.pay({ orderId, paymentMethod: "hold" });
      expect(held.body.data.status).toBe("held");
      holds.push(held.body.data.bookingId as number);
    }
    // The first hold's airline deadline has passed; the second's is tomorrow.
    await systemDb.update(flightBookings).set({ lastTicketDate: "2020-01-01T00:00:00" }).where(eq(flightBookings.id, holds[0]));
    await systemDb.update(flightBookings).set({ lastTicketDate: daysFromNow(1) + "T23:59:00" }).where(eq(flightBookings.id, holds[1]));
    const result = await releaseExpiredHolds();
    expect(result.released).toBeGreaterThanOrEqual(1);
    const rows = await systemDb.select({ id: flightBookings.id, status: flightBookings.status }).from(flightBookings).where(eq(flightBookings.siteId, w.site.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toMatchObject({ [holds[0]]: "released", [holds[1]]: "held" });
    const again = await call(releaseRoute, "/api/releaseFlight", w.opts({ BookingId: holds[0] }));
    expect(again.status).toBe(409);
  });
});
