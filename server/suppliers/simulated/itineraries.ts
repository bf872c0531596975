import "server-only";
import { SIM_AIRLINES, type SimAirline } from "./airlines";
import { distanceKm, SIM_AIRPORTS, type SimAirport } from "./airports";
import { addDays } from "./local-time";
import { flightsOn, servesDirect, type GenContext, type SimFlight } from "./schedule";

/** One way of flying one leg on one airline: a direct flight (maybe with a technical stop) or a connection. */
export type SimItinerary = { airline: SimAirline; flights: SimFlight[]; key: string; elapsed: number };

/** `cap` is the result budget: bigger budgets keep more connections per hub. */
export type LegFilter = { directOnly: boolean; airlines: readonly SimAirline[]; cap: number };

const MIN_LAYOVER = 45;
const MAX_LAYOVER = 360;

const itinerary = (flights: SimFlight[]): SimItinerary => ({
  airline: flights[0].airline,
  flights,
  key: flights.map((f) => f.key).join("+"),
  elapsed: flights[flights.length - 1].arrUtc - flights[0].depUtc,
});

/** The airlines a search may use: preferred ones (if any) that sell the cabin. */
export function eligibleAirlines(preferred: readonly string[], cabin: number): SimAirline[] {
  const wanted = new Set(preferred.map((p) => p.toUpperCase()));
  return SIM_AIRLINES.filter((a) => (wanted.size === 0 || wanted.has(a.code)) && (cabin <= 2 || a.cabins.includes(cabin === 5 ? 4 : cabin)));
}

/** Flights from `from` to `to` leaving within the layover window after `arrUtc` (that day or the next two). */
function onward(ctx: GenContext, airline: SimAirline, from: SimAirport, to: SimAirport, date: string, arrUtc: number): SimFlight[] {
  const out: SimFlight[] = [];
  for (const day of [date, addDays(date, 1), addDays(date, 2)]) {
    for (const f of flightsOn(ctx, airline, from, to, day)) {
      const wait = f.depUtc - arrUtc;
      if (wait >= MIN_LAYOVER && wait <= MAX_LAYOVER) out.push(f);
    }
  }
  return out;
}

const localDate = (f: SimFlight) => f.key.slice(-10);

const byElapsed = (a: SimItinerary, b: SimItinerary) => a.elapsed - b.elapsed || a.key.localeCompare(b.key);

/**
 * Every itinerary for origin-destination departing on `date`: directs (incl. technical stops), then
 * online one-stop connections through the airline's stations (45 min to 6 h on the ground), then a
 * few two-stop ones through its hubs. Connections that detour too far are left out, as a fare search would.
 */
export function legItineraries(ctx: GenContext, origin: SimAirport, destination: SimAirport, date: string, filter: LegFilter): { direct: SimItinerary[]; oneStop: SimItinerary[]; twoStop: SimItinerary[] } {
  const direct: SimItinerary[] = [];
  const oneStop: SimItinerary[] = [];
  const twoStop: SimItinerary[] = [];
  for (const airline of filter.airlines) for (const f of flightsOn(ctx, airline, origin, destination, date)) direct.push(itinerary([f]));
  if (filter.directOnly) return { direct, oneStop, twoStop };

  const straight = distanceKm(origin, destination);
  const hasDirect = direct.length > 0;
  const oneStopDetour = !hasDirect ? 3 : straight > 4000 ? 1.5 : 2;
  const twoStopDetour = !hasDirect ? 3.2 : straight < 1500 ? 2.4 : straight < 4000 ? 1.6 : 1.3;
  const perHub = Math.max(14, Math.ceil(filter.cap / 8));
  const perHubPair = Math.max(4, Math.ceil(filter.cap / 40));
  const usable = (h: SimAirport | undefined): h is SimAirport => !!h && h.cityCode !== origin.cityCode && h.cityCode !== destination.cityCode;
  const hubsOf = (airline: SimAirline) => airline.hubs.map((code) => SIM_AIRPORTS.get(code)).filter(usable);
  /** Indian carriers connect at any busy enough station of theirs; foreign carriers at their hub. */
  const connectionPointsOf = (airline: SimAirline) =>
    airline.isIndian ? [...new Set([...airline.hubs, ...airline.domestic, ...airline.gateways])].map((code) => SIM_AIRPORTS.get(code)).filter(usable).filter((h) => h.weight >= 3 || airline.hubs.includes(h.code)) : hubsOf(airline);

  for (const airline of filter.airlines) {
    const hubs = hubsOf(airline);
    for (const hub of connectionPointsOf(airline)) {
      if (distanceKm(origin, hub) + distanceKm(hub, destination) > straight * oneStopDetour) continue;
      if (!servesDirect(airline, origin, hub) || !servesDirect(airline, hub, destination)) continue;
      const found: SimItinerary[] = [];
      for (const first of flightsOn(ctx, airline, origin, hub, date)) {
        for (const second of onward(ctx, airline, hub, destination, localDate(first), first.arrUtc)) found.push(itinerary([first, second]));
      }
      oneStop.push(...found.sort(byElapsed).slice(0, perHub));
    }
    for (const h1 of hubs) {
      for (const h2 of hubs) {
        if (h1 === h2) continue;
        const km = distanceKm(origin, h1) + distanceKm(h1, h2) + distanceKm(h2, destination);
        if (km > straight * twoStopDetour) continue;
        if (!servesDirect(airline, origin, h1) || !servesDirect(airline, h1, h2) || !servesDirect(airline, h2, destination)) continue;
        const found: SimItinerary[] = [];
        for (const first of flightsOn(ctx, airline, origin, h1, date)) {
          for (const second of onward(ctx, airline, h1, h2, localDate(first), first.arrUtc)) {
            for (const third of onward(ctx, airline, h2, destination, localDate(second), second.arrUtc)) found.push(itinerary([first, second, third]));
          }
        }
        twoStop.push(...found.sort(byElapsed).slice(0, perHubPair));
      }
    }
  }
  return { direct, oneStop: oneStop.sort(byElapsed), twoStop: twoStop.sort(byElapsed) };
}
