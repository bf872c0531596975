import { formatTravelDay } from "@/lib/dates";
import type { KartView } from "./load-kart";

/*
 * The quotation's day-by-day plan and its transfer legs (issue 25, "Documents"): every date of the
 * trip with what happens that day (flights, hotel check-in and check-out, activities with their time,
 * transfers with pickup time and point), in time order; lines without a date come last.
 */

export type DocDayItem = { time: string | null; text: string };
export type DocDay = { title: string; items: DocDayItem[] };
export type DocTransferLeg = { when: string; text: string };

/** A sharing basis in words: "SIC" → "Shared", "dropSICpickupPVT" → "Private pickup, shared drop". */
export function sharingLabel(basis: string | null | undefined, purpose?: "pickup" | "drop"): string {
  const b = basis ?? "";
  const one = (x: string) => (x === "PVT" || x === "private" ? "Private" : "Shared");
  const m = /^drop(SIC|PVT)pickup(SIC|PVT)$/.exec(b);
  if (m) return purpose ? one(purpose === "pickup" ? m[2] : m[1]) : `${one(m[2])} pickup, ${one(m[1]).toLowerCase()} drop`;
  return b ? one(b) : "";
}

export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Leg = KartView["activities"][number]["transfers"][number];

/** "Pickup from Hotel to Burj Khalifa (Shared), for At the Top"; the service is left out when a point already names it (a leg drafted from a cart names the tour). */
const legText = (leg: Leg, sharing: string, service: string) => {
  const named = service.replace(/^for /, "");
  const says = `${leg.pickupLocation} ${leg.dropLocation}`.includes(named);
  return `${leg.purpose === "pickup" ? "Pickup" : "Drop"} from ${leg.pickupLocation} to ${leg.dropLocation}${sharing ? ` (${sharing})` : ""}${says ? "" : `, ${service}`}`;
};

/** Every dated thing of the itinerary, as (date, time, text). */
function events(k: KartView): { date: string | null; item: DocDayItem; order: number }[] {
  const out: { date: string | null; item: DocDayItem; order: number }[] = [];
  const push = (date: string | null, time: string | null, text: string, order: number) => out.push({ date, item: { time, text }, order });
  for (const f of k.flights) {
    const flight = `${f.airlineCode} ${f.flightNo}`;
    push(f.departureDate, f.departureTime, `Flight ${flight} departs ${f.origin} for ${f.destination}`, 1);
    if (f.arrivalDate || f.arrivalTime) push(f.arrivalDate ?? f.departureDate, f.arrivalTime, `Flight ${flight} arrives at ${f.destination}`, 1);
  }
  for (const a of k.accomodations) {
    const checkin = a.checkinDate ?? k.arrivalDate;
    const name = `${a.hotelName}${a.roomTypeName ? `, ${a.roomTypeName}` : ""}`;
    push(checkin, null, `Check-in: ${name} (${a.noOfNights} night(s), ${a.numberOfRooms} room(s))`, 3);
    push(checkin ? addDays(checkin, a.noOfNights) : null, null, `Check-out: ${a.hotelName}`, 0);
    if (a.transferType) {
      for (const leg of a.transfers) {
        const date = leg.date ?? (leg.purpose === "pickup" ? checkin : checkin ? addDays(checkin, a.noOfNights) : null);
        push(date, leg.time, legText(leg, sharingLabel(a.sharingBasis, leg.purpose), `for ${a.hotelName}`), 2);
      }
    }
  }
  for (const a of k.activities) {
    push(a.startDate, a.time, `${a.tourOptionName}${a.activityName && a.activityName !== a.tourOptionName ? ` (${a.activityName})` : ""}`, 2);
    if (a.transferType) {
      for (const leg of a.transfers) push(leg.date ?? a.startDate, leg.time ?? (leg.purpose === "pickup" ? a.time : null), legText(leg, sharingLabel(a.sharingBasis, leg.purpose), `for ${a.tourOptionName}`), 2);
    }
  }
  for (const m of k.miscellaneous) push(m.startDate, null, `${m.name}${m.description ? `: ${m.description}` : ""}`, 4);
  return out;
}

/** The trip's days: from the arrival for noOfDays days (and any other dated line), each with its items by time. */
export function dayPlan(k: KartView): DocDay[] {
  const all = events(k);
  const dates = new Set<string>();
  if (k.arrivalDate) for (let i = 0; i < Math.max(k.noOfDays, 1); i++) dates.add(addDays(k.arrivalDate, i));
  for (const e of all) if (e.date) dates.add(e.date);
  const first = k.arrivalDate ?? [...dates].sort()[0];
  // Check-out opens the day; timed things follow by time; a check-in or an extra without a time closes it.
  const key = (e: (typeof all)[number]) => e.item.time ?? (e.order === 0 ? "00:00" : "99:99");
  const byTime = (x: (typeof all)[number], y: (typeof all)[number]) => key(x).localeCompare(key(y)) || x.order - y.order;
  const days: DocDay[] = [...dates].sort().map((date) => {
    const n = first ? Math.round((Date.parse(date) - Date.parse(first)) / 86_400_000) + 1 : 0;
    const items = all.filter((e) => e.date === date).sort(byTime).map((e) => e.item);
    return { title: `${n >= 1 ? `Day ${n}: ` : ""}${formatTravelDay(date)}`, items: items.length ? items : [{ time: null, text: "At leisure" }] };
  });
  const undated = all.filter((e) => !e.date).map((e) => e.item);
  if (undated.length) days.push({ title: "Date to be confirmed", items: undated });
  return days;
}

/** Every transfer leg of the itinerary in date and time order: "Sat, 5 Dec 2026 09:00" and what it is. */
export function transferLegs(k: KartView): DocTransferLeg[] {
  const legs: { date: string | null; time: string | null; text: string }[] = [];
  for (const a of k.activities) {
    if (!a.transferType) continue;
    for (const leg of a.transfers) legs.push({ date: leg.date ?? a.startDate, time: leg.time ?? (leg.purpose === "pickup" ? a.time : null), text: legText(leg, sharingLabel(a.sharingBasis, leg.purpose), `for ${a.tourOptionName}`) });
  }
  for (const a of k.accomodations) {
    if (!a.transferType) continue;
    const checkin = a.checkinDate ?? k.arrivalDate;
    for (const leg of a.transfers) {
      const date = leg.date ?? (leg.purpose === "pickup" ? checkin : checkin ? addDays(checkin, a.noOfNights) : null);
      legs.push({ date, time: leg.time, text: legText(leg, sharingLabel(a.sharingBasis, leg.purpose), `for ${a.hotelName}`) });
    }
  }
  return legs
    .sort((x, y) => `${x.date ?? "9999"} ${x.time ?? ""}`.localeCompare(`${y.date ?? "9999"} ${y.time ?? ""}`))
    .map((l) => ({ when: `${l.date ? formatTravelDay(l.date) : "Date to be confirmed"}${l.time ? ` ${l.time}` : ""}`, text: l.text }));
}
