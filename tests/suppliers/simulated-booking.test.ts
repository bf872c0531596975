import { createSimulatedSupplier, type SimulatedSettings } from "@/server/suppliers/simulated/simulated-supplier";
import { canBook, canFareQuote, SupplierError, type SupplierResult } from "@/server/suppliers/types";
import { passengersFor } from "./booking-helpers";
import { searchRequest } from "./sim-helpers";

const NOW = () => new Date("2026-09-01T06:30:00Z");
let keySeq = 0;
/** Idempotency keys unique to this test run (the simulated bookings live in this process). */
const newKey = () => `order-${process.pid}-${Date.now()}-${++keySeq}`;
const sim = (settings: SimulatedSettings = {}) => createSimulatedSupplier({ seed: 1, ...settings }, { now: NOW });
const family = searchRequest({ adults: 2, children: 1, infants: 1 });

async function pick(isLcc: boolean, settings: SimulatedSettings = {}, request = family) {
  const supplier = sim(settings);
  const { traceId, results } = await sim().search(request);
  const result = results.find((r) => r.isLcc === isLcc && r.segments[0].length === 1) as SupplierResult;
  expect(result).toBeDefined();
  return { supplier, traceId, result };
}

describe("simulated supplier: SSR", () => {
  it("offers LCC bags and meals per segment with prices in paise, GDS meal and seat preferences", async () => {
    const lcc = await pick(true);
    const ssr = await lcc.supplier.ssr({ traceId: lcc.traceId, resultIndex: lcc.result.resultIndex });
    const seg = lcc.result.segments[0][0];
    expect(ssr.isLcc).toBe(true);
    expect(ssr.baggage).toHaveLength(1);
    expect(ssr.baggage[0][0]).toMatchObject({ code: "NoBaggage", price: 0 });
    expect(ssr.baggage[0].find((b) => b.weightKg === 5)).toEqual({
      code: "XBPB", description: "Prepaid excess baggage 5 Kg", weightKg: 5, price: 252_500, currency: "INR",
      origin: "DEL", destination: "BOM", airlineCode: seg.airlineCode, flightNumber: seg.flightNumber, wayType: 1, supplierKind: 2,
    });
    expect(ssr.meals[0].map((m) => m.code)).toContain("VBIR");
    expect(ssr.mealPreferences).toEqual([]);
    const gds = await pick(false);
    const gdsSsr = await gds.supplier.ssr({ traceId: gds.traceId, resultIndex: gds.result.resultIndex });
    expect(gdsSsr).toMatchObject({ isLcc: false, baggage: [], meals: [] });
    expect(gdsSsr.mealPreferences).toContainEqual({ code: "VGML", description: "Vegetarian Vegan Meal" });
    expect(gdsSsr.seatPreferences.map((s) => s.code)).toEqual(["A", "W", "NoSeat"]);
  });
});

describe("simulated supplier: LCC ticket", () => {
  it("tickets directly: PNR, one 13-digit ticket per passenger incl. the infant, SSR charges carried", async () => {
    const { supplier, traceId, result } = await pick(true);
    expect(canBook(supplier)).toBe(true);
    expect(canFareQuote(supplier)).toBe(true);
    const ssr = await supplier.ssr({ traceId, resultIndex: result.resultIndex });
    const bag10 = ssr.baggage[0].find((b) => b.weightKg === 10)!;
    const meal = ssr.meals[0].find((m) => m.code === "CBIR")!;
    const passengers = passengersFor(result, { adults: 2, children: 1, infants: 1 });
    passengers[0].baggage = [{ ...bag10, price: 1 }]; // the supplier charges its own price, not the caller's
    passengers[0].meals = [meal];
    passengers[2].meals = [meal];
    const answer = await supplier.ticket({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: newKey() });
    expect(answer.status).toBe("ticketed");
    expect(answer.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(answer.bookingId).toMatch(/^\d{9}$/);
    expect(answer.tickets.map((t) => t.paxIndex)).toEqual([0, 1, 2, 3]);
    const prefix = { "6E": "312", SG: "775", QP: "000", IX: "058" }[result.segments[0][0].airlineCode];
    for (const t of answer.tickets) {
      expect(t.ticketNumber).toMatch(/^\d{13}$/);
      expect(t.ticketNumber.slice(0, 3)).toBe(prefix);
      expect(t.validatingAirline).toBe(result.segments[0][0].airlineCode);
      expect(t.issueDate).toBe("2026-09-01T12:00:00");
    }
    expect(new Set(answer.tickets.map((t) => t.ticketNumber)).size).toBe(4);
    const fare = answer.itinerary.fare;
    expect(fare.totalBaggageCharges).toBe(505_000);
    expect(fare.totalMealCharges).toBe(2 * meal.price);
    expect(fare.publishedFare).toBe(result.fare.publishedFare + 505_000 + 2 * meal.price);
    expect(answer.itinerary.passengers[0].baggage).toEqual([bag10]);
    expect(answer.itinerary.passengers[3]).toMatchObject({ paxType: 3, firstName: "KABIR", ticket: answer.tickets[3] });
    expect(answer.itinerary.passengers.reduce((s, p) => s + p.fare.publishedFare, 0)).toBe(result.fare.publishedFare);
    expect(answer.itinerary.segments[0][0].airlinePnr).toBe(answer.pnr);
    expect(answer.itinerary).toMatchObject({ isLcc: true, origin: "DEL", destination: "BOM", status: "ticketed", supplierStatus: 3 });
    const details = await supplier.getBookingDetails({ bookingId: answer.bookingId });
    expect(details).toEqual(answer.itinerary);
    expect(await supplier.getBookingDetails({ pnr: answer.pnr, lastName: "sharma" })).toEqual(answer.itinerary);
  });

  it("is idempotent: the same key answers the same PNR and tickets, also from another supplier instance", async () => {
    const { supplier, traceId, result } = await pick(true);
    const key = newKey();
    const request = { traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: key };
    const first = await supplier.ticket(request);
    const again = await sim().ticket(request);
    expect(again).toEqual(first);
    const other = await supplier.ticket({ ...request, idempotencyKey: newKey() });
    expect(other.pnr).not.toBe(first.pnr);
    expect(other.tickets[0].ticketNumber).not.toBe(first.tickets[0].ticketNumber);
  });

  it("refuses Book on an LCC fare and checks the passengers", async () => {
    const { supplier, traceId, result } = await pick(true);
    const passengers = passengersFor(result, { adults: 2, children: 1, infants: 1 });
    await expect(supplier.book({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: newKey() })).rejects.toMatchObject({
      name: "SupplierError", message: "Book is for GDS fares; LCC fares are ticketed directly",
    });
    const base = { traceId, resultIndex: result.resultIndex, idempotencyKey: newKey() };
    await expect(supplier.ticket({ ...base, passengers: passengers.slice(0, 3) })).rejects.toThrow("The passengers do not match the search");
    await expect(supplier.ticket({ ...base, passengers: passengers.map((p) => ({ ...p, isLeadPax: false })) })).rejects.toThrow("Exactly one adult must be the lead passenger");
    await expect(supplier.ticket({ ...base, passengers: passengers.map((p, i) => (i === 3 ? { ...p, dateOfBirth: "2023-01-01" } : p)) })).rejects.toThrow("an infant must be under 2");
    const bogus = { ...(await supplier.ssr({ traceId, resultIndex: result.resultIndex })).baggage[0][1], code: "XXXX" };
    await expect(supplier.ticket({ ...base, passengers: passengers.map((p, i) => (i === 0 ? { ...p, baggage: [bogus] } : p)) })).rejects.toThrow("baggage XXXX is not offered");
  });
});

describe("simulated supplier: GDS book then ticket, release", () => {
  it("holds with Book (PNR, no tickets), then tickets with the booking id and PNR", async () => {
    const { supplier, traceId, result } = await pick(false);
    const passengers = passengersFor(result, { adults: 2, children: 1, infants: 1 });
    passengers[0].mealPreference = { code: "VGML", description: "Vegetarian Vegan Meal" };
    const bookKey = newKey();
    const held = await supplier.book({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: bookKey });
    expect(held).toMatchObject({ status: "held", isPriceChanged: false });
    expect(held.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(held.itinerary.passengers.every((p) => p.ticket === null)).toBe(true);
    expect(held.itinerary).toMatchObject({ isLcc: false, source: 4, lastTicketDate: result.lastTicketDate });
    expect((await supplier.book({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: bookKey })).pnr).toBe(held.pnr);

    const ticketKey = newKey();
    const ticketed = await supplier.ticket({ traceId, bookingId: held.bookingId, pnr: held.pnr, idempotencyKey: ticketKey });
    expect(ticketed).toMatchObject({ bookingId: held.bookingId, pnr: held.pnr, status: "ticketed" });
    expect(ticketed.tickets).toHaveLength(4);
    const airline = result.segments[0][0].airlineCode;
    expect(ticketed.tickets.every((t) => t.ticketNumber.startsWith({ AI: "098", UK: "228" }[airline] ?? "x"))).toBe(true);
    expect(ticketed.itinerary.segments[0][0].airlinePnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(await supplier.ticket({ traceId, bookingId: held.bookingId, pnr: held.pnr, idempotencyKey: ticketKey })).toEqual(ticketed);
    await expect(supplier.releasePnr({ bookingId: held.bookingId, source: 4 })).rejects.toThrow("A ticketed booking cannot be released");
  });

  it("releases a held booking, which then cannot be ticketed", async () => {
    const { supplier, traceId, result } = await pick(false);
    const held = await supplier.book({ traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: newKey() });
    expect(await supplier.releasePnr({ bookingId: held.bookingId, source: held.itinerary.source })).toEqual({ bookingId: held.bookingId, status: "cancelled" });
    expect(await supplier.getBookingDetails({ bookingId: held.bookingId })).toMatchObject({ status: "cancelled", supplierStatus: 4 });
    await expect(supplier.ticket({ traceId, bookingId: held.bookingId, pnr: held.pnr, idempotencyKey: newKey() })).rejects.toThrow("released");
    await expect(supplier.releasePnr({ bookingId: "999", source: 4 })).rejects.toThrow("No booking found");
  });
});

describe("simulated supplier: failure switches", () => {
  it("failAt book and failAt ticket: certain failures, nothing booked", async () => {
    const gds = await pick(false, { failAt: "book" }, { ...family, segments: [{ origin: "DEL", destination: "BOM", departureDate: "2026-10-02" }] });
    const key = newKey();
    const error = await gds.supplier.book({ traceId: gds.traceId, resultIndex: gds.result.resultIndex, passengers: passengersFor(gds.result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: key }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ isTimeout: false, isUncertain: false });
    await expect(gds.supplier.getBookingDetails({ traceId: gds.traceId })).rejects.toThrow("No booking found");

    const lcc = await pick(true, { failAt: "ticket" });
    const ticketError = await lcc.supplier.ticket({ traceId: lcc.traceId, resultIndex: lcc.result.resultIndex, passengers: passengersFor(lcc.result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: newKey() }).catch((e: unknown) => e);
    expect(ticketError).toMatchObject({ name: "SupplierError", message: "Simulated could not issue the tickets (simulated failure)", isUncertain: false });
  });

  it("ticketTimeout hangs until aborted: isTimeout and isUncertain; the tickets exist at the supplier", async () => {
    const { supplier, traceId, result } = await pick(true, { ticketTimeout: true });
    const started = Date.now();
    const error = await supplier.ticket({ traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: newKey() }, { signal: AbortSignal.timeout(100) }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ isTimeout: true, isUncertain: true });
    expect(await supplier.getBookingDetails({ traceId })).toMatchObject({ status: "ticketed" });
  });

  it("a general timeout on Ticket or Book is uncertain; a signal already fired before the call is not", async () => {
    const { supplier, traceId, result } = await pick(true, { failMode: "timeout" });
    const passengers = passengersFor(result, { adults: 2, children: 1, infants: 1 });
    await expect(supplier.ticket({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: newKey() }, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ isTimeout: true, isUncertain: true });
    await expect(supplier.book({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: newKey() }, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ isTimeout: true, isUncertain: true });
    await expect(supplier.ticket({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: newKey() }, { signal: AbortSignal.abort() })).rejects.toMatchObject({ isTimeout: true, isUncertain: false });
  });

  it("priceChangeAtTicket: nothing issued until the new fare is accepted", async () => {
    const { supplier, traceId, result } = await pick(true, { priceChangeAtTicket: true });
    const request = { traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: newKey() };
    const changed = await supplier.ticket(request);
    expect(changed).toMatchObject({ status: "pending", isPriceChanged: true, tickets: [], pnr: "" });
    expect(changed.itinerary.fare.publishedFare).toBeGreaterThan(result.fare.publishedFare);
    const accepted = await supplier.ticket({ ...request, isPriceChangeAccepted: true });
    expect(accepted).toMatchObject({ status: "ticketed", isPriceChanged: false });
    expect(accepted.itinerary.fare.publishedFare).toBe(changed.itinerary.fare.publishedFare);
  });
});
