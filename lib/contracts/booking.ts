import { z } from "zod";
import { Messages } from "@/lib/constants";
import { requiredOr } from "./common";
import { ZFareRule, ZFlightResult } from "./flights";
import { defineEndpoint } from "./http";
import { ZCountry } from "./masterdata";

const uuid = (what: string) => z.string({ error: requiredOr(`Unknown ${what}`) }).uuid({ error: `Unknown ${what}` });
const resultIndex = () => z.string({ error: requiredOr("Unknown resultIndex") }).min(1, { error: Messages.required }).max(2000);

export const ZSetFlightDetailsRequest = z.strictObject({
  searchId: uuid("searchId"),
  resultIndex: resultIndex(),
  /** The inbound choice of a domestic return (the second list). */
  returnResultIndex: resultIndex().optional(),
  /**
   * The caller's own key for this order (decision 0032): the same key again (same user) answers the
   * order it made instead of a new one, so a retried booking is paid once. Network consumers send one.
   */
  idempotencyKey: z.string().trim().min(1).max(200).optional(),
});
export type TSetFlightDetailsRequest = z.infer<typeof ZSetFlightDetailsRequest>;

export const ZOrder = z.object({
  orderId: z.string(),
  searchId: z.string(),
  /** Major units with two decimals: what the caller pays, held until expiresAt. */
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
  results: z.array(ZFlightResult),
  /** True when the request's idempotencyKey answered an order made earlier (decision 0032). */
  isRepeat: z.boolean().optional(),
});

export const setFlightDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/setFlightDetails",
  summary: "Select a fare (and the inbound fare of a domestic return) from a stored search: creates an order {amount, orderId} held for 15 minutes, status inProcess.",
  tag: "booking",
  auth: "user",
  apiKey: "write",
  permission: "flights.booking.book",
  body: ZSetFlightDetailsRequest,
  response: ZOrder,
});

export const getFlightDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getFlightDetails",
  summary: "The caller's order: the selected fares, the amount and whether its 15 minutes have passed.",
  tag: "booking",
  auth: "user",
  permission: "flights.booking.book",
  body: z.strictObject({ orderId: uuid("orderId") }),
  response: ZOrder,
});

// ---------------------------------------------------------------------------------------------
// Passenger details page (spec 000 section 4, steps 3-4): fare quote, SSR and the page's options
// ---------------------------------------------------------------------------------------------

export const ZBookingResultRequest = z.strictObject({
  searchId: uuid("searchId"),
  resultIndex: resultIndex(),
});
export type TBookingResultRequest = z.infer<typeof ZBookingResultRequest>;

/** The re-priced result (same shape as a search result) with the price the caller saw before and now pays. */
export const ZFareDetailResult = ZFlightResult.extend({
  /** The caller's price stored with the search, major units. */
  previousPrice: z.number(),
  /** The caller's price now (equals publishedPrice and fare.totalPayable), major units. */
  totalPayable: z.number(),
});

export const ZFareQuoteResponse = z.object({
  /** True when the supplier says the fare changed or the caller's price differs from the stored one. */
  isPriceChanged: z.boolean(),
  fareDetailResult: ZFareDetailResult,
});
export type TFareQuoteResponse = z.infer<typeof ZFareQuoteResponse>;

export const fareQuoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/fareQuote",
  summary: "Re-price one result of a stored search with its supplier and the caller's fare engine: {isPriceChanged, fareDetailResult}. 502 when the supplier fails (go back to the results).",
  tag: "booking",
  auth: "user",
  apiKey: "read",
  permission: "flights.booking.book",
  body: ZBookingResultRequest,
  response: ZFareQuoteResponse,
});

const ZSsrItem = z.object({
  code: z.string(),
  description: z.string(),
  /** Major units with two decimals. */
  price: z.number(),
  currency: z.string(),
  origin: z.string(),
  destination: z.string(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  /** 1 per segment, 2 for the full journey. */
  wayType: z.number(),
  supplierKind: z.number(),
});
export const ZSsrBaggage = ZSsrItem.extend({ weightKg: z.number() });
export const ZSsrMeal = ZSsrItem.extend({ quantity: z.number() });
export const ZSsrPreference = z.object({ code: z.string(), description: z.string() });

export const ZSsrResponse = z.object({
  isLcc: z.boolean(),
  /** LCC: one list per segment, in journey order. */
  baggage: z.array(z.array(ZSsrBaggage)),
  meals: z.array(z.array(ZSsrMeal)),
  /** GDS: free, indicative preferences. */
  mealPreferences: z.array(ZSsrPreference),
  seatPreferences: z.array(ZSsrPreference),
});
export type TSsrResponse = z.infer<typeof ZSsrResponse>;

export const getSsrEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getSSR",
  summary: "The extras of one result from its supplier: LCC baggage and meals per segment (prices in major units), GDS meal and seat preferences. 502 when the supplier fails.",
  tag: "booking",
  auth: "user",
  permission: "flights.booking.book",
  body: ZBookingResultRequest,
  response: ZSsrResponse,
});

export const ZPassengerViewOptionsRequest = z.strictObject({
  /** Our traceId, which is the searchId. */
  TraceId: uuid("TraceId"),
  ResultIndex: resultIndex(),
  hasReturn: z.boolean().optional(),
  isReturn: z.boolean().optional(),
  searchId: uuid("searchId"),
});
export type TPassengerViewOptionsRequest = z.infer<typeof ZPassengerViewOptionsRequest>;

export const getPassengerViewOptionsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getPassengerViewOptions",
  summary: "Everything the passenger details page needs at once: countryList, phoneCodeList, the result's fareRules and its fareQuote. 502 when the supplier fails.",
  tag: "booking",
  auth: "user",
  permission: "flights.booking.book",
  body: ZPassengerViewOptionsRequest,
  response: z.object({
    countryList: z.array(ZCountry),
    phoneCodeList: z.array(ZCountry),
    fareRules: z.array(ZFareRule),
    fareQuote: ZFareQuoteResponse,
  }),
});
