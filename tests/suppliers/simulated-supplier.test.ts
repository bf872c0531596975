import { createSimulatedSupplier } from "@/server/suppliers/simulated/simulated-supplier";
import { SupplierError, type SupplierResult } from "@/server/suppliers/types";
import { DAY, datesOf, flightNumbers, isDirect, leg, minutesBetween, searchRequest } from "./sim-helpers";

const supplier = createSimulatedSupplier({ seed: 1 });

describe("simulated supplier: determinism", () => {
  it("answers byte-identical results for the same route, date and seed", async () => {
    const a = await supplier.search(searchRequest());
    const b = await createSimulatedSupplier({ seed: 1 }).search(searchRequest());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(a.results.length).toBeGreaterThan(0);
  });

  it("answers differently for another seed or another date", async () => {
    const base = await supplier.search(searchRequest());
    const otherSeed = await createSimulatedSupplier({ seed: 2 }).search(searchRequest());
    const otherDate = await supplier.search(searchRequest({ segments: [{ origin: "DEL", destination: "BOM", departureDate: "2026-09-16" }] }));
    expect(otherSeed.results).not.toEqual(base.results);
    expect(otherDate.results).not.toEqual(base.results);
    expect(otherDate.results[0].segments[0][0].departureTime.slice(0, 10)).toBe("2026-09-16");
  });

  it("keeps a flight's schedule from day to day (same numbers, same times)", async () => {
    const day1 = await supplier.search(searchRequest({ directFlight: true }));
    const day2 = await supplier.search(searchRequest({ directFlight: true, segments: [{ origin: "DEL", destination: "BOM", departureDate: "2026-09-22" }] }));
    const times = (rs: SupplierResult[]) => new Map(rs.filter((r) => !leg(r)[0].stopPoint).map((r) => [flightNumbers(leg(r)), leg(r)[0].departureTime.slice(11)]));
    const t1 = times(day1.results);
    const shared = [...times(day2.results)].filter(([fn]) => t1.has(fn));
    expect(shared.length).toBeGreaterThan(10);
    for (const [fn, time] of shared) expect(t1.get(fn)).toBe(time);
  });
});

describe("simulated supplier: realistic content (DEL-BOM)", () => {
  let results: SupplierResult[];
  beforeAll(async () => {
    results = (await supplier.search(searchRequest())).results;
  });

  it("answers 15-60 options spread over the day, cheapest first, with unique result indexes", () => {
    expect(results.length).toBeGreaterThanOrEqual(15);
    expect(results.length).toBeLessThanOrEqual(60);
    expect(new Set(results.map((r) => r.resultIndex)).size).toBe(results.length);
    const prices = results.map((r) => r.fare.publishedFare);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const hours = new Set(results.map((r) => Number(leg(r)[0].departureTime.slice(11, 13))));
    expect(hours.size).toBeGreaterThanOrEqual(10);
    for (const r of results) {
      expect(r.listIndex).toBe(0);
      expect(r.fareType).toBe("normal");
      expect(leg(r)[0].origin.code).toBe("DEL");
      expect(leg(r).at(-1)?.destination.code).toBe("BOM");
    }
  });

  it("has direct flights with real airport data, terminals and local times", () => {
    const direct = results.filter((r) => isDirect(r) && !leg(r)[0].stopPoint);
    expect(direct.length).toBeGreaterThan(10);
    const s = leg(direct[0])[0];
    expect(s.origin).toMatchObject({ code: "DEL", name: "Indira Gandhi International Airport", cityCode: "DEL", cityName: "Delhi", countryCode: "IN" });
    expect(s.destination).toMatchObject({ code: "BOM", cityName: "Mumbai" });
    expect(["T1", "T2", "T3"]).toContain(s.origin.terminal);
    expect(["T1", "T2"]).toContain(s.destination.terminal);
    expect(s.departureTime).toMatch(/^2026-09-15T\d{2}:\d{2}:00$/);
    expect(minutesBetween(s.departureTime, s.arrivalTime)).toBe(s.durationMinutes);
    expect(s.durationMinutes).toBeGreaterThanOrEqual(100);
    expect(s.durationMinutes).toBeLessThanOrEqual(140);
    expect(s.groundTimeMinutes).toBe(0);
    expect(s.flightStatus).toBe("Confirmed");
    expect(direct.map((r) => leg(r)[0].airlineCode)).toEqual(expect.arrayContaining(["6E", "AI"]));
  });

  it("has one-stop connections with 45 min to 6 h on the ground", () => {
    const connections = results.filter((r) => leg(r).length === 2);
    expect(connections.length).toBeGreaterThan(3);
    for (const r of connections) {
      const [first, second] = leg(r);
      expect(first.destination.code).toBe(second.origin.code);
      expect(first.airlineCode).toBe(second.airlineCode);
      expect(second.groundTimeMinutes).toBe(minutesBetween(first.arrivalTime, second.departureTime));
      expect(second.groundTimeMinutes).toBeGreaterThanOrEqual(45);
      expect(second.groundTimeMinutes).toBeLessThanOrEqual(360);
    }
  });

  it("has some two-stop itineraries", () => {
    expect(results.some((r) => leg(r).length === 3)).toBe(true);
  });

  it("has LCC and GDS fares, refundable and non-refundable, with baggage and fare classes", () => {
    const lcc = results.filter((r) => r.isLcc);
    const gds = results.filter((r) => !r.isLcc);
    expect(lcc.length).toBeGreaterThan(0);
    expect(gds.length).toBeGreaterThan(0);
    expect(results.some((r) => r.isRefundable)).toBe(true);
    expect(results.some((r) => !r.isRefundable)).toBe(true);
    for (const r of lcc) {
      expect(["6E", "SG", "QP", "IX"]).toContain(leg(r)[0].airlineCode);
      expect(leg(r)[0].baggage).toBe("15 Kg");
      expect(r.fare.commissionEarned).toBe(0);
    }
    for (const r of gds) expect(["15 Kg", "25 Kg"]).toContain(leg(r)[0].baggage);
    expect(gds.some((r) => leg(r)[0].baggage === "25 Kg")).toBe(true);
    for (const r of results) {
      expect(leg(r)[0].cabinBaggage).toBe("7 Kg");
      expect(leg(r)[0].fareClass).toMatch(/^[A-Z]$/);
      expect(["A320", "A321", "737"]).toContain(leg(r)[0].craft);
    }
  });

  it("keeps amounts in integer paise; offered fare is published minus commission; GDS earns 3-5% of base", () => {
    for (const r of results) {
      const f = r.fare;
      for (const v of [f.baseFare, f.tax, f.otherCharges, f.publishedFare, f.offeredFare, f.commissionEarned, f.tdsOnCommission]) expect(Number.isInteger(v)).toBe(true);
      expect(f.currency).toBe("INR");
      expect(f.publishedFare).toBe(f.baseFare + f.tax + f.otherCharges);
      expect(f.offeredFare).toBe(f.publishedFare - f.commissionEarned);
      if (!r.isLcc) {
        expect(f.commissionEarned / f.baseFare).toBeGreaterThanOrEqual(0.0299);
        expect(f.commissionEarned / f.baseFare).toBeLessThanOrEqual(0.0501);
        expect(f.tdsOnCommission).toBeGreaterThan(0);
        expect(f.tdsOnCommission).toBeLessThan(f.commissionEarned);
      }
    }
    const cheapest = results[0].fare.publishedFare / 100;
    expect(cheapest).toBeGreaterThan(2000);
    expect(cheapest).toBeLessThan(12000);
  });

  it("has direct flights with a technical stop on DEL-BOM or BOM-DEL over a month", async () => {
    const found: SupplierResult[] = [];
    for (const date of datesOf("2026-09")) {
      for (const [o, d] of [["DEL", "BOM"], ["BOM", "DEL"]]) {
        const { results: day } = await supplier.search(searchRequest({ directFlight: true, segments: [{ origin: o, destination: d, departureDate: date }] }));
        found.push(...day.filter((r) => leg(r)[0].stopPoint));
      }
    }
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      const [s] = leg(r);
      expect(leg(r)).toHaveLength(1);
      expect(s.stopPoint).toMatch(/^[A-Z]{3}$/);
      expect(s.stopPointArrivalTime > s.departureTime).toBe(true);
      expect(s.stopPointDepartureTime > s.stopPointArrivalTime).toBe(true);
      expect(s.arrivalTime > s.stopPointDepartureTime).toBe(true);
      expect(minutesBetween(s.departureTime, s.arrivalTime)).toBe(s.durationMinutes);
    }
  });
});

describe("simulated supplier: filters and passengers", () => {
  it("directFlight keeps only non-stop flights (technical stops included)", async () => {
    const { results } = await supplier.search(searchRequest({ directFlight: true }));
    expect(results.length).toBeGreaterThan(10);
    expect(results.every(isDirect)).toBe(true);
  });

  it("preferredAirlines keeps only those airlines", async () => {
    const { results } = await supplier.search(searchRequest({ preferredAirlines: ["AI", "UK"] }));
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.flatMap((r) => r.segments.flat().map((s) => s.airlineCode)))).toEqual(new Set(["AI", "UK"]));
  });

  it("prices business at about 3-4 times economy with bigger baggage", async () => {
    const economy = (await supplier.search(searchRequest({ directFlight: true, preferredAirlines: ["AI"] }))).results;
    const business = (await supplier.search(searchRequest({ directFlight: true, preferredAirlines: ["AI"], cabinClass: 4 }))).results;
    expect(business.length).toBeGreaterThan(0);
    const base = (rs: SupplierResult[]) => Math.min(...rs.map((r) => r.fare.baseFare));
    expect(base(business) / base(economy)).toBeGreaterThan(2.8);
    expect(base(business) / base(economy)).toBeLessThan(4.5);
    expect(leg(business[0])[0].baggage).toBe("35 Kg");
    expect(["Z", "D", "C", "J"]).toContain(leg(business[0])[0].fareClass);
  });

  it("breaks the fare down per passenger type (2 adults, 1 child, 1 infant)", async () => {
    const { results } = await supplier.search(searchRequest({ adults: 2, children: 1, infants: 1 }));
    for (const r of results.slice(0, 10)) {
      const [adt, chd, inf] = r.fare.breakdown;
      expect(r.fare.breakdown.map((b) => [b.paxType, b.passengerCount])).toEqual([[1, 2], [2, 1], [3, 1]]);
      expect(chd.baseFare / (adt.baseFare / 2)).toBeCloseTo(0.75, 2);
      expect(inf.baseFare).toBeLessThan(adt.baseFare / 2);
      const sum = (k: "baseFare" | "tax" | "otherCharges") => r.fare.breakdown.reduce((s, b) => s + b[k], 0);
      expect(sum("baseFare")).toBe(r.fare.baseFare);
      expect(sum("tax")).toBe(r.fare.tax);
      expect(sum("otherCharges")).toBe(r.fare.otherCharges);
    }
  });

  it("answers no results (not an error) for an unknown airport", async () => {
    const { results } = await supplier.search(searchRequest({ segments: [{ origin: "DEL", destination: "QQQ", departureDate: DAY }] }));
    expect(results).toEqual([]);
  });

  it("scales to 500 results for benchmarks, quickly", async () => {
    const big = createSimulatedSupplier({ seed: 1, resultsPerSearch: 500 });
    await big.search(searchRequest());
    const started = performance.now();
    const { results } = await big.search(searchRequest({ segments: [{ origin: "DEL", destination: "BOM", departureDate: "2026-09-17" }] }));
    const elapsed = performance.now() - started;
    expect(results).toHaveLength(500);
    expect(new Set(results.map((r) => r.resultIndex)).size).toBe(500);
    expect(elapsed).toBeLessThan(500);
  });
});

describe("simulated supplier: switches", () => {
  it("failMode error rejects with a SupplierError", async () => {
    const broken = createSimulatedSupplier({ failMode: "error" }, { sourceName: "Broken" });
    const error = await broken.search(searchRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ supplier: "Broken", isTimeout: false });
    await expect(broken.calendarFare({ origin: "DEL", destination: "BOM", month: "2026-09", cabinClass: 2 })).rejects.toBeInstanceOf(SupplierError);
  });

  it("failMode timeout hangs until the signal fires, then rejects as a timeout", async () => {
    const stuck = createSimulatedSupplier({ failMode: "timeout" });
    const started = Date.now();
    const error = await stuck.search(searchRequest(), { signal: AbortSignal.timeout(150) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect((error as SupplierError).isTimeout).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("latencyMs delays the answer and honours the AbortSignal", async () => {
    const slow = createSimulatedSupplier({ latencyMs: 120, seed: 1 });
    const started = Date.now();
    const answer = await slow.search(searchRequest());
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(answer).toEqual(await supplier.search(searchRequest()));
    const error = await createSimulatedSupplier({ latencyMs: 5_000 }).search(searchRequest(), { signal: AbortSignal.timeout(50) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "SupplierError", isTimeout: true });
  });

  it("priceChangeAtFareQuote raises the fare at fare quote", async () => {
    const search = await supplier.search(searchRequest());
    const first = search.results[0];
    const same = await supplier.fareQuote({ traceId: search.traceId, resultIndex: first.resultIndex });
    expect(same).toEqual({ isPriceChanged: false, result: first });
    const changing = createSimulatedSupplier({ seed: 1, priceChangeAtFareQuote: true });
    const quote = await changing.fareQuote({ traceId: search.traceId, resultIndex: first.resultIndex });
    expect(quote.isPriceChanged).toBe(true);
    expect(quote.result.fare.publishedFare).toBeGreaterThan(first.fare.publishedFare);
    expect(quote.result.segments).toEqual(first.segments);
  });
});

describe("simulated supplier: calendar fare and fare rules", () => {
  it("answers the cheapest fare of each day of the month, exactly one lowest", async () => {
    const days = await supplier.calendarFare({ origin: "BOM", destination: "DEL", month: "2026-02", cabinClass: 2 });
    expect(days.map((d) => d.date)).toEqual(datesOf("2026-02"));
    const lowest = days.filter((d) => d.isLowestFareOfMonth);
    expect(lowest).toHaveLength(1);
    expect(lowest[0].fare).toBe(Math.min(...days.map((d) => d.fare)));
    for (const d of days) {
      expect(Number.isInteger(d.fare)).toBe(true);
      expect(d.fare).toBe(d.baseFare + d.tax);
      expect(d.airlineName).not.toBe("");
    }
    const day = days[9];
    const { results } = await supplier.search(searchRequest({ segments: [{ origin: "BOM", destination: "DEL", departureDate: day.date }] }));
    expect(results[0].fare.publishedFare).toBe(day.fare);
    expect(await supplier.calendarFare({ origin: "BOM", destination: "DEL", month: "2026-02", cabinClass: 2 })).toEqual(days);
    expect(await supplier.calendarFare({ origin: "BOM", destination: "ZZZ", month: "2026-02", cabinClass: 2 })).toEqual([]);
  });

  it("answers deterministic fare rules for a result and refuses an unknown result index", async () => {
    const search = await supplier.search(searchRequest());
    const refundable = search.results.find((r) => r.isRefundable)!;
    const nonRefundable = search.results.find((r) => !r.isRefundable)!;
    const rules = await supplier.fareRules({ traceId: search.traceId, resultIndex: refundable.resultIndex });
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ airline: leg(refundable)[0].airlineCode, origin: "DEL", destination: "BOM", fareRestriction: "Refundable with charges" });
    expect(rules[0].fareBasisCode).toMatch(new RegExp(`^${leg(refundable)[0].fareClass}`));
    expect(rules[0].fareRuleDetail).toMatch(/Cancellation fee/);
    expect(rules[0].fareRuleDetail).toMatch(/Date change/);
    expect(await supplier.fareRules({ traceId: search.traceId, resultIndex: refundable.resultIndex })).toEqual(rules);
    const strict = await supplier.fareRules({ traceId: search.traceId, resultIndex: nonRefundable.resultIndex });
    expect(strict[0].fareRestriction).toBe("Non-refundable");
    expect(strict[0].fareRuleDetail).toMatch(/non-refundable/i);
    await expect(supplier.fareRules({ traceId: search.traceId, resultIndex: "OB9999" })).rejects.toBeInstanceOf(SupplierError);
    await expect(supplier.fareRules({ traceId: "garbage", resultIndex: "OB1" })).rejects.toBeInstanceOf(SupplierError);
  });
});
