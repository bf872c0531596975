import { z } from "zod";
import { Messages } from "@/lib/constants";
import { defineEndpoint } from "./http";

/** 1 one-way, 2 return, 3 multi-city (TBO's JourneyType). */
export const JourneyType = { OneWay: 1, Return: 2, MultiCity: 3 } as const;
/** TBO FlightCabinClass: 1 All, 2 Economy, 3 Premium economy, 4 Business, 5 Premium business, 6 First. */
export const CABIN_CLASSES = { 1: "All", 2: "Economy", 3: "Premium Economy", 4: "Business", 5: "Premium Business", 6: "First" } as const;
export const FARE_TYPES = ["normal", "lccSpecialReturn", "gdsSpecialReturn"] as const;
export type FareType = (typeof FARE_TYPES)[number];

/** Missing, null or blank: the spec's 'This is required field.'; anything else present gets `message`. */
const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || (typeof issue.input === "string" && issue.input.trim() === "") ? Messages.required : message;

export const SearchMessages = {
  airportCode: "Enter a 3-letter airport code",
  dateFormat: "Use the date format YYYY-MM-DD",
  journeyType: "Choose one-way (1), return (2) or multi-city (3)",
  cabinClass: "Choose a cabin class from 1 to 6",
  adt: "Adults must be from 1 to 9",
  chd: "Children must be from 0 to 8",
  inf: "Infants must be from 0 to 9",
  wholeNumber: (label: string) => `${label} must be a whole number`,
  flag: (field: string) => `${field} must be true or false`,
  airlineCode: "Each preferred airline is a 2-character airline code (at most 10)",
  segments: "A multi-city search needs 2 to 5 flights, each with origin, destination and departureDate",
} as const;

const iata = () =>
  z
    .string({ error: requiredOr(SearchMessages.airportCode) })
    .trim()
    .min(1, { error: Messages.required, abort: true })
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: SearchMessages.airportCode });
const isoDate = () =>
  z
    .string({ error: requiredOr(SearchMessages.dateFormat) })
    .trim()
    .min(1, { error: Messages.required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SearchMessages.dateFormat });
/** A passenger count: a JSON integer within its range (spec 000 section 5: required only when empty). */
const paxCount = (label: string, min: number, max: number, message: string) =>
  z
    .number({ error: requiredOr(message) })
    .int({ error: SearchMessages.wholeNumber(label) })
    .min(min, { error: message })
    .max(max, { error: message });
const flag = (field: string) => z.boolean({ error: SearchMessages.flag(field) });
const cabinClass = () => z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)], { error: requiredOr(SearchMessages.cabinClass) });

export const ZSearchSegment = z.strictObject({ origin: iata(), destination: iata(), departureDate: isoDate() }, { error: SearchMessages.segments });

/**
 * POST /api/search body. One-way and return name their route at the top level (origin, destination,
 * departureDate, returnDate for a return). Multi-city names it in `segments` (2 to 5) alone; top-level
 * fields are optional there and must agree with the first segment (decision 0015). The cross-field
 * rules are checked in server/flights/search-rules.ts.
 */
export const ZSearchRequest = z.strictObject({
  journeyType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: requiredOr(SearchMessages.journeyType) }),
  origin: iata().optional(),
  destination: iata().optional(),
  departureDate: isoDate().optional(),
  returnDate: isoDate().optional(),
  segments: z.array(ZSearchSegment, { error: SearchMessages.segments }).max(5, { error: SearchMessages.segments }).optional(),
  adt: paxCount("Adults", 1, 9, SearchMessages.adt),
  chd: paxCount("Children", 0, 8, SearchMessages.chd).default(0),
  inf: paxCount("Infants", 0, 9, SearchMessages.inf).default(0),
  cabinClass: cabinClass().default(2),
  directFlight: flag("directFlight").default(false),
  preferredAirlines: z
    .array(z.string({ error: SearchMessages.airlineCode }).trim().toUpperCase().regex(/^[A-Z0-9]{2}$/, { error: SearchMessages.airlineCode }), { error: SearchMessages.airlineCode })
    .max(10, { error: SearchMessages.airlineCode })
    .optional(),
  specialReturn: flag("specialReturn").default(false),
});
export type TSearchRequest = z.infer<typeof ZSearchRequest>;

/** A flight segment as the API shows it (spec 000 section 3, Segment). Times are airport-local ISO strings without offset. */
export const ZSegment = z.object({
  airlineName: z.string(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  fareClass: z.string(),
  originAirportCode: z.string(),
  originAirportName: z.string(),
  originCityName: z.string(),
  originTerminal: z.string(),
  destinationAirportCode: z.string(),
  destinationAirportName: z.string(),
  destinationCityName: z.string(),
  destinationCityCode: z.string(),
  destinationTerminal: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  durationMinutes: z.number(),
  /** Minutes on the ground before this segment (0 for the first). */
  groundTimeMinutes: z.number(),
  flightStatus: z.string(),
  airlinePnr: z.string(),
  baggage: z.string(),
  cabinBaggage: z.string(),
  craft: z.string(),
  /** Technical stop (same flight lands and continues). */
  stopPoint: z.string(),
  stopPointArrivalTime: z.string(),
  stopPointDepartureTime: z.string(),
  operatingCarrier: z.string(),
});
export type TSegment = z.infer<typeof ZSegment>;

/**
 * Amounts in major units with two decimals (ARCHITECTURE section 6), after the caller's group markup.
 * The commission, TDS and net fields are only sent to staff and travel agents (issue 4: the server
 * leaves out what a role may not see); customers see the markup as a service fee with its GST.
 */
export const ZFare = z.object({
  currency: z.string(),
  baseFare: z.number(),
  tax: z.number(),
  otherCharges: z.number(),
  /** The supplier's published fare, before our markup. */
  publishedFare: z.number(),
  totalFare: z.number(),
  markup: z.number(),
  gstOnMarkup: z.number(),
  discount: z.number(),
  txnFee: z.number(),
  baggageMealCharges: z.number(),
  userMergeTxnFeeTaxes: z.number(),
  /** What the customer pays. */
  totalPayable: z.number(),
  roundedTotalFare: z.number(),
  offeredFare: z.number().optional(),
  commissionEarned: z.number().optional(),
  tdsOnCommission: z.number().optional(),
  /** What the agent pays the platform (customer price less commission, plus TDS). */
  totalPayableAmt: z.number().optional(),
});

export const ZFareBreakdown = z.object({
  paxType: z.number(),
  passengerCount: z.number(),
  baseFare: z.number(),
  tax: z.number(),
  offeredOtherCharges: z.number(),
  /** Published fare plus this passenger type's markup and GST on it. */
  publishedPrice: z.number(),
  /** The supplier's published fare for this passenger type. */
  publishedFare: z.number(),
});

/**
 * A fare from a linked supplier site (decision 0030), business callers only: the supplier's net (what
 * it pays its own source), its markup for our company, our markup on top (GST included, less any
 * discount) and the agent's own markup (not applied by the search yet: 0).
 */
export const ZFareChain = z.object({ supplierNet: z.number(), supplierMarkup: z.number(), consumerMarkup: z.number(), agentMarkup: z.number() });

export const ZFlightResult = z.object({
  resultIndex: z.string(),
  source: z.string(),
  isLcc: z.boolean(),
  isRefundable: z.boolean(),
  fareType: z.enum(FARE_TYPES),
  /** One list of segments per leg. */
  segments: z.array(z.array(ZSegment)),
  publishedPrice: z.number(),
  fare: ZFare,
  fareBreakdown: z.array(ZFareBreakdown),
  lastTicketDate: z.string().nullable(),
  airlineRemark: z.string(),
  /** The airline's fare family (Saver, Flexi, Corporate...) when the supplier names it. */
  fareName: z.string().optional(),
  fareChain: ZFareChain.optional(),
});
export type TFlightResult = z.infer<typeof ZFlightResult>;

export const ZSearchResponse = z.object({
  searchId: z.string(),
  traceId: z.string(),
  journeyType: z.number(),
  isDomestic: z.boolean(),
  /** As TBO: one-way one list; domestic return two lists (outbound, inbound); international return one list. */
  results: z.array(z.array(ZFlightResult)),
  /** Suppliers that failed or timed out and were left out. */
  unavailableSources: z.array(z.string()),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

export const searchEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/search",
  summary: "Search flights across the site's enabled suppliers (one-way, return, multi-city, special returns).",
  tag: "flights",
  auth: "user",
  apiKey: "read",
  permission: "flights.search.search",
  body: ZSearchRequest,
  response: ZSearchResponse,
});

export const ZSearchResultRequest = z.strictObject({
  searchId: z.string({ error: Messages.required }).uuid({ error: "Unknown searchId" }),
  resultIndex: z.string({ error: Messages.required }).min(1, { error: Messages.required }).max(2000),
});

export const ZFareRule = z.object({ airline: z.string(), origin: z.string(), destination: z.string(), fareBasisCode: z.string(), fareRestriction: z.string(), fareRuleDetail: z.string() });

export const getFareRulesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getFareRules",
  summary: "The fare rules of one result of a stored search, from its supplier.",
  tag: "flights",
  auth: "user",
  apiKey: "read",
  permission: "flights.search.search",
  body: ZSearchResultRequest,
  response: z.object({ result: z.array(ZFareRule) }),
});

export const getFlightPriceEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getFlightPrice",
  summary: "The priced detail of one result of a stored search (fare and per-passenger-type breakdown).",
  tag: "flights",
  auth: "user",
  permission: "flights.search.search",
  body: ZSearchResultRequest,
  response: z.object({ searchId: z.string(), expiresAt: z.string(), result: ZFlightResult }),
});

export const ZSource = z.object({ id: z.number(), name: z.string(), code: z.string(), isEnabled: z.boolean() });

export const getSourcesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/getSources",
  summary: "The site's flight sources (suppliers). Staff only: a site's customers never see its sources' names (decision 0060).",
  tag: "flights",
  auth: "user",
  permission: "flights.search.search",
  userTypes: ["staff"],
  query: z.strictObject({}),
  response: z.object({ result: z.array(ZSource) }),
});

export const ZCalendarFareRequest = z.strictObject({
  origin: iata(),
  destination: iata(),
  /** The month, "YYYY-MM". */
  month: z.string({ error: requiredOr("Use the month format YYYY-MM") }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Use the month format YYYY-MM" }),
  cabinClass: cabinClass().default(2),
});
export type TCalendarFareRequest = z.infer<typeof ZCalendarFareRequest>;

export const ZCalendarFareDay = z.object({ date: z.string(), fare: z.number(), baseFare: z.number(), tax: z.number(), airlineCode: z.string(), airlineName: z.string(), source: z.string(), isLowestFareOfMonth: z.boolean() });

export const getCalendarFareEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getCalendarFare",
  summary: "The lowest fare for each day of a month on a route, across the site's suppliers.",
  tag: "flights",
  auth: "user",
  permission: "flights.search.calendarFare",
  body: ZCalendarFareRequest,
  response: z.object({ origin: z.string(), destination: z.string(), month: z.string(), result: z.array(ZCalendarFareDay), unavailableSources: z.array(z.string()) }),
});

export const getSearchResultsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getSearchResults",
  summary: "The stored results of the caller's search while it is valid (15 minutes), for the result page after a reload.",
  tag: "flights",
  auth: "user",
  apiKey: "read",
  permission: "flights.search.search",
  body: z.strictObject({ searchId: z.string({ error: Messages.required }).uuid({ error: "Unknown searchId" }) }),
  response: ZSearchResponse,
});
