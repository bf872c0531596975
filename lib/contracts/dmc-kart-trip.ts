/*
 * The trip rule of an itinerary (issue 25, decision 0062): days, nights, arrival and every dated line
 * agree. Shared by the builder's form and the server's write path through checkKartRules.
 */

export const TripMessages = {
  /** Issue 25: a trip's nights are its days less one, or its days (an overnight flight home). */
  tripNights: (days: number, nights: number) => `${nights} ${nights === 1 ? "night does" : "nights do"} not fit a trip of ${days} ${days === 1 ? "day" : "days"}: it has ${Math.max(0, days - 1)} or ${days} nights`,
  tripDays: "A trip with an arrival date needs at least 1 day",
  outsideTrip: (line: string, what: string, date: string, first: string, last: string) => `${line} ${what} ${showDay(date)} is outside the trip (${showDay(first)} to ${showDay(last)})`,
} as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-12-05" as "5 Dec 2026" (the DMC screens' and documents' date format). */
export function showDay(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What a line is called in a message: "Activity 2 (Desert Safari)"; the name when the caller knows it. */
export const lineName = (section: "Hotel" | "Activity" | "Miscellaneous" | "Flight", index: number, name?: string | null) => `${section} ${index + 1}${name ? ` (${name})` : ""}`;

/** Names the messages may use for catalogue lines (the server reads them; the form passes its options' labels). */
export type KartLineNames = { accomodations?: (string | null | undefined)[]; activities?: (string | null | undefined)[] };

/** What the trip rule reads of an itinerary (kart/saveKart's request). */
export type TripShape = {
  arrivalDate: string | null;
  noOfDays: number;
  noOfNights: number;
  accomodations: { checkinDate: string | null; noOfNights: number }[];
  activities: { startDate: string | null }[];
  miscellaneous: { startDate: string | null; name: string }[];
  flights: { departureDate: string | null; airlineCode: string; flightNo: string }[];
};

/**
 * Issue 25 (decision 0062): days, nights, arrival and every dated line agree. Nights are days - 1 or
 * days (an overnight flight home); with an arrival date, every dated line falls within arrival ..
 * arrival + days - 1, a hotel checks out by the last day, and a flight departs at the earliest the day
 * before arrival (the overnight flight in). The first line outside the trip is named.
 */
export function checkTrip(k: TripShape, names: KartLineNames = {}): string | null {
  if (k.noOfDays >= 1 && (k.noOfNights > k.noOfDays || k.noOfNights < k.noOfDays - 1)) return TripMessages.tripNights(k.noOfDays, k.noOfNights);
  if (k.noOfDays === 0 && k.noOfNights > 0) return TripMessages.tripNights(k.noOfDays, k.noOfNights);
  const first = k.arrivalDate;
  if (!first) return null;
  if (k.noOfDays < 1) return TripMessages.tripDays;
  const last = addDays(first, k.noOfDays - 1);
  const outside = (d: string | null | undefined, from = first) => Boolean(d) && ((d as string) < from || (d as string) > last);
  for (const [i, a] of k.accomodations.entries()) {
    const name = lineName("Hotel", i, names.accomodations?.[i]);
    const checkin = a.checkinDate ?? first;
    if (outside(checkin)) return TripMessages.outsideTrip(name, "checking in on", checkin, first, last);
    const checkout = addDays(checkin, a.noOfNights);
    if (outside(checkout)) return TripMessages.outsideTrip(name, "checking out on", checkout, first, last);
  }
  for (const [i, a] of k.activities.entries()) if (outside(a.startDate)) return TripMessages.outsideTrip(lineName("Activity", i, names.activities?.[i]), "on", a.startDate as string, first, last);
  for (const [i, m] of k.miscellaneous.entries()) if (outside(m.startDate)) return TripMessages.outsideTrip(lineName("Miscellaneous", i, m.name), "on", m.startDate as string, first, last);
  for (const [i, f] of k.flights.entries()) {
    if (outside(f.departureDate, addDays(first, -1))) return TripMessages.outsideTrip(lineName("Flight", i, `${f.airlineCode} ${f.flightNo}`), "departing on", f.departureDate as string, first, last);
  }
  return null;
}

