import "server-only";

/**
 * The one interface every flight supplier adapter implements (ARCHITECTURE section 7). Amounts are
 * integers in minor units (paise); times are airport-local "YYYY-MM-DDTHH:mm:ss" strings.
 * Issue 3 uses search, calendarFare and fareRules; the booking issues add fare quote, SSR, book,
 * ticket, booking details and release (BookingSupplier below).
 */
export type SupplierCode = "simulated" | "tbo" | "wayfare";

export type SupplierSearchSegment = { origin: string; destination: string; departureDate: string };

export type SupplierSearchRequest = {
  journeyType: 1 | 2 | 3;
  segments: SupplierSearchSegment[];
  adults: number;
  children: number;
  infants: number;
  cabinClass: 1 | 2 | 3 | 4 | 5 | 6;
  directFlight: boolean;
  preferredAirlines: string[];
  /** Ask for special-return fares (LCC and GDS) on a return search. */
  specialReturn: boolean;
  /** Domestic (both ends in one country) or international; decides the result shape of a return. */
  isDomestic: boolean;
};

export type SupplierSegment = {
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  fareClass: string;
  operatingCarrier: string;
  origin: { code: string; name: string; cityCode: string; cityName: string; countryCode: string; terminal: string };
  destination: { code: string; name: string; cityCode: string; cityName: string; countryCode: string; terminal: string };
  departureTime: string;
  arrivalTime: string;
  durationMinutes: number;
  groundTimeMinutes: number;
  craft: string;
  baggage: string;
  cabinBaggage: string;
  flightStatus: string;
  /** A technical stop: the aircraft lands at stopPoint and continues as the same flight. */
  stopPoint: string;
  stopPointArrivalTime: string;
  stopPointDepartureTime: string;
};

export type SupplierPaxFare = {
  paxType: 1 | 2 | 3;
  passengerCount: number;
  /** Totals for all passengers of this type, minor units. */
  baseFare: number;
  tax: number;
  otherCharges: number;
};

export type SupplierFare = {
  currency: string;
  baseFare: number;
  tax: number;
  otherCharges: number;
  /** What the customer pays the supplier before our markup. */
  publishedFare: number;
  /** What the supplier charges us (published minus commission). */
  offeredFare: number;
  commissionEarned: number;
  tdsOnCommission: number;
  /**
   * The commission is already net of the TDS the supplier withheld (a Wayfare supplier site,
   * decision 0032): the fare engine deducts none again.
   */
  isTdsWithheld?: boolean;
  breakdown: SupplierPaxFare[];
};

export type SupplierResult = {
  /** Unique within the supplier's answer to one search. */
  resultIndex: string;
  isLcc: boolean;
  isRefundable: boolean;
  fareType: "normal" | "lccSpecialReturn" | "gdsSpecialReturn";
  /** 0 outbound, 1 inbound (for a domestic return's separate lists); 0 for everything else. */
  listIndex: 0 | 1;
  /** One list of segments per leg (a round-trip fare has two). */
  segments: SupplierSegment[][];
  fare: SupplierFare;
  lastTicketDate: string | null;
  airlineRemark: string;
  /** The airline's fare family (Saver, Flexi, Corporate...), when the supplier names it. */
  fareName?: string;
  /**
   * A fare bought from another Wayfare site (decision 0030): what that supplier paid its own source
   * (net) and the markup it added for our company, minor units. The fare above is its price to us.
   */
  supplierChain?: { supplierNet: number; supplierMarkup: number };
};

export type SupplierSearchResponse = { traceId: string; results: SupplierResult[] };

export type CalendarFareDay = { date: string; airlineCode: string; airlineName: string; fare: number; baseFare: number; tax: number; isLowestFareOfMonth: boolean };

export type FareRule = { airline: string; origin: string; destination: string; fareBasisCode: string; fareRestriction: string; fareRuleDetail: string };

/**
 * A supplier's failure, carrying what the user may see. Timeouts use `isTimeout`. `isUncertain` is
 * true when the call may still have succeeded at the supplier (a Ticket or Book that timed out or
 * whose answer was lost): the caller must not assume nothing happened, it leaves the booking in a
 * visible "needs attention" state and checks with getBookingDetails (ARCHITECTURE section 7).
 */
export class SupplierError extends Error {
  constructor(
    readonly supplier: string,
    message: string,
    readonly isTimeout = false,
    readonly isUncertain = false,
  ) {
    super(message);
    this.name = "SupplierError";
  }
}

export type SupplierCallOptions = { signal?: AbortSignal; endUserIp?: string };

export interface FlightSupplier {
  readonly code: SupplierCode;
  /** The name shown as a result's `source`. */
  readonly sourceName: string;
  search(request: SupplierSearchRequest, options?: SupplierCallOptions): Promise<SupplierSearchResponse>;
  calendarFare(request: { origin: string; destination: string; month: string; cabinClass: number }, options?: SupplierCallOptions): Promise<CalendarFareDay[]>;
  fareRules(request: { traceId: string; resultIndex: string }, options?: SupplierCallOptions): Promise<FareRule[]>;
}

/** A re-priced result (TBO FareQuote). The supplier may hand back a different resultIndex. */
export type SupplierFareQuote = { isPriceChanged: boolean; result: SupplierResult };

/** Suppliers that can re-price a result before booking (the booking issues' fare quote step). */
export interface FareQuotingSupplier extends FlightSupplier {
  fareQuote(request: { traceId: string; resultIndex: string }, options?: SupplierCallOptions): Promise<SupplierFareQuote>;
}

export const canFareQuote = (supplier: FlightSupplier): supplier is FareQuotingSupplier =>
  typeof (supplier as Partial<FareQuotingSupplier>).fareQuote === "function";

// ---------------------------------------------------------------------------------------------
// Booking (spec 000 sections 3, 4; reference/flight-suppliers.md sections 1.5-1.9)
// ---------------------------------------------------------------------------------------------

/** 1 Adult (ADT), 2 Child (CHD), 3 Infant (INF). */
export type SupplierPaxType = 1 | 2 | 3;
/** 1 Male, 2 Female. */
export type SupplierGender = 1 | 2;

/**
 * A bag an LCC sells on a segment (or the whole journey, wayType 2). Pass the chosen option back
 * unchanged in a passenger's `baggage`: the supplier charges its own price for the code.
 */
export type SupplierBaggageOption = {
  code: string;
  /** Human text, e.g. "Prepaid excess baggage 10 Kg". */
  description: string;
  weightKg: number;
  price: number;
  currency: string;
  origin: string;
  destination: string;
  airlineCode: string;
  flightNumber: string;
  /** 1 per segment, 2 for the full journey. */
  wayType: 1 | 2;
  /** The supplier's own kind code (TBO Description: 1 included, 2 direct purchase, ...), echoed back when booking. */
  supplierKind: number;
};

/** A meal an LCC sells on a segment (TBO MealDynamic). */
export type SupplierMealOption = Omit<SupplierBaggageOption, "weightKg"> & { quantity: number };

/** A GDS preference (meal or seat), free of charge and indicative only. */
export type SupplierSsrPreference = { code: string; description: string };

/** What can be added to a result. LCC: baggage and meals per segment; GDS: meal and seat preferences. */
export type SupplierSsrOptions = {
  isLcc: boolean;
  /** One list per segment (in journey order; a full-journey option sits in the first segment's list). */
  baggage: SupplierBaggageOption[][];
  meals: SupplierMealOption[][];
  mealPreferences: SupplierSsrPreference[];
  seatPreferences: SupplierSsrPreference[];
};

/** One passenger's share of the fare (FareQuote FareBreakdown divided by PassengerCount), minor units. */
export type SupplierPassengerFare = {
  currency: string;
  baseFare: number;
  tax: number;
  otherCharges: number;
  /** baseFare + tax + otherCharges. */
  publishedFare: number;
  offeredFare: number;
};

/** A traveller as the supplier books them (spec 000 section 3, Passenger). Dates "YYYY-MM-DD". */
export type SupplierPassenger = {
  paxType: SupplierPaxType;
  title: string;
  firstName: string;
  lastName: string;
  gender: SupplierGender;
  dateOfBirth: string;
  /** Phone with country code digits, e.g. "919810001234" or "9810001234". */
  contactNo: string;
  /** The phone as entered (ISO alpha-2 of its dial code, and the number): a Wayfare supplier site validates them (decision 0032). */
  phoneCode?: string;
  mobileNo?: string;
  email: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  /** ISO 3166 alpha-2. */
  countryCode: string;
  countryName: string;
  /** ISO 3166 alpha-2. */
  nationality: string;
  passportNo?: string;
  passportIssueDate?: string;
  passportExpiry?: string;
  passportIssueCountryCode?: string;
  isLeadPax: boolean;
  fare: SupplierPassengerFare;
  /** LCC: chosen bags, at most one per segment (options from ssr()). */
  baggage?: SupplierBaggageOption[];
  /** LCC: chosen meals (options from ssr()). */
  meals?: SupplierMealOption[];
  /** GDS: meal and seat preferences. */
  mealPreference?: SupplierSsrPreference;
  seatPreference?: SupplierSsrPreference;
  gst?: { companyName: string; number: string; address: string; contactNumber: string; email: string };
};

/**
 * held: booked, not ticketed (GDS hold). ticketed: every passenger has a ticket. pending: the
 * supplier took the request but did not confirm (not confirmed, price changed, in progress).
 * cancelled: released or cancelled.
 */
export type SupplierBookingStatus = "held" | "ticketed" | "pending" | "cancelled";

export type SupplierTicket = {
  /** Index in the passengers sent (0-based). */
  paxIndex: number;
  paxId: string;
  ticketId: string;
  ticketNumber: string;
  validatingAirline: string;
  issueDate: string;
  status: string;
};

export type SupplierBookedSegment = SupplierSegment & { airlinePnr: string };

export type SupplierBookedPassenger = {
  paxIndex: number;
  paxId: string;
  paxType: SupplierPaxType;
  title: string;
  firstName: string;
  lastName: string;
  isLeadPax: boolean;
  fare: SupplierPassengerFare;
  baggage: SupplierBaggageOption[];
  meals: SupplierMealOption[];
  ticket: SupplierTicket | null;
};

export type SupplierBookingFare = {
  currency: string;
  baseFare: number;
  tax: number;
  otherCharges: number;
  totalBaggageCharges: number;
  totalMealCharges: number;
  totalSeatCharges: number;
  /** Including baggage, meal and seat charges. */
  publishedFare: number;
  offeredFare: number;
};

/** A booking as the supplier holds it (TBO FlightItinerary). */
export type SupplierItinerary = {
  bookingId: string;
  pnr: string;
  status: SupplierBookingStatus;
  /** The supplier's raw status code, for support. */
  supplierStatus: number;
  /** The supplier's source (TBO Source, e.g. 4 Amadeus, 6 IndiGo): ReleasePNRRequest needs it. */
  source: number;
  isLcc: boolean;
  origin: string;
  destination: string;
  airlineCode: string;
  validatingAirlineCode: string;
  lastTicketDate: string | null;
  fare: SupplierBookingFare;
  passengers: SupplierBookedPassenger[];
  /** One list of segments per leg, each with the airline's own PNR. */
  segments: SupplierBookedSegment[][];
};

export type SupplierBookRequest = { traceId: string; resultIndex: string; passengers: SupplierPassenger[]; idempotencyKey: string };

export type SupplierBookResult = {
  bookingId: string;
  pnr: string;
  status: SupplierBookingStatus;
  isPriceChanged: boolean;
  isTimeChanged: boolean;
  itinerary: SupplierItinerary;
};

/**
 * LCC: traceId + resultIndex + passengers (with SSR selections), no book step.
 * GDS: traceId + bookingId + pnr after book (passengers optional, for passport details).
 */
export type SupplierTicketRequest = {
  traceId: string;
  resultIndex?: string;
  bookingId?: string;
  pnr?: string;
  passengers?: SupplierPassenger[];
  idempotencyKey: string;
  /** Resend with true after a ticket answer said isPriceChanged. */
  isPriceChangeAccepted?: boolean;
};

export type SupplierTicketResult = {
  bookingId: string;
  pnr: string;
  /** "pending" with isPriceChanged true: nothing was ticketed, resend with isPriceChangeAccepted. */
  status: SupplierBookingStatus;
  isPriceChanged: boolean;
  isTimeChanged: boolean;
  ssrDenied: boolean;
  ssrMessage: string;
  tickets: SupplierTicket[];
  itinerary: SupplierItinerary;
};

/** Suppliers that can sell: SSR, hold (GDS), ticket, read back and release (ARCHITECTURE section 7). */
export interface BookingSupplier extends FareQuotingSupplier {
  ssr(request: { traceId: string; resultIndex: string }, options?: SupplierCallOptions): Promise<SupplierSsrOptions>;
  /** GDS only: holds the seats (a PNR with a ticketing deadline). LCC fares are ticketed directly. */
  book(request: SupplierBookRequest, options?: SupplierCallOptions): Promise<SupplierBookResult>;
  /** A timeout or lost answer throws a SupplierError with isUncertain true. */
  ticket(request: SupplierTicketRequest, options?: SupplierCallOptions): Promise<SupplierTicketResult>;
  /** By bookingId, or pnr (+ optionally names), or traceId. */
  getBookingDetails(request: { bookingId?: string; pnr?: string; firstName?: string; lastName?: string; traceId?: string }, options?: SupplierCallOptions): Promise<SupplierItinerary>;
  /** Cancels a held, unticketed booking. */
  releasePnr(request: { bookingId: string; source: number }, options?: SupplierCallOptions): Promise<{ bookingId: string; status: "cancelled" }>;
}

/**
 * A supplier that books and tickets in one call unless asked to hold (a Wayfare supplier site,
 * decision 0032): a GDS fare paid at once goes straight to ticket(), with the passengers.
 */
export const ticketsWithoutBook = (supplier: FlightSupplier): boolean => (supplier as { ticketsWithoutBook?: boolean }).ticketsWithoutBook === true;

export const canBook = (supplier: FlightSupplier): supplier is BookingSupplier => {
  const s = supplier as Partial<BookingSupplier>;
  return canFareQuote(supplier) && [s.ssr, s.book, s.ticket, s.getBookingDetails, s.releasePnr].every((f) => typeof f === "function");
};

/** One passenger's fare from a result's breakdown (totals per pax type divided evenly; the first gets the remainder). */
export function paxFareFor(fare: SupplierFare, paxType: SupplierPaxType, nth = 0): SupplierPassengerFare {
  const row = fare.breakdown.find((b) => b.paxType === paxType);
  const count = row?.passengerCount ?? 0;
  if (!row || count <= 0) throw new RangeError(`No fare for passenger type ${paxType}`);
  const share = (total: number) => Math.floor(total / count) + (nth === 0 ? total - Math.floor(total / count) * count : 0);
  const baseFare = share(row.baseFare);
  const tax = share(row.tax);
  const otherCharges = share(row.otherCharges);
  const publishedFare = baseFare + tax + otherCharges;
  // Commission is on the base fare: share it in proportion to this passenger's base.
  const commission = fare.baseFare > 0 ? Math.floor((fare.commissionEarned * baseFare) / fare.baseFare) : 0;
  return { currency: fare.currency, baseFare, tax, otherCharges, publishedFare, offeredFare: publishedFare - commission };
}
