import "server-only";
import { toMinorUnits } from "../minor-units";
import type { CalendarFareDay, FareRule, SupplierFare, SupplierPaxFare, SupplierResult, SupplierSegment } from "../types";
import { arr, bool, num, rec, str, tboTime, type Wire } from "./tbo-wire";

/** Rupees with decimals on the wire -> paise, half-up. Garbage reads as 0 rather than failing the search. */
function paise(v: unknown): number {
  try {
    return toMinorUnits(typeof v === "number" || typeof v === "string" ? v : 0);
  } catch {
    return 0;
  }
}

function mapAirport(end: Wire): SupplierSegment["origin"] {
  const a = rec(end.Airport);
  return {
    code: str(a.AirportCode),
    name: str(a.AirportName),
    cityCode: str(a.CityCode),
    cityName: str(a.CityName),
    countryCode: str(a.CountryCode),
    terminal: str(a.Terminal).trim(),
  };
}

export function mapSegment(raw: unknown): SupplierSegment {
  const s = rec(raw);
  const airline = rec(s.Airline);
  const origin = rec(s.Origin);
  const destination = rec(s.Destination);
  return {
    airlineCode: str(airline.AirlineCode),
    airlineName: str(airline.AirlineName),
    flightNumber: str(airline.FlightNumber),
    fareClass: str(airline.FareClass),
    operatingCarrier: str(airline.OperatingCarrier),
    origin: mapAirport(origin),
    destination: mapAirport(destination),
    departureTime: tboTime(origin.DepTime),
    arrivalTime: tboTime(destination.ArrTime),
    durationMinutes: Math.round(num(s.Duration)),
    groundTimeMinutes: Math.round(num(s.GroundTime)),
    craft: str(s.Craft),
    baggage: str(s.Baggage),
    cabinBaggage: str(s.CabinBaggage),
    flightStatus: str(s.FlightStatus),
    stopPoint: str(s.StopPoint),
    stopPointArrivalTime: tboTime(s.StopPointArrivalTime),
    stopPointDepartureTime: tboTime(s.StopPointDepartureTime),
  };
}

/**
 * Fare and FareBreakdown in paise. `otherCharges` gathers what TBO adds on top of base and tax
 * (OtherCharges, ServiceFee, AdditionalTxnFeePub, AirlineTransFee) so base + tax + other = published;
 * commission gathers CommissionEarned, PLBEarned and IncentiveEarned (OfferedFare = Published - those).
 * FareBreakdown rows carry no OtherCharges, so those are shared per adult and child passenger.
 */
export function mapFare(fareRaw: unknown, breakdownRaw: unknown): SupplierFare {
  const f = rec(fareRaw);
  const otherCharges = paise(f.OtherCharges) + paise(f.ServiceFee) + paise(f.AdditionalTxnFeePub) + paise(f.AirlineTransFee);
  const rows = arr(breakdownRaw).map(rec);
  const breakdown: SupplierPaxFare[] = rows
    .map((b) => ({ paxType: num(b.PassengerType), passengerCount: Math.round(num(b.PassengerCount)), baseFare: paise(b.BaseFare), tax: paise(b.Tax), otherCharges: "OtherCharges" in b ? paise(b.OtherCharges) : -1 }))
    .filter((b): b is SupplierPaxFare => (b.paxType === 1 || b.paxType === 2 || b.paxType === 3) && b.passengerCount > 0);
  if (breakdown.some((b) => b.otherCharges < 0)) {
    const seated = breakdown.filter((b) => b.paxType !== 3).reduce((n, b) => n + b.passengerCount, 0);
    let left = otherCharges;
    for (const b of breakdown) {
      b.otherCharges = b.paxType === 3 || seated === 0 ? 0 : Math.floor((otherCharges * b.passengerCount) / seated);
      left -= b.otherCharges;
    }
    const adult = breakdown.find((b) => b.paxType === 1) ?? breakdown.find((b) => b.paxType !== 3);
    if (adult) adult.otherCharges += left;
  }
  const commissionEarned = paise(f.CommissionEarned) + paise(f.PLBEarned) + paise(f.IncentiveEarned);
  return {
    currency: str(f.Currency) || "INR",
    baseFare: paise(f.BaseFare),
    tax: paise(f.Tax),
    otherCharges,
    publishedFare: paise(f.PublishedFare),
    offeredFare: paise(f.OfferedFare),
    commissionEarned,
    tdsOnCommission: paise(f.TdsOnCommission) + paise(f.TdsOnPLB) + paise(f.TdsOnIncentive),
    breakdown,
  };
}

/**
 * One search result. A result covering both legs is a special return (LCC or GDS by IsLCC) when the
 * search was JourneyType 5 or its ResultFareType says so; it always lives in list 0.
 */
export function mapResult(raw: unknown, listIndex: 0 | 1, specialReturnSearch: boolean): SupplierResult {
  const r = rec(raw);
  const segments = arr(r.Segments).map((leg) => arr(leg).map(mapSegment)).filter((leg) => leg.length > 0);
  const isLcc = bool(r.IsLCC);
  const isSpecial = segments.length >= 2 && (specialReturnSearch || /special\s*return/i.test(str(r.ResultFareType)));
  return {
    resultIndex: str(r.ResultIndex),
    isLcc,
    isRefundable: bool(r.IsRefundable),
    fareType: isSpecial ? (isLcc ? "lccSpecialReturn" : "gdsSpecialReturn") : "normal",
    listIndex: isSpecial ? 0 : listIndex,
    segments,
    fare: mapFare(r.Fare, r.FareBreakdown),
    lastTicketDate: tboTime(r.LastTicketDate) || null,
    airlineRemark: str(r.AirlineRemark).trim(),
    fareName: str(rec(r.FareClassification).Type).trim() || undefined,
  };
}

/** Response.Results (an array of arrays): Results[0] outbound, Results[1] inbound of a domestic return. */
export function mapSearchResults(response: Wire, opts: { domesticReturn: boolean; specialReturnSearch: boolean }): SupplierResult[] {
  const out: SupplierResult[] = [];
  arr(response.Results).forEach((list, i) => {
    const listIndex: 0 | 1 = i === 1 && opts.domesticReturn ? 1 : 0;
    for (const raw of arr(list)) {
      const result = mapResult(raw, listIndex, opts.specialReturnSearch);
      if (result.resultIndex && result.segments.length > 0) out.push(result);
    }
  });
  return out;
}

export function mapFareRules(response: Wire): FareRule[] {
  return arr(response.FareRules).map((raw) => {
    const r = rec(raw);
    return {
      airline: str(r.Airline),
      origin: str(r.Origin),
      destination: str(r.Destination),
      fareBasisCode: str(r.FareBasisCode),
      fareRestriction: str(r.FareRestriction),
      fareRuleDetail: str(r.FareRuleDetail),
    };
  });
}

export function mapCalendarFares(response: Wire): CalendarFareDay[] {
  return arr(response.SearchResults)
    .map((raw) => {
      const r = rec(raw);
      return {
        date: tboTime(r.DepartureDate).slice(0, 10),
        airlineCode: str(r.AirlineCode),
        airlineName: str(r.AirlineName),
        fare: paise(r.Fare),
        baseFare: paise(r.BaseFare),
        tax: paise(r.Tax),
        isLowestFareOfMonth: bool(r.IsLowestFareOfMonth),
      };
    })
    .filter((d) => d.date !== "");
}
