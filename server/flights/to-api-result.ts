import "server-only";
import type { TFlightResult, TSegment } from "@/lib/contracts/flights";
import type { FareDetail } from "@/server/pricing/fare-engine";
import { toMajorUnits } from "@/lib/money";
import { toApiFare, type FareVisibility } from "@/server/pricing/to-api-fare";
import type { SupplierResult, SupplierSegment } from "@/server/suppliers/types";
import { sourceNameFor } from "./source-names";

/** Results of different suppliers share one list, so their indexes carry the supplier row's id. */
export const toResultIndex = (supplierId: number, supplierIndex: string) => `${supplierId}~${supplierIndex}`;
export function parseResultIndex(resultIndex: string): { supplierId: number; supplierIndex: string } | null {
  const at = resultIndex.indexOf("~");
  if (at <= 0) return null;
  const supplierId = Number(resultIndex.slice(0, at));
  return Number.isSafeInteger(supplierId) ? { supplierId, supplierIndex: resultIndex.slice(at + 1) } : null;
}

export function toApiSegment(s: SupplierSegment): TSegment {
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

/**
 * A supplier's result in the API's shape (spec 000 section 3), priced by the fare engine for the
 * caller. `source` names the supplier for staff only (`showSource`; decision 0060).
 */
export function toApiResult(supplier: { id: number; name: string }, r: SupplierResult, detail: FareDetail, visibility: FareVisibility, showSource: boolean): TFlightResult {
  const { fare, fareBreakdown } = toApiFare(detail, visibility);
  const result: TFlightResult = {
    resultIndex: toResultIndex(supplier.id, r.resultIndex),
    source: sourceNameFor(supplier.name, showSource),
    isLcc: r.isLcc,
    isRefundable: r.isRefundable,
    fareType: r.fareType,
    segments: r.segments.map((leg) => leg.map(toApiSegment)),
    publishedPrice: fare.totalPayable,
    fare,
    fareBreakdown,
    lastTicketDate: r.lastTicketDate,
    airlineRemark: r.airlineRemark,
  };
  if (r.fareName) result.fareName = r.fareName;
  if (r.supplierChain && visibility === "business") {
    result.fareChain = {
      supplierNet: toMajorUnits(r.supplierChain.supplierNet),
      supplierMarkup: toMajorUnits(r.supplierChain.supplierMarkup),
      consumerMarkup: toMajorUnits(detail.markup + detail.gstOnMarkup - detail.discount),
      agentMarkup: 0,
    };
  }
  return result;
}
