import "server-only";
import type { SimAirline } from "./airlines";
import { blockMinutes, distanceKm, isIndian, SIM_AIRPORTS, type SimAirport } from "./airports";
import { dateToEpochDays, localToUtcMinutes } from "./local-time";
import { hashString, rngFor } from "./prng";

/** One operated flight on one date (times are epoch minutes, UTC). */
export type SimFlight = {
  airline: SimAirline;
  flightNumber: string;
  origin: SimAirport;
  destination: SimAirport;
  depUtc: number;
  arrUtc: number;
  craft: string;
  distanceKm: number;
  /** A technical stop: the aircraft lands here and continues as the same flight. */
  techStop: { airport: SimAirport; arrUtc: number; depUtc: number } | null;
  /** Identity for pricing: airline, number, route and local departure date. */
  key: string;
};

/** Memo of one generation run (a search touches the same schedules many times). */
export type GenContext = { seed: number; flights: Map<string, SimFlight[]> };

export const newContext = (seed: number): GenContext => ({ seed, flights: new Map() });

const pairKey = (a: SimAirport, b: SimAirport) => (a.code < b.code ? `${a.code}-${b.code}` : `${b.code}-${a.code}`);

const CURFEW_COUNTRIES = new Set(["GB", "DE", "FR", "US", "AU"]);
const directCache = new Map<string, boolean>();
const stopCache = new Map<string, SimAirport[]>();

/** Whether the airline flies a-b non-stop (symmetric). */
export function servesDirect(airline: SimAirline, a: SimAirport, b: SimAirport): boolean {
  const key = `${airline.code}|${a.code}|${b.code}`;
  let answer = directCache.get(key);
  if (answer === undefined) {
    answer = computeServesDirect(airline, a, b);
    directCache.set(key, answer);
  }
  return answer;
}

function computeServesDirect(airline: SimAirline, a: SimAirport, b: SimAirport): boolean {
  if (a.code === b.code || a.cityCode === b.cityCode || distanceKm(a, b) < 200) return false;
  const aIn = isIndian(a);
  const bIn = isIndian(b);
  if (aIn && bIn) {
    if (!airline.isIndian || !airline.domestic.includes(a.code) || !airline.domestic.includes(b.code)) return false;
    if (airline.hubs.includes(a.code) || airline.hubs.includes(b.code)) return true;
    if (a.weight >= 5 && b.weight >= 5) return true;
    return a.weight + b.weight >= 6 && hashString(`${airline.code}|${pairKey(a, b)}`) % 3 === 0;
  }
  if (aIn !== bIn) {
    const [home, abroad] = aIn ? [a, b] : [b, a];
    if (airline.isIndian) {
      return airline.gateways.includes(home.code) && airline.international.includes(abroad.code) && (distanceKm(a, b) <= 4500 || airline.hubs.includes(home.code));
    }
    return airline.hubs.includes(abroad.code) && airline.gateways.includes(home.code);
  }
  if (airline.isIndian) return false;
  return (airline.hubs.includes(a.code) && airline.international.includes(b.code)) || (airline.hubs.includes(b.code) && airline.international.includes(a.code));
}

function dailyFrequency(airline: SimAirline, a: SimAirport, b: SimAirport): number {
  const domestic = isIndian(a) && isIndian(b);
  const km = distanceKm(a, b);
  const raw = (airline.share * a.weight * b.weight) / (domestic ? 6 : 25);
  const max = domestic ? 14 : km > 4500 ? (airline.isIndian ? 1 : 3) : 4;
  return Math.min(max, Math.max(1, Math.round(raw)));
}

function pickCraft(airline: SimAirline, km: number, salt: number): string {
  const wide = km > 3000 || (!airline.isIndian && km > 1500);
  const fleet = wide ? airline.widebody : airline.narrowbody;
  return fleet[salt % fleet.length];
}

/** Intermediate airports where this airline could make a technical stop on a-b. */
function techStopCandidates(airline: SimAirline, a: SimAirport, b: SimAirport): SimAirport[] {
  const key = `${airline.code}|${a.code}|${b.code}`;
  const cached = stopCache.get(key);
  if (cached) return cached;
  const found = computeTechStops(airline, a, b);
  stopCache.set(key, found);
  return found;
}

function computeTechStops(airline: SimAirline, a: SimAirport, b: SimAirport): SimAirport[] {
  const direct = distanceKm(a, b);
  if (direct < 900) return [];
  const pool = isIndian(a) && isIndian(b) ? airline.domestic : [...airline.hubs, ...airline.gateways];
  const out: SimAirport[] = [];
  for (const code of pool) {
    const m = SIM_AIRPORTS.get(code);
    if (!m || m.code === a.code || m.code === b.code || m.cityCode === a.cityCode || m.cityCode === b.cityCode) continue;
    const first = distanceKm(a, m);
    const second = distanceKm(m, b);
    if (first >= 250 && second >= 250 && first + second <= direct * 1.2) out.push(m);
  }
  return out.sort((x, y) => x.code.localeCompare(y.code));
}

type ScheduledFlight = { flightNumber: string; minuteOfDay: number; craftSalt: number };

/** Timetables are pure functions of (airline, route, seed): kept across searches, bounded. */
const timetables = new Map<string, ScheduledFlight[]>();

/** The airline's timetable on origin-destination: the same every day for a seed. */
function timetable(airline: SimAirline, origin: SimAirport, destination: SimAirport, seed: number): ScheduledFlight[] {
  const cacheKey = `${airline.code}|${origin.code}|${destination.code}|${seed}`;
  const cached = timetables.get(cacheKey);
  if (cached) return cached;
  const n = dailyFrequency(airline, origin, destination);
  const rng = rngFor("timetable", airline.code, origin.code, destination.code, seed);
  const domesticRoute = isIndian(origin) && isIndian(destination);
  const [lo, hi] = domesticRoute ? airline.numbers.domestic : isIndian(origin) || isIndian(destination) ? airline.numbers.india : airline.numbers.other;
  // Indian domestic flights 05:30-23:30; Europe, America and Australia keep night curfews; the Gulf and Asia fly round the clock.
  const [start, span] = domesticRoute ? [330, 1080] : CURFEW_COUNTRIES.has(origin.countryCode) ? [360, 990] : [15, 1400];
  const used = new Set<number>();
  const flights: ScheduledFlight[] = [];
  for (let k = 0; k < n; k++) {
    const slot = start + ((k + 0.5 + (rng.next() - 0.5) * 0.7) * span) / n;
    const minuteOfDay = Math.min(1435, Math.max(0, Math.round(slot / 5) * 5));
    let number = rng.int(lo, hi);
    while (used.has(number)) number = number >= hi ? lo : number + 1;
    used.add(number);
    flights.push({ flightNumber: String(number), minuteOfDay, craftSalt: rng.int(0, 1000) });
  }
  flights.sort((x, y) => x.minuteOfDay - y.minuteOfDay);
  if (timetables.size > 20_000) timetables.clear();
  timetables.set(cacheKey, flights);
  return flights;
}

/**
 * The airline's flights origin-destination departing on a local date. About 4% of flights skip a
 * given day; about one in 15 makes a technical stop on given weekdays (when a stop on the way exists).
 */
export function flightsOn(ctx: GenContext, airline: SimAirline, origin: SimAirport, destination: SimAirport, date: string): SimFlight[] {
  const memoKey = `${airline.code}|${origin.code}|${destination.code}|${date}`;
  const memo = ctx.flights.get(memoKey);
  if (memo) return memo;
  const flights: SimFlight[] = [];
  if (servesDirect(airline, origin, destination)) {
    const km = distanceKm(origin, destination);
    const stops = techStopCandidates(airline, origin, destination);
    const epochDays = dateToEpochDays(date);
    const day = (((epochDays + 4) % 7) + 7) % 7;
    const operates = rngFor("operates", airline.code, origin.code, destination.code, date, ctx.seed);
    const stopRng = rngFor("techstop", airline.code, origin.code, destination.code, day, ctx.seed);
    for (const s of timetable(airline, origin, destination, ctx.seed)) {
      const skips = operates.chance(0.04);
      const stopDraw = stopRng.next();
      const stopPick = stopRng.next();
      const stopMinutes = stopRng.int(8, 12) * 5;
      if (skips) continue;
      const depUtc = localToUtcMinutes(epochDays, s.minuteOfDay, origin.timeZone);
      let techStop: SimFlight["techStop"] = null;
      let arrUtc = depUtc + blockMinutes(km);
      if (stops.length > 0 && stopDraw < 1 / 15) {
        const airport = stops[Math.floor(stopPick * stops.length)];
        const stopArr = depUtc + blockMinutes(distanceKm(origin, airport));
        const stopDep = stopArr + stopMinutes;
        techStop = { airport, arrUtc: stopArr, depUtc: stopDep };
        arrUtc = stopDep + blockMinutes(distanceKm(airport, destination)) - 10;
      }
      flights.push({
        airline,
        flightNumber: s.flightNumber,
        origin,
        destination,
        depUtc,
        arrUtc,
        craft: pickCraft(airline, km, s.craftSalt),
        distanceKm: km,
        techStop,
        key: `${airline.code}${s.flightNumber}|${origin.code}${destination.code}|${date}`,
      });
    }
  }
  ctx.flights.set(memoKey, flights);
  return flights;
}
