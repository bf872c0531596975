import "server-only";
import type { TBookingView } from "@/lib/contracts/bookings";
import { toMinorUnits } from "@/lib/money";
import type { TPassengerInput } from "@/lib/passenger-rules";
import type { SupplierBookedPassenger, SupplierBookingStatus, SupplierItinerary, SupplierPassenger, SupplierTicket } from "../types";
import { toSegment } from "./wayfare-map";

/** Our passengers as the supplier site's validateBooking takes them (its own ZPassenger). */
export function toWayfarePassengers(passengers: SupplierPassenger[]): TPassengerInput[] {
  return passengers.map((p) => ({
    paxType: p.paxType,
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    gender: p.gender,
    dateOfBirth: p.dateOfBirth,
    email: p.email || undefined,
    phoneCode: p.phoneCode || undefined,
    mobileNo: p.mobileNo || undefined,
    addressLine1: p.addressLine1 || undefined,
    city: p.city || undefined,
    countryCode: p.countryCode.toLowerCase() || undefined,
    nationality: p.nationality.toLowerCase() || undefined,
    passportNo: p.passportNo,
    passportIssueDate: p.passportIssueDate,
    passportExpiry: p.passportExpiry,
    passportIssueCountryCode: p.passportIssueCountryCode?.toLowerCase(),
    isLeadPax: p.isLeadPax,
  }));
}

/** The supplier site's booking status as ours: what it finished (ticketed, held, cancelled) or not yet (pending). */
export function toSupplierStatus(status: string): SupplierBookingStatus {
  if (status === "ticketed" || status === "changeRequested") return "ticketed";
  if (status === "held") return "held";
  if (status === "cancelled" || status === "released" || status === "failed") return "cancelled";
  return "pending";
}

/** The tickets of a booking at the supplier site, by passenger index. */
export function ticketsOf(view: TBookingView): SupplierTicket[] {
  return view.passenger.flatMap((p, i) =>
    p.ticket
      ? [{ paxIndex: i, paxId: String(i + 1), ticketId: p.ticket.ticketId, ticketNumber: p.ticket.ticketNumber, validatingAirline: p.ticket.validatingAirline, issueDate: view.invoiceCreatedOn ?? "", status: "OK" }]
      : [],
  );
}

/**
 * A booking at the supplier site (its getBookingDetails) as our itinerary. The fare is what the
 * supplier charged our company (its transaction amount): that is both our published and our offered
 * fare, our cost of the sale.
 */
export function toWayfareItinerary(view: TBookingView): SupplierItinerary {
  const charged = toMinorUnits(view.transactionDetails.amount);
  const baggage = view.baggages.reduce((n, b) => n + toMinorUnits(b.price), 0);
  const meals = view.meals.reduce((n, m) => n + toMinorUnits(m.price), 0);
  const flat = view.segments.flat();
  const tickets = ticketsOf(view);
  const zeroFare = { currency: view.transactionDetails.currency, baseFare: 0, tax: 0, otherCharges: 0, publishedFare: 0, offeredFare: 0 };
  const passengers: SupplierBookedPassenger[] = view.passenger.map((p, i) => ({
    paxIndex: i,
    paxId: String(i + 1),
    paxType: p.paxType,
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    isLeadPax: p.isLeadPax,
    fare: zeroFare,
    baggage: [],
    meals: [],
    ticket: tickets.find((t) => t.paxIndex === i) ?? null,
  }));
  return {
    bookingId: String(view.bookingId),
    pnr: view.pnr ?? "",
    status: toSupplierStatus(view.status),
    supplierStatus: view.statusId,
    source: 0,
    isLcc: view.isLcc,
    origin: flat[0]?.originAirportCode ?? "",
    destination: view.segments[0]?.at(-1)?.destinationAirportCode ?? "",
    airlineCode: flat[0]?.airlineCode ?? "",
    validatingAirlineCode: tickets[0]?.validatingAirline ?? flat[0]?.airlineCode ?? "",
    lastTicketDate: view.lastTicketDate,
    fare: {
      currency: view.transactionDetails.currency,
      baseFare: toMinorUnits(view.fare.baseFare),
      tax: toMinorUnits(view.fare.tax),
      otherCharges: Math.max(0, charged - toMinorUnits(view.fare.baseFare) - toMinorUnits(view.fare.tax) - baggage - meals),
      totalBaggageCharges: baggage,
      totalMealCharges: meals,
      totalSeatCharges: 0,
      publishedFare: charged,
      offeredFare: charged,
    },
    passengers,
    segments: view.segments.map((leg) => leg.map((s) => ({ ...toSegment(s), airlinePnr: s.airlinePnr }))),
  };
}
