import { createSimulatedSupplier } from "@/server/suppliers/simulated/simulated-supplier";
import { createTboSupplier, type TboConfig } from "@/server/suppliers/tbo/tbo-supplier";
import { InMemoryTboTokenStore } from "@/server/suppliers/tbo/tbo-token-store";
import { SupplierError, type SupplierResult, type SupplierSearchRequest } from "@/server/suppliers/types";
import { startFakeTboServer, type FakeTboServer } from "./fake-tbo-server";
import { leg, searchRequest } from "./sim-helpers";
import { SEARCH_ANSWER } from "./tbo-fixtures";

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
  createTboSupplier({ credentials: fake.credentials, authUrl: fake.authUrl, airUrl: fake.airUrl, endUserIp: "10.1.2.3", tokenStore: store, ...overrides });

/** What the fake's inventory holds for a request (the fake answers the simulated generator, seed 11). */
const expected = (request: SupplierSearchRequest) => createSimulatedSupplier({ seed: 11 }).search(request);
const searchBodies = () => fake.requests.filter((r) => r.method === "Search").map((r) => r.body);

describe("TBO adapter: session", () => {
  it("authenticates once a day and reuses the token across searches and supplier instances", async () => {
    await tbo().search(searchRequest());
    await tbo().search(searchRequest({ segments: [{ origin: "BOM", destination: "BLR", departureDate: "2026-09-15" }] }));
    await Promise.all([tbo().search(searchRequest()), tbo().calendarFare({ origin: "DEL", destination: "BOM", month: "2026-09", cabinClass: 2 })]);
    expect(fake.counters.Authenticate).toBe(1);
    expect(fake.counters.Search).toBe(3);
    const tokens = new Set(fake.requests.filter((r) => r.method !== "Authenticate").map((r) => r.body.TokenId));
    expect(tokens.size).toBe(1);
    const auth = fake.requests.find((r) => r.method === "Authenticate")!.body;
    expect(auth).toEqual({ ClientId: "ApiIntegrationNew", UserName: "wayfare", Password: "s3cret!", EndUserIp: "10.1.2.3" });
  });

  it("shares one Authenticate between concurrent first searches", async () => {
    const supplier = tbo();
    await Promise.all([1, 2, 3, 4].map(() => supplier.search(searchRequest())));
    expect(fake.counters.Authenticate).toBe(1);
  });

  it("authenticates again on the next calendar day (India time)", async () => {
    let now = new Date("2026-09-15T18:20:00Z"); // 23:50 IST
    const supplier = tbo({ now: () => now });
    await supplier.search(searchRequest());
    now = new Date("2026-09-15T18:25:00Z");
    await supplier.search(searchRequest());
    expect(fake.counters.Authenticate).toBe(1);
    now = new Date("2026-09-15T18:31:00Z"); // 00:01 IST the next day
    fake.expireTokens();
    await supplier.search(searchRequest());
    expect(fake.counters.Authenticate).toBe(2);
  });

  it("re-authenticates once and retries when TBO answers InValidSession (4)", async () => {
    const supplier = tbo();
    await supplier.search(searchRequest());
    fake.switches.invalidSessionOnce = true;
    const answer = await supplier.search(searchRequest());
    expect(answer.results.length).toBeGreaterThan(0);
    expect(fake.counters.Authenticate).toBe(2);
    expect(fake.counters.Search).toBe(3);
    const [, stale, fresh] = searchBodies();
    expect(fresh.TokenId).not.toBe(stale.TokenId);
  });

  it("gives up after one retry when the session stays invalid", async () => {
    fake.switches.failures.Search = { ResponseStatus: 4, ErrorCode: 6, ErrorMessage: "Invalid Token" };
    await expect(tbo().search(searchRequest())).rejects.toMatchObject({ name: "SupplierError", message: "Invalid Token", isTimeout: false });
    expect(fake.counters.Authenticate).toBe(2);
    expect(fake.counters.Search).toBe(2);
  });

  it("refuses wrong credentials with a SupplierError that carries no secret", async () => {
    const error = await tbo({ credentials: { ...fake.credentials, password: "wrong-password" } }).search(searchRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as SupplierError).message).toBe("TBO authentication failed: Invalid Credentials");
    expect((error as SupplierError).message).not.toContain("wrong-password");
    expect(fake.counters.Search).toBe(0);
    expect(store.size).toBe(0);
  });
});

describe("TBO adapter: failures on HTTP 200 and timeouts", () => {
  it("turns a ResponseStatus failure into a SupplierError with TBO's message", async () => {
    fake.switches.failures.Search = { ResponseStatus: 2, ErrorCode: 2, ErrorMessage: "No Result Found" };
    const error = await tbo().search(searchRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ supplier: "TBO", message: "No Result Found", isTimeout: false });
  });

  it("treats a non-zero ErrorCode as a failure even with ResponseStatus 1", async () => {
    fake.switches.searchOverride = { Response: { ResponseStatus: 1, Error: { ErrorCode: 3, ErrorMessage: "Invalid Segments" }, Results: [] } };
    await expect(tbo().search(searchRequest())).rejects.toMatchObject({ message: "Invalid Segments" });
  });

  it("honours the AbortSignal on a slow answer (timeout)", async () => {
    const supplier = tbo();
    await supplier.search(searchRequest());
    fake.switches.delayMs = 3_000;
    const started = Date.now();
    const error = await supplier.search(searchRequest(), { signal: AbortSignal.timeout(150) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "SupplierError", isTimeout: true });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("times out by its own timeoutMs too, and reports HTTP errors", async () => {
    fake.switches.delayMs = 3_000;
    await expect(tbo({ timeoutMs: 100 }).search(searchRequest())).rejects.toMatchObject({ isTimeout: true });
    fake.switches.delayMs = 0;
    await expect(tbo({ airUrl: `${fake.origin}/Nowhere.svc/rest` }).search(searchRequest())).rejects.toMatchObject({ message: "TBO answered HTTP 404" });
  });
});

describe("TBO adapter: search mapping", () => {
  it("maps the request to TBO's Search body, sends Accept-Encoding gzip and reads the gzip answer", async () => {
    await tbo().search(searchRequest({ adults: 2, children: 1, infants: 1, preferredAirlines: ["6E", "AI"] }), { endUserIp: "49.36.1.1" });
    const [body] = searchBodies();
    expect(body).toMatchObject({
      EndUserIp: "49.36.1.1",
      AdultCount: "2",
      ChildCount: "1",
      InfantCount: "1",
      DirectFlight: "false",
      JourneyType: "1",
      PreferredAirlines: ["6E", "AI"],
      Sources: null,
      Segments: [{ Origin: "DEL", Destination: "BOM", FlightCabinClass: "2", PreferredDepartureTime: "2026-09-15T00:00:00" }],
    });
    expect(fake.requests.every((r) => r.acceptEncoding.includes("gzip"))).toBe(true);
  });

  it("maps a documented-shape answer field by field (fare in paise, terminals, times, technical stop)", async () => {
    fake.switches.searchOverride = SEARCH_ANSWER;
    const { traceId, results } = await tbo().search(searchRequest());
    expect(traceId).toBe("2d2f63a8-1b9e-4c6f-9a55-3f0f6b1d2e77");
    const [indigo, airIndia] = results;
    expect(indigo).toMatchObject({ resultIndex: "OB2[TBO]aQL8Cu2CvJfmTagPYiFQ==", isLcc: true, isRefundable: false, fareType: "normal", listIndex: 0, lastTicketDate: null, airlineRemark: "6E Saver fare." });
    expect(indigo.fare).toEqual({
      currency: "INR",
      baseFare: 359600,
      tax: 92750,
      otherCharges: 0,
      publishedFare: 452350,
      offeredFare: 452350,
      commissionEarned: 0,
      tdsOnCommission: 0,
      breakdown: [{ paxType: 1, passengerCount: 1, baseFare: 359600, tax: 92750, otherCharges: 0 }],
    });
    expect(leg(indigo)[0]).toEqual({
      airlineCode: "6E",
      airlineName: "IndiGo",
      flightNumber: "2134",
      fareClass: "R",
      operatingCarrier: "",
      origin: { code: "DEL", name: "Indira Gandhi Airport", cityCode: "DEL", cityName: "Delhi", countryCode: "IN", terminal: "2" },
      destination: { code: "BOM", name: "Chhatrapati Shivaji International", cityCode: "BOM", cityName: "Mumbai", countryCode: "IN", terminal: "1" },
      departureTime: "2026-09-15T06:10:00",
      arrivalTime: "2026-09-15T08:20:00",
      durationMinutes: 130,
      groundTimeMinutes: 0,
      craft: "320",
      baggage: "15 Kg",
      cabinBaggage: "7 Kg",
      flightStatus: "Confirmed",
      stopPoint: "",
      stopPointArrivalTime: "",
      stopPointDepartureTime: "",
    });
    expect(airIndia.fare).toMatchObject({ baseFare: 512000, tax: 103451, publishedFare: 615451, commissionEarned: 16384, tdsOnCommission: 327, offeredFare: 599067 });
    expect(airIndia.fare.offeredFare).toBe(airIndia.fare.publishedFare - airIndia.fare.commissionEarned);
    expect(airIndia).toMatchObject({ isLcc: false, isRefundable: true, lastTicketDate: "2026-09-13T23:59:00" });
    expect(leg(airIndia)[0]).toMatchObject({
      origin: expect.objectContaining({ terminal: "3" }),
      arrivalTime: "2026-09-15T10:05:00",
      durationMinutes: 185,
      stopPoint: "AMD",
      stopPointArrivalTime: "2026-09-15T08:30:00",
      stopPointDepartureTime: "2026-09-15T09:10:00",
      operatingCarrier: "AI",
    });
  });

  it("maps generated one-way results with a passenger mix: breakdown per pax type, amounts exact to the paisa", async () => {
    const request = searchRequest({ adults: 2, children: 1, infants: 1 });
    const { results } = await tbo().search(request);
    const want = (await expected(request)).results;
    expect(results.map((r) => r.resultIndex)).toEqual(want.map((r) => r.resultIndex));
    results.forEach((r, i) => {
      expect(r.fare).toEqual(want[i].fare);
      expect(r.isLcc).toBe(want[i].isLcc);
      expect(r.segments[0].map((s) => [s.airlineCode, s.flightNumber, s.departureTime, s.arrivalTime, s.baggage, s.groundTimeMinutes, s.stopPoint])).toEqual(
        want[i].segments[0].map((s) => [s.airlineCode, s.flightNumber, s.departureTime, s.arrivalTime, s.baggage, s.groundTimeMinutes, s.stopPoint]),
      );
    });
    expect(results[0].fare.breakdown.map((b) => [b.paxType, b.passengerCount])).toEqual([[1, 2], [2, 1], [3, 1]]);
  });

  it("maps a domestic return: Results[0] to list 0 and Results[1] to list 1", async () => {
    const request = searchRequest({ journeyType: 2, segments: [{ origin: "BOM", destination: "DEL", departureDate: "2026-09-15" }, { origin: "DEL", destination: "BOM", departureDate: "2026-09-18" }] });
    const { results } = await tbo().search(request);
    expect(searchBodies()[0].JourneyType).toBe("2");
    const inbound = results.filter((r) => r.listIndex === 1);
    expect(inbound.length).toBeGreaterThan(0);
    expect(inbound.every((r) => leg(r)[0].origin.code === "DEL" && r.resultIndex.startsWith("IB"))).toBe(true);
    expect(results.filter((r) => r.listIndex === 0).every((r) => leg(r)[0].origin.code === "BOM" && r.segments.length === 1)).toBe(true);
  });

  it("asks JourneyType 5 for a special return and flags the two-leg fares", async () => {
    const request = searchRequest({ journeyType: 2, specialReturn: true, segments: [{ origin: "BOM", destination: "DEL", departureDate: "2026-09-15" }, { origin: "DEL", destination: "BOM", departureDate: "2026-09-18" }] });
    const { results } = await tbo().search(request);
    const [body] = searchBodies();
    expect(body.JourneyType).toBe("5");
    expect((body.Segments as unknown[]).length).toBe(2);
    const specials = results.filter((r) => r.fareType !== "normal");
    expect(specials.some((r) => r.fareType === "lccSpecialReturn")).toBe(true);
    expect(specials.some((r) => r.fareType === "gdsSpecialReturn")).toBe(true);
    for (const r of specials) {
      expect(r.listIndex).toBe(0);
      expect(r.segments).toHaveLength(2);
      expect(r.isLcc).toBe(r.fareType === "lccSpecialReturn");
    }
    const want = (await expected(request)).results.filter((r) => r.fareType !== "normal");
    expect(specials.map((r) => [r.resultIndex, r.fareType, r.fare.publishedFare])).toEqual(want.map((r) => [r.resultIndex, r.fareType, r.fare.publishedFare]));
  });

  it("maps an international return (one list, two legs each) and a multi-city search", async () => {
    const intl = await tbo().search(searchRequest({ journeyType: 2, isDomestic: false, segments: [{ origin: "BOM", destination: "DXB", departureDate: "2026-09-15" }, { origin: "DXB", destination: "BOM", departureDate: "2026-09-22" }] }));
    expect(intl.results.length).toBeGreaterThan(0);
    expect(intl.results.every((r: SupplierResult) => r.listIndex === 0 && r.segments.length === 2 && r.fareType === "normal")).toBe(true);
    const segments = [
      { origin: "DEL", destination: "BOM", departureDate: "2026-09-15" },
      { origin: "BOM", destination: "MAA", departureDate: "2026-09-17" },
      { origin: "MAA", destination: "DEL", departureDate: "2026-09-19" },
    ];
    const multi = await tbo().search(searchRequest({ journeyType: 3, segments }));
    expect(searchBodies()[1]).toMatchObject({ JourneyType: "3", Segments: segments.map((s) => ({ Origin: s.origin, Destination: s.destination, PreferredDepartureTime: `${s.departureDate}T00:00:00` })) });
    expect(multi.results.length).toBeGreaterThan(0);
    for (const r of multi.results) expect(r.segments.map((l) => [l[0].origin.code, l.at(-1)?.destination.code])).toEqual(segments.map((s) => [s.origin, s.destination]));
  });
});

describe("TBO adapter: fare rules, fare quote and calendar fare", () => {
  it("maps FareRule for a result of the search", async () => {
    const supplier = tbo();
    const search = await supplier.search(searchRequest());
    const rules = await supplier.fareRules({ traceId: search.traceId, resultIndex: "OB3" });
    expect(fake.requests.at(-1)?.body).toMatchObject({ TraceId: search.traceId, ResultIndex: "OB3", EndUserIp: "10.1.2.3" });
    const simulated = createSimulatedSupplier({ seed: 11 });
    const own = await simulated.search(searchRequest());
    expect(rules).toEqual(await simulated.fareRules({ traceId: own.traceId, resultIndex: "OB3" }));
    await expect(supplier.fareRules({ traceId: "no-such-trace", resultIndex: "OB3" })).rejects.toMatchObject({ message: "Invalid TraceId or the TraceId has expired" });
  });

  it("maps FareQuote, with IsPriceChanged", async () => {
    const supplier = tbo();
    const search = await supplier.search(searchRequest());
    const first = search.results[0];
    const same = await supplier.fareQuote({ traceId: search.traceId, resultIndex: first.resultIndex });
    expect(same.isPriceChanged).toBe(false);
    expect(same.result.fare).toEqual(first.fare);
    fake.switches.priceChangeAtFareQuote = true;
    const changed = await supplier.fareQuote({ traceId: search.traceId, resultIndex: first.resultIndex });
    expect(changed.isPriceChanged).toBe(true);
    expect(changed.result.fare.publishedFare).toBeGreaterThan(first.fare.publishedFare);
  });

  it("maps GetCalendarFare to one day per date in paise", async () => {
    const days = await tbo().calendarFare({ origin: "DEL", destination: "BOM", month: "2026-09", cabinClass: 2 });
    expect(fake.requests.at(-1)?.body).toMatchObject({ JourneyType: "1", Segments: [{ Origin: "DEL", Destination: "BOM", FlightCabinClass: "2", PreferredDepartureTime: "2026-09-01T00:00:00" }] });
    const want = await createSimulatedSupplier({ seed: 11 }).calendarFare({ origin: "DEL", destination: "BOM", month: "2026-09", cabinClass: 2 });
    expect(days).toEqual(want);
    expect(days).toHaveLength(30);
    expect(days.filter((d) => d.isLowestFareOfMonth)).toHaveLength(1);
  });
});
