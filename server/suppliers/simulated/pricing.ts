import "server-only";
import { percentOf } from "@/lib/money";
import type { SupplierFare, SupplierPaxFare } from "../types";
import type { SimAirline } from "./airlines";
import { distanceKm, isIndian, type SimAirport } from "./airports";
import type { SimItinerary } from "./itineraries";
import { offsetMinutes, weekday } from "./local-time";
import { rngFor } from "./prng";

/** A fare product an airline sells on a flight (Saver, Flexi, Economy Lite, Business...). */
export type FareProduct = { code: string; label: string; factor: number; cabin: 2 | 3 | 4 | 5 | 6; refundable: boolean | "sometimes" };

export type Pax = { adults: number; children: number; infants: number };

export type PricedJourney = { fare: SupplierFare; fareClasses: string[]; isRefundable: boolean; baggage: string; cabinBaggage: string; remark: string; domestic: boolean };

const CABIN_FACTOR: Record<number, number> = { 2: 1, 3: 1.75, 4: 3.4, 5: 3.9, 6: 5.8 };
const LADDER: Record<number, string[]> = { 2: ["O", "Q", "T", "R", "S", "K", "M", "B", "Y"], 3: ["E", "N", "W"], 4: ["Z", "D", "C", "J"], 5: ["Z", "D", "C", "J"], 6: ["A", "F"] };
const WEEKDAY_FACTOR = [1.12, 0.98, 0.92, 0.92, 0.98, 1.15, 1.04];
/** Departure fees (rupees) at foreign airports, by country. */
const FOREIGN_FEES: Record<string, number> = { GB: 9800, US: 3100, DE: 3900, FR: 3600, AE: 1700, QA: 1300, SG: 1500, AU: 3800, HK: 1200, TH: 1100, MY: 1000 };
const TDS_ON_COMMISSION_BP = 200;

/** The products an airline sells in the requested cabin (1 "All" = economy, plus business on full-service carriers). */
export function productsFor(airline: SimAirline, cabin: number): FareProduct[] {
  const economy: FareProduct[] = airline.isLcc
    ? [
        { code: "SAVER", label: "Saver", factor: 1, cabin: 2, refundable: "sometimes" },
        { code: "FLEXI", label: "Flexi", factor: 1.2, cabin: 2, refundable: true },
        { code: "CORP", label: "Corporate", factor: 1.32, cabin: 2, refundable: true },
      ]
    : [
        { code: "LITE", label: "Economy Lite", factor: 0.93, cabin: 2, refundable: false },
        { code: "CLASSIC", label: "Economy Classic", factor: 1, cabin: 2, refundable: true },
        { code: "FLEX", label: "Economy Flex", factor: 1.28, cabin: 2, refundable: true },
      ];
  const business: FareProduct[] = airline.isLcc
    ? [{ code: "STRETCH", label: "Stretch", factor: 0.8, cabin: 4, refundable: true }]
    : [
        { code: "BIZ", label: "Business Classic", factor: 1, cabin: 4, refundable: true },
        { code: "BIZFLEX", label: "Business Flex", factor: 1.22, cabin: 4, refundable: true },
      ];
  if (cabin === 3) return [{ code: "PREMIUM", label: "Premium Economy", factor: 1, cabin: 3, refundable: true }, { code: "PREMFLEX", label: "Premium Flex", factor: 1.2, cabin: 3, refundable: true }];
  if (cabin === 4) return business;
  if (cabin === 5) return business.map((p) => ({ ...p, cabin: 5 }));
  if (cabin === 6) return [{ code: "FIRST", label: "First", factor: 1, cabin: 6, refundable: true }];
  if (cabin === 1 && airline.cabins.includes(4) && !airline.isLcc) return [...economy, business[0]];
  return economy;
}

const isDomesticFlight = (a: SimAirport, b: SimAirport) => isIndian(a) && isIndian(b);

/** The adult base fare (rupees, before rounding) of one leg, and how much demand pushed it. */
function legBase(leg: SimItinerary, product: FareProduct, seed: number): { rupees: number; demand: number } {
  const first = leg.flights[0];
  const last = leg.flights[leg.flights.length - 1];
  const domestic = leg.flights.every((f) => isDomesticFlight(f.origin, f.destination));
  // Through fares are priced on the origin-destination market, connections a little cheaper.
  const km = distanceKm(first.origin, last.destination) * [1, 0.94, 0.9][Math.min(2, leg.flights.length - 1)];
  const raw = domestic ? 1150 + 2.55 * km : 2400 + 4.1 * km;
  const demand = 0.78 + rngFor("fare", leg.key, seed).next() ** 1.6 * 0.8;
  const localMinutes = first.depUtc + offsetMinutes(first.origin.timeZone, first.depUtc);
  const hour = Math.floor((((localMinutes % 1440) + 1440) % 1440) / 60);
  const timeOfDay = hour < 6 ? 0.86 : hour < 10 ? 1.12 : hour < 17 ? 0.97 : hour < 21 ? 1.1 : 0.9;
  const day = WEEKDAY_FACTOR[weekday(first.key.slice(-10))];
  return { rupees: raw * demand * day * timeOfDay * leg.airline.priceFactor * product.factor * CABIN_FACTOR[product.cabin], demand };
}

/** Per-passenger taxes (paise) that do not depend on the base: departure fees and fuel surcharge. */
function feesAndFuel(legs: SimItinerary[], cabin: number): { fees: number; fuel: number } {
  let fees = 0;
  let fuel = 0;
  for (const leg of legs) {
    for (const f of leg.flights) {
      const domestic = isDomesticFlight(f.origin, f.destination);
      const w = f.origin.weight;
      if (isIndian(f.origin)) fees += domestic ? 23600 + (w >= 7 ? 62000 : w >= 4 ? 35000 : 15000) : 43000 + (w >= 7 ? 140000 : 90000);
      else fees += (FOREIGN_FEES[f.origin.countryCode] ?? 900) * (cabin >= 3 && f.origin.countryCode === "GB" ? 220 : 100);
      if (leg.airline.isLcc) fuel += domestic ? 0 : Math.round(0.25 * f.distanceKm) * 100;
      else fuel += domestic ? 45000 : Math.round(0.6 * f.distanceKm) * 100;
    }
  }
  return { fees, fuel };
}

function baggageFor(airline: SimAirline, product: FareProduct, domestic: boolean): { baggage: string; cabinBaggage: string } {
  if (product.cabin === 6) return { baggage: "50 Kg", cabinBaggage: "10 Kg" };
  if (product.cabin >= 4) return { baggage: domestic ? "35 Kg" : "40 Kg", cabinBaggage: "10 Kg" };
  if (product.cabin === 3) return { baggage: "35 Kg", cabinBaggage: "7 Kg" };
  if (airline.isLcc) return { baggage: domestic ? "15 Kg" : "20 Kg", cabinBaggage: "7 Kg" };
  if (product.code === "LITE") return { baggage: domestic ? "15 Kg" : "20 Kg", cabinBaggage: "7 Kg" };
  return { baggage: domestic ? "25 Kg" : "30 Kg", cabinBaggage: "7 Kg" };
}

/**
 * Prices a journey of one or more legs, all on `legs[0].airline`'s fare (a round trip, special
 * return or multi-city is one fare). `discountBp` takes that much off the base (round-trip and
 * special-return pricing). Amounts in paise; child base ~75% of adult; infant a small fixed fare.
 */
export function priceJourney(legs: SimItinerary[], product: FareProduct, pax: Pax, seed: number, discountBp = 0): PricedJourney {
  const airline = legs[0].airline;
  const domestic = legs.every((l) => l.flights.every((f) => isDomesticFlight(f.origin, f.destination)));
  const bases = legs.map((l) => legBase(l, product, seed));
  const adultRupees = Math.max(499, Math.round((bases.reduce((s, b) => s + b.rupees, 0) * (10000 - discountBp)) / 10000));
  const adultBase = adultRupees * 100;
  const childBase = Math.round(adultRupees * 0.75) * 100;
  const infantBase = domestic ? (airline.isLcc ? 150000 : Math.max(125000, Math.round(adultRupees * 0.1) * 100)) : Math.max(150000, Math.round(adultRupees * 0.1) * 100);
  const { fees, fuel } = feesAndFuel(legs, product.cabin);
  const gstBp = isIndian(legs[0].flights[0].origin) ? (product.cabin >= 3 ? 1200 : 500) : 0;
  const other = airline.isLcc ? 5000 : 0;
  const perPax: [1 | 2 | 3, number, number, number, number][] = [
    [1, pax.adults, adultBase, fees + fuel + percentOf(adultBase + fuel, gstBp), other],
    [2, pax.children, childBase, fees + fuel + percentOf(childBase + fuel, gstBp), other],
    [3, pax.infants, infantBase, percentOf(infantBase, gstBp), 0],
  ];
  const breakdown: SupplierPaxFare[] = perPax
    .filter(([, count]) => count > 0)
    .map(([paxType, count, base, tax, otherCharges]) => ({ paxType, passengerCount: count, baseFare: base * count, tax: tax * count, otherCharges: otherCharges * count }));
  const baseFare = breakdown.reduce((s, b) => s + b.baseFare, 0);
  const tax = breakdown.reduce((s, b) => s + b.tax, 0);
  const otherCharges = breakdown.reduce((s, b) => s + b.otherCharges, 0);
  const publishedFare = baseFare + tax + otherCharges;
  const commissionEarned = airline.isLcc ? 0 : percentOf(baseFare, airline.commissionBp);
  const tdsOnCommission = percentOf(commissionEarned, TDS_ON_COMMISSION_BP);

  const ladder = LADDER[product.cabin];
  const tierShift = product.factor > 1.1 ? 4 : product.factor >= 1 ? 2 : 0;
  const fareClasses = bases.map((b) => ladder[Math.min(ladder.length - 1, Math.floor(((b.demand - 0.78) / 0.8) * Math.min(5, ladder.length)) + Math.min(tierShift, ladder.length - 1))]);
  const isRefundable = product.refundable === "sometimes" ? rngFor("refundable", legs.map((l) => l.key).join("/"), seed).chance(0.65) : product.refundable;
  const { baggage, cabinBaggage } = baggageFor(airline, product, domestic);
  const remark = airline.isLcc
    ? `${airline.name} ${product.label} fare.${isRefundable ? "" : " Non-refundable."} Seats and meals are chargeable.`
    : isRefundable
      ? ""
      : `${product.label}: non-refundable, no changes after departure.`;
  return {
    fare: { currency: "INR", baseFare, tax, otherCharges, publishedFare, offeredFare: publishedFare - commissionEarned, commissionEarned, tdsOnCommission, breakdown },
    fareClasses,
    isRefundable,
    baggage,
    cabinBaggage,
    remark,
    domestic,
  };
}
