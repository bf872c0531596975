import "server-only";
import type { SupplierResult, SupplierSegment } from "../types";
import { isIndian, terminalFor, type SimAirport } from "./airports";
import type { SimItinerary } from "./itineraries";
import { formatLocal } from "./local-time";
import { priceJourney, productsFor, type FareProduct, type Pax, type PricedJourney } from "./pricing";
import { hashString } from "./prng";

/** A priced result plus what made it (kept so fare rules and fare quote can be answered from it). */
export type Candidate = { result: SupplierResult; legs: SimItinerary[]; product: FareProduct; priced: PricedJourney; discountBp: number };

export type PriceInput = { pax: Pax; seed: number; cabin: number };

function place(airport: SimAirport, airlineCode: string, international: boolean): SupplierSegment["origin"] {
  return { code: airport.code, name: airport.name, cityCode: airport.cityCode, cityName: airport.cityName, countryCode: airport.countryCode, terminal: terminalFor(airport, airlineCode, international) };
}

/** The normalised segments of one leg. */
export function toSegments(leg: SimItinerary, fareClass: string, priced: PricedJourney): SupplierSegment[] {
  return leg.flights.map((f, i) => {
    const international = !(isIndian(f.origin) && isIndian(f.destination));
    const stop = f.techStop;
    return {
      airlineCode: f.airline.code,
      airlineName: f.airline.name,
      flightNumber: f.flightNumber,
      fareClass,
      operatingCarrier: f.airline.code,
      origin: place(f.origin, f.airline.code, international),
      destination: place(f.destination, f.airline.code, international),
      departureTime: formatLocal(f.depUtc, f.origin.timeZone),
      arrivalTime: formatLocal(f.arrUtc, f.destination.timeZone),
      durationMinutes: f.arrUtc - f.depUtc,
      groundTimeMinutes: i === 0 ? 0 : f.depUtc - leg.flights[i - 1].arrUtc,
      craft: f.craft,
      baggage: priced.baggage,
      cabinBaggage: priced.cabinBaggage,
      flightStatus: "Confirmed",
      stopPoint: stop ? stop.airport.code : "",
      stopPointArrivalTime: stop ? formatLocal(stop.arrUtc, stop.airport.timeZone) : "",
      stopPointDepartureTime: stop ? formatLocal(stop.depUtc, stop.airport.timeZone) : "",
    };
  });
}

/** Prices legs on a product and builds the result (its resultIndex is set once the list is sorted). */
export function makeCandidate(legs: SimItinerary[], product: FareProduct, input: PriceInput, fareType: SupplierResult["fareType"], listIndex: 0 | 1, discountBp = 0): Candidate {
  const priced = priceJourney(legs, product, input.pax, input.seed, discountBp);
  const result: SupplierResult = {
    resultIndex: "",
    isLcc: legs[0].airline.isLcc,
    isRefundable: priced.isRefundable,
    fareType,
    listIndex,
    segments: legs.map((leg, i) => toSegments(leg, priced.fareClasses[i], priced)),
    fare: priced.fare,
    lastTicketDate: null,
    airlineRemark: priced.remark,
    fareName: product.label,
  };
  return { result, legs, product, priced, discountBp };
}

const candidateKey = (c: Candidate) => `${c.legs.map((l) => l.key).join("/")}#${c.product.code}#${c.result.fareType}`;

/** Cheapest first, then earliest departure, then a stable key; numbers the results `${prefix}1..n`. */
export function finishList(candidates: Candidate[], prefix: string): Candidate[] {
  const keyed = candidates.map((c) => ({ c, key: candidateKey(c), dep: c.legs[0].flights[0].depUtc }));
  keyed.sort((a, b) => a.c.result.fare.publishedFare - b.c.result.fare.publishedFare || a.dep - b.dep || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map(({ c }, i) => ({ ...c, result: { ...c.result, resultIndex: `${prefix}${i + 1}` } }));
}

/**
 * Picks up to `cap` (itinerary, product) pairs for one leg so a list looks like a real search:
 * about half directs (technical stops always kept), a third one-stop, a few two-stop, then dearer
 * products (Flexi, Corporate...) and whatever is left.
 */
export function selectLegEntries(its: { direct: SimItinerary[]; oneStop: SimItinerary[]; twoStop: SimItinerary[] }, cabin: number, cap: number): { leg: SimItinerary; product: FareProduct }[] {
  const chosen: { leg: SimItinerary; product: FareProduct }[] = [];
  const seen = new Set<string>();
  const add = (leg: SimItinerary, product: FareProduct) => {
    const key = `${leg.key}#${product.code}`;
    if (chosen.length >= cap || seen.has(key)) return;
    seen.add(key);
    chosen.push({ leg, product });
  };
  const take = (legs: SimItinerary[], limit: number, productIndex: number) => {
    let n = 0;
    for (const leg of legs) {
      if (n >= limit || chosen.length >= cap) break;
      const product = productsFor(leg.airline, cabin)[productIndex];
      if (product && !seen.has(`${leg.key}#${product.code}`)) {
        add(leg, product);
        n++;
      }
    }
  };
  const direct = [...its.direct].sort((a, b) => {
    const stopA = a.flights[0].techStop ? 0 : 1;
    const stopB = b.flights[0].techStop ? 0 : 1;
    return stopA - stopB || hashString(a.key) - hashString(b.key);
  });
  take(direct, Math.ceil(cap * 0.55), 0);
  take(its.oneStop, Math.ceil(cap * 0.3), 0);
  take(its.twoStop, Math.max(1, Math.ceil(cap * 0.05)), 0);
  const byTime = [...its.direct].sort((a, b) => a.flights[0].depUtc - b.flights[0].depUtc || a.key.localeCompare(b.key));
  for (let p = 1; p < 4; p++) take(byTime, cap, p);
  take(direct, cap, 0);
  take(its.oneStop, cap, 0);
  take(its.twoStop, cap, 0);
  for (let p = 1; p < 4; p++) {
    take(its.oneStop, cap, p);
    take(its.twoStop, cap, p);
  }
  return chosen;
}
