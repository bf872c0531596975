// The result page's query string: the search itself (so a reload or a shared link searches again
// when the stored search has expired) and the filter panel's state and the sort (decision 0015).
import type { TSearchRequest } from "@/lib/contracts/flights";
import { Stops } from "@/lib/constants";
import { DEFAULT_SORT, emptyFilters, TIME_SLOTS, type FareTypeOption, type FlightFilters, type FlightSort, type SortDirection, type SortKey, type StopsOption, type TimeSlotKey } from "@/lib/flight-filters";

type Segment = { origin: string; destination: string; departureDate: string };

/** The search in the result page's query (origin, destination, departure date, adt, chd, inf, ...). */
export function toSearchQuery(request: TSearchRequest): string {
  const first: Partial<Segment> = request.journeyType === 3 ? (request.segments?.[0] ?? {}) : request;
  const q = new URLSearchParams({ journeyType: String(request.journeyType) });
  // Multi-city: the first flight's route and date too, as the spec's result query names them.
  if (first.origin) q.set("origin", first.origin);
  if (first.destination) q.set("destination", first.destination);
  if (first.departureDate) q.set("departureDate", first.departureDate);
  q.set("adt", String(request.adt));
  q.set("chd", String(request.chd));
  q.set("inf", String(request.inf));
  if (request.returnDate) q.set("returnDate", request.returnDate);
  if (request.cabinClass !== 2) q.set("cabinClass", String(request.cabinClass));
  if (request.directFlight) q.set("directFlight", "true");
  if (request.specialReturn) q.set("specialReturn", "true");
  if (request.preferredAirlines?.length) q.set("preferredAirlines", request.preferredAirlines.join(","));
  if (request.journeyType === 3 && request.segments?.length) q.set("segments", request.segments.map((s) => `${s.origin}-${s.destination}-${s.departureDate}`).join("_"));
  return q.toString();
}

function readSegments(q: URLSearchParams): Segment[] {
  return (q.get("segments") ?? "")
    .split("_")
    .filter(Boolean)
    .map((s) => {
      const [origin = "", destination = "", ...date] = s.split("-");
      return { origin, destination, departureDate: date.join("-") };
    });
}

/** Reads a search back from the query; the server validates it like any other search. */
export function fromSearchQuery(q: URLSearchParams): Record<string, unknown> {
  const num = (k: string, d: number) => (q.get(k) === null ? d : Number(q.get(k)));
  const journeyType = num("journeyType", 1);
  const out: Record<string, unknown> = {
    journeyType,
    adt: num("adt", 1),
    chd: num("chd", 0),
    inf: num("inf", 0),
    cabinClass: num("cabinClass", 2),
    directFlight: q.get("directFlight") === "true",
    specialReturn: q.get("specialReturn") === "true",
  };
  if (journeyType === 3) out.segments = readSegments(q);
  else {
    out.origin = q.get("origin") ?? "";
    out.destination = q.get("destination") ?? "";
    out.departureDate = q.get("departureDate") ?? "";
    if (q.get("returnDate")) out.returnDate = q.get("returnDate");
  }
  if (q.get("preferredAirlines")) out.preferredAirlines = q.get("preferredAirlines")!.split(",");
  return out;
}

/**
 * The result page's heading from its query: "BOM to DEL", "BOM to DEL and back", and for a
 * multi-city search the whole route, "BOM → DEL → BLR" (a flight that starts elsewhere than the
 * last one ended begins a new run: "BOM → DEL, GOI → BLR").
 */
export function searchTitle(q: URLSearchParams): string {
  if (q.get("journeyType") === "3") {
    const segments = readSegments(q).filter((s) => s.origin && s.destination);
    if (segments.length === 0) return "Multi-city flights";
    const runs: string[][] = [];
    for (const s of segments) {
      const run = runs.at(-1);
      if (run && run.at(-1) === s.origin) run.push(s.destination);
      else runs.push([s.origin, s.destination]);
    }
    return runs.map((r) => r.join(" → ")).join(", ");
  }
  const origin = q.get("origin");
  const destination = q.get("destination");
  if (!origin || !destination) return "Flights";
  return `${origin} to ${destination}${q.get("journeyType") === "2" ? " and back" : ""}`;
}

// ---------------------------------------------------------------------------------------------
// Filter and sort state (decision 0015): one query key per filter field, lists comma-separated.
// ---------------------------------------------------------------------------------------------

const LIST_KEYS = ["departureSlots", "stops", "airlines", "layovers", "destinationAirports", "fareTypes", "originAirports"] as const;
export const FILTER_QUERY_KEYS = [...LIST_KEYS, "maxPrice", "sort", "returnSort"] as const;

const SLOT_KEYS = new Set<string>(TIME_SLOTS.map((s) => s.key));
const STOP_VALUES = new Set<number>(Object.values(Stops));
const FARE_TYPES = new Set<string>(["refundable", "nonRefundable"]);
const SORT_KEYS = new Set<string>(["price", "duration", "departure", "arrival"]);
const CODE = /^[A-Z0-9]{2,3}$/;

const list = (q: URLSearchParams, key: string) => [...new Set((q.get(key) ?? "").split(",").map((v) => v.trim()).filter(Boolean))];

function readSort(value: string | null): FlightSort {
  const [key, direction] = (value ?? "").split("-");
  return SORT_KEYS.has(key) && (direction === "asc" || direction === "desc") ? { key: key as SortKey, direction: direction as SortDirection } : DEFAULT_SORT;
}

const isDefaultSort = (sort: FlightSort) => sort.key === DEFAULT_SORT.key && sort.direction === DEFAULT_SORT.direction;

/**
 * The filters and sort a query carries; unknown or malformed values are ignored. `returnSort` is the
 * return list's own sort in a domestic return's split view (issue 16); `sort` is the outbound's (or the one list's).
 */
export function filtersFromQuery(q: URLSearchParams): { filters: FlightFilters; sort: FlightSort; returnSort: FlightSort } {
  const filters = emptyFilters();
  filters.departureSlots = list(q, "departureSlots").filter((v): v is TimeSlotKey => SLOT_KEYS.has(v) && v !== "anyTime");
  filters.stops = list(q, "stops").map(Number).filter((v): v is StopsOption => STOP_VALUES.has(v));
  filters.fareTypes = list(q, "fareTypes").filter((v): v is FareTypeOption => FARE_TYPES.has(v));
  for (const key of ["airlines", "layovers", "destinationAirports", "originAirports"] as const) filters[key] = list(q, key).map((v) => v.toUpperCase()).filter((v) => CODE.test(v));
  const maxPrice = Number(q.get("maxPrice"));
  if (q.get("maxPrice") && Number.isFinite(maxPrice) && maxPrice >= 0) filters.maxPrice = maxPrice;
  return { filters, sort: readSort(q.get("sort")), returnSort: readSort(q.get("returnSort")) };
}

/** The query with the filters and sort written in (empty ones left out); other keys are kept. */
export function withFiltersInQuery(q: URLSearchParams, filters: FlightFilters, sort: FlightSort, returnSort: FlightSort = DEFAULT_SORT): URLSearchParams {
  const out = new URLSearchParams(q);
  for (const key of FILTER_QUERY_KEYS) out.delete(key);
  for (const key of LIST_KEYS) {
    const values = (filters[key] as readonly (string | number)[]).filter((v) => v !== "anyTime");
    if (values.length > 0) out.set(key, values.join(","));
  }
  if (filters.maxPrice !== null) out.set("maxPrice", String(filters.maxPrice));
  if (!isDefaultSort(sort)) out.set("sort", `${sort.key}-${sort.direction}`);
  if (!isDefaultSort(returnSort)) out.set("returnSort", `${returnSort.key}-${returnSort.direction}`);
  return out;
}
