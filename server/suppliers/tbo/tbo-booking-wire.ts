import "server-only";
import { toMajorUnits } from "@/lib/money";
import type { SupplierBaggageOption, SupplierMealOption, SupplierPassenger, SupplierTicketRequest } from "../types";
import type { Wire } from "./tbo-wire";

/**
 * Request bodies of TBO's booking calls (reference/flight-suppliers.md sections 1.6-1.9): amounts
 * in rupees with decimals, dates as "YYYY-MM-DDT00:00:00", ids as numbers where TBO's are numbers.
 */
const day = (date: string | undefined) => (date ? `${date.slice(0, 10)}T00:00:00` : "");

/** TBO's BookingId is a number; anything else is sent as given. */
export const wireBookingId = (bookingId: string): number | string => (/^\d{1,15}$/.test(bookingId) ? Number(bookingId) : bookingId);

export const toWireBaggage = (b: SupplierBaggageOption): Wire => ({
  AirlineCode: b.airlineCode,
  FlightNumber: b.flightNumber,
  WayType: b.wayType,
  Code: b.code,
  Description: b.supplierKind,
  Weight: b.weightKg,
  Currency: b.currency,
  Price: toMajorUnits(b.price),
  Origin: b.origin,
  Destination: b.destination,
  Text: b.description,
});

export const toWireMeal = (m: SupplierMealOption): Wire => ({
  AirlineCode: m.airlineCode,
  FlightNumber: m.flightNumber,
  WayType: m.wayType,
  Code: m.code,
  Description: m.supplierKind,
  AirlineDescription: m.description,
  Quantity: m.quantity,
  Currency: m.currency,
  Price: toMajorUnits(m.price),
  Origin: m.origin,
  Destination: m.destination,
});

/**
 * One passenger of Book (GDS: Meal and Seat preferences, infants "NoSeat") or of an LCC Ticket
 * (Baggage, MealDynamic and SeatDynamic arrays). `Fare` is the passenger's own share.
 */
export function toWirePassenger(p: SupplierPassenger, isLcc: boolean): Wire {
  const f = p.fare;
  const wire: Wire = {
    Title: p.title,
    FirstName: p.firstName.trim(),
    LastName: p.lastName.trim(),
    PaxType: p.paxType,
    DateOfBirth: day(p.dateOfBirth),
    Gender: p.gender,
    PassportNo: p.passportNo ?? "",
    PassportExpiry: day(p.passportExpiry),
    ...(p.passportIssueDate ? { PassportIssueDate: day(p.passportIssueDate) } : {}),
    ...(p.passportIssueCountryCode ? { PassportIssueCountryCode: p.passportIssueCountryCode } : {}),
    AddressLine1: p.addressLine1,
    AddressLine2: p.addressLine2 ?? "",
    City: p.city,
    CountryCode: p.countryCode,
    CountryName: p.countryName,
    Nationality: p.nationality,
    ContactNo: p.contactNo,
    Email: p.email,
    IsLeadPax: p.isLeadPax,
    GSTCompanyAddress: p.gst?.address ?? "",
    GSTCompanyContactNumber: p.gst?.contactNumber ?? "",
    GSTCompanyName: p.gst?.companyName ?? "",
    GSTNumber: p.gst?.number ?? "",
    GSTCompanyEmail: p.gst?.email ?? "",
    Fare: {
      Currency: f.currency,
      BaseFare: toMajorUnits(f.baseFare),
      Tax: toMajorUnits(f.tax),
      YQTax: 0,
      AdditionalTxnFeeOfrd: 0,
      AdditionalTxnFeePub: 0,
      PGCharge: 0,
      OtherCharges: toMajorUnits(f.otherCharges),
      Discount: 0,
      PublishedFare: toMajorUnits(f.publishedFare),
      OfferedFare: toMajorUnits(f.offeredFare),
      TdsOnCommission: 0,
      TdsOnPLB: 0,
      TdsOnIncentive: 0,
      ServiceFee: 0,
    },
  };
  if (isLcc) {
    wire.Baggage = (p.baggage ?? []).map(toWireBaggage);
    wire.MealDynamic = (p.meals ?? []).map(toWireMeal);
    wire.SeatDynamic = [];
  } else {
    if (p.mealPreference) wire.Meal = { Code: p.mealPreference.code, Description: p.mealPreference.description };
    if (p.paxType === 3) wire.Seat = { Code: "NoSeat", Description: "No seat" };
    else if (p.seatPreference) wire.Seat = { Code: p.seatPreference.code, Description: p.seatPreference.description };
  }
  return wire;
}

export const toBookBody = (request: { traceId: string; resultIndex: string; passengers: SupplierPassenger[] }): Wire => ({
  TraceId: request.traceId,
  ResultIndex: request.resultIndex,
  Passengers: request.passengers.map((p) => toWirePassenger(p, false)),
});

/**
 * LCC (no bookingId): ResultIndex + Passengers with SSR. GDS: BookingId + PNR after Book (passport
 * details already went with Book's passengers, so no Passport array is sent).
 */
export function toTicketBody(request: SupplierTicketRequest): Wire {
  if (request.bookingId || request.pnr) {
    return { TraceId: request.traceId, PNR: request.pnr ?? "", BookingId: wireBookingId(request.bookingId ?? "0"), IsPriceChangeAccepted: request.isPriceChangeAccepted === true };
  }
  return {
    PreferredCurrency: "INR",
    IsBaseCurrencyRequired: "true",
    TraceId: request.traceId,
    ResultIndex: request.resultIndex ?? "",
    Passengers: (request.passengers ?? []).map((p) => toWirePassenger(p, true)),
    ...(request.isPriceChangeAccepted ? { IsPriceChangeAccepted: true } : {}),
  };
}
