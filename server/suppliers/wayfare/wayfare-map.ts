import "server-only";
import type { TFlightResult, TSearchRequest, TSearchResponse, TSegment } from "@/lib/contracts/flights";
import { toMinorUnits } from "@/lib/money";
import type { SupplierResult, SupplierSearchRequest, SupplierSegment } from "../types";

/** Our search request in the supplier Wayfare's own API shape (POST /api/search, lib/contracts/flights.ts). */
export function toWayfareSearchBody(request: SupplierSearchRequest): TSearchRequest {
  const [first, second] = request.segments;
  const common = {
    journeyType: request.journeyType,
    adt: request.adults,
    chd: request.children,
    inf: request.infants,
    cabinClass: request.cabinClass,
    directFlight: request.directFlight,
    preferredAirlines: request.preferredAirlines.length > 0 ? request.preferredAirlines : undefined,
    specialReturn: request.specialReturn,
  };
  if (request.journeyType === 3) return { ...common, segments: request.segments };
  return {
    ...common,
    origin: first.origin,
    destination: first.destination,
    departureDate: first.departureDate,
    returnDate: request.journeyType === 2 ? second?.departureDate : undefined,
  };
}

const place = (code: string, name: string, cityCode: string, cityName: string, terminal: string) => ({ code, name, cityCode, cityName, countryCode: "", terminal });

export function toSegment(s: TSegment): SupplierSegment {
  return {
    airlineCode: s.airlineCode,
    airlineName: s.airlineName,
    flightNumber: s.flightNumber,
    fareClass: s.fareClass,
    operatingCarrier: s.operatingCarrier,
    origin: place(s.originAirportCode, s.originAirportName, s.originAirportCode, s.originCityName, s.originTerminal),
    destination: place(s.destinationAirportCode, s.destinationAirportName, s.destinationCityCode, s.destinationCityName, s.destinationTerminal),
    departureTime: s.departureTime,
    arrivalTime: s.arrivalTime,
    durationMinutes: s.durationMinutes,
    groundTimeMinutes: s.groundTimeMinutes,
    craft: s.craft,
    baggage: s.baggage,
    cabinBaggage: s.cabinBaggage,
    flightStatus: s.flightStatus,
    stopPoint: s.stopPoint,
    stopPointArrivalTime: s.stopPointArrivalTime,
    stopPointDepartureTime: s.stopPointDepartureTime,
  };
}

const minor = (major: number | undefined) => Math.max(0, toMinorUnits(major ?? 0));

/**
 * One fare the supplier site priced for our company (its key's user): its customer price
 * (totalPayable, the supplier's markup included) is our published fare; what our company pays it
 * (totalPayableAmt, net of the commission it passes on) is our offered fare, the difference our
 * commission, already net of the TDS the supplier withheld on it (isTdsWithheld: our engine deducts
 * none again). Our own markups are then added by our fare engine as on any supplier's fare.
 */
export function fromWayfareResult(r: TFlightResult, listIndex: 0 | 1): SupplierResult {
  const f = r.fare;
  const publishedFare = minor(f.totalPayable);
  const offeredFare = Math.min(publishedFare, f.totalPayableAmt === undefined ? publishedFare : minor(f.totalPayableAmt));
  const baseFare = Math.min(minor(f.baseFare), publishedFare);
  const tax = Math.min(minor(f.tax), publishedFare - baseFare);
  return {
    resultIndex: r.resultIndex,
    isLcc: r.isLcc,
    isRefundable: r.isRefundable,
    fareType: r.fareType,
    listIndex,
    segments: r.segments.map((leg) => leg.map(toSegment)),
    fare: {
      currency: f.currency,
      baseFare,
      tax,
      otherCharges: publishedFare - baseFare - tax,
      publishedFare,
      offeredFare,
      commissionEarned: publishedFare - offeredFare,
      tdsOnCommission: 0,
      isTdsWithheld: true,
      breakdown: r.fareBreakdown.map((p) => {
        const rowBase = minor(p.baseFare);
        const rowTax = minor(p.tax);
        const rowPublished = Math.max(rowBase + rowTax, minor(p.publishedPrice));
        return { paxType: p.paxType as 1 | 2 | 3, passengerCount: p.passengerCount, baseFare: rowBase, tax: rowTax, otherCharges: rowPublished - rowBase - rowTax };
      }),
    },
    lastTicketDate: r.lastTicketDate,
    airlineRemark: r.airlineRemark,
    fareName: r.fareName,
    supplierChain: {
      supplierNet: f.offeredFare === undefined ? minor(f.publishedFare) : minor(f.offeredFare),
      supplierMarkup: Math.max(0, minor(f.markup) + minor(f.gstOnMarkup) - minor(f.discount)),
    },
  };
}

/** The supplier's answer: one list (or outbound and inbound lists for a domestic return). */
export function fromWayfareResponse(data: TSearchResponse): { traceId: string; results: SupplierResult[] } {
  const results: SupplierResult[] = [];
  data.results.forEach((list, i) => {
    for (const r of list) results.push(fromWayfareResult(r, i === 1 ? 1 : 0));
  });
  return { traceId: data.searchId, results };
}
