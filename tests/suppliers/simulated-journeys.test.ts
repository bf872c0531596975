import { createSimulatedSupplier } from "@/server/suppliers/simulated/simulated-supplier";
import type { SupplierResult } from "@/server/suppliers/types";
import { flightNumbers, leg, searchRequest } from "./sim-helpers";

const supplier = createSimulatedSupplier({ seed: 1 });

const domesticReturn = (specialReturn: boolean) =>
  searchRequest({
    journeyType: 2,
    specialReturn,
    segments: [
      { origin: "BOM", destination: "DEL", departureDate: "2026-09-15" },
      { origin: "DEL", destination: "BOM", departureDate: "2026-09-20" },
    ],
  });

describe("simulated supplier: domestic return", () => {
  let results: SupplierResult[];
  beforeAll(async () => {
    results = (await supplier.search(domesticReturn(true))).results;
  });

  it("answers an outbound list 0 and an inbound list 1, priced separately", () => {
    const outbound = results.filter((r) => r.listIndex === 0 && r.fareType === "normal");
    const inbound = results.filter((r) => r.listIndex === 1);
    expect(outbound.length).toBeGreaterThan(15);
    expect(inbound.length).toBeGreaterThan(15);
    for (const r of outbound) {
      expect(r.segments).toHaveLength(1);
      expect(leg(r)[0].origin.code).toBe("BOM");
      expect(leg(r)[0].departureTime.startsWith("2026-09-15")).toBe(true);
    }
    for (const r of inbound) {
      expect(r.segments).toHaveLength(1);
      expect(r.fareType).toBe("normal");
      expect(leg(r)[0].origin.code).toBe("DEL");
      expect(leg(r).at(-1)?.destination.code).toBe("BOM");
    }
    expect(new Set(results.map((r) => r.resultIndex)).size).toBe(results.length);
  });

  it("adds LCC and GDS special returns in list 0: same airline both ways, both legs, cheaper than the two one-ways", () => {
    const specials = results.filter((r) => r.fareType !== "normal");
    expect(specials.some((r) => r.fareType === "lccSpecialReturn")).toBe(true);
    expect(specials.some((r) => r.fareType === "gdsSpecialReturn")).toBe(true);
    for (const r of specials) {
      expect(r.listIndex).toBe(0);
      expect(r.segments).toHaveLength(2);
      expect(r.isLcc).toBe(r.fareType === "lccSpecialReturn");
      expect(leg(r, 0)[0].origin.code).toBe("BOM");
      expect(leg(r, 1)[0].origin.code).toBe("DEL");
      expect(leg(r, 0)[0].airlineCode).toBe(leg(r, 1)[0].airlineCode);
      const cheapest = (list: 0 | 1, legIndex: number) =>
        Math.min(...results.filter((x) => x.listIndex === list && x.fareType === "normal" && flightNumbers(leg(x)) === flightNumbers(leg(r, legIndex))).map((x) => x.fare.publishedFare));
      const sum = cheapest(0, 0) + cheapest(1, 1);
      expect(Number.isFinite(sum)).toBe(true);
      expect(r.fare.publishedFare).toBeLessThan(sum);
      expect(r.fare.offeredFare).toBe(r.fare.publishedFare - r.fare.commissionEarned);
    }
  });

  it("leaves special returns out when they are not asked for", async () => {
    const plain = (await supplier.search(domesticReturn(false))).results;
    expect(plain.every((r) => r.fareType === "normal")).toBe(true);
    expect(plain.filter((r) => r.listIndex === 1).length).toBeGreaterThan(0);
  });
});

describe("simulated supplier: international return and multi-city", () => {
  it("answers round-trip fares in one list, each with two legs (DEL-DXB)", async () => {
    const { results } = await supplier.search(
      searchRequest({
        journeyType: 2,
        isDomestic: false,
        segments: [
          { origin: "DEL", destination: "DXB", departureDate: "2026-09-15" },
          { origin: "DXB", destination: "DEL", departureDate: "2026-09-25" },
        ],
      }),
    );
    expect(results.length).toBeGreaterThan(10);
    for (const r of results) {
      expect(r.listIndex).toBe(0);
      expect(r.fareType).toBe("normal");
      expect(r.segments).toHaveLength(2);
      expect(leg(r, 0)[0].origin.code).toBe("DEL");
      expect(leg(r, 0).at(-1)?.destination.code).toBe("DXB");
      expect(leg(r, 1)[0].origin.code).toBe("DXB");
      expect(leg(r, 1)[0].departureTime.startsWith("2026-09-25")).toBe(true);
      expect(leg(r, 0)[0].airlineCode).toBe(leg(r, 1)[0].airlineCode);
    }
    const emirates = results.find((r) => leg(r, 0)[0].airlineCode === "EK");
    expect(emirates).toBeDefined();
    expect(leg(emirates!, 0)[0].destination).toMatchObject({ code: "DXB", terminal: "T3", countryCode: "AE" });
    expect(["20 Kg", "30 Kg"]).toContain(leg(emirates!, 0)[0].baggage);
    expect(results.some((r) => leg(r, 0)[0].airlineCode === "EK" && leg(r, 1)[0].baggage === "30 Kg")).toBe(true);
    expect(emirates!.isLcc).toBe(false);
  });

  it("answers one-way DEL-DXB with Indian carriers, Emirates and Qatar via Doha, in Dubai local time", async () => {
    const { results } = await supplier.search(searchRequest({ isDomestic: false, segments: [{ origin: "DEL", destination: "DXB", departureDate: "2026-09-15" }] }));
    const airlines = new Set(results.map((r) => leg(r)[0].airlineCode));
    for (const code of ["6E", "AI", "EK"]) expect(airlines).toContain(code);
    const viaDoha = results.find((r) => leg(r).length === 2 && leg(r)[0].airlineCode === "QR");
    expect(viaDoha && leg(viaDoha)[0].destination.code).toBe("DOH");
    const direct = results.find((r) => leg(r).length === 1 && !leg(r)[0].stopPoint)!;
    const [s] = leg(direct);
    const utc = (local: string, offsetMinutes: number) => Date.parse(`${local}Z`) / 60_000 - offsetMinutes;
    expect(utc(s.arrivalTime, 240) - utc(s.departureTime, 330)).toBe(s.durationMinutes);
  });

  it("answers multi-city results with one leg per requested segment, in order", async () => {
    const segments = [
      { origin: "DEL", destination: "BOM", departureDate: "2026-09-15" },
      { origin: "BOM", destination: "BLR", departureDate: "2026-09-17" },
      { origin: "BLR", destination: "DEL", departureDate: "2026-09-19" },
    ];
    const { results } = await supplier.search(searchRequest({ journeyType: 3, segments }));
    expect(results.length).toBeGreaterThan(5);
    for (const r of results) {
      expect(r.segments).toHaveLength(3);
      r.segments.forEach((l, i) => {
        expect(l[0].origin.code).toBe(segments[i].origin);
        expect(l.at(-1)?.destination.code).toBe(segments[i].destination);
        expect(l[0].departureTime.slice(0, 10)).toBe(segments[i].departureDate);
      });
    }
    const unknown = await supplier.search(searchRequest({ journeyType: 3, segments: [segments[0], { origin: "BOM", destination: "XXX", departureDate: "2026-09-17" }] }));
    expect(unknown.results).toEqual([]);
  });

  it("fare rules cover each leg of a round-trip fare", async () => {
    const search = await supplier.search(domesticReturn(true));
    const special = search.results.find((r) => r.fareType === "lccSpecialReturn")!;
    const rules = await supplier.fareRules({ traceId: search.traceId, resultIndex: special.resultIndex });
    expect(rules.map((r) => [r.origin, r.destination])).toEqual([["BOM", "DEL"], ["DEL", "BOM"]]);
  });
});
