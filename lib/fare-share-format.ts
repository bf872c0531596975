import { CABIN_CLASSES, type TSegment } from "@/lib/contracts/flights";
import type { TSharedTrip } from "@/lib/contracts/fare-shares";
import { formatDayMonth, formatDuration, formatTime, legDurationMinutes } from "@/lib/flight-format";

/** Shared by the offer email and the offer page (decision 0051): one wording for both. */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "DEL → BOM" or "DEL → BOM → DEL" or, multi-city, "DEL → BOM, BOM → GOI". */
export function routeOf(trip: TSharedTrip): string {
  const [first, second] = trip.legs;
  if (trip.journeyType === 2 && second) return `${first.origin} → ${first.destination} → ${second.destination}`;
  return trip.legs.map((l) => `${l.origin} → ${l.destination}`).join(", ");
}

/** "Mon, 8 Dec" or "Mon, 8 Dec – Fri, 12 Dec". */
export const datesOf = (trip: TSharedTrip) => trip.legs.map((l) => formatDayMonth(l.date)).join(" – ");

/** "2 adults, 1 child · Economy". */
export function partyOf(trip: TSharedTrip): string {
  const people = [plural(trip.adults, "adult"), trip.children ? plural(trip.children, "child").replace("childs", "children") : "", trip.infants ? plural(trip.infants, "infant") : ""].filter(Boolean).join(", ");
  const cabin = CABIN_CLASSES[trip.cabinClass as keyof typeof CABIN_CLASSES] ?? "Economy";
  return `${people} · ${cabin}`;
}

export type LegSummary = { airlines: string; flights: string; departure: string; arrival: string; from: string; to: string; date: string; duration: string; stops: string };

/** One leg on one line: airlines, every flight number, times, duration and the via airports. */
export function legSummary(leg: readonly TSegment[]): LegSummary | null {
  const first = leg[0];
  const last = leg[leg.length - 1];
  if (!first || !last) return null;
  const via = leg.slice(0, -1).map((s) => s.destinationAirportCode);
  return {
    airlines: [...new Set(leg.map((s) => s.airlineName))].join(", "),
    flights: leg.map((s) => `${s.airlineCode} ${s.flightNumber}`).join(" · "),
    departure: formatTime(first.departureTime),
    arrival: formatTime(last.arrivalTime),
    from: first.originAirportCode,
    to: last.destinationAirportCode,
    date: formatDayMonth(first.departureTime),
    duration: formatDuration(legDurationMinutes(leg)),
    stops: via.length === 0 ? "Non-stop" : `${plural(via.length, "stop")} via ${via.join(", ")}`,
  };
}
