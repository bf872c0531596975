import type { TFlightResult, TSegment } from "@/lib/contracts/flights";
import { Stops } from "@/lib/constants";
import {
  applyFilters,
  emptyFilters,
  filterIndex,
  getFilterOptions,
  getPriceBounds,
  indexResults,
  isFilterActive,
  isInTimeSlot,
  isInWindow,
  minutesOfDay,
  sortResults,
  TIME_SLOTS,
  toStopsOption,
  type FlightFilters,
  type FlightSort,
  type TimeSlotKey,
} from "@/lib/flight-filters";
import { generateResults, localTime, makeResult, makeSegment } from "./flight-fixtures";

const DATE = "2025-05-12";

/** A leg from `from` departing at HH:mm: hops of [to, flight minutes, ground minutes before this hop]. */
function leg(from: string, hhmm: string, airline: string, hops: [string, number, number?][], extra: Partial<TSegment> = {}): TSegment[] {
  const segments: TSegment[] = [];
  let clock = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  let origin = from;
  hops.forEach(([to, minutes, ground = 0], i) => {
    clock += ground;
    segments.push(makeSegment({ from: origin, to, dep: localTime(DATE, clock), minutes, ground, airline: i === 0 ? airline : (extra.airlineCode ?? airline), ...(i === 0 ? extra : {}) }));
    clock += minutes;
    origin = to;
  });
  return segments;
}

// index: first departure, price, refundable, stops, layovers, airline (first segment), origin -> destination
const R: TFlightResult[] = [
  /* 0 */ makeResult({ price: 4523.0, isRefundable: true, legs: [leg("DEL", "03:59", "6E", [["BOM", 130]])] }),
  /* 1 */ makeResult({ price: 5100.5, isRefundable: false, legs: [leg("DEL", "04:00", "AI", [["BOM", 125]])] }),
  /* 2 */ makeResult({ price: 7000, isRefundable: true, legs: [leg("DEL", "10:59", "UK", [["BLR", 150], ["BOM", 100, 31]])] }),
  /* 3 */ makeResult({ price: 3999.99, isRefundable: false, legs: [leg("HDO", "11:00", "6E", [["BOM", 140]])] }),
  /* 4 */ makeResult({ price: 9500, isRefundable: true, legs: [leg("DEL", "15:59", "SG", [["DXB", 200], ["NMI", 220, 101]])] }),
  /* 5 */ makeResult({ price: 12000, isRefundable: false, legs: [leg("DEL", "16:00", "AI", [["HYD", 120], ["DXB", 200, 60], ["BOM", 190, 100]])] }),
  /* 6 */ makeResult({
    price: 2500.25,
    isRefundable: true,
    legs: [leg("DEL", "20:59", "6E", [["BOM", 200]], { stopPoint: "IDR", stopPointArrivalTime: `${DATE}T22:00:00`, stopPointDepartureTime: `${DATE}T22:45:00` })],
  }),
  /* 7 */ makeResult({ price: 3100, isRefundable: false, legs: [leg("DEL", "21:00", "QP", [["BOM", 125]])] }),
  /* 8 */ makeResult({ price: 6100, isRefundable: true, legs: [leg("DEL", "23:30", "UK", [["HYD", 120], ["BOM", 90, 90]])] }),
  /* 9 */ makeResult({ price: 4800, isRefundable: false, legs: [[makeSegment({ from: "DEL", to: "BLR", dep: `${DATE}T02:00:00`, minutes: 160, airline: "SG" }), makeSegment({ from: "BLR", to: "BOM", dep: `${DATE}T06:00:00`, minutes: 110, ground: 80, airline: "6E" })]] }),
  /* 10 */ makeResult({ price: 45000, isRefundable: true, legs: [leg("DEL", "00:00", "EK", [["BOM", 135]])] }),
];

const ALL = R.map((_, i) => i);
const positions = (list: TFlightResult[]) => list.map((r) => R.indexOf(r));
const run = (patch: Partial<FlightFilters>) => positions(applyFilters(R, { ...emptyFilters(), ...patch }));

describe("time windows (spec 001 section 3)", () => {
  it("lists the five slots with the spec's labels in order", () => {
    expect(TIME_SLOTS.map((s) => s.label)).toEqual(["Any Time", "Before 11AM", "11AM to 4PM", "4PM to 9PM", "After 9PM"]);
  });

  it.each<[string, TimeSlotKey, boolean]>([
    ["03:59:59", "before11AM", false],
    ["04:00:00", "before11AM", true],
    ["10:59:00", "before11AM", true],
    ["11:00:00", "before11AM", false],
    ["11:00:00", "11AMTo4PM", true],
    ["15:59:00", "11AMTo4PM", true],
    ["16:00:00", "11AMTo4PM", false],
    ["16:00:00", "4PMTo9PM", true],
    ["20:59:00", "4PMTo9PM", true],
    ["21:00:00", "4PMTo9PM", false],
    ["21:00:00", "after9PM", true],
    ["23:30:00", "after9PM", true],
    ["00:00:00", "after9PM", true],
    ["02:00:00", "after9PM", true],
    ["03:59:00", "after9PM", true],
    ["04:00:00", "after9PM", false],
    ["12:00:00", "after9PM", false],
    ["20:59:00", "after9PM", false],
    ["13:37:00", "anyTime", true],
  ])("%s in %s -> %s", (time, slot, expected) => {
    expect(isInTimeSlot(`${DATE}T${time}`, slot)).toBe(expected);
  });

  it("reads minutes of the local time as written and rejects unreadable times", () => {
    expect(minutesOfDay("2025-05-12T23:30:00")).toBe(1410);
    expect(minutesOfDay("2025-05-12T00:00")).toBe(0);
    expect(minutesOfDay("2025-05-12")).toBe(-1);
    expect(minutesOfDay("2025-05-12T25:00:00")).toBe(-1);
    expect(isInWindow(-1, { start: 0, end: 1440 })).toBe(false);
    expect(isInWindow(-1, null)).toBe(true);
  });
});

describe("applyFilters", () => {
  it.each<[string, TimeSlotKey[], number[]]>([
    ["no slot chosen", [], ALL],
    ["Any Time", ["anyTime"], ALL],
    ["Any Time with another slot", ["anyTime", "before11AM"], ALL],
    ["Before 11AM (04:00 inclusive, 11:00 exclusive)", ["before11AM"], [1, 2]],
    ["11AM to 4PM", ["11AMTo4PM"], [3, 4]],
    ["4PM to 9PM", ["4PMTo9PM"], [5, 6]],
    ["After 9PM rolls over midnight (21:00, 23:30, 00:00, 02:00, 03:59)", ["after9PM"], [0, 7, 8, 9, 10]],
    ["two slots", ["before11AM", "4PMTo9PM"], [1, 2, 5, 6]],
  ])("outbound flight time: %s", (_, departureSlots, expected) => {
    expect(run({ departureSlots })).toEqual(expected);
  });

  it("matches the FIRST segment's departure, not a later one", () => {
    // Result 2 leaves at 10:59 and connects at 14:00: Before 11AM only.
    expect(run({ departureSlots: ["11AMTo4PM"] })).not.toContain(2);
    expect(run({ departureSlots: ["before11AM"] })).toContain(2);
  });

  it.each<[number | null, number[]]>([
    [null, ALL],
    [45000, ALL],
    [5100.5, [0, 1, 3, 6, 7, 9]],
    [5100.49, [0, 3, 6, 7, 9]],
    [2500.25, [6]],
    [2500, []],
  ])("price: maximum %p keeps fares from the minimum up to it", (maxPrice, expected) => {
    expect(run({ maxPrice })).toEqual(expected);
  });

  it.each<[string, (typeof Stops)[keyof typeof Stops][], number[]]>([
    ["Direct (1 segment, technical stop included)", [Stops.Direct], [0, 1, 3, 6, 7, 10]],
    ["1 stop (2 segments)", [Stops.OneStop], [2, 4, 8, 9]],
    ["2 and more (3+ segments)", [Stops.TwoAndMore], [5]],
    ["1 stop and 2 and more", [Stops.OneStop, Stops.TwoAndMore], [2, 4, 5, 8, 9]],
  ])("stops: %s", (_, stops, expected) => {
    expect(run({ stops })).toEqual(expected);
  });

  it.each([
    [1, Stops.Direct],
    [2, Stops.OneStop],
    [3, Stops.TwoAndMore],
    [4, Stops.TwoAndMore],
  ])("segment count %i -> stops option %i", (count, option) => {
    expect(toStopsOption(count)).toBe(option);
  });

  it.each<[string[], number[]]>([
    [["DXB"], [4, 5]],
    [["HYD"], [5, 8]],
    [["BLR", "HYD"], [2, 5, 8, 9]],
    [["BOM"], []], // the final destination is not a layover
  ])("layover %p", (layovers, expected) => {
    expect(run({ layovers })).toEqual(expected);
  });

  it("ignores the layover choice while the stops choice is Direct only (the panel hides it)", () => {
    expect(run({ stops: [Stops.Direct], layovers: ["DXB"] })).toEqual([0, 1, 3, 6, 7, 10]);
    expect(run({ stops: [Stops.Direct, Stops.TwoAndMore], layovers: ["DXB"] })).toEqual([5]);
  });

  it.each<[string[], number[]]>([
    [["6E"], [0, 3, 6]], // 9 flies 6E only on its second segment
    [["AI", "UK"], [1, 2, 5, 8]],
    [["SG"], [4, 9]],
    [["XX"], []],
  ])("airline (first segment) %p", (airlines, expected) => {
    expect(run({ airlines })).toEqual(expected);
  });

  it.each<[Partial<FlightFilters>, number[]]>([
    [{ destinationAirports: ["NMI"] }, [4]],
    [{ destinationAirports: ["BOM"] }, [0, 1, 2, 3, 5, 6, 7, 8, 9, 10]],
    [{ destinationAirports: ["DXB"] }, []], // DXB is a connection, not the destination
    [{ originAirports: ["HDO"] }, [3]],
    [{ originAirports: ["DEL"] }, [0, 1, 2, 4, 5, 6, 7, 8, 9, 10]],
    [{ originAirports: ["DEL", "HDO"] }, ALL],
  ])("airports %p", (patch, expected) => {
    expect(run(patch)).toEqual(expected);
  });

  it.each<[FlightFilters["fareTypes"], number[]]>([
    [["refundable"], [0, 2, 4, 6, 8, 10]],
    [["nonRefundable"], [1, 3, 5, 7, 9]],
    [["refundable", "nonRefundable"], ALL],
  ])("fare type %p", (fareTypes, expected) => {
    expect(run({ fareTypes })).toEqual(expected);
  });

  it.each<[Partial<FlightFilters>, number[]]>([
    [{ departureSlots: ["after9PM"], fareTypes: ["refundable"] }, [0, 8, 10]],
    [{ departureSlots: ["after9PM"], fareTypes: ["refundable"], stops: [Stops.Direct] }, [0, 10]],
    [{ departureSlots: ["after9PM"], fareTypes: ["refundable"], stops: [Stops.Direct], maxPrice: 10000 }, [0]],
    [{ airlines: ["6E", "SG"], stops: [Stops.OneStop] }, [4, 9]],
    [{ airlines: ["6E", "SG"], stops: [Stops.OneStop], layovers: ["BLR"] }, [9]],
    [{ airlines: ["SG"], destinationAirports: ["BOM"], originAirports: ["DEL"] }, [9]],
  ])("combined %p", (patch, expected) => {
    expect(run(patch)).toEqual(expected);
  });

  it("Clear Filters: emptyFilters gives every result back, in order", () => {
    const narrowed = run({ airlines: ["EK"] });
    expect(narrowed).toEqual([10]);
    expect(run(emptyFilters())).toEqual(ALL);
  });

  it("reads the outbound leg of a two-leg (international return) result", () => {
    const roundTrip = makeResult({ price: 30000, legs: [leg("DEL", "22:00", "EK", [["DXB", 215]]), leg("DXB", "09:00", "EK", [["DEL", 200]])] });
    const pick = (patch: Partial<FlightFilters>) => applyFilters([roundTrip], { ...emptyFilters(), ...patch }).length;
    expect(pick({ departureSlots: ["after9PM"] })).toBe(1);
    expect(pick({ departureSlots: ["before11AM"] })).toBe(0);
    expect(pick({ destinationAirports: ["DXB"] })).toBe(1);
    expect(pick({ destinationAirports: ["DEL"] })).toBe(0);
    expect(pick({ stops: [Stops.Direct] })).toBe(1);
  });

  it("does not change its input and the index path gives the same answer", () => {
    const copy = [...R];
    const filters: FlightFilters = { ...emptyFilters(), stops: [Stops.OneStop], maxPrice: 7000 };
    expect(positions(filterIndex(indexResults(R), filters).map((e) => e.result))).toEqual(run(filters));
    expect(R).toEqual(copy);
  });
});

describe("isFilterActive", () => {
  it.each<[Partial<FlightFilters>, boolean]>([
    [{}, false],
    [{ departureSlots: ["anyTime"] }, false],
    [{ departureSlots: ["after9PM"] }, true],
    [{ maxPrice: 5000 }, true],
    [{ stops: [Stops.Direct] }, true],
    [{ airlines: ["6E"] }, true],
    [{ layovers: ["DXB"] }, true],
    [{ destinationAirports: ["BOM"] }, true],
    [{ fareTypes: ["refundable"] }, true],
    [{ originAirports: ["DEL"] }, true],
  ])("%p -> %p", (patch, expected) => {
    expect(isFilterActive({ ...emptyFilters(), ...patch })).toBe(expected);
  });
});

describe("sortResults", () => {
  it.each<[FlightSort, number[]]>([
    [{ key: "price", direction: "asc" }, [6, 7, 3, 0, 9, 1, 8, 2, 4, 5, 10]],
    [{ key: "price", direction: "desc" }, [10, 5, 4, 2, 8, 1, 9, 0, 3, 7, 6]],
    // 1 and 7 both take 125 minutes: the cheaper (7) first in both directions.
    [{ key: "duration", direction: "asc" }, [7, 1, 0, 10, 3, 6, 2, 8, 9, 4, 5]],
    [{ key: "duration", direction: "desc" }, [5, 4, 9, 8, 2, 6, 3, 10, 0, 7, 1]],
    [{ key: "departure", direction: "asc" }, [10, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8]],
    [{ key: "departure", direction: "desc" }, [8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 10]],
  ])("%p", (sort, expected) => {
    const copy = [...R];
    expect(positions(sortResults(R, sort))).toEqual(expected);
    expect(R).toEqual(copy);
  });
});

describe("getFilterOptions and getPriceBounds", () => {
  const options = getFilterOptions(R);

  it("gives the price bounds: the default maximum is the highest published price", () => {
    expect(options.price).toEqual({ min: 2500.25, max: 45000 });
    expect(getPriceBounds(R)).toEqual({ min: 2500.25, max: 45000 });
    expect(getPriceBounds([])).toEqual({ min: 0, max: 0 });
  });

  it("counts airlines by first segment with their lowest fare, cheapest first", () => {
    expect(options.airlines).toEqual([
      { code: "6E", name: "IndiGo", count: 3, minPrice: 2500.25 },
      { code: "QP", name: "Akasa Air", count: 1, minPrice: 3100 },
      { code: "SG", name: "SpiceJet", count: 2, minPrice: 4800 },
      { code: "AI", name: "Air India", count: 2, minPrice: 5100.5 },
      { code: "UK", name: "Vistara", count: 2, minPrice: 6100 },
      { code: "EK", name: "Emirates", count: 1, minPrice: 45000 },
    ]);
  });

  it("lists layover, origin and destination airports with counts", () => {
    expect(options.layovers.map((a) => [a.code, a.cityName, a.count])).toEqual([
      ["BLR", "Bengaluru", 2],
      ["DXB", "Dubai", 2],
      ["HYD", "Hyderabad", 2],
    ]);
    expect(options.originAirports.map((a) => [a.code, a.count])).toEqual([
      ["DEL", 10],
      ["HDO", 1],
    ]);
    expect(options.destinationAirports.map((a) => [a.code, a.count])).toEqual([
      ["BOM", 10],
      ["NMI", 1],
    ]);
  });

  it("counts stops, fare types and time slots", () => {
    expect(options.stops).toEqual([
      { value: 1, label: "Direct", count: 6 },
      { value: 2, label: "1 stop", count: 4 },
      { value: 3, label: "2 and more", count: 1 },
    ]);
    expect(options.fareTypes.map((f) => [f.label, f.count])).toEqual([
      ["Refundable", 6],
      ["Non-refundable", 5],
    ]);
    expect(options.timeSlots.map((s) => [s.label, s.count])).toEqual([
      ["Any Time", 11],
      ["Before 11AM", 2],
      ["11AM to 4PM", 2],
      ["4PM to 9PM", 2],
      ["After 9PM", 5],
    ]);
  });

  it("offers only the stop options that exist, and nothing for an empty list", () => {
    expect(getFilterOptions([R[0], R[1]]).stops.map((s) => s.label)).toEqual(["Direct"]);
    const none = getFilterOptions([]);
    expect(none.airlines).toEqual([]);
    expect(none.stops).toEqual([]);
    expect(none.price).toEqual({ min: 0, max: 0 });
  });

  it("accepts a prebuilt index with the same answer", () => {
    expect(getFilterOptions(indexResults(R))).toEqual(options);
  });
});

describe("performance", () => {
  it("filters 1,500 results well within a frame", () => {
    const index = indexResults(generateResults(1500, 11));
    const filters: FlightFilters = { ...emptyFilters(), departureSlots: ["after9PM", "before11AM"], stops: [Stops.OneStop], fareTypes: ["refundable"], maxPrice: 20000 };
    for (let i = 0; i < 20; i++) filterIndex(index, filters);
    const start = performance.now();
    for (let i = 0; i < 100; i++) filterIndex(index, filters);
    expect((performance.now() - start) / 100).toBeLessThan(16);
  });
});
