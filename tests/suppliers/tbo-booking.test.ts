import { createSupplier } from "@/server/suppliers/create-supplier";
import { createSimulatedSupplier } from "@/server/suppliers/simulated/simulated-supplier";
import { createTboSupplier, type TboConfig } from "@/server/suppliers/tbo/tbo-supplier";
import { InMemoryTboTokenStore } from "@/server/suppliers/tbo/tbo-token-store";
import { canBook, paxFareFor, SupplierError, type BookingSupplier, type SupplierResult } from "@/server/suppliers/types";
import { passengersFor } from "./booking-helpers";
import { startFakeTboServer, type FakeTboServer, type TboMethod } from "./fake-tbo-server";
import { searchRequest } from "./sim-helpers";

let fake: FakeTboServer;
let store: InMemoryTboTokenStore;

beforeAll(async () => {
  fake = await startFakeTboServer({ seed: 11 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  store = new InMemoryTboTokenStore();
});

const tbo = (overrides: Partial<TboConfig> = {}) =>
  createTboSupplier({ credentials: fake.credentials, authUrl: fake.authUrl, airUrl: fake.airUrl, bookingUrl: fake.bookingUrl, endUserIp: "10.1.2.3", tokenStore: store, ...overrides });
const family = searchRequest({ adults: 2, children: 1, infants: 1 });
const sent = (method: TboMethod) => fake.requests.filter((r) => r.method === method);
const lastBody = (method: TboMethod) => sent(method).at(-1)!.body as Record<string, any>;

async function pick(isLcc: boolean, supplier: BookingSupplier = tbo()) {
  const { traceId, results } = await supplier.search(family);
  const result = results.find((r) => r.isLcc === isLcc && r.segments[0].length === 1) as SupplierResult;
  expect(result).toBeDefined();
  return { supplier, traceId, result };
}

describe("TBO adapter: SSR", () => {
  it("maps LCC Baggage/MealDynamic per segment (rupees -> paise) and GDS Meal/SeatPreference", async () => {
    const { supplier, traceId, result } = await pick(true);
    const ssr = await supplier.ssr({ traceId, resultIndex: result.resultIndex });
    expect(lastBody("SSR")).toEqual({ EndUserIp: "10.1.2.3", TokenId: expect.any(String), TraceId: traceId, ResultIndex: result.resultIndex });
    expect(sent("SSR")[0].path).toBe("/AirService.svc/rest/SSR");
    const simulated = createSimulatedSupplier({ seed: 11 });
    const own = await simulated.search(family);
    expect(ssr).toEqual(await simulated.ssr({ traceId: own.traceId, resultIndex: result.resultIndex }));
    expect(ssr.baggage[0].find((b) => b.code === "XBPB")).toMatchObject({ weightKg: 5, price: 252_500, supplierKind: 2, wayType: 1 });

    const gds = await pick(false, supplier);
    const gdsSsr = await supplier.ssr({ traceId: gds.traceId, resultIndex: gds.result.resultIndex });
    expect(gdsSsr).toMatchObject({ isLcc: false, baggage: [], meals: [] });
    expect(gdsSsr.mealPreferences[0]).toEqual({ code: "VGML", description: "Vegetarian Vegan Meal" });
    expect(gdsSsr.seatPreferences.map((s) => s.code)).toEqual(["A", "W", "NoSeat"]);
  });
});

describe("TBO adapter: LCC ticket", () => {
  it("sends Passengers with per-pax Fare, IsLeadPax, PaxType, Gender and Baggage/MealDynamic, on the booking host", async () => {
    const { supplier, traceId, result } = await pick(true);
    expect(canBook(supplier)).toBe(true);
    const ssr = await supplier.ssr({ traceId, resultIndex: result.resultIndex });
    const bag = ssr.baggage[0].find((b) => b.weightKg === 10)!;
    const meal = ssr.meals[0].find((m) => m.code === "VBIR")!;
    const passengers = passengersFor(result, { adults: 2, children: 1, infants: 1 });
    passengers[0].baggage = [bag];
    passengers[1].meals = [meal];
    const answer = await supplier.ticket({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: "order-1" });

    const request = sent("Ticket")[0];
    expect(request.path).toBe("/BookingEngine/AirService.svc/rest/Ticket");
    const body = request.body as Record<string, any>;
    expect(body).toMatchObject({ PreferredCurrency: "INR", IsBaseCurrencyRequired: "true", TraceId: traceId, ResultIndex: result.resultIndex, EndUserIp: "10.1.2.3" });
    expect(body.IsPriceChangeAccepted).toBeUndefined();
    expect(body.Passengers.map((p: any) => [p.PaxType, p.Gender, p.IsLeadPax, p.Title])).toEqual([[1, 1, true, "Mr"], [1, 2, false, "Mrs"], [2, 1, false, "Miss"], [3, 1, false, "Mstr"]]);
    const adult = paxFareFor(result.fare, 1, 0);
    expect(body.Passengers[0]).toMatchObject({
      FirstName: "Rahul", LastName: "Sharma", DateOfBirth: "1985-03-15T00:00:00", PassportNo: "Z1234567", PassportExpiry: "2032-01-01T00:00:00",
      ContactNo: "9810001234", Email: "rahul.sharma@example.test", AddressLine1: "45 Prithviraj Road", City: "New Delhi", CountryCode: "IN", CountryName: "India", Nationality: "IN",
      Fare: { Currency: "INR", BaseFare: adult.baseFare / 100, Tax: adult.tax / 100, OtherCharges: adult.otherCharges / 100, PublishedFare: adult.publishedFare / 100 },
      Baggage: [{ AirlineCode: bag.airlineCode, FlightNumber: bag.flightNumber, WayType: 1, Code: "XBPC", Description: 2, Weight: 10, Currency: "INR", Price: 5050, Origin: "DEL", Destination: "BOM", Text: "Prepaid excess baggage 10 Kg" }],
      MealDynamic: [],
      SeatDynamic: [],
    });
    expect(body.Passengers[1].MealDynamic).toEqual([expect.objectContaining({ Code: "VBIR", Description: 2, AirlineDescription: "Veg Biryani", Quantity: 1, Price: meal.price / 100 })]);
    expect(body.Passengers[3].Fare.BaseFare).toBe(paxFareFor(result.fare, 3).baseFare / 100);
    expect(body.Passengers[0].Meal).toBeUndefined();
    const total = body.Passengers.reduce((s: number, p: any) => s + Math.round(p.Fare.PublishedFare * 100), 0);
    expect(total).toBe(result.fare.publishedFare);

    expect(answer).toMatchObject({ status: "ticketed", isPriceChanged: false, isTimeChanged: false, ssrDenied: false });
    expect(answer.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(answer.bookingId).toMatch(/^\d+$/);
    expect(answer.tickets).toHaveLength(4);
    expect(answer.tickets[3]).toMatchObject({ paxIndex: 3, ticketNumber: answer.pnr, validatingAirline: "022", issueDate: "2026-09-01T12:00:00", status: "OK" });
    expect(answer.itinerary).toMatchObject({ bookingId: answer.bookingId, pnr: answer.pnr, status: "ticketed", supplierStatus: 3, isLcc: true, origin: "DEL", destination: "BOM" });
    expect(answer.itinerary.fare).toMatchObject({ totalBaggageCharges: bag.price, totalMealCharges: meal.price, publishedFare: result.fare.publishedFare + bag.price + meal.price });
    expect(answer.itinerary.passengers[0].baggage).toEqual([bag]);
    expect(answer.itinerary.passengers[1].meals).toEqual([meal]);
    expect(answer.itinerary.segments).toHaveLength(1);
    expect(answer.itinerary.segments[0][0]).toMatchObject({ airlinePnr: answer.pnr, flightNumber: result.segments[0][0].flightNumber, departureTime: result.segments[0][0].departureTime });
  });

  it("a ResponseStatus 2 on HTTP 200 is a certain SupplierError with TBO's message", async () => {
    const { supplier, traceId, result } = await pick(true);
    fake.switches.failures.Ticket = { ResponseStatus: 2, ErrorCode: 2, ErrorMessage: "Ticketing failed at airline" };
    const error = await supplier.ticket({ traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: "k" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ message: "Ticketing failed at airline", isTimeout: false, isUncertain: false });
    expect(fake.counters.Ticket).toBe(1);
  });

  it("a Ticket timeout is uncertain; the booking then shows up by TraceId", async () => {
    const { supplier, traceId, result } = await pick(true);
    fake.switches.ticketDelayMs = 400;
    const error = await supplier
      .ticket({ traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: "k" }, { signal: AbortSignal.timeout(100) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "SupplierError", isTimeout: true, isUncertain: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const details = await supplier.getBookingDetails({ traceId });
    expect(lastBody("GetBookingDetails")).toMatchObject({ TraceId: traceId });
    expect(details.status).toBe("ticketed");
    expect(details.passengers).toHaveLength(4);
  });

  it("a price change at Ticket issues nothing until resent with IsPriceChangeAccepted", async () => {
    const { supplier, traceId, result } = await pick(true);
    fake.switches.priceChangeAtTicket = true;
    const request = { traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: "k" };
    const changed = await supplier.ticket(request);
    expect(changed).toMatchObject({ status: "pending", isPriceChanged: true, tickets: [], pnr: "", bookingId: "" });
    expect(changed.itinerary.fare.publishedFare).toBeGreaterThan(result.fare.publishedFare);
    const accepted = await supplier.ticket({ ...request, isPriceChangeAccepted: true });
    expect(lastBody("Ticket").IsPriceChangeAccepted).toBe(true);
    expect(accepted).toMatchObject({ status: "ticketed", isPriceChanged: false });
    expect(accepted.tickets).toHaveLength(4);
  });
});

describe("TBO adapter: GDS book, ticket, details, release", () => {
  it("books with Meal/Seat preferences (infant NoSeat, no Baggage arrays), then tickets by BookingId and PNR", async () => {
    const { supplier, traceId, result } = await pick(false);
    const passengers = passengersFor(result, { adults: 2, children: 1, infants: 1 });
    passengers[0].mealPreference = { code: "VGML", description: "Vegetarian Vegan Meal" };
    passengers[1].seatPreference = { code: "W", description: "Window" };
    const held = await supplier.book({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: "b1" });
    const request = sent("Book")[0];
    expect(request.path).toBe("/BookingEngine/AirService.svc/rest/Book");
    const body = request.body as Record<string, any>;
    expect(body).toMatchObject({ TraceId: traceId, ResultIndex: result.resultIndex });
    expect(body.Passengers[0]).toMatchObject({ PaxType: 1, IsLeadPax: true, Gender: 1, Meal: { Code: "VGML", Description: "Vegetarian Vegan Meal" } });
    expect(body.Passengers[0].Fare).toMatchObject({ BaseFare: paxFareFor(result.fare, 1, 0).baseFare / 100, Tax: paxFareFor(result.fare, 1, 0).tax / 100 });
    expect(body.Passengers[1].Seat).toEqual({ Code: "W", Description: "Window" });
    expect(body.Passengers[3].Seat).toEqual({ Code: "NoSeat", Description: "No seat" });
    expect(body.Passengers.every((p: any) => p.Baggage === undefined && p.MealDynamic === undefined)).toBe(true);

    expect(held).toMatchObject({ status: "held", isPriceChanged: false, isTimeChanged: false });
    expect(held.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(held.itinerary).toMatchObject({ bookingId: held.bookingId, status: "held", supplierStatus: 1, isLcc: false, source: 4, lastTicketDate: result.lastTicketDate });
    expect(held.itinerary.passengers.every((p) => p.ticket === null)).toBe(true);

    const ticketed = await supplier.ticket({ traceId, bookingId: held.bookingId, pnr: held.pnr, idempotencyKey: "t1" });
    expect(lastBody("Ticket")).toEqual({ EndUserIp: "10.1.2.3", TokenId: expect.any(String), TraceId: traceId, PNR: held.pnr, BookingId: Number(held.bookingId), IsPriceChangeAccepted: false });
    expect(ticketed).toMatchObject({ bookingId: held.bookingId, pnr: held.pnr, status: "ticketed" });
    expect(ticketed.tickets.map((t) => t.paxIndex)).toEqual([0, 1, 2, 3]);
    for (const t of ticketed.tickets) expect(t.ticketNumber).toMatch(/^098\d{10}$/);
    expect(ticketed.itinerary.segments[0][0].airlinePnr).not.toBe("");

    const details = await supplier.getBookingDetails({ bookingId: held.bookingId });
    expect(lastBody("GetBookingDetails")).toEqual({ EndUserIp: "10.1.2.3", TokenId: expect.any(String), BookingId: Number(held.bookingId) });
    expect(details).toEqual(ticketed.itinerary);
    await expect(supplier.releasePnr({ bookingId: held.bookingId, source: 4 })).rejects.toMatchObject({ message: "Only a held, unticketed booking can be released" });
  });

  it("a Book ResponseStatus 2 on HTTP 200 is a certain SupplierError; an LCC Book is refused by TBO", async () => {
    const { supplier, traceId, result } = await pick(false);
    fake.switches.failures.Book = { ResponseStatus: 2, ErrorCode: 2, ErrorMessage: "Fare is no longer available" };
    const passengers = passengersFor(result, { adults: 2, children: 1, infants: 1 });
    const error = await supplier.book({ traceId, resultIndex: result.resultIndex, passengers, idempotencyKey: "b" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ message: "Fare is no longer available", isTimeout: false, isUncertain: false });
    fake.switches.failures = {};
    const lcc = await pick(true, supplier);
    await expect(supplier.book({ traceId: lcc.traceId, resultIndex: lcc.result.resultIndex, passengers: passengersFor(lcc.result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: "b2" })).rejects.toMatchObject({
      message: "Book is not allowed for LCC; call Ticket",
    });
  });

  it("GetBookingDetails by BookingId (not nested), by PNR and last name; ReleasePNRRequest with BookingId and Source", async () => {
    const { supplier, traceId, result } = await pick(false);
    const held = await supplier.book({ traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: "b" });
    const byId = await supplier.getBookingDetails({ bookingId: held.bookingId });
    expect(byId).toEqual(held.itinerary);
    expect(await supplier.getBookingDetails({ pnr: held.pnr, lastName: "Sharma" })).toEqual(held.itinerary);
    expect(lastBody("GetBookingDetails")).toMatchObject({ PNR: held.pnr, LastName: "Sharma" });
    await expect(supplier.getBookingDetails({ bookingId: "42" })).rejects.toMatchObject({ message: "No booking found" });

    const released = await supplier.releasePnr({ bookingId: held.bookingId, source: byId.source });
    expect(released).toEqual({ bookingId: held.bookingId, status: "cancelled" });
    const request = sent("ReleasePNRRequest")[0];
    expect(request.path).toBe("/BookingEngine/AirService.svc/rest/ReleasePNRRequest");
    expect(request.body).toEqual({ EndUserIp: "10.1.2.3", TokenId: expect.any(String), BookingId: Number(held.bookingId), Source: 4 });
    expect(await supplier.getBookingDetails({ bookingId: held.bookingId })).toMatchObject({ status: "cancelled", supplierStatus: 4 });
    await expect(supplier.ticket({ traceId, bookingId: held.bookingId, pnr: held.pnr, idempotencyKey: "t" })).rejects.toMatchObject({ message: "The booking is cancelled", isUncertain: false });
  });

  it("books on airUrl when no bookingUrl is set; createSupplier passes bookingUrl through", async () => {
    const { supplier, traceId, result } = await pick(false, tbo({ bookingUrl: undefined }));
    await supplier.book({ traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2, children: 1, infants: 1 }), idempotencyKey: "b" });
    expect(sent("Book")[0].path).toBe("/AirService.svc/rest/Book");

    const fromRow = createSupplier({ code: "tbo", name: "TBO", settings: { authUrl: fake.authUrl, airUrl: fake.airUrl, bookingUrl: fake.bookingUrl, endUserIp: "10.9.9.9" }, credentials: fake.credentials });
    expect(canBook(fromRow)).toBe(true);
    if (!canBook(fromRow)) return;
    const again = await pick(false, fromRow);
    await fromRow.getBookingDetails({ traceId: again.traceId }).catch(() => undefined);
    expect(sent("GetBookingDetails").at(-1)?.path).toBe("/BookingEngine/AirService.svc/rest/GetBookingDetails");
  });
});
