// The result filter model of the flight search result page and its application (spec 000 sections 2
// and 5; time slots from spec 001 section 3). Pure functions, no React: the page indexes a result list
// once (indexResults) and re-filters the small index records on every filter change.
//
// Rules, per category (all categories combine with AND; the choices inside one category with OR;
// an empty choice list means "no restriction"):
// - departureSlots: the FIRST segment's departure (airport-local time) of the outbound leg lies in one
//   of the chosen windows; start inclusive, end exclusive; a window ending before it starts rolls to
//   the next day (After 9PM = 21:00-04:00). "Any Time" means no restriction.
// - maxPrice: publishedPrice <= maxPrice (compared in paise); null = no limit. The minimum is the
//   lowest fare of the list, so every fare is >= it.
// - stops: SEGMENT COUNT of the outbound leg: 1 Direct, 2 one stop, 3+ "2 and more". A technical stop
//   keeps one segment, so it counts as Direct.
// - layovers: a connection airport of the outbound leg (destination of every segment but the last) is
//   one of the chosen codes. Ignored while the stops choice is Direct only (the panel hides it then).
// - airlines: the FIRST segment's airlineCode of the outbound leg (the carrier the itinerary is sold
//   under). One result counts under exactly one airline, so the counts of the panel add up.
// - destinationAirports: the last segment's destination of the outbound leg.
// - originAirports: the first segment's origin of the outbound leg.
// - fareTypes: isRefundable true -> "refundable", false -> "nonRefundable".
import type { TFlightResult } from "@/lib/contracts/flights";
import { Stops } from "@/lib/constants";
import { legDurationMinutes } from "@/lib/flight-format";
import { toMinorUnits } from "@/lib/money";

export type StopsOption = (typeof Stops)[keyof typeof Stops];
export type FareTypeOption = "refundable" | "nonRefundable";
export type TimeSlotKey = "anyTime" | "before11AM" | "11AMTo4PM" | "4PMTo9PM" | "after9PM";

export type TimeSlot = {
  key: TimeSlotKey;
  /** The spec's label (spec 001 section 3). */
  label: string;
  /** Minutes after local midnight; start inclusive, end exclusive; null for Any Time. */
  window: { start: number; end: number } | null;
};

/** Spec 001 section 3, in the spec's order. */
export const TIME_SLOTS: readonly TimeSlot[] = [
  { key: "anyTime", label: "Any Time", window: null },
  { key: "before11AM", label: "Before 11AM", window: { start: 4 * 60, end: 11 * 60 } },
  { key: "11AMTo4PM", label: "11AM to 4PM", window: { start: 11 * 60, end: 16 * 60 } },
  { key: "4PMTo9PM", label: "4PM to 9PM", window: { start: 16 * 60, end: 21 * 60 } },
  { key: "after9PM", label: "After 9PM", window: { start: 21 * 60, end: 4 * 60 } },
];

/** Spec 000 section 9: Stops options. */
export const STOPS_OPTIONS: readonly { value: StopsOption; label: string }[] = [
  { value: Stops.Direct, label: "Direct" },
  { value: Stops.OneStop, label: "1 stop" },
  { value: Stops.TwoAndMore, label: "2 and more" },
];

export const FARE_TYPE_OPTIONS: readonly { value: FareTypeOption; label: string }[] = [
  { value: "refundable", label: "Refundable" },
  { value: "nonRefundable", label: "Non-refundable" },
];

export type FlightFilters = {
  /** Outbound flight times. */
  departureSlots: TimeSlotKey[];
  /** Major units; null = no limit (the default maximum is the highest published price). */
  maxPrice: number | null;
  stops: StopsOption[];
  airlines: string[];
  /** Connection airport codes. */
  layovers: string[];
  destinationAirports: string[];
  fareTypes: FareTypeOption[];
  originAirports: string[];
};

export type SortKey = "price" | "duration" | "departure" | "arrival";
export type SortDirection = "asc" | "desc";
export type FlightSort = { key: SortKey; direction: SortDirection };
export const DEFAULT_SORT: FlightSort = { key: "price", direction: "asc" };

export function emptyFilters(): FlightFilters {
  return { departureSlots: [], maxPrice: null, stops: [], airlines: [], layovers: [], destinationAirports: [], fareTypes: [], originAirports: [] };
}

const isSlotRestricting = (slots: readonly TimeSlotKey[]) => slots.length > 0 && !slots.includes("anyTime");
const isDirectOnly = (stops: readonly StopsOption[]) => stops.length > 0 && stops.every((s) => s === Stops.Direct);

/** True when the filters would hide anything (Any Time and a null maximum restrict nothing). */
export function isFilterActive(filters: FlightFilters): boolean {
  return (
    isSlotRestricting(filters.departureSlots) ||
    filters.maxPrice !== null ||
    filters.stops.length > 0 ||
    filters.airlines.length > 0 ||
    (filters.layovers.length > 0 && !isDirectOnly(filters.stops)) ||
    filters.destinationAirports.length > 0 ||
    filters.fareTypes.length > 0 ||
    filters.originAirports.length > 0
  );
}

/** Minutes after midnight of an airport-local "YYYY-MM-DDTHH:mm:ss" (or "...THH:mm"); -1 when unreadable. */
export function minutesOfDay(localIso: string): number {
  const t = localIso.indexOf("T");
  if (t < 0 || localIso.length < t + 6) return -1;
  const h = Number(localIso.slice(t + 1, t + 3));
  const m = Number(localIso.slice(t + 4, t + 6));
  if (!Number.isInteger(h) || !Number.isInteger(m) || h > 23 || m > 59 || h < 0 || m < 0) return -1;
  return h * 60 + m;
}

/** Start inclusive, end exclusive; a window ending before it starts rolls over midnight. */
export function isInWindow(minutes: number, window: { start: number; end: number } | null): boolean {
  if (window === null) return true;
  if (minutes < 0) return false;
  return window.start <= window.end ? minutes >= window.start && minutes < window.end : minutes >= window.start || minutes < window.end;
}

/** Does a local departure time fall in the time slot? */
export function isInTimeSlot(localIso: string, slot: TimeSlotKey): boolean {
  const found = TIME_SLOTS.find((s) => s.key === slot);
  return found ? isInWindow(minutesOfDay(localIso), found.window) : false;
}

/** Segment count -> Stops option (1 Direct, 2 one stop, 3+ two and more). */
export function toStopsOption(segmentCount: number): StopsOption {
  if (segmentCount <= 1) return Stops.Direct;
  return segmentCount === 2 ? Stops.OneStop : Stops.TwoAndMore;
}

const toPaise = toMinorUnits;

/** The keys of one result that the filters and sorts read, computed once. */
export type FlightIndexEntry = {
  result: TFlightResult;
  /** Position in the list given to indexResults (the stable tie-breaker). */
  position: number;
  pricePaise: number;
  /** Bit of the departure slot (1 << index in TIME_SLOTS), 0 when the time is unreadable. */
  slotBit: number;
  stops: StopsOption;
  airline: string;
  origin: string;
  destination: string;
  layovers: string[];
  isRefundable: boolean;
  /** All legs, flight plus ground time. */
  durationMinutes: number;
  /** First segment's local departure, "YYYY-MM-DDTHH:mm:ss" (sorts as text). */
  departure: string;
  /** The outbound leg's last segment's local arrival (sorts as text). */
  arrival: string;
};

function slotBitOf(localIso: string): number {
  const minutes = minutesOfDay(localIso);
  for (let i = 1; i < TIME_SLOTS.length; i++) if (isInWindow(minutes, TIME_SLOTS[i].window)) return 1 << i;
  return 0;
}

export function indexResult(result: TFlightResult, position: number): FlightIndexEntry {
  const leg = result.segments[0] ?? [];
  const first = leg[0];
  const last = leg[leg.length - 1];
  const layovers: string[] = [];
  for (let i = 0; i < leg.length - 1; i++) layovers.push(leg[i].destinationAirportCode);
  let durationMinutes = 0;
  for (const l of result.segments) durationMinutes += legDurationMinutes(l);
  return {
    result,
    position,
    pricePaise: toPaise(result.publishedPrice),
    slotBit: first ? slotBitOf(first.departureTime) : 0,
    stops: toStopsOption(leg.length),
    airline: first?.airlineCode ?? "",
    origin: first?.originAirportCode ?? "",
    destination: last?.destinationAirportCode ?? "",
    layovers,
    isRefundable: result.isRefundable,
    durationMinutes,
    departure: first?.departureTime ?? "",
    arrival: last?.arrivalTime ?? "",
  };
}

export function indexResults(results: readonly TFlightResult[]): FlightIndexEntry[] {
  return results.map(indexResult);
}

/** Compiles the filters once into a predicate over index entries. */
export function compileFilters(filters: FlightFilters): (entry: FlightIndexEntry) => boolean {
  let slotMask = 0;
  if (isSlotRestricting(filters.departureSlots)) {
    for (const key of filters.departureSlots) {
      const i = TIME_SLOTS.findIndex((s) => s.key === key);
      if (i > 0) slotMask |= 1 << i;
    }
  }
  const maxPaise = filters.maxPrice === null ? null : toPaise(filters.maxPrice);
  const stops = filters.stops.length > 0 ? new Set<number>(filters.stops) : null;
  const airlines = filters.airlines.length > 0 ? new Set(filters.airlines) : null;
  const layovers = filters.layovers.length > 0 && !isDirectOnly(filters.stops) ? new Set(filters.layovers) : null;
  const destinations = filters.destinationAirports.length > 0 ? new Set(filters.destinationAirports) : null;
  const origins = filters.originAirports.length > 0 ? new Set(filters.originAirports) : null;
  const wantsRefundable = filters.fareTypes.includes("refundable");
  const wantsNonRefundable = filters.fareTypes.includes("nonRefundable");
  const fareTypes = filters.fareTypes.length > 0 && !(wantsRefundable && wantsNonRefundable);

  return (e) => {
    if (slotMask !== 0 && (e.slotBit & slotMask) === 0) return false;
    if (maxPaise !== null && e.pricePaise > maxPaise) return false;
    if (stops && !stops.has(e.stops)) return false;
    if (airlines && !airlines.has(e.airline)) return false;
    if (origins && !origins.has(e.origin)) return false;
    if (destinations && !destinations.has(e.destination)) return false;
    if (fareTypes && (e.isRefundable ? !wantsRefundable : !wantsNonRefundable)) return false;
    if (layovers) {
      let hit = false;
      for (const code of e.layovers) if (layovers.has(code)) { hit = true; break; }
      if (!hit) return false;
    }
    return true;
  };
}

/** The fast path: filter an index built once per result list. */
export function filterIndex(index: readonly FlightIndexEntry[], filters: FlightFilters): FlightIndexEntry[] {
  const keep = compileFilters(filters);
  const out: FlightIndexEntry[] = [];
  for (const e of index) if (keep(e)) out.push(e);
  return out;
}

export function applyFilters(results: readonly TFlightResult[], filters: FlightFilters): TFlightResult[] {
  return filterIndex(indexResults(results), filters).map((e) => e.result);
}

function compareEntries(sort: FlightSort): (a: FlightIndexEntry, b: FlightIndexEntry) => number {
  const sign = sort.direction === "desc" ? -1 : 1;
  return (a, b) => {
    let d = 0;
    if (sort.key === "price") d = a.pricePaise - b.pricePaise;
    else if (sort.key === "duration") d = a.durationMinutes - b.durationMinutes;
    else d = a[sort.key] < b[sort.key] ? -1 : a[sort.key] > b[sort.key] ? 1 : 0;
    if (d !== 0) return sign * d;
    // Ties: the cheaper fare first, then the original order (stable in both directions).
    return a.pricePaise - b.pricePaise || a.position - b.position;
  };
}

export function sortIndex(index: readonly FlightIndexEntry[], sort: FlightSort): FlightIndexEntry[] {
  return [...index].sort(compareEntries(sort));
}

/**
 * Sorts without changing the input. price: publishedPrice; duration: flight plus ground time of all
 * legs; departure: the first segment's local departure; arrival: the outbound leg's last arrival. Ties go to the cheaper fare, then list order.
 */
export function sortResults(results: readonly TFlightResult[], sort: FlightSort): TFlightResult[] {
  return sortIndex(indexResults(results), sort).map((e) => e.result);
}

export type AirlineOption = { code: string; name: string; count: number; minPrice: number };
export type AirportOption = { code: string; name: string; cityName: string; count: number };
export type FlightFilterOptions = {
  /** Sorted by lowest fare, then name. */
  airlines: AirlineOption[];
  /** Connection airports of the outbound legs, sorted by code. */
  layovers: AirportOption[];
  originAirports: AirportOption[];
  destinationAirports: AirportOption[];
  price: { min: number; max: number };
  /** Only the stop options some result has, in Stops order. */
  stops: { value: StopsOption; label: string; count: number }[];
  fareTypes: { value: FareTypeOption; label: string; count: number }[];
  /** Result count per time slot (Any Time = all). */
  timeSlots: { key: TimeSlotKey; label: string; count: number }[];
};

/** Lowest and highest publishedPrice; {0, 0} for no results. */
export function getPriceBounds(results: readonly TFlightResult[]): { min: number; max: number } {
  if (results.length === 0) return { min: 0, max: 0 };
  let min = Infinity;
  let max = -Infinity;
  for (const r of results) {
    if (r.publishedPrice < min) min = r.publishedPrice;
    if (r.publishedPrice > max) max = r.publishedPrice;
  }
  return { min, max };
}

function countAirport(map: Map<string, AirportOption>, code: string, name: string, cityName: string) {
  if (!code) return;
  const found = map.get(code);
  if (found) found.count++;
  else map.set(code, { code, name, cityName, count: 1 });
}

const byCode = (a: AirportOption, b: AirportOption) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** What the filter panel offers, from the unfiltered list (accepts the results or their index). */
export function getFilterOptions(input: readonly TFlightResult[] | readonly FlightIndexEntry[]): FlightFilterOptions {
  const index = (input.length > 0 && "pricePaise" in input[0] ? input : indexResults(input as readonly TFlightResult[])) as readonly FlightIndexEntry[];
  const airlines = new Map<string, AirlineOption>();
  const layovers = new Map<string, AirportOption>();
  const origins = new Map<string, AirportOption>();
  const destinations = new Map<string, AirportOption>();
  const stopCounts = new Map<StopsOption, number>();
  const slotCounts = TIME_SLOTS.map(() => 0);
  let refundable = 0;

  for (const e of index) {
    const leg = e.result.segments[0] ?? [];
    const first = leg[0];
    const last = leg[leg.length - 1];
    const price = e.result.publishedPrice;
    if (first) {
      const airline = airlines.get(e.airline);
      if (airline) {
        airline.count++;
        if (price < airline.minPrice) airline.minPrice = price;
      } else airlines.set(e.airline, { code: e.airline, name: first.airlineName, count: 1, minPrice: price });
      countAirport(origins, e.origin, first.originAirportName, first.originCityName);
      countAirport(destinations, e.destination, last.destinationAirportName, last.destinationCityName);
    }
    // A result counts once per connection airport even when it passes it twice.
    const seen = new Set<string>();
    for (let i = 0; i < leg.length - 1; i++) {
      const s = leg[i];
      if (seen.has(s.destinationAirportCode)) continue;
      seen.add(s.destinationAirportCode);
      countAirport(layovers, s.destinationAirportCode, s.destinationAirportName, s.destinationCityName);
    }
    stopCounts.set(e.stops, (stopCounts.get(e.stops) ?? 0) + 1);
    for (let i = 1; i < TIME_SLOTS.length; i++) if (e.slotBit === 1 << i) slotCounts[i]++;
    if (e.isRefundable) refundable++;
  }
  slotCounts[0] = index.length;

  return {
    airlines: [...airlines.values()].sort((a, b) => a.minPrice - b.minPrice || a.name.localeCompare(b.name)),
    layovers: [...layovers.values()].sort(byCode),
    originAirports: [...origins.values()].sort(byCode),
    destinationAirports: [...destinations.values()].sort(byCode),
    price: getPriceBounds(index.map((e) => e.result)),
    stops: STOPS_OPTIONS.filter((o) => stopCounts.has(o.value)).map((o) => ({ ...o, count: stopCounts.get(o.value) ?? 0 })),
    fareTypes: [
      { value: "refundable", label: "Refundable", count: refundable },
      { value: "nonRefundable", label: "Non-refundable", count: index.length - refundable },
    ],
    timeSlots: TIME_SLOTS.map((s, i) => ({ key: s.key, label: s.label, count: slotCounts[i] })),
  };
}

// ---------------------------------------------------------------------------------------------
// A domestic return's two lists share one filter panel.
// ---------------------------------------------------------------------------------------------

/**
 * The filters as the return list reads them: origin and destination are the trip's (the return
 * leaves from the trip's destination and lands at its origin), so they swap; every other choice
 * applies as it is (airline, stops, layover, price per fare, fare type, the flight's own departure).
 */
export function forReturnList(filters: FlightFilters): FlightFilters {
  return { ...filters, originAirports: filters.destinationAirports, destinationAirports: filters.originAirports };
}

function mergeAirports(a: readonly AirportOption[], b: readonly AirportOption[]): AirportOption[] {
  const map = new Map<string, AirportOption>();
  for (const o of [...a, ...b]) {
    const found = map.get(o.code);
    if (found) found.count += o.count;
    else map.set(o.code, { ...o });
  }
  return [...map.values()].sort(byCode);
}

/** What the panel offers for a domestic return: both lists' options (the return's ends swapped, as forReturnList reads them). */
export function getReturnFilterOptions(outbound: FlightFilterOptions, inbound: FlightFilterOptions): FlightFilterOptions {
  const airlines = new Map<string, AirlineOption>();
  for (const a of [...outbound.airlines, ...inbound.airlines]) {
    const found = airlines.get(a.code);
    if (found) {
      found.count += a.count;
      found.minPrice = Math.min(found.minPrice, a.minPrice);
    } else airlines.set(a.code, { ...a });
  }
  const hasOut = outbound.stops.length > 0;
  const hasIn = inbound.stops.length > 0;
  const price = hasOut && hasIn ? { min: Math.min(outbound.price.min, inbound.price.min), max: Math.max(outbound.price.max, inbound.price.max) } : hasOut ? outbound.price : inbound.price;
  type Counted = { value?: string | number; key?: string; count: number };
  const count = (a: readonly Counted[], b: readonly Counted[], id: string | number) => [...a, ...b].filter((o) => (o.value ?? o.key) === id).reduce((n, o) => n + o.count, 0);
  return {
    airlines: [...airlines.values()].sort((a, b) => a.minPrice - b.minPrice || a.name.localeCompare(b.name)),
    layovers: mergeAirports(outbound.layovers, inbound.layovers),
    originAirports: mergeAirports(outbound.originAirports, inbound.destinationAirports),
    destinationAirports: mergeAirports(outbound.destinationAirports, inbound.originAirports),
    price,
    stops: STOPS_OPTIONS.map((o) => ({ ...o, count: count(outbound.stops, inbound.stops, o.value) })).filter((o) => o.count > 0),
    fareTypes: FARE_TYPE_OPTIONS.map((o) => ({ ...o, count: count(outbound.fareTypes, inbound.fareTypes, o.value) })),
    timeSlots: TIME_SLOTS.map((s) => ({ key: s.key, label: s.label, count: count(outbound.timeSlots, inbound.timeSlots, s.key) })),
  };
}
