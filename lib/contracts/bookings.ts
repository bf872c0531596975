import { z } from "zod";
import { Messages } from "@/lib/constants";
import { ZPassenger } from "@/lib/passenger-rules";
import { bodyId, requiredOr } from "./common";
import { ZFare, ZFareRule, ZFlightResult, ZSegment } from "./flights";
import { defineEndpoint } from "./http";

/*
 * Booking, paying and ticketing (issue 5; spec 000 sections 3, 4 and 7). The spec names the paths
 * and a few fields; the shapes below are ours and are recorded in /api/openapi.json.
 *
 * The flow: validateBooking {orderId, isReturn, passengers, ssr} stores the leg's draft booking and
 * answers the amount to pay; the payment page pays it (wallet, or a gateway that answers with a signed
 * callback); POST /api/payments/orderSuccessCallback books and tickets with the supplier. One order
 * can have two legs (the inbound of a domestic return is leg 1, booked after the outbound).
 */

export const BookingMessages = {
  paymentExpired: "Payment time expired. Please search again.",
  inProgress: "This booking is already being processed",
  alreadyBooked: "This booking is already complete",
  notValidated: "Please validate the passengers before paying",
  holdNotAllowed: "Flight hold is not allowed for this account",
  networkHoldNotAllowed: "The supplier of this fare does not allow flight hold for your company",
  holdLccNotAllowed: "Only GDS fares can be held; this fare is ticketed at once",
  notHeld: "Only a held booking can be released",
  releaseSourceMismatch: "Source does not match this booking",
  needsAttention: "Your payment is safe, but the airline has not confirmed the tickets yet. Our team has been notified.",
  failedRefunded: "The airline could not issue the tickets. The amount has been refunded to your wallet.",
  paymentUnsuccessful: "Payment unsuccessful",
  paymentSuccessful: "Payment Successful",
  outboundFirst: "Book the outbound flight first",
  released: "Booking released successfully",
} as const;

const orderId = () => z.string({ error: requiredOr("Unknown orderId") }).uuid({ error: "Unknown orderId" });
const ssrCode = () => z.string().trim().min(1).max(100);

/**
 * One passenger's extras, aligned with `passengers` by index. LCC: `baggage[i]` and `meals[i]` are
 * the codes chosen on segment i of getSSR's lists (null or absent for none); GDS: preference codes.
 */
export const ZSsrSelection = z.strictObject({
  baggage: z.array(ssrCode().nullable()).max(8).default([]),
  meals: z.array(ssrCode().nullable()).max(8).default([]),
  mealPreference: ssrCode().optional(),
  seatPreference: ssrCode().optional(),
});
export type TSsrSelection = z.infer<typeof ZSsrSelection>;

export const ZValidateBookingRequest = z.strictObject({
  orderId: orderId(),
  /** The inbound leg of a domestic return (leg 1). */
  isReturn: z.boolean().default(false),
  passengers: z
    .array(ZPassenger, { error: requiredOr("Use a list of passengers") })
    .min(1, { error: Messages.required })
    .max(18, { error: "At most 18 passengers" }),
  ssr: z.array(ZSsrSelection).max(18).optional(),
});
export type TValidateBookingRequest = z.infer<typeof ZValidateBookingRequest>;

export const ZValidateBookingResponse = z.object({
  isValid: z.literal(true),
  passengers: z.array(ZPassenger),
  bookingId: z.number(),
  /** Major units: the fare the caller pays (after any fare-quote change), the extras, and both. */
  fareAmount: z.number(),
  ssrAmount: z.number(),
  amount: z.number(),
  currency: z.string(),
  expiresAt: z.string(),
  /** The caller may hold this fare instead of paying now (GDS fare, isFlightHoldAllowed). */
  canHold: z.boolean(),
});

export const validateBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/validateBooking",
  summary:
    "Check the passengers of the caller's order leg (isReturn for the inbound of a domestic return) and store them, with their extras (ssr, aligned by index), as the leg's draft booking: titles by type, names, dates of birth against the type on the first travel date, passports on international trips (valid after the last travel date), the lead adult's email and mobile, and the searched passenger counts. Answers the amount to pay (fare after any fare-quote change plus extras). Failures are 400 with a field message per field (shortError keys like passengers.0.dateOfBirth); an expired order is 409; a leg already paid is 409.",
  tag: "booking",
  auth: "user",
  apiKey: "write",
  permission: "flights.booking.book",
  body: ZValidateBookingRequest,
  response: ZValidateBookingResponse,
});

export const PAY_METHODS = ["wallet", "gateway", "hold"] as const;

export const ZOrderSuccessCallbackRequest = z.strictObject({
  orderId: orderId(),
  isReturn: z.boolean().default(false),
  /** wallet: debit the caller's wallet; gateway: a signed gateway callback (below); hold: book without ticketing (GDS). */
  paymentMethod: z.enum(PAY_METHODS, { error: requiredOr("Use wallet, gateway or hold") }),
  razorpay_order_id: z.string().max(100).optional(),
  razorpay_payment_id: z.string().max(100).optional(),
  razorpay_signature: z.string().max(200).optional(),
});
export type TOrderSuccessCallbackRequest = z.infer<typeof ZOrderSuccessCallbackRequest>;

export const BOOKING_NEXT_STEPS = ["ticketQueue", "bookingDetails", "bookingReview"] as const;

export const ZOrderSuccessCallbackResponse = z.object({
  bookingId: z.number(),
  orderId: z.string(),
  searchId: z.string(),
  status: z.string(),
  statusId: z.number(),
  pnr: z.string().nullable(),
  /** The outbound leg is booked and the inbound of a domestic return is still to book. */
  hasPendingReturn: z.boolean(),
  /** Where the client goes: the ticket queue, or booking details with showReturn. */
  nextStep: z.enum(BOOKING_NEXT_STEPS),
  message: z.string(),
});
export type TOrderSuccessCallbackResponse = z.infer<typeof ZOrderSuccessCallbackResponse>;

export const orderSuccessCallbackEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/payments/orderSuccessCallback",
  summary:
    "Pay for a validated booking leg and book it: wallet debit, a verified gateway payment, or a hold (GDS, isFlightHoldAllowed). LCC fares are ticketed directly; GDS fares are booked (PNR) then ticketed. A repeated or concurrent call books once and charges once (the finished booking is answered again; one in progress is 409). 409 after the 15 minutes; 402 when the booking needs attention (money refunded to the wallet or held for a ticketing retry); 502 when the gateway cannot be reached.",
  tag: "booking",
  auth: "user",
  apiKey: "write",
  permission: "flights.booking.book",
  body: ZOrderSuccessCallbackRequest,
  response: ZOrderSuccessCallbackResponse,
});

export const ZBookedPassenger = ZPassenger.extend({
  ticket: z.object({ ticketId: z.string(), ticketNumber: z.string(), validatingAirline: z.string() }).nullable(),
  ssr: ZSsrSelection.optional(),
});

/** One ticket's change request (spec 000 section 3: ticketCRInfo[]); changeRequestId is the supplier's. */
export const ZTicketCRInfo = z.object({ changeRequestId: z.string(), ticketId: z.string(), status: z.string(), statusText: z.string() });
export type TTicketCRInfo = z.infer<typeof ZTicketCRInfo>;

export const ZBookingView = z.object({
  bookingId: z.number(),
  orderId: z.string(),
  searchId: z.string(),
  legIndex: z.number(),
  pnr: z.string().nullable(),
  createdAt: z.string(),
  invoiceCreatedOn: z.string().nullable(),
  status: z.string(),
  statusId: z.number(),
  source: z.string(),
  isLcc: z.boolean(),
  isLCCSpecialReturn: z.boolean(),
  isHold: z.boolean(),
  /** The caller may hold this (still unpaid) booking instead of paying: GDS fare, isFlightHoldAllowed and the hold permission. */
  canHold: z.boolean(),
  isDomestic: z.boolean(),
  lastTicketDate: z.string().nullable(),
  attentionReason: z.string().nullable(),
  fare: ZFare,
  result: ZFlightResult,
  passenger: z.array(ZBookedPassenger),
  segments: z.array(z.array(ZSegment)),
  fareRules: z.array(ZFareRule),
  baggages: z.array(z.object({ flightNumber: z.string(), weight: z.number(), price: z.number() })),
  meals: z.array(z.object({ flightNumber: z.string(), quantity: z.number(), description: z.string(), price: z.number() })),
  transactionDetails: z.object({ amount: z.number(), currency: z.string(), paymentMethod: z.string().nullable(), paymentStatus: z.string().nullable() }),
  /** Staff and agents only (the site's cost and the customer's). */
  accounting: z.object({ middleManWl: z.object({ cost: z.number() }), endCustomer: z.object({ cost: z.number() }) }).nullable(),
  user: z.object({ id: z.number(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().nullable() }),
  /** The order's other leg, when this is a domestic return. */
  returnLeg: z.object({ resultIndex: z.string(), bookingId: z.number().nullable(), status: z.string().nullable() }).nullable(),
  /** The booking's change requests, one entry per ticket, oldest first. */
  ticketCRInfo: z.array(ZTicketCRInfo),
  /** The latest change request's status text, null before any. */
  supplierChangeReqStatus: z.object({ statusText: z.string() }).nullable(),
});
export type TBookingView = z.infer<typeof ZBookingView>;

export const getBookingDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getBookingDetails",
  summary: "One booking of the site: the caller's own (agents also their company's; staff any of the site). Another site's booking, or someone else's, is 404.",
  tag: "booking",
  auth: "user",
  apiKey: "read",
  body: z.strictObject({ bookingId: bodyId() }),
  response: ZBookingView,
});

export const releaseFlightEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/releaseFlight",
  summary: "Release a held (unticketed) booking with its supplier (ReleasePNRRequest). BookingId is our booking id; Source is the supplier's source number shown on the booking. 409 when the booking is not held.",
  tag: "booking",
  auth: "user",
  apiKey: "write",
  permission: "flights.booking.release",
  body: z.strictObject({
    BookingId: bodyId(),
    Source: z.union([z.number().int(), z.string().max(40)]).optional(),
  }),
  response: z.object({ bookingId: z.number(), status: z.string(), message: z.string() }),
});
