import { z } from "zod";
import { Messages } from "@/lib/constants";
import { bodyId, id, requiredString } from "./common";
import { defineEndpoint } from "./http";
import { toHundredths } from "./markups";

/*
 * The DMC rate engine, hotels and the rate tester (issue 13, decision 0036). Amounts cross the API
 * in MAJOR units of the row's currency with at most two decimals (40.5 = USD 40.50); the database
 * keeps minor units. Dates are "YYYY-MM-DD".
 */

export const DmcRateMessages = {
  accomodationSaved: "Accomodation saved successfully",
  invalidDate: "Invalid date format",
  amount: "Amount must be positive",
  roomTypeRequired: "Add at least one room type",
  rateRequired: "Add at least one rate",
  tooManyLines: "At most 60 lines",
  roomsNeedAdults: "Each room needs at least one adult",
} as const;

export const MAX_PRICE_LINES = 60;

/** The schema's enumerations (db/schema/dmc.ts; lib/ may not import db/). */
const TOUR_SHARING_BASES = ["SIC", "PVT", "dropSICpickupSIC", "dropSICpickupPVT", "dropPVTpickupSIC", "dropPVTpickupPVT"] as const;
const TOUR_TRANSFER_TYPES = ["oneway", "return"] as const;
const AREA_TRANSFER_TYPES = ["Pickup", "Drop", "Pickup & Drop"] as const;
const AREA_SHARING_BASES = ["sharing", "private"] as const;
export { AREA_SHARING_BASES as RATE_TESTER_AREA_SHARING, AREA_TRANSFER_TYPES as RATE_TESTER_PURPOSES, TOUR_SHARING_BASES as RATE_TESTER_TOUR_SHARING, TOUR_TRANSFER_TYPES as RATE_TESTER_TRANSFER_TYPES };
export const MAX_PARTY = 50;

export const isValidDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
/** A "YYYY-MM-DD" calendar date (2026-02-30 is refused): "Invalid date format". */
export const dateString = () => z.iso.date({ error: DmcRateMessages.invalidDate });

const count = (min: number, max = MAX_PARTY) =>
  z
    .number({ error: (i) => (i.input === undefined ? Messages.required : "Must be a whole number") })
    .int({ error: "Must be a whole number" })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` });

/** A non-negative major amount with at most 2 decimals, answered as minor units. */
export const majorAmount = () =>
  z
    .number({ error: DmcRateMessages.amount })
    .min(0, { error: DmcRateMessages.amount })
    .max(10_000_000, { error: "Must be at most 10000000" })
    .refine((v) => toHundredths(v) !== null, { error: "Use at most 2 decimal places" })
    .transform((v) => toHundredths(v) as number);

export const currencyCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: "Use a 3-letter currency code (USD, AED)" })
    .default("USD");

const ZTransferChoice = z.strictObject({
  sharingBasis: z.enum(TOUR_SHARING_BASES, { error: `sharingBasis must be one of: ${TOUR_SHARING_BASES.join(", ")}` }),
  transferType: z.enum(TOUR_TRANSFER_TYPES, { error: `transferType must be one of: ${TOUR_TRANSFER_TYPES.join(", ")}` }),
});

const party = { adults: count(1), children: count(0).default(0) };

/** POST dmc/getTourOptionPriceForQuotationBuilder. */
export const ZTourOptionPriceRequest = z.strictObject({
  tourOptionId: bodyId(),
  date: dateString(),
  ...party,
  customerId: bodyId().optional().describe("The customer the price is for; absent: the caller."),
  transfer: ZTransferChoice.nullable()
    .optional()
    .transform((v) => v ?? null)
    .describe("The transfer to add (sharing basis and transfer type); null or absent: the ticket only."),
  comboId: bodyId()
    .optional()
    .transform((v) => v ?? null)
    .describe("Price as part of this combo: the tour option's share of the combo's discount applies."),
});
export type TTourOptionPriceRequest = z.output<typeof ZTourOptionPriceRequest>;

const ZTourLine = z.strictObject({ kind: z.literal("tourOption"), tourOptionId: bodyId(), date: dateString(), transfer: ZTransferChoice.nullable().optional(), comboId: bodyId().optional() });
const ZAreaTransferLine = z.strictObject({
  kind: z.literal("areaTransfer"),
  fromAreaId: bodyId(),
  toAreaId: bodyId(),
  purpose: z.enum(AREA_TRANSFER_TYPES, { error: `purpose must be one of: ${AREA_TRANSFER_TYPES.join(", ")}` }),
  sharingBasis: z.enum(AREA_SHARING_BASES, { error: `sharingBasis must be one of: ${AREA_SHARING_BASES.join(", ")}` }),
  date: dateString(),
});
const ZHotelLine = z.strictObject({
  kind: z.literal("hotel"),
  roomTypeId: bodyId(),
  checkinDate: dateString(),
  nights: count(1, 90),
  rooms: count(1, 20),
  childrenWithBed: count(0).default(0),
  childrenWithoutBed: count(0).default(0),
});

/** POST dmc/priceDmcLines: several lines for one customer and party at once (the itinerary builder's call). */
export const ZPriceLinesRequest = z
  .strictObject({
    ...party,
    customerId: bodyId().optional(),
    lines: z
      .array(z.discriminatedUnion("kind", [ZTourLine, ZAreaTransferLine, ZHotelLine], { error: "kind must be one of: tourOption, areaTransfer, hotel" }))
      .min(1, { error: Messages.required })
      .max(MAX_PRICE_LINES, { error: DmcRateMessages.tooManyLines }),
  })
  .superRefine((v, ctx) => {
    v.lines.forEach((l, i) => {
      if (l.kind === "hotel" && l.rooms > v.adults) ctx.addIssue({ code: "custom", path: ["lines", i, "rooms"], message: DmcRateMessages.roomsNeedAdults });
    });
  });
export type TPriceLinesRequest = z.output<typeof ZPriceLinesRequest>;

const ZMoney = z.object({ currency: z.string(), amount: z.number().describe("Major units (110.5 = USD 110.50).") });
const ZVerdict = z.object({
  rateId: z.number(),
  description: z.string(),
  marketId: z.number(),
  marketName: z.string(),
  lane: z.string().nullable(),
  currency: z.string(),
  priority: z.number(),
  validFromDate: z.string(),
  validTillDate: z.string(),
  minPax: z.number().nullable(),
  maxPax: z.number().nullable(),
  reason: z.enum(["won", "otherLane", "otherMarket", "notYetValid", "expired", "paxOutsideBand", "lowerPriority", "lostTie"]),
  text: z.string(),
});
export const ZPricedLine = z.object({
  kind: z.enum(["tourOption", "areaTransfer", "hotel"]),
  label: z.string(),
  isPriced: z.boolean(),
  error: z.string().nullable(),
  components: z.array(
    z.object({
      kind: z.enum(["ticket", "transfer", "areaTransfer", "room"]),
      label: z.string(),
      rateId: z.number().nullable(),
      currency: z.string().nullable(),
      amount: z.number(),
      computation: z.string(),
      verdicts: z.array(ZVerdict),
    }),
  ),
  adjustments: z.array(z.object({ kind: z.enum(["markup", "markupDiscount", "comboDiscount"]), currency: z.string(), amount: z.number(), text: z.string() })),
  totals: z.array(ZMoney),
  composition: z
    .array(z.object({ key: z.enum(["singleRoom", "doubleRoom", "extraAdult", "childWithBed", "childWithoutBed"]), label: z.string(), count: z.number(), unitPrice: z.number(), currency: z.string() }))
    .optional()
    .describe("Hotel lines: the room composition (single and double rooms, extra adults, children with and without bed) with each count and its price per unit for the whole stay, at the selling price."),
});
export const ZPriceAnswer = z.object({
  market: z.object({ id: z.number(), name: z.string(), source: z.enum(["customer", "default"]), text: z.string() }),
  markup: z.string(),
  lines: z.array(ZPricedLine),
  totals: z.array(ZMoney),
});
export type TPriceAnswer = z.infer<typeof ZPriceAnswer>;
export type TPricedLine = z.infer<typeof ZPricedLine>;

const EXPLAIN =
  "Answers the price with its explanation: the market used (the customer's, else the site's default), the markup rule, and per line each component (ticket, transfer, room nights) with its computation and a verdict for EVERY rate of the item (won, or why not: otherLane, otherMarket, notYetValid, expired, paxOutsideBand, lowerPriority, lostTie — ties go to the newest rate), then the markup, markup discount and combo discount lines. Amounts in major units of each rate's own currency (no conversion); totals per currency. A line without an applicable rate has isPriced false and error. Unknown or another site's tour option, area, room type, combo or customer: 404.";

export const getTourOptionPriceForQuotationBuilderEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/getTourOptionPriceForQuotationBuilder",
  summary: `Price one tour option for a date and party: {tourOptionId, date, adults, children, customerId?, transfer?: {sharingBasis, transferType}, comboId?}. ${EXPLAIN}`,
  tag: "dmc",
  auth: "user",
  userTypes: ["staff"],
  permission: "dmc.ticketRates.view",
  body: ZTourOptionPriceRequest,
  response: ZPriceAnswer,
});

export const priceDmcLinesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/priceDmcLines",
  summary: `Price up to ${MAX_PRICE_LINES} lines at once for one customer and party: tour options {kind: tourOption, tourOptionId, date, transfer?, comboId?}, area transfers {kind: areaTransfer, fromAreaId, toAreaId, purpose, sharingBasis, date} and hotel stays {kind: hotel, roomTypeId, checkinDate, nights, rooms, childrenWithBed, childrenWithoutBed} (children count the children of the party for tours and transfers). ${EXPLAIN}`,
  tag: "dmc",
  auth: "user",
  userTypes: ["staff"],
  permission: "dmc.ticketRates.view",
  body: ZPriceLinesRequest,
  response: ZPriceAnswer,
});

export const PRICED_ITEM_KINDS = ["tourOption", "areaTransfer", "hotel"] as const;
export const ZSearchPricedItemsQuery = z.strictObject({
  kind: z.enum(PRICED_ITEM_KINDS, { error: `kind must be one of: ${PRICED_ITEM_KINDS.join(", ")}` }),
  search: z.string().trim().max(100, { error: "Use at most 100 characters" }).optional().default(""),
});
export const ZPricedItem = z.object({
  kind: z.enum(PRICED_ITEM_KINDS),
  label: z.string(),
  tourOptionId: z.number().optional(),
  fromAreaId: z.number().optional(),
  toAreaId: z.number().optional(),
  purpose: z.string().optional(),
  sharingBasis: z.string().optional(),
  roomTypeId: z.number().optional(),
});
export type TPricedItem = z.infer<typeof ZPricedItem>;

export const searchPricedItemsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/searchPricedItems",
  summary: "The rate tester's option search: ?kind=tourOption|areaTransfer|hotel&search= (part of the tour option, activity, area or hotel/room name, any case); at most 20.",
  tag: "dmc",
  auth: "user",
  userTypes: ["staff"],
  permission: "dmc.ticketRates.view",
  query: ZSearchPricedItemsQuery,
  response: z.object({ result: z.array(ZPricedItem) }),
});

/** One nightly room rate (major units in, minor units out of the schema). */
export const ZRoomRateInput = z
  .strictObject({
    marketId: bodyId().describe("A market of this site (404 otherwise)."),
    currency: currencyCode(),
    singleRoomPrice: majorAmount(),
    doubleRoomPrice: majorAmount(),
    extraAdultPrice: majorAmount().default(0),
    childWithBedPrice: majorAmount().default(0),
    childWithoutBedPrice: majorAmount().default(0),
    validFromDate: dateString(),
    validTillDate: dateString(),
    priority: z.number().int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(1000).default(1),
  })
  .refine((r) => r.validFromDate <= r.validTillDate, { path: ["validTillDate"], error: "Valid till must not be before valid from" });

export const ZCreateAccomodationRequest = z.strictObject({
  name: requiredString(200),
  cityId: bodyId(),
  areaId: bodyId().nullable().optional(),
  address: z.string().trim().max(500).optional().default(""),
  starRating: z.number().int().min(1, { error: "Must be 1 to 7" }).max(7, { error: "Must be 1 to 7" }).nullable().optional(),
  description: z.string().trim().max(2000).optional().default(""),
  roomTypes: z
    .array(z.strictObject({ name: requiredString(100), rates: z.array(ZRoomRateInput).min(1, { error: DmcRateMessages.rateRequired }).max(100) }))
    .min(1, { error: DmcRateMessages.roomTypeRequired })
    .max(30),
});
export type TCreateAccomodationRequest = z.output<typeof ZCreateAccomodationRequest>;
export type TCreateAccomodationInput = z.input<typeof ZCreateAccomodationRequest>;

const ZRoomRateView = z.object({
  id: z.number(),
  marketId: z.number(),
  marketName: z.string(),
  currency: z.string(),
  singleRoomPrice: z.number(),
  doubleRoomPrice: z.number(),
  extraAdultPrice: z.number(),
  childWithBedPrice: z.number(),
  childWithoutBedPrice: z.number(),
  validFromDate: z.string(),
  validTillDate: z.string(),
  priority: z.number(),
});
export const ZAccomodationView = z.object({
  id: z.number(),
  name: z.string(),
  cityId: z.number(),
  cityName: z.string(),
  areaId: z.number().nullable(),
  areaName: z.string().nullable(),
  address: z.string(),
  starRating: z.number().nullable(),
  description: z.string(),
  roomTypes: z.array(z.object({ id: z.number(), name: z.string(), rates: z.array(ZRoomRateView) })),
});
export type TAccomodationView = z.infer<typeof ZAccomodationView>;

export const ZGetAccomodationQuery = z.strictObject({ search: z.string().trim().max(100).optional().default(""), cityId: id().optional() });

export const getAccomodationEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getAccomodation",
  summary: "The site's hotels with their room types and nightly rates (major units, each in its currency), by name. ?search= (part of the name, any case), ?cityId=.",
  tag: "dmc",
  auth: "user",
  userTypes: ["staff"],
  permission: "dmc.accommodation.view",
  query: ZGetAccomodationQuery,
  response: z.object({ result: z.array(ZAccomodationView) }),
});

export const createNewAccomodationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/createNewAccomodation",
  summary:
    "Create a hotel with its room types and their nightly rates: single and double room, extra adult, child with and without bed (major units, at most 2 decimals), per market (this site's, else 404) and validity, priority (default 1). Each room type's sheet is checked: overlapping validity at equal priority in one market and min above max refused (400 with the messages), gaps answered as warnings. The city must exist and the area be this site's (404).",
  tag: "dmc",
  auth: "user",
  userTypes: ["staff"],
  permission: "dmc.accommodation.create",
  body: ZCreateAccomodationRequest,
  response: ZAccomodationView.extend({ message: z.string(), warnings: z.array(z.string()) }),
});

/** What the hotel form and the rate tester offer (read by their pages, not an endpoint). */
export type TRatePageOptions = { markets: { id: number; name: string; isDefault: boolean }[]; areas: { id: number; name: string; cityId: number }[]; cities: { id: number; name: string }[] };
