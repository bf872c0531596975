import "server-only";

/**
 * The one interface every flight supplier adapter implements (ARCHITECTURE section 7). Amounts are
 * integers in minor units (paise); times are airport-local "YYYY-MM-DDTHH:mm:ss" strings.
 * Issue 3 uses search, calendarFare and fareRules; the booking issues add the rest.
 */
export type SupplierCode = "simulated" | "tbo";

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
};

export type SupplierSearchResponse = { traceId: string; results: SupplierResult[] };

export type CalendarFareDay = { date: string; airlineCode: string; airlineName: string; fare: number; baseFare: number; tax: number; isLowestFareOfMonth: boolean };

export type FareRule = { airline: string; origin: string; destination: string; fareBasisCode: string; fareRestriction: string; fareRuleDetail: string };

/** A supplier's failure, carrying what the user may see. Timeouts use `isTimeout`. */
export class SupplierError extends Error {
  constructor(
    readonly supplier: string,
    message: string,
    readonly isTimeout = false,
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
