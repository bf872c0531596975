import { findAirport } from "@/server/suppliers/simulated/airports";
import type { CalendarFareDay, FareRule, SupplierResult, SupplierSegment } from "@/server/suppliers/types";

/**
 * Builds TBO Air v10 wire shapes (reference/flight-suppliers.md section 1.2) from the simulated
 * inventory, so the fake server answers realistic results for any route: rupees with decimals,
 * "0001-01-01T00:00:00" for an empty stop time, FareBreakdown totals per pax type without OtherCharges.
 */
const rupees = (paise: number) => paise / 100;
const EMPTY_TIME = "0001-01-01T00:00:00";
const SOURCES: Record<string, number> = { "6E": 6, SG: 3, IX: 14, QP: 109 };

function airport(end: SupplierSegment["origin"]) {
  return {
    AirportCode: end.code,
    AirportName: end.name,
    Terminal: end.terminal.replace(/^T/, ""),
    CityCode: end.cityCode,
    CityName: end.cityName,
    CountryCode: end.countryCode,
    CountryName: findAirport(end.code)?.countryName ?? "",
  };
}

export function segment(s: SupplierSegment, leg: number, index: number, cabinClass: number) {
  return {
    Baggage: s.baggage,
    CabinBaggage: s.cabinBaggage,
    CabinClass: cabinClass,
    TripIndicator: leg + 1,
    SegmentIndicator: index + 1,
    Airline: { AirlineCode: s.airlineCode, AirlineName: s.airlineName, FlightNumber: s.flightNumber, FareClass: s.fareClass, OperatingCarrier: "" },
    NoOfSeatAvailable: 9,
    Origin: { Airport: airport(s.origin), DepTime: s.departureTime },
    Destination: { Airport: airport(s.destination), ArrTime: s.arrivalTime },
    Duration: s.durationMinutes,
    GroundTime: s.groundTimeMinutes,
    Mile: 0,
    StopOver: s.stopPoint !== "",
    FlightInfoIndex: "",
    StopPoint: s.stopPoint,
    StopPointArrivalTime: s.stopPointArrivalTime || EMPTY_TIME,
    StopPointDepartureTime: s.stopPointDepartureTime || EMPTY_TIME,
    Craft: s.craft.replace(/^A/, ""),
    Remark: null,
    IsETicketEligible: true,
    FlightStatus: s.flightStatus,
    Status: "",
    FareClassification: null,
  };
}

export function toWireResult(r: SupplierResult, cabinClass: number) {
  const f = r.fare;
  const firstAirline = r.segments[0]?.[0]?.airlineCode ?? "";
  return {
    ResultIndex: r.resultIndex,
    Source: r.isLcc ? (SOURCES[firstAirline] ?? 19) : 4,
    IsLCC: r.isLcc,
    IsRefundable: r.isRefundable,
    IsPanRequiredAtBook: false,
    IsPanRequiredAtTicket: false,
    IsPassportRequiredAtBook: false,
    IsPassportRequiredAtTicket: !r.segments.flat().every((s) => s.origin.countryCode === "IN" && s.destination.countryCode === "IN"),
    GSTAllowed: true,
    IsGSTMandatory: false,
    IsHoldAllowedWithSSR: !r.isLcc,
    AirlineRemark: r.airlineRemark,
    ResultFareType: "RegularFare",
    Fare: {
      Currency: f.currency,
      BaseFare: rupees(f.baseFare),
      Tax: rupees(f.tax),
      TaxBreakup: [{ key: "TotalTax", value: rupees(f.tax) }],
      YQTax: 0,
      AdditionalTxnFeeOfrd: 0,
      AdditionalTxnFeePub: 0,
      PGCharge: 0,
      OtherCharges: rupees(f.otherCharges),
      ChargeBU: [{ key: "OTHERCHARGE", value: rupees(f.otherCharges) }],
      Discount: 0,
      PublishedFare: rupees(f.publishedFare),
      CommissionEarned: rupees(f.commissionEarned),
      PLBEarned: 0,
      IncentiveEarned: 0,
      OfferedFare: rupees(f.offeredFare),
      TdsOnCommission: rupees(f.tdsOnCommission),
      TdsOnPLB: 0,
      TdsOnIncentive: 0,
      ServiceFee: 0,
    },
    FareBreakdown: f.breakdown.map((b) => ({
      Currency: f.currency,
      PassengerType: b.paxType,
      PassengerCount: b.passengerCount,
      BaseFare: rupees(b.baseFare),
      Tax: rupees(b.tax),
      TaxBreakUp: null,
      YQTax: 0,
      AdditionalTxnFeeOfrd: 0,
      AdditionalTxnFeePub: 0,
      PGCharge: 0,
      SupplierReissueCharges: 0,
    })),
    Segments: r.segments.map((leg, i) => leg.map((s, j) => segment(s, i, j, cabinClass))),
    LastTicketDate: r.lastTicketDate,
    TicketAdvisory: null,
    FareRules: [],
    AirlineCode: firstAirline,
    ValidatingAirline: firstAirline,
  };
}

export const toWireFareRule = (rule: FareRule) => ({
  Airline: rule.airline,
  Origin: rule.origin,
  Destination: rule.destination,
  FareBasisCode: rule.fareBasisCode,
  FareRestriction: rule.fareRestriction,
  FareRuleDetail: rule.fareRuleDetail,
});

export const toWireCalendarDay = (d: CalendarFareDay) => ({
  AirlineCode: d.airlineCode,
  AirlineName: d.airlineName,
  DepartureDate: `${d.date}T00:00:00`,
  IsLowestFareOfMonth: d.isLowestFareOfMonth,
  Fare: rupees(d.fare),
  BaseFare: rupees(d.baseFare),
  Tax: rupees(d.tax),
  YQTax: 0,
  OtherCharges: 0,
  FuelSurcharge: 0,
});
