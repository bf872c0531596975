// Issue 16: the dense result list groups the fares of one flight itinerary (the same flights at the
// same times from one supplier: Saver, Flexi, Corporate...) into one row. Pure functions, no React.
import type { TFlightResult } from "@/lib/contracts/flights";
import { addMajor } from "@/lib/money";

export type Itinerary = {
  /** The flights and times of every leg, the supplier, and the fare type (a special return is its own row). */
  key: string;
  /** Its fares, cheapest first (ties keep list order). */
  fares: TFlightResult[];
  /** The cheapest fare: the row shows its flights, times and price. */
  lead: TFlightResult;
};

/**
 * The same flights at the same times from the same supplier make one itinerary (the row names its
 * supplier, so an agent compares one supplier's fares with another's); special returns stay apart.
 */
export function itineraryKey(result: TFlightResult): string {
  // A search's results are the same objects for every filter change: each key is built once.
  const known = keyCache.get(result);
  if (known !== undefined) return known;
  const key = buildKey(result);
  keyCache.set(result, key);
  return key;
}

const keyCache = new WeakMap<TFlightResult, string>();

function buildKey(result: TFlightResult): string {
  const legs = result.segments.map((leg) => leg.map((s) => `${s.airlineCode}${s.flightNumber}@${s.departureTime}`).join("+"));
  return `${legs.join("|")}#${result.source}#${result.fareType}`;
}

/**
 * Groups an (already filtered and sorted) list: an itinerary takes the place of its first fare in
 * the list, so the list's order carries over to the rows; inside a row the fares go cheapest first.
 */
export function groupItineraries(results: readonly TFlightResult[]): Itinerary[] {
  const byKey = new Map<string, TFlightResult[]>();
  const order: string[] = [];
  for (const result of results) {
    const key = itineraryKey(result);
    const fares = byKey.get(key);
    if (fares) fares.push(result);
    else {
      byKey.set(key, [result]);
      order.push(key);
    }
  }
  return order.map((key) => {
    const fares = byKey.get(key)!.map((r, i) => ({ r, i }));
    fares.sort((a, b) => a.r.publishedPrice - b.r.publishedPrice || a.i - b.i);
    const sorted = fares.map((f) => f.r);
    return { key, fares: sorted, lead: sorted[0] };
  });
}

/** The fare family's name (Saver, Flexi...), else the booking class of its first flight. */
export function fareNameOf(result: TFlightResult): string {
  if (result.fareName) return result.fareName;
  const fareClass = result.segments[0]?.[0]?.fareClass;
  return fareClass ? `Class ${fareClass}` : "Published fare";
}

/** Checked baggage of the first flight ("15 Kg"), or "No bag" when the fare includes none. */
export function baggageOf(result: TFlightResult): string {
  const bag = result.segments[0]?.[0]?.baggage.trim();
  return bag ? bag : "No bag";
}

export type FareEarnings = {
  /** What the agent pays (offered fare: the customer's price less commission, plus TDS). */
  net: number;
  /** Commission less TDS, what the agent keeps of the customer's price. */
  earning: number;
  commission: number;
};

/** An agent's (or staff's) earning on a fare; null when the API did not send the business fields. */
export function earningsOf(result: TFlightResult): FareEarnings | null {
  const net = result.fare.totalPayableAmt;
  if (net === undefined) return null;
  return { net, earning: addMajor(result.publishedPrice, -net), commission: result.fare.commissionEarned ?? 0 };
}

/** The stops of a leg with the via airports named: "Non-stop", "1 stop via BLR", "2 stops via HYD, BLR". */
export function viaLabel(result: TFlightResult, legIndex = 0): string {
  const leg = result.segments[legIndex] ?? [];
  const via = leg.slice(0, -1).map((s) => s.destinationAirportCode);
  if (via.length === 0) return leg[0]?.stopPoint ? `Non-stop, halt ${leg[0].stopPoint}` : "Non-stop";
  return `${via.length} ${via.length === 1 ? "stop" : "stops"} via ${via.join(", ")}`;
}

/** Every carrier and flight number of a leg, in full: "6E 203 · AI 805". */
export function flightNumbersOf(result: TFlightResult, legIndex = 0): string {
  return (result.segments[legIndex] ?? []).map((s) => `${s.airlineCode} ${s.flightNumber}`).join(" · ");
}

/** The airlines of a leg, each named once: "IndiGo" or "IndiGo, Air India". */
export function airlinesOf(result: TFlightResult, legIndex = 0): string {
  return [...new Set((result.segments[legIndex] ?? []).map((s) => s.airlineName))].join(", ");
}
