import { addDays, format, parseISO } from "date-fns";
import { ROOM_COMPOSITION_KINDS } from "@/lib/room-composition";
import { selectRateWithFallback, showDate } from "./rate-selection";
import type { HotelLine, PriceComponent, PricingParty, RateCatalogue, RoomCompositionItem, RoomRate } from "./rate-engine-types";

/*
 * A hotel stay (decision 0036). Each night is priced on the room rate that wins on that night's
 * date, so a stay across two rate periods pays each period's price; consecutive nights on one rate
 * make one component. Per night: the adults fill the rooms two to a room (a room with one adult is
 * a single, with two a double; adults beyond two per room pay the extra-adult price), plus each
 * child with and without bed. A room needs at least one adult.
 */

const money = (currency: string, minor: number) => `${currency} ${(minor / 100).toFixed(2)}`;

export type RoomMix = { singles: number; doubles: number; extraAdults: number };

export function roomMix(rooms: number, adults: number): RoomMix {
  const doubles = Math.min(rooms, Math.max(0, adults - rooms));
  return { singles: rooms - doubles, doubles, extraAdults: Math.max(0, adults - 2 * rooms) };
}

function nightly(r: RoomRate, mix: RoomMix, line: HotelLine): { amount: number; parts: string[] } {
  const parts: string[] = [];
  let amount = 0;
  const add = (count: number, what: string, price: number) => {
    if (count === 0) return;
    amount += count * price;
    parts.push(`${count} ${what} x ${money(r.currency, price)}`);
  };
  add(mix.singles, mix.singles === 1 ? "single room" : "single rooms", r.singleRoomPrice);
  add(mix.doubles, mix.doubles === 1 ? "double room" : "double rooms", r.doubleRoomPrice);
  add(mix.extraAdults, mix.extraAdults === 1 ? "extra adult" : "extra adults", r.extraAdultPrice);
  add(line.childrenWithBed, line.childrenWithBed === 1 ? "child with bed" : "children with bed", r.childWithBedPrice);
  add(line.childrenWithoutBed, line.childrenWithoutBed === 1 ? "child without bed" : "children without bed", r.childWithoutBedPrice);
  return { amount, parts };
}

/**
 * The stay's room composition (issue 25): each kind (single/double rooms, extra adults, children
 * with and without bed) with its count and its price per unit for the whole stay (the nights of
 * each rate added up). Null when a night has no rate or the rates' currencies differ.
 */
function composition(line: HotelLine, mix: RoomMix, runs: { rate: RoomRate | null; nights: number }[]): RoomCompositionItem[] | null {
  if (runs.some((r) => !r.rate) || new Set(runs.map((r) => r.rate?.currency)).size !== 1) return null;
  const counts = { singleRoom: mix.singles, doubleRoom: mix.doubles, extraAdult: mix.extraAdults, childWithBed: line.childrenWithBed, childWithoutBed: line.childrenWithoutBed };
  const currency = runs[0].rate!.currency;
  return ROOM_COMPOSITION_KINDS.filter(([key]) => counts[key] > 0).map(([key, label]) => ({ key, label, count: counts[key], currency, unitPrice: runs.reduce((s, r) => s + r.rate![`${key}Price`] * r.nights, 0) }));
}

/** The composition at the selling price: each unit price scaled by the line's total over its rates' subtotal (the markup shared pro rata). */
export function sellingComposition(items: RoomCompositionItem[], subtotal: number, total: number): RoomCompositionItem[] {
  if (subtotal <= 0 || subtotal === total) return items;
  return items.map((c) => ({ ...c, unitPrice: Math.round((c.unitPrice * total) / subtotal) }));
}

export function priceHotelLine(line: HotelLine, catalogue: RateCatalogue, party: PricingParty): { label: string; components: PriceComponent[]; composition: RoomCompositionItem[] | null } {
  const label = catalogue.roomTypeNames.get(line.roomTypeId) ?? `Room type ${line.roomTypeId}`;
  const rates = catalogue.roomRates.get(line.roomTypeId) ?? [];
  const pax = line.adults + line.childrenWithBed + line.childrenWithoutBed;
  if (line.adults < line.rooms) {
    return { label, components: [{ kind: "room", label: "Rooms", rateId: null, currency: null, amount: 0, computation: `${line.rooms} rooms need at least ${line.rooms} adults`, verdicts: [] }], composition: null };
  }
  const mix = roomMix(line.rooms, line.adults);
  const components: PriceComponent[] = [];
  const runs: { rate: RoomRate | null; nights: number }[] = [];
  let run: { rate: RoomRate | null; from: string; nights: number; verdicts: PriceComponent["verdicts"]; fallback: string | null } | null = null;
  const close = () => {
    if (!run) return;
    runs.push({ rate: run.rate, nights: run.nights });
    const till = format(addDays(parseISO(run.from), run.nights - 1), "yyyy-MM-dd");
    const when = run.nights === 1 ? `Night of ${showDate(run.from)}` : `${run.nights} nights ${showDate(run.from)} to ${showDate(till)}`;
    if (!run.rate) {
      components.push({ kind: "room", label: when, rateId: null, currency: null, amount: 0, computation: "No room rate applies", verdicts: run.verdicts });
    } else {
      const { amount, parts } = nightly(run.rate, mix, line);
      const total = amount * run.nights;
      components.push({
        kind: "room",
        label: when,
        rateId: run.rate.id,
        currency: run.rate.currency,
        amount: total,
        computation: `${run.fallback ? `${run.fallback}. ` : ""}(${parts.join(" + ")}) = ${money(run.rate.currency, amount)} a night x ${run.nights} = ${money(run.rate.currency, total)}`,
        verdicts: run.verdicts,
      });
    }
  };
  for (let i = 0; i < line.nights; i++) {
    const date = format(addDays(parseISO(line.checkinDate), i), "yyyy-MM-dd");
    const pick = selectRateWithFallback(rates, { marketId: party.market.id, marketNames: party.marketNames, date, pax, lane: null }, party.defaultMarket);
    const winnerId = pick.winner?.id ?? null;
    if (run && (run.rate?.id ?? null) === winnerId) {
      run.nights += 1;
      continue;
    }
    close();
    run = { rate: pick.winner, from: date, nights: 1, verdicts: pick.verdicts, fallback: pick.fallback };
  }
  close();
  return { label, components, composition: composition(line, mix, runs) };
}
