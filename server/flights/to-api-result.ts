import "server-only";
import type { TFlightResult, TSegment } from "@/lib/contracts/flights";
import type { SupplierResult, SupplierSegment } from "@/server/suppliers/types";

/** Minor units (paise) to the API's major units with two decimals. */
const major = (minor: number) => Math.round(minor) / 100;

/** Results of different suppliers share one list, so their indexes carry the supplier row's id. */
export const toResultIndex = (supplierId: number, supplierIndex: string) => `${supplierId}~${supplierIndex}`;
export function parseResultIndex(resultIndex: string): { supplierId: number; supplierIndex: string } | null {
  const at = resultIndex.indexOf("~");
  if (at <= 0) return null;
  const supplierId = Number(resultIndex.slice(0, at));
  return Number.isSafeInteger(supplierId) ? { supplierId, supplierIndex: resultIndex.slice(at + 1) } : null;
}

function toApiSegment(s: SupplierSegment): TSegment {
  return {
    airlineName: s.airlineName,
    airlineCode: s.airlineCode,
    flightNumber: s.flightNumber,
    fareClass: s.fareClass,
    originAirportCode: s.origin.code,
    originAirportName: s.origin.name,
    originCityName: s.origin.cityName,
    originTerminal: s.origin.terminal,
    destinationAirportCode: s.destination.code,
    destinationAirportName: s.destination.name,
    destinationCityName: s.destination.cityName,
    destinationCityCode: s.destination.cityCode,
    destinationTerminal: s.destination.terminal,
    departureTime: s.departureTime,
    arrivalTime: s.arrivalTime,
    durationMinutes: s.durationMinutes,
    groundTimeMinutes: s.groundTimeMinutes,
    flightStatus: s.flightStatus,
    airlinePnr: "",
    baggage: s.baggage,
    cabinBaggage: s.cabinBaggage,
    craft: s.craft,
    stopPoint: s.stopPoint,
    stopPointArrivalTime: s.stopPointArrivalTime,
    stopPointDepartureTime: s.stopPointDepartureTime,
    operatingCarrier: s.operatingCarrier,
  };
}

/** A supplier's result in the API's shape (spec 000 section 3), before any markup. */
export function toApiResult(supplier: { id: number; name: string }, r: SupplierResult): TFlightResult {
  const f = r.fare;
  return {
    resultIndex: toResultIndex(supplier.id, r.resultIndex),
    source: supplier.name,
    isLcc: r.isLcc,
    isRefundable: r.isRefundable,
    fareType: r.fareType,
    segments: r.segments.map((leg) => leg.map(toApiSegment)),
    publishedPrice: major(f.publishedFare),
    fare: {
      currency: f.currency,
      baseFare: major(f.baseFare),
      tax: major(f.tax),
      otherCharges: major(f.otherCharges),
      publishedFare: major(f.publishedFare),
      offeredFare: major(f.offeredFare),
      commissionEarned: major(f.commissionEarned),
      tdsOnCommission: major(f.tdsOnCommission),
      discount: 0,
      totalFare: major(f.publishedFare),
      roundedTotalFare: Math.round(f.publishedFare / 100),
      txnFee: 0,
      baggageMealCharges: 0,
      userMergeTxnFeeTaxes: 0,
    },
    fareBreakdown: f.breakdown.map((b) => ({
      paxType: b.paxType,
      passengerCount: b.passengerCount,
      baseFare: major(b.baseFare),
      tax: major(b.tax),
      offeredOtherCharges: major(b.otherCharges),
      publishedPrice: major(b.baseFare + b.tax + b.otherCharges),
      publishedFare: major(b.baseFare + b.tax + b.otherCharges),
    })),
    lastTicketDate: r.lastTicketDate,
    airlineRemark: r.airlineRemark,
  };
}
