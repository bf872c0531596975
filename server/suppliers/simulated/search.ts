import "server-only";
import type { SupplierSearchRequest, SupplierSearchSegment } from "../types";
import { findAirport } from "./airports";
import { finishList, makeCandidate, selectLegEntries, type Candidate, type PriceInput } from "./candidates";
import { eligibleAirlines, legItineraries, type SimItinerary } from "./itineraries";
import { isValidDate } from "./local-time";
import { productsFor } from "./pricing";
import { hashString } from "./prng";
import { newContext, type GenContext } from "./schedule";

export type SimSearchSettings = { seed: number; resultsPerSearch: number };

export type SimSearchOutcome = { traceId: string; candidates: Candidate[] };

const ROUND_TRIP_DISCOUNT_BP = 1800;
const MULTI_CITY_DISCOUNT_BP = 500;

/**
 * The trace id carries the search itself, so fare rules and fare quote can rebuild the same results
 * later without any state in memory (suppliers are created per request; ARCHITECTURE section 8).
 */
export function encodeTraceId(request: SupplierSearchRequest): string {
  const r = request;
  const compact = [r.journeyType, r.segments.map((s) => `${s.origin}-${s.destination}-${s.departureDate}`), r.adults, r.children, r.infants, r.cabinClass, r.directFlight ? 1 : 0, r.preferredAirlines, r.specialReturn ? 1 : 0, r.isDomestic ? 1 : 0];
  return `SIM1.${Buffer.from(JSON.stringify(compact)).toString("base64url")}`;
}

export function decodeTraceId(traceId: string): SupplierSearchRequest | null {
  if (!traceId.startsWith("SIM1.")) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(traceId.slice(5), "base64url").toString("utf8"));
    if (!Array.isArray(v) || v.length !== 10 || !Array.isArray(v[1]) || !Array.isArray(v[7])) return null;
    const [journeyType, segs, adults, children, infants, cabinClass, direct, preferred, special, domestic] = v as [number, string[], number, number, number, number, number, string[], number, number];
    if (![1, 2, 3].includes(journeyType) || ![1, 2, 3, 4, 5, 6].includes(cabinClass)) return null;
    const segments = segs.map((s) => {
      const [origin, destination, ...date] = String(s).split("-");
      return { origin, destination, departureDate: date.join("-") };
    });
    return {
      journeyType: journeyType as 1 | 2 | 3,
      segments,
      adults: Number(adults),
      children: Number(children),
      infants: Number(infants),
      cabinClass: cabinClass as SupplierSearchRequest["cabinClass"],
      directFlight: direct === 1,
      preferredAirlines: preferred.map(String),
      specialReturn: special === 1,
      isDomestic: domestic === 1,
    };
  } catch {
    return null;
  }
}

type Leg = { direct: SimItinerary[]; oneStop: SimItinerary[]; twoStop: SimItinerary[] };

function legsFor(ctx: GenContext, seg: SupplierSearchSegment, request: SupplierSearchRequest, cap: number): Leg | null {
  const origin = findAirport(seg.origin);
  const destination = findAirport(seg.destination);
  if (!origin || !destination || origin.code === destination.code || !isValidDate(seg.departureDate)) return null;
  return legItineraries(ctx, origin, destination, seg.departureDate, { directOnly: request.directFlight, airlines: eligibleAirlines(request.preferredAirlines, request.cabinClass), cap });
}

function oneWayList(ctx: GenContext, seg: SupplierSearchSegment, request: SupplierSearchRequest, input: PriceInput, cap: number, listIndex: 0 | 1): Candidate[] {
  const leg = legsFor(ctx, seg, request, cap);
  if (!leg) return [];
  return selectLegEntries(leg, request.cabinClass, cap).map(({ leg: it, product }) => makeCandidate([it], product, input, "normal", listIndex));
}

/** Same-airline special returns on direct flights: LCC (about 15% off) and GDS (about 10% off). */
function specialReturns(outbound: Candidate[], inbound: Candidate[], input: PriceInput, cap: number): Candidate[] {
  const directFirstProduct = (c: Candidate) => c.legs[0].flights.length === 1 && c.product.code === productsFor(c.legs[0].airline, input.cabin)[0]?.code;
  const byAirline = (list: Candidate[]) => {
    const map = new Map<string, Candidate[]>();
    for (const c of list.filter(directFirstProduct)) map.set(c.legs[0].airline.code, [...(map.get(c.legs[0].airline.code) ?? []), c]);
    for (const group of map.values()) group.sort((a, b) => a.result.fare.publishedFare - b.result.fare.publishedFare || a.result.resultIndex.localeCompare(b.result.resultIndex));
    return map;
  };
  const outs = byAirline(outbound);
  const ins = byAirline(inbound);
  const specials: Candidate[] = [];
  for (const [code, outGroup] of [...outs.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const inGroup = ins.get(code) ?? [];
    for (const o of outGroup.slice(0, 3)) {
      for (const i of inGroup.slice(0, 3)) {
        const isLcc = o.legs[0].airline.isLcc;
        const discountBp = (isLcc ? 1200 : 800) + (hashString(`${o.legs[0].key}/${i.legs[0].key}`) % 7) * 100;
        specials.push(makeCandidate([o.legs[0], i.legs[0]], o.product, input, isLcc ? "lccSpecialReturn" : "gdsSpecialReturn", 0, discountBp));
      }
    }
  }
  const lcc = specials.filter((s) => s.result.fareType === "lccSpecialReturn");
  const gds = specials.filter((s) => s.result.fareType === "gdsSpecialReturn");
  const limit = Math.max(2, Math.ceil(cap / 4));
  return [...lcc.slice(0, limit), ...gds.slice(0, Math.ceil(limit / 2))];
}

const stopsThenElapsed = (a: SimItinerary, b: SimItinerary) => a.flights.length - b.flights.length || a.elapsed - b.elapsed || a.key.localeCompare(b.key);

function bestPerAirline(leg: Leg, perAirline: number): Map<string, SimItinerary[]> {
  const map = new Map<string, SimItinerary[]>();
  for (const it of [...leg.direct, ...leg.oneStop, ...leg.twoStop].sort(stopsThenElapsed)) {
    const group = map.get(it.airline.code) ?? [];
    if (group.length < perAirline) map.set(it.airline.code, [...group, it]);
  }
  return map;
}

/** Combinations of one itinerary per leg, in order, each leg leaving at least an hour after the last landed. */
function combine(perLeg: SimItinerary[][], limit: number): SimItinerary[][] {
  const out: SimItinerary[][] = [];
  const walk = (i: number, acc: SimItinerary[]) => {
    if (out.length >= limit) return;
    if (i === perLeg.length) {
      out.push(acc);
      return;
    }
    for (const it of perLeg[i]) {
      const prev = acc[acc.length - 1];
      if (prev && it.flights[0].depUtc < prev.flights[prev.flights.length - 1].arrUtc + 60) continue;
      walk(i + 1, [...acc, it]);
    }
  };
  walk(0, []);
  return out;
}

/** Whole-journey fares (international round trip, multi-city): per airline, its best itineraries per leg combined. */
function journeyList(legs: Leg[], input: PriceInput, cap: number, discountBp: number): Candidate[] {
  const perCombo = Math.max(16, Math.ceil(cap / 6));
  const perAirline = Math.max(legs.length > 2 ? 3 : 4, Math.ceil(perCombo ** (1 / legs.length)));
  const perLeg = legs.map((l) => bestPerAirline(l, perAirline));
  const codes = [...perLeg[0].keys()].filter((code) => perLeg.every((m) => m.has(code))).sort();
  const rounds: SimItinerary[][][] = codes.map((code) => combine(perLeg.map((m) => m.get(code) ?? []), perCombo));
  if (codes.length === 0 && legs.length > 2) {
    const gdsOnly = perLeg.map((m) => [...m.values()].flat().filter((it) => !it.airline.isLcc).sort(stopsThenElapsed).slice(0, perAirline));
    rounds.push(combine(gdsOnly, perCombo));
  }
  const chosen: Candidate[] = [];
  for (let k = 0; k < perCombo && chosen.length < cap; k++) {
    for (let p = 0; p < (k < 3 ? 2 : 1); p++) {
      for (const combos of rounds) {
        const combo = combos[k];
        const product = combo && productsFor(combo[0].airline, input.cabin)[p];
        if (product && chosen.length < cap) chosen.push(makeCandidate(combo, product, input, "normal", 0, discountBp));
      }
    }
  }
  return chosen;
}

/** Runs one search: the same request, seed and cap always give the same candidates. */
export function runSearch(request: SupplierSearchRequest, settings: SimSearchSettings): SimSearchOutcome {
  const ctx = newContext(settings.seed);
  const cap = settings.resultsPerSearch;
  const input: PriceInput = { pax: { adults: request.adults, children: request.children, infants: request.infants }, seed: settings.seed, cabin: request.cabinClass };
  const traceId = encodeTraceId(request);
  const [first, second] = request.segments;
  if (!first) return { traceId, candidates: [] };

  if (request.journeyType === 2 && second && request.isDomestic) {
    const outbound = finishList(oneWayList(ctx, first, request, input, cap, 0), "OB");
    const inbound = finishList(oneWayList(ctx, second, request, input, cap, 1), "IB");
    const special = request.specialReturn ? finishList(specialReturns(outbound, inbound, input, cap), "SR") : [];
    return { traceId, candidates: [...outbound, ...special, ...inbound] };
  }
  if (request.journeyType === 2 && second) {
    const legs = [legsFor(ctx, first, request, cap), legsFor(ctx, second, request, cap)];
    if (legs.some((l) => !l)) return { traceId, candidates: [] };
    return { traceId, candidates: finishList(journeyList(legs as Leg[], input, cap, ROUND_TRIP_DISCOUNT_BP), "RT") };
  }
  if (request.journeyType === 3 && request.segments.length > 1) {
    const legs = request.segments.map((s) => legsFor(ctx, s, request, cap));
    if (legs.some((l) => !l)) return { traceId, candidates: [] };
    return { traceId, candidates: finishList(journeyList(legs as Leg[], input, cap, MULTI_CITY_DISCOUNT_BP), "MC") };
  }
  return { traceId, candidates: finishList(oneWayList(ctx, first, request, input, cap, 0), "OB") };
}
