import { z } from "zod";
import { Messages } from "@/lib/constants";
import { DEFAULT_TIME_ZONE, formatSiteDate } from "@/lib/dates";
import { bodyId, id } from "./common";
import type { TSegment } from "./flights";
import { defineEndpoint } from "./http";

/*
 * The e-ticket (issue 6; spec 000 sections 2, 5 and 7). The page is /flight/eTicket/{slug} (and
 * /app/flight/eTicket/{slug}); its buttons call the two endpoints below. The agent's own markup and
 * discount (updateBookingDetails) change only what the e-ticket shows, never what was paid:
 *
 *   txnFee                 a markup shown as its own "Transaction fee" line
 *   userMergeTxnFeeTaxes   a markup merged into the "Taxes and fees" line (not shown separately)
 *   discount               shown as "Discount" and taken off the total
 *
 * docs/decisions/0011-eticket.md records why.
 */

export const ETicketMessages = {
  emailSent: "Email successfully sent.",
  noETicket: "This booking has no e-ticket yet",
  discountTooLarge: "Discount cannot be more than the total fare",
  nothingToUpdate: "Enter a markup or a discount",
  noEmailAddress: "Your account has no email address",
  emailFailed: "The email could not be sent. Please try again later.",
  tooManyRequests: "Too many requests, please try again later",
  saved: "E-ticket updated",
} as const;

/** Statuses that have an e-ticket (tickets were issued). */
export const ETICKET_STATUSES = ["ticketed", "changeRequested", "cancelled"] as const;

/** The largest markup or discount accepted, major units. */
export const MAX_ETICKET_AMOUNT = 10_000_000;

const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** An amount in major units: 0 or more, at most 2 decimals. */
export const eTicketAmount = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? Messages.required : "Enter an amount") })
    .min(0, { error: "Must be 0 or more" })
    .max(MAX_ETICKET_AMOUNT, { error: `Must be at most ${MAX_ETICKET_AMOUNT}` })
    .refine(hasAtMostTwoDecimals, { error: "At most 2 decimals" });

/** The e-ticket's markup and discount, major units. A field left out keeps its stored value. */
export const ZETicketFareInput = z
  .strictObject({
    txnFee: eTicketAmount().optional().describe("Markup shown as a separate transaction fee line."),
    userMergeTxnFeeTaxes: eTicketAmount().optional().describe("Markup merged into the taxes and fees line."),
    discount: eTicketAmount().optional().describe("Discount taken off the total."),
  })
  .refine((f) => f.txnFee !== undefined || f.userMergeTxnFeeTaxes !== undefined || f.discount !== undefined, { error: ETicketMessages.nothingToUpdate, path: ["txnFee"] });

export const ZUpdateBookingDetailsRequest = z.strictObject({
  bookingId: bodyId(),
  fare: ZETicketFareInput,
});
export type TUpdateBookingDetailsRequest = z.infer<typeof ZUpdateBookingDetailsRequest>;

export const ZETicketFare = z.object({ txnFee: z.number(), userMergeTxnFeeTaxes: z.number(), discount: z.number() });
export type TETicketFare = z.infer<typeof ZETicketFare>;

/** The payment details block of the e-ticket, major units; the lines add up to `total`. */
export const ZETicketPayment = z.object({
  currency: z.string(),
  baseFare: z.number(),
  /** Taxes, fees and charges of the fare, plus the markup merged into taxes. */
  taxes: z.number(),
  /** Extra baggage and meals bought with the booking (baggage + meals). */
  extras: z.number(),
  baggage: z.number(),
  meals: z.number(),
  txnFee: z.number(),
  /** The fare's discount plus the e-ticket discount. */
  discount: z.number(),
  total: z.number(),
  /** What completed refunds gave back (0 when none), and the total less it. */
  refunded: z.number(),
  totalAfterRefund: z.number(),
});
export type TETicketPayment = z.infer<typeof ZETicketPayment>;

export const ZUpdateBookingDetailsResponse = z.object({ bookingId: z.number(), fare: ZETicketFare, payment: ZETicketPayment });

export const updateBookingDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/updateBookingDetails",
  summary:
    "Set the e-ticket's own markup and discount of a ticketed booking the caller can view (amounts in major units, 0 or more, at most 2 decimals): fare.txnFee (a separate transaction fee line) and fare.userMergeTxnFeeTaxes (merged into taxes) need tickets.eTicket.markup, fare.discount needs tickets.eTicket.discount, each only when its value changes; a field left out keeps its value. The paid amount is not touched. Answers the new e-ticket fare and payment details. Another site's booking, or one the caller cannot view, is 404; a booking without tickets is 409; a discount above the total is 400.",
  tag: "tickets",
  auth: "user",
  body: ZUpdateBookingDetailsRequest,
  response: ZUpdateBookingDetailsResponse,
});

export const ZEmailETicketRequest = z.strictObject({
  bookingId: bodyId(),
  /** The viewer hid the price (Show/Hide Price): the email leaves the payment details out. */
  hidePrice: z.boolean().default(false),
});
export type TEmailETicketRequest = z.infer<typeof ZEmailETicketRequest>;

export const emailETicketEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/eTicket/email",
  summary:
    "Email the e-ticket of a ticketed booking the caller can view to its passengers' addresses (as entered on the booking) and the caller's own, one message each: a self-contained HTML message (inline styles, PDF417 barcodes as inline PNG images, the payment details unless hidePrice) with a plain-text part and the e-ticket PDF attached, kept in the email outbox. Answers 'Email successfully sent.'. Another site's booking, or one the caller cannot view, is 404; a booking without tickets is 409.",
  tag: "tickets",
  auth: "user",
  permission: "tickets.eTicket.email",
  body: ZEmailETicketRequest,
  response: z.object({ message: z.string() }),
});

export const ZETicketPdfQuery = z.strictObject({
  bookingId: id(),
  /** "1": the payment details are left out (the viewer hid the price). */
  hp: z.enum(["0", "1"], { error: "Use 0 or 1" }).optional(),
  /** One passenger's ticket (their index), as the e-ticket's pax. */
  pax: z.coerce.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(0, { error: "Must be 0 or more" }).max(99, { error: "Must be at most 99" }).optional(),
});
export type TETicketPdfQuery = z.infer<typeof ZETicketPdfQuery>;

export const getETicketPdfEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/eTicket/pdf",
  summary:
    "The e-ticket of a ticketed booking the caller can view as a PDF (application/pdf, E-Ticket-<PNR>.pdf): flights, passengers with ticket numbers, baggage and PDF417 barcodes, the payment details unless hp=1, the agent's logo. pax picks one passenger. Another site's booking, or one the caller cannot view, is 404; a booking without tickets is 409; a pax that is not on the ticket is 404 'Passenger not found'.",
  tag: "tickets",
  auth: "user",
  apiKey: "read",
  query: ZETicketPdfQuery,
  download: ["application/pdf"],
});

/** The standard conditions shown at the foot of every e-ticket and its email. */
export const ETICKET_LEGAL_TEXT = [
  "Carriage and other services provided by the carrier are subject to the conditions of carriage of the operating carrier, which are hereby incorporated by reference and are available from the carrier on request. Passengers on a journey involving an ultimate destination or a stop in a country other than the country of departure are advised that the Montreal Convention or the Warsaw Convention may apply and may limit the liability of the carrier for death or personal injury, for loss of or damage to baggage, and for delay.",
  "Please carry a valid government-issued photo identity document (a passport for international travel) and this e-ticket. Check-in closes 60 minutes before departure for domestic flights and 75 minutes before departure for international flights; the carrier may refuse carriage to passengers who report late. Flight times are local times at the airports named. Fares, cancellation and change charges are governed by the fare rules of this booking; changes and refunds are made through the issuing agent.",
] as const;

/** One PDF417 barcode: a passenger on a segment. */
export type TETicketBarcode = { sector: string; flight: string; content: string; imageUrl: string; alt: string };

export type TETicketPassenger = {
  index: number;
  name: string;
  paxType: string;
  ticketNumber: string | null;
  /** One line per segment still to fly: "BOM-DEL: 15 Kg + 10 Kg extra". */
  baggage: { sector: string; allowance: string }[];
  /** The meals bought, per segment still to fly. */
  meals: { sector: string; description: string }[];
  /** Sectors of this ticket a completed partial refund gave back: no barcode, no baggage line. */
  refundedSectors: string[];
  barcodes: TETicketBarcode[];
};

/** Everything the e-ticket page shows (the server leaves out the payment when the price is hidden for an anonymous viewer). */
export type TETicketView = {
  bookingId: number;
  pnr: string;
  status: string;
  isCancelled: boolean;
  issueDate: string;
  company: { companyName: string; logoUrl: string | null; adminContact: string | null; adminEmail: string | null };
  /** The passengers still travelling (a passenger whose every sector was refunded is left off). */
  passengers: TETicketPassenger[];
  /** How many passengers a completed refund took off this ticket. */
  refundedPassengerCount: number;
  legs: TSegment[][];
  payment: TETicketPayment | null;
  /** The stored markup and discount (the dialogs start from them); null for a viewer who cannot change them. */
  eTicketFare: TETicketFare | null;
};

/** The issue date as printed on the ticket, the site's day (decision 0016): "12 May 2026". */
export const formatETicketDate = (iso: string, timeZone: string = DEFAULT_TIME_ZONE): string => formatSiteDate(iso, timeZone);

/** The payment details' lines before the total (extras, transaction fee and discount only when there are any). */
export function toPaymentLines(p: TETicketPayment): [label: string, amount: number][] {
  const lines: [string, number][] = [
    ["Base fare", p.baseFare],
    ["Taxes and fees", p.taxes],
  ];
  if (p.baggage > 0) lines.push(["Extra baggage", p.baggage]);
  if (p.meals > 0) lines.push(["Meals", p.meals]);
  if (p.extras > p.baggage + p.meals) lines.push(["Other extras", p.extras - p.baggage - p.meals]);
  if (p.txnFee > 0) lines.push(["Transaction fee", p.txnFee]);
  if (p.discount > 0) lines.push(["Discount", -p.discount]);
  return lines;
}

/** The lines after the total when refunds were completed: what they gave back and what remains. */
export function toRefundLines(p: TETicketPayment): [label: string, amount: number][] {
  return p.refunded > 0 ? [["Refunded", -p.refunded], ["Total after refund", p.totalAfterRefund]] : [];
}

/** "1 passenger was refunded and is no longer on this ticket." (empty when none). */
export const refundedPassengersNote = (count: number) => (count === 0 ? "" : `${count} passenger${count === 1 ? " was" : "s were"} refunded and ${count === 1 ? "is" : "are"} no longer on this ticket.`);
