import { z } from "zod";
import { Messages } from "@/lib/constants";
import { bodyId, id, ID_RANGE_MESSAGE, MAX_DB_INT, optionalString, requiredString } from "./common";
import { currencyCode, dateString, majorAmount } from "./dmc-rates";
import { checkTrip, type KartLineNames, TripMessages } from "./dmc-kart-trip";
import { defineEndpoint } from "./http";

/*
 * Itineraries (quotations; the spec's "karts"), issue 14, decision 0040. Amounts cross the API in
 * MAJOR units (40.5 = 40.50) and are stored in minor units; dates "YYYY-MM-DD", times "HH:mm".
 */

export const KartMessages = {
  atleastOne: "Please select atleast one itinerary",
  paxMismatch: "Passenger count mismatch, please reselect passengers.",
  collectedTooHigh: "Collected payment should not be greater than total price",
  sharingActivity: "Please select sharing basis for activity",
  sharingAccomodation: "Please select sharing basis for accomodation",
  startDateActivities: "Please select start date for all activities",
  startDateMiscellaneous: "Please select start date for all miscellaneous",
  pickupActivity: "Please add pickup transfer for activity",
  transferActivity: "Please add transfer for activity",
  pickupAccomodation: "Please add pickup transfer for accomodation",
  transferAccomodation: "Please add transfer for accomodation",
  saved: "Itinerary saved successfully",
  removed: "Removed successfully",
  notFound: "Itinerary not found",
  lineNotFound: "Line not found",
  changedMeanwhile: "This itinerary was changed meanwhile: reload it and try again",
  customerNotFound: "Customer not found",
  noRate: (currency: string, selling: string) => `No exchange rate from ${currency} to ${selling}: set it in the site's exchange rates`,
  ...TripMessages,
  /** Issue 25: a line the rate engine cannot fully price (the server's verdict, stored on the line). */
  unpriced: (line: string, reason: string) => `${line} has no full price (${reason})`,
  unpricedSend: (line: string, reason: string) => `${line} has no full price (${reason}): price it before sending the quotation`,
  unpricedVoucher: (line: string, reason: string) => `${line} has no full price (${reason}): price it before vouchering`,
} as const;


export const MAX_DAYS = 90;
export const PRICE_BREAKUPS = ["full", "partial", "none", "noprice"] as const;
export const KART_TRANSFER_TYPES = ["oneway", "return"] as const;
export const KART_SHARING_BASES = ["SIC", "PVT", "dropSICpickupSIC", "dropSICpickupPVT", "dropPVTpickupSIC", "dropPVTpickupPVT", "sharing", "private"] as const;

const whole = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null ? Messages.required : "Must be a whole number") })
    .int({ error: "Must be a whole number" })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` });
const time = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Use HH:mm" });
const optDate = () =>
  dateString()
    .nullable()
    .optional()
    .transform((v) => v ?? null);
const optTime = () =>
  time()
    .nullable()
    .optional()
    .transform((v) => v ?? null);
const amount = () => majorAmount().default(0);
/** transferType "oneway", "return" or empty (none). */
const transferType = () =>
  z
    .union([z.enum(KART_TRANSFER_TYPES), z.literal(""), z.null()], { error: "transferType must be oneway, return or empty" })
    .optional()
    .transform((v) => (v ? v : null));
const sharingBasis = () =>
  z
    .union([z.enum(KART_SHARING_BASES), z.literal(""), z.null()], { error: `sharingBasis must be one of: ${KART_SHARING_BASES.join(", ")}` })
    .optional()
    .transform((v) => (v ? v : null));

const ZTransferLeg = z.strictObject({
  purpose: z.enum(["pickup", "drop"], { error: "purpose must be pickup or drop" }),
  date: optDate(),
  time: optTime(),
  pickupLocation: requiredString(300),
  dropLocation: requiredString(300),
});
export type TTransferLeg = z.output<typeof ZTransferLeg>;

const lineBase = { currency: currencyCode(), price: amount() };

const ZAccomodationLine = z.strictObject({
  ...lineBase,
  accomodationId: bodyId(),
  roomTypeId: bodyId().nullable().optional().transform((v) => v ?? null),
  noOfNights: whole(1, MAX_DAYS),
  checkinDate: optDate(),
  numberOfRooms: whole(1, 50).default(1),
  singleRoomPrice: amount(),
  singleRoomCount: whole(0, 50).default(0),
  doubleRoomPrice: amount(),
  doubleRoomCount: whole(0, 50).default(0),
  extraAdultPrice: amount(),
  extraAdultCount: whole(0, 50).default(0),
  childWithBedPrice: amount(),
  childWithBedCount: whole(0, 50).default(0),
  childWithoutBedPrice: amount(),
  childWithoutBedCount: whole(0, 50).default(0),
  transferType: transferType(),
  sharingBasis: sharingBasis(),
  transfers: z.array(ZTransferLeg).max(10).default([]),
  confirmationNumber: optionalString(100),
});
const ZActivityLine = z.strictObject({
  ...lineBase,
  activityId: bodyId().optional(),
  tourOptionId: bodyId(),
  startDate: optDate(),
  time: optTime(),
  transferType: transferType(),
  sharingBasis: sharingBasis(),
  transfers: z.array(ZTransferLeg).max(10).default([]),
  confirmationNumber: optionalString(100),
});
const ZMiscLine = z.strictObject({ ...lineBase, name: requiredString(200), description: z.string().trim().max(2000).default(""), startDate: optDate() });
const ZFlightLine = z.strictObject({
  ...lineBase,
  airlineCode: requiredString(3),
  flightNo: requiredString(8),
  origin: requiredString(3),
  destination: requiredString(3),
  departureDate: optDate(),
  departureTime: optTime(),
  arrivalDate: optDate(),
  arrivalTime: optTime(),
  pnr: optionalString(20),
});
const ZPassenger = z.strictObject({
  title: z.string().trim().max(10).default(""),
  firstName: requiredString(100),
  lastName: z.string().trim().max(100).default(""),
  dateOfBirth: optDate(),
  paxType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "paxType must be 1 (adult), 2 (child) or 3 (infant)" }),
});

/** POST kart/saveKart: create (no id) or save an itinerary whole (lines not sent are removed). */
export const ZSaveKartRequest = z.strictObject({
  id: bodyId().optional().describe("The itinerary to save; absent: a new one."),
  cartId: bodyId().optional().describe("The activity cart this quotation is made from (kart/getDraftFromCart): the save links the cart to it and marks the cart quoted, in the same transaction. Another site's cart: 404; a cart already quoted in another quotation: 400."),
  customerId: bodyId(),
  kartName: requiredString(200),
  adults: whole(1, 50),
  child: whole(0, 50).default(0),
  infant: whole(0, 50).default(0),
  arrivalDate: optDate(),
  noOfDays: whole(0, MAX_DAYS),
  noOfNights: whole(0, MAX_DAYS),
  quoteValidyInDays: whole(0, 365).nullable().optional().transform((v) => v ?? null),
  paymentDeadline: optDate(),
  currency: currencyCode(),
  currencySymbol: z.string().trim().max(5).optional(),
  serviceCharge: amount(),
  remittanceCharge: amount(),
  discount: amount(),
  collectedPayment: amount(),
  priceBreakup: z.enum(PRICE_BREAKUPS, { error: `priceBreakup must be one of: ${PRICE_BREAKUPS.join(", ")}` }).default("full"),
  remark: z.string().trim().max(5000).default(""),
  isAgentBranding: z.boolean().default(false),
  isVouchered: z.boolean().default(false),
  isCancelled: z.boolean().default(false),
  confirmationNumbers: z.record(z.string().max(100), z.string().max(100)).default({}),
  accomodations: z.array(ZAccomodationLine).max(60).default([]),
  activities: z.array(ZActivityLine).max(60).default([]),
  miscellaneous: z.array(ZMiscLine).max(60).default([]),
  flights: z.array(ZFlightLine).max(20).default([]),
  passengers: z.array(ZPassenger).max(150).default([]),
});
export type TSaveKartRequest = z.output<typeof ZSaveKartRequest>;
export type TSaveKartInput = z.input<typeof ZSaveKartRequest>;

type Line = { transferType: string | null; sharingBasis: string | null; transfers: { purpose: string }[] };
function transferMessage(l: Line, what: "activity" | "accomodation"): string | null {
  if (!l.transferType) return null;
  const has = (p: string) => l.transfers.some((t) => t.purpose === p);
  if (l.transferType === "oneway" && !has("pickup")) return what === "activity" ? KartMessages.pickupActivity : KartMessages.pickupAccomodation;
  if (l.transferType === "return" && !(has("pickup") && has("drop"))) return what === "activity" ? KartMessages.transferActivity : KartMessages.transferAccomodation;
  return null;
}

/**
 * The itinerary rules of spec 001 section 5 in order; the first broken one's message, or null.
 * `totalPrice` (minor units, selling currency) is the server's total; the form passes its own.
 */
export function checkKartRules(k: TSaveKartRequest, totalPrice: number, names: KartLineNames = {}): string | null {
  if (k.accomodations.length + k.activities.length + k.miscellaneous.length === 0) return KartMessages.atleastOne;
  const count = (t: number) => k.passengers.filter((p) => p.paxType === t).length;
  if (count(1) > k.adults || count(2) > k.child || count(3) > k.infant) return KartMessages.paxMismatch;
  if (k.collectedPayment > totalPrice) return KartMessages.collectedTooHigh;
  if (k.activities.some((a) => a.transferType && !a.sharingBasis)) return KartMessages.sharingActivity;
  if (k.accomodations.some((a) => a.transferType && !a.sharingBasis)) return KartMessages.sharingAccomodation;
  const trip = checkTrip(k, names);
  if (trip) return trip;
  if (!k.isVouchered) return null;
  if (k.activities.some((a) => !a.startDate)) return KartMessages.startDateActivities;
  if (k.miscellaneous.some((m) => !m.startDate)) return KartMessages.startDateMiscellaneous;
  for (const a of k.activities) {
    const m = transferMessage(a, "activity");
    if (m) return m;
  }
  for (const a of k.accomodations) {
    const m = transferMessage(a, "accomodation");
    if (m) return m;
  }
  return null;
}

const ZKartView = z.looseObject({ id: z.number(), quotationId: z.string(), version: z.number(), totalPrice: z.number() });

export const saveKartEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/kart/saveKart",
  summary:
    "Create or save an itinerary (quotation) whole: header, accomodations, activities, miscellaneous, flights, passengers. noOfDays and noOfNights required, at most 90; priceBreakup full|partial|none|noprice. The rules of spec 001 section 5 answer 400 with their message ('Please select atleast one itinerary', 'Passenger count mismatch, please reselect passengers.', 'Collected payment should not be greater than total price', sharing basis, and when vouchered start dates and transfers). totalPrice is the server's: lines converted into the selling currency at the rates locked on the quotation, plus service and remittance charges, less discount. Saving a sent quotation makes a new version. Days, nights and dates agree: nights are days - 1 or days, and every dated line lies within arrival .. arrival + days - 1 (a message names the line). Every hotel and activity line is priced again by the rate engine: one without a full price saves flagged (unpricedReason on the line, unpricedLines on the itinerary) and the itinerary cannot be vouchered.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.edit",
  body: ZSaveKartRequest,
  response: ZKartView,
});

const ZRemoveLine = z.strictObject({ id: bodyId().describe("The line's id.") });
export type TRemoveLineRequest = z.output<typeof ZRemoveLine>;
const removeLine = (path: string, what: string) =>
  defineEndpoint({
    method: "POST",
    path: `/api/kart/${path}`,
    summary: `Remove one ${what} line of an itinerary by its id, through the same write path and rules as kart/saveKart: the total is recomputed, the last line cannot go ('Please select atleast one itinerary'), a sent quotation becomes a new version, a vouchered itinerary's transfers of the line are cancelled (kept, shown cancelled). The other lines keep their ids. Another site's line: 404.`,
    tag: "karts",
    auth: "user",
    permission: "itineraries.karts.edit",
    body: ZRemoveLine,
    response: ZKartView,
  });
export const removeKartAccomodationEndpoint = removeLine("removeKartAccomodation", "accomodation");
export const removeKartActivityEndpoint = removeLine("removeKartActivity", "activity");
export const removeKartMiscellaneousEndpoint = removeLine("removeKartMiscellaneous", "miscellaneous");

export const getTncEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/kart/getTnc",
  summary: "The terms and conditions printed on quotations and vouchers: the site's own text, else the default.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.view",
  response: z.object({ tnc: z.array(z.string()) }),
});

/** A quotation's state in the saved list: draft (not sent, or edited since), sent, vouchered, cancelled. */
export const KART_STATUSES = ["draft", "sent", "vouchered", "cancelled"] as const;
export const ZListKartsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  search: z.string().trim().max(100).optional().describe("Matches the name, the quotation reference, or the customer's name, email or company."),
  status: z.enum(KART_STATUSES).optional(),
  arrivalFrom: dateString().optional().describe("Arrival on or after this day."),
  arrivalTo: dateString().optional().describe("Arrival on or before this day."),
});
export type TListKartsQuery = z.output<typeof ZListKartsQuery>;
export const getAllKartsForWlEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/kart/getAllKartsForWl",
  summary: "The site's itineraries, newest first, 25 a page (records, totalRecords, totalPages, page); ?search matches the name, quotation id or customer (name, email, company); ?status (draft, sent, vouchered, cancelled) and ?arrivalFrom/?arrivalTo narrow it.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.view",
  query: ZListKartsQuery,
});

export const ZKartByIdQuery = z.strictObject({ id: id(), version: z.coerce.number().int().min(1).max(MAX_DB_INT, { error: ID_RANGE_MESSAGE }).optional().describe("A past version; absent: the current one.") });
export const getKartByIdEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/kart/getKartById",
  summary: "One itinerary with its lines, passengers, locked exchange rates and versions (?version=n answers that version's snapshot). Another site's: 404.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.view",
  query: ZKartByIdQuery,
  response: ZKartView,
});

export const ZItinerariesByDateRequest = z.strictObject({ date: dateString() });
export const getItinerariesByDateEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/getItinerariesByDate",
  summary: "The itineraries in progress on a date (arrival on or before it, and arrival + noOfNights on or after it), not cancelled.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.view",
  body: ZItinerariesByDateRequest,
});

export const ExchangeRateMessages = { saved: "Exchange rate saved", samePair: "Choose two different currencies", pastValidFrom: "Valid from cannot be before today: a new rate starts today or later" } as const;
export const ZSaveExchangeRateRequest = z.strictObject({
  fromCurrency: currencyCode(),
  toCurrency: currencyCode(),
  rate: z.number({ error: "Rate must be a positive number" }).positive({ error: "Rate must be a positive number" }).max(1_000_000, { error: "Must be at most 1000000" }),
  validFrom: dateString().optional().describe("The site's day the rate starts (absent: today); never before today."),
});
export type TSaveExchangeRateRequest = z.output<typeof ZSaveExchangeRateRequest>;
const ZExchangeRateRow = z.object({ id: z.number(), fromCurrency: z.string(), toCurrency: z.string(), rate: z.number(), validFrom: z.string(), setBy: z.string().nullable(), updatedAt: z.string() });
export const saveExchangeRateEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/saveExchangeRate",
  summary: "Add a rate for a currency pair (1 fromCurrency = rate toCurrency) from validFrom on (default today). Append-only: earlier rates stay in the pair's history. Quotations already holding a rate for the currency keep theirs (the lock); new ones take the rate in force.",
  tag: "karts",
  auth: "user",
  permission: "dmc.markets.edit",
  body: ZSaveExchangeRateRequest,
  response: ZExchangeRateRow.extend({ message: z.string() }),
});
export const getExchangeRatesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getExchangeRates",
  summary: "The site's exchange rates: rates holds each pair's rate in force today (else its next one), history every rate ever set, newest valid-from first, with who set it.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.view",
  response: z.object({ today: z.string(), rates: z.array(ZExchangeRateRow.extend({ isInForce: z.boolean() })), history: z.array(ZExchangeRateRow) }),
});

/** The quotation builder's selects (read server-side by the page). */
export type TBuilderOptions = {
  /** The customer an enquiry link names (?customerId), when it is one of the site's customers; the builder searches the rest. */
  customer: { id: number; label: string } | null;
  rooms: { hotelId: number; hotelName: string; roomTypeId: number; roomTypeName: string; label: string }[];
  tourOptions: { tourOptionId: number; name: string; activityId: number; activityName: string; label: string; cityId: number | null; cityName: string | null }[];
};

export const ZQuotationPdfQuery = z.strictObject({ id: id(), priceBreakup: z.enum(PRICE_BREAKUPS).optional().describe("Absent: the quotation's own mode.") });
export const getQuotationPdfEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/kart/getQuotationPdf",
  summary: "The quotation as a PDF (application/pdf) in its price-breakup mode (full: every line priced; partial: per section; none: the total only; noprice: no prices), with the terms of kart/getTnc; agent branding puts the customer's company and logo instead of the site's.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.view",
  query: ZQuotationPdfQuery,
  download: ["application/pdf"],
});

export const ZSendKartRequest = z.strictObject({
  id: bodyId(),
  to: z.email({ error: "Please enter a valid email" }).optional().describe("Absent: the customer's email."),
  priceBreakup: z.enum(PRICE_BREAKUPS).optional().describe("The attached PDF's mode; absent: the quotation's own."),
});
export const sendKartEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/kart/sendKart",
  summary: "Email the quotation to the customer through the outbox (the document as text, and as a PDF attachment, in its price-breakup mode) and mark the current version sent: the next save makes a new version. A quotation with a line without a full price answers 400 naming the line.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.quotations.send",
  body: ZSendKartRequest,
});

// ---------------------------------------------------------------- vouchers (decision 0042)

export const VoucherMessages = {
  transferTime: "Please select pickup time for all transfers",
  transferDate: "Please select a date for all transfers",
  notVouchered: "This itinerary is not vouchered yet: voucher it first",
  cancelled: "This itinerary is cancelled: it has no vouchers",
  noEmail: "The customer has no email: enter one",
  sent: "Vouchers sent",
} as const;

export const ZVoucherPdfQuery = z.strictObject({ id: id() });
export const getVoucherPdfEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/kart/getVoucherPdf",
  summary:
    "The vouchers of a vouchered, not cancelled itinerary as one PDF (application/pdf), one voucher per page: hotel, activity and transfer vouchers with kind, title, date, confirmation number, lead passenger, pax, pickup details and a QR code, under the site's branding (or the agent's with isAgentBranding). 400 when the itinerary is not vouchered or is cancelled.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.karts.view",
  query: ZVoucherPdfQuery,
  download: ["application/pdf"],
});

export const ZSendVouchersRequest = z.strictObject({
  id: bodyId(),
  email: z.email({ error: "Please enter a valid email" }).optional().describe("Absent: the customer's email."),
});
export const sendVouchersEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/kart/sendVouchers",
  summary: "Email the vouchers PDF (attached) of a vouchered, not cancelled itinerary to the customer (or `email`) through the outbox.",
  tag: "karts",
  auth: "user",
  permission: "itineraries.quotations.send",
  body: ZSendVouchersRequest,
  response: z.object({ message: z.string(), emailId: z.number(), status: z.string(), to: z.string() }),
});
