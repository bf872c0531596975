import { z } from "zod";
import { Messages } from "@/lib/constants";
import { ZTicketCRInfo } from "./bookings";
import { bodyId, requiredOr } from "./common";
import { defineEndpoint } from "./http";

/*
 * Change requests (issue 6; spec 000 sections 2, 4, 5, 7): Refund (1), Partial Refund (2), Change
 * Itinerary / Reissue (3), raised on a ticketed booking and sent to its supplier. The spec names the
 * paths and the changeRequest fields (PascalCase, as the spec writes them); the rest is ours and is
 * in /api/openapi.json. Amounts in major units.
 */

export const ChangeRequestType = { Refund: 1, PartialRefund: 2, Reissue: 3 } as const;
export type TChangeRequestType = (typeof ChangeRequestType)[keyof typeof ChangeRequestType];
export const CHANGE_REQUEST_TYPE_LABELS: Record<TChangeRequestType, string> = { 1: "Refund", 2: "Partial Refund", 3: "Change Itinerary / Reissue" };

/** 2 for a flight-cancelled request, 3 otherwise (spec 000 section 5). */
export const CancellationType = { FlightCancelled: 2, Others: 3 } as const;

export const CHANGE_REQUEST_STATUS_TEXT = { pending: "Pending", inProgress: "In Progress", completed: "Completed", rejected: "Rejected" } as const;

export const ChangeRequestMessages = {
  agreement: "I have reviewed and agreed on the cancellation policy and fare rules offered for this booking.",
  notTicketed: "Only a ticketed booking can have a change request",
  alreadyOpen: "A change request is already open for this booking",
  unknownSector: "This sector is not part of the booking",
  unknownTicket: "This ticket is not part of the booking",
  alreadyRefunded: "This ticket has already been refunded",
  notSupported: "This booking's supplier does not take change requests",
  sent: "Change request sent successfully",
} as const;

const bookingId = bodyId;
const requestType = () => z.union([z.literal(1), z.literal(2), z.literal(3)], { error: requiredOr("Use 1 (Refund), 2 (Partial Refund) or 3 (Change Itinerary / Reissue)") });
const airport = () => z.string({ error: Messages.required }).trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: "Use the 3-letter airport code" });
export const ZSector = z.strictObject({ Origin: airport(), Destination: airport() });
/** Our ticket ids (a passenger's ticket.ticketId); numbers are accepted and read as text. */
const ticketIds = () => z.array(z.union([z.string().trim().min(1).max(40), z.number().int().positive()]).transform(String), { error: requiredOr("Use a list of ticket ids") }).max(18);

export const ZGetCCRequest = z.strictObject({
  BookingId: bookingId(),
  RequestType: requestType(),
  Sectors: z.array(ZSector).max(12).optional(),
  TicketId: ticketIds().optional(),
  /** 2 the airline cancelled the flight, 3 (the default) any other reason: the charges differ. */
  CancellationType: z.union([z.literal(2), z.literal(3)], { error: "Use 2 (flight cancelled) or 3" }).optional(),
});
export type TGetCCRequest = z.input<typeof ZGetCCRequest>;
export type TGetCCParsed = z.output<typeof ZGetCCRequest>;

export const ZGetCCResponse = z.object({
  cancellationCharge: z.number(),
  /** Everything refunded: the airfare's refund plus any extras refunded. */
  refundAmount: z.number(),
  currency: z.string(),
  /** The fare rule applied, and what happens to the extras, in words. */
  remarks: z.string(),
  /** The paid baggage and meals of the tickets and sectors given up; refundAmount null when the airline does not say. */
  extras: z.object({ amount: z.number(), refundAmount: z.number().nullable(), note: z.string() }),
});
export type TGetCCResponse = z.infer<typeof ZGetCCResponse>;

export const getCCEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getCC",
  summary:
    "The charges preview of a change request (the supplier's GetCancellationCharges), shown before the final acceptance: cancellationCharge and the refundAmount in major units, and currency. Only a ticketed booking the caller may view (409 otherwise; another site's or user's booking is 404).",
  tag: "changeRequests",
  auth: "user",
  apiKey: "read",
  permission: "tickets.changeRequests.raise",
  body: ZGetCCRequest,
  response: ZGetCCResponse,
});

export const ZChangeRequestRequest = z
  .strictObject({
    BookingId: bookingId(),
    RequestType: requestType(),
    /** 2 the flight was cancelled, 3 any other reason. */
    CancellationType: z.union([z.literal(2), z.literal(3)], { error: requiredOr("Use 2 (flight cancelled) or 3 (other reasons)") }),
    /** Partial refund only (ignored for the others). */
    Sectors: z.array(ZSector).max(12).default([]),
    /** Partial refund or change (a refund covers every ticket). */
    TicketId: ticketIds().default([]),
    Remarks: z.string({ error: requiredOr("Must be text") }).trim().min(1, { error: Messages.required }).max(500, { error: "At most 500 characters" }),
  })
  .superRefine((r, ctx) => {
    if (r.RequestType === ChangeRequestType.PartialRefund && r.Sectors.length === 0) ctx.addIssue({ code: "custom", path: ["Sectors"], message: Messages.required });
    if (r.RequestType !== ChangeRequestType.Refund && r.TicketId.length === 0) ctx.addIssue({ code: "custom", path: ["TicketId"], message: Messages.required });
  });
export type TChangeRequestRequest = z.input<typeof ZChangeRequestRequest>;
export type TChangeRequestParsed = z.output<typeof ZChangeRequestRequest>;

export const ZChangeRequestView = z.object({
  /** Our change request id. */
  id: z.number(),
  requestType: z.number(),
  cancellationType: z.number(),
  status: z.enum(["pending", "inProgress", "completed", "rejected"]),
  statusText: z.string(),
  sectors: z.array(z.object({ origin: z.string(), destination: z.string() })),
  ticketIds: z.array(z.string()),
  cancellationCharge: z.number(),
  refundedAmount: z.number(),
  currency: z.string(),
  creditNoteNo: z.string().nullable(),
  /** The refund was credited to the wallet. */
  isRefundCredited: z.boolean(),
  createdAt: z.string(),
});
export type TChangeRequestView = z.infer<typeof ZChangeRequestView>;

export const ZChangeRequestStatusResponse = z.object({
  bookingId: z.number(),
  status: z.string(),
  statusId: z.number(),
  ticketCRInfo: z.array(ZTicketCRInfo),
  supplierChangeReqStatus: z.object({ statusText: z.string() }).nullable(),
  /** The change request this answer is about (null when the booking has none). */
  changeRequest: ZChangeRequestView.nullable(),
});
export type TChangeRequestStatusResponse = z.infer<typeof ZChangeRequestStatusResponse>;

export const ZChangeRequestResponse = ZChangeRequestStatusResponse.extend({ message: z.string() });
export type TChangeRequestResponse = z.infer<typeof ZChangeRequestResponse>;

export const changeRequestEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/changeRequest",
  summary:
    "Raise a change request on a ticketed booking and send it to the supplier (SendChangeRequest): RequestType 1 Refund (every sector and ticket; Sectors and TicketId are ignored), 2 Partial Refund (Sectors of the booking and TicketId of its passengers), 3 Change Itinerary / Reissue (TicketId). CancellationType 2 when the flight was cancelled, 3 otherwise. The booking becomes ChangeRequested. 409 when the booking is not ticketed or a request is already open (a double submit sends nothing); 502 when the supplier refuses or does not answer.",
  tag: "changeRequests",
  auth: "user",
  apiKey: "write",
  permission: "tickets.changeRequests.raise",
  body: ZChangeRequestRequest,
  response: ZChangeRequestResponse,
});

export const getCRStatusEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getCRStatus",
  summary:
    "Refresh Status: fetches the state of the booking's open change request from the supplier (GetChangeRequestStatus; the first one first) and attaches each answer to the ticket whose ticket id matches. A completed refund credits the refunded amount to the booking owner's wallet once, however often it is refreshed; a completed full refund cancels the booking (statusId 4). Answers ticketCRInfo[] and supplierChangeReqStatus.",
  tag: "changeRequests",
  auth: "user",
  apiKey: "write",
  permission: "tickets.changeRequests.view",
  body: z.strictObject({ BookingId: bookingId() }),
  response: ZChangeRequestStatusResponse,
});
