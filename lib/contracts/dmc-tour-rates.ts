/**
 * Ticket and transfer rates of a tour option (issue 13; spec 001 sections 3 Tour price, 4 priority,
 * 5 Tour price rules, 7; decision 0038). Amounts cross the API in major units with at most 2 decimals
 * and are stored in minor units with the rate's currency.
 */
import { z } from "zod";
import { Messages } from "@/lib/constants";
import { MAX_DB_INT, requiredOr } from "./common";
import { DEFAULT_PRIORITY, DMC_RATE_CURRENCIES, MAX_PRIORITY } from "./dmc-activities";
import { defineEndpoint } from "./http";

/** Tour-option transfer sharing (db/schema/dmc.ts TOUR_SHARING_BASES): SIC, PVT and the combined modes. */
export const TOUR_RATE_SHARING_BASES = ["SIC", "PVT", "dropSICpickupSIC", "dropSICpickupPVT", "dropPVTpickupSIC", "dropPVTpickupPVT"] as const;
export const TOUR_RATE_TRANSFER_TYPES = ["oneway", "return"] as const;
export type TourSharingBasis = (typeof TOUR_RATE_SHARING_BASES)[number];
/** What people read for the codes (issue 25: no raw codes on screen). */
export const TOUR_SHARING_LABELS: Record<TourSharingBasis, string> = {
  SIC: "Shared (SIC)",
  PVT: "Private",
  dropSICpickupSIC: "Shared drop, shared pickup",
  dropSICpickupPVT: "Shared drop, private pickup",
  dropPVTpickupSIC: "Private drop, shared pickup",
  dropPVTpickupPVT: "Private drop, private pickup",
};
export const TOUR_TRANSFER_TYPE_LABELS: Record<(typeof TOUR_RATE_TRANSFER_TYPES)[number], string> = { oneway: "One way", return: "Return" };
/** A sharing basis or transfer type code as people read it (an unknown code as it is). */
export const tourSharingLabel = (code: string) => TOUR_SHARING_LABELS[code as TourSharingBasis] ?? code;
export const tourTransferTypeLabel = (code: string) => TOUR_TRANSFER_TYPE_LABELS[code as keyof typeof TOUR_TRANSFER_TYPE_LABELS] ?? code;

/** A sharing basis with a private (per-vehicle) leg: the spec's 'private' sharing. */
export const isPrivateSharing = (s: string) => s.includes("PVT");

export const TourRateMessages = {
  nonnegative: "Number must be greater than or equal to 0",
  minOneChar: "String must contain at least 1 character(s)",
  invalidDate: "Invalid date",
  twoDecimals: "Use at most 2 decimal places",
  minPaxPrivate: "minPax must be required if sharingBasis is 'private'",
  maxPaxPrivate: "maxPax must be required if sharingBasis is 'private'",
  rateSaved: "Rate saved successfully",
  rateDeleted: "Rate deleted successfully",
  priorityChanged: "Priority changed successfully",
  priorityList: "Send every rate of the tour option exactly once",
  rateNotFound: "Rate not found",
  marketNotFound: "Market not found",
} as const;

export const MAX_RATE_AMOUNT = 10_000_000;

const nonNegativeInt = () =>
  z
    .number({ error: requiredOr(TourRateMessages.nonnegative) })
    .int({ error: "Must be a whole number" })
    .min(0, { error: TourRateMessages.nonnegative })
    .max(MAX_DB_INT, { error: `Must be at most ${MAX_DB_INT}` });
/** Major units, at most 2 decimals, answered as integer minor units. */
const amount = () =>
  z
    .number({ error: requiredOr("Must be a number") })
    .min(0, { error: TourRateMessages.nonnegative })
    .max(MAX_RATE_AMOUNT, { error: `Must be at most ${MAX_RATE_AMOUNT}` })
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), { error: TourRateMessages.twoDecimals })
    .transform((v) => {
      const [whole, frac = ""] = String(v).split(".");
      return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
    });
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const dateString = () =>
  z
    .string({ error: requiredOr(TourRateMessages.invalidDate) })
    .trim()
    .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDate(s), { error: TourRateMessages.invalidDate });
const pax = () => z.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(999, { error: "Must be at most 999" });
const optionalPax = () => z.preprocess((v) => (v === "" ? null : v), pax().nullable().optional());
const priority = () => z.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(0, { error: TourRateMessages.nonnegative }).max(MAX_PRIORITY);

const rateCommon = {
  id: z.number({ error: "Must be a positive whole number" }).int().positive().max(MAX_DB_INT).optional(),
  tourOptionId: nonNegativeInt(),
  marketId: nonNegativeInt(),
  description: z.string({ error: requiredOr(TourRateMessages.minOneChar) }).trim().min(1, { error: TourRateMessages.minOneChar }).max(500),
  currency: z.enum(DMC_RATE_CURRENCIES, { error: `Use ${DMC_RATE_CURRENCIES.join(" or ")}` }),
  validFromDate: dateString(),
  validTillDate: dateString(),
  minPax: optionalPax(),
  maxPax: optionalPax(),
  priority: priority().default(DEFAULT_PRIORITY),
};

export const ZSaveTicketRateRequest = z.strictObject({
  ...rateCommon,
  adultAmount: amount(),
  childAmount: amount().default(0),
  isPerPax: z.boolean({ error: "Must be true or false" }).default(true),
});
export type TSaveTicketRateRequest = z.output<typeof ZSaveTicketRateRequest>;

export const ZSaveTransferRateRequest = z
  .strictObject({
    ...rateCommon,
    transferType: z
      .string({ error: requiredOr(TourRateMessages.minOneChar) })
      .trim()
      .min(1, { error: TourRateMessages.minOneChar, abort: true })
      .pipe(z.enum(TOUR_RATE_TRANSFER_TYPES, { error: `Use ${TOUR_RATE_TRANSFER_TYPES.join(" or ")}` })),
    sharingBasis: z.enum(TOUR_RATE_SHARING_BASES, { error: `Use one of ${TOUR_RATE_SHARING_BASES.join(", ")}` }),
    amount: amount(),
    isPerPax: z.boolean({ error: "Must be true or false" }).optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (!isPrivateSharing(v.sharingBasis)) return;
      if (typeof v.minPax !== "number") ctx.addIssue({ code: "custom", path: ["minPax"], message: TourRateMessages.minPaxPrivate });
      if (typeof v.maxPax !== "number") ctx.addIssue({ code: "custom", path: ["maxPax"], message: TourRateMessages.maxPaxPrivate });
    },
    // Runs even when other fields failed, so the form shows every error at once.
    { when: (payload) => typeof (payload.value as { sharingBasis?: unknown } | null)?.sharingBasis === "string" },
  )
  /** Per person for SIC (shared), per vehicle when any leg is private, unless sent. */
  .transform((v) => ({ ...v, isPerPax: v.isPerPax ?? !isPrivateSharing(v.sharingBasis) }));
export type TSaveTransferRateRequest = z.output<typeof ZSaveTransferRateRequest>;

const rateView = {
  id: z.number(),
  tourOptionId: z.number(),
  marketId: z.number(),
  marketName: z.string(),
  description: z.string(),
  currency: z.string(),
  validFromDate: z.string(),
  validTillDate: z.string(),
  minPax: z.number().nullable(),
  maxPax: z.number().nullable(),
  priority: z.number(),
  isPerPax: z.boolean(),
};
export const ZTicketRate = z.object({ ...rateView, adultAmount: z.number(), childAmount: z.number() });
export type TTicketRate = z.infer<typeof ZTicketRate>;
export const ZTransferRate = z.object({ ...rateView, transferType: z.string(), sharingBasis: z.string(), amount: z.number() });
export type TTransferRate = z.infer<typeof ZTransferRate>;

const saved = <T extends z.ZodType>(rate: T) => z.object({ rate, warnings: z.array(z.string()), message: z.string() });
const SHEET =
  "Every save runs the rate-sheet check over the tour option's rates plus this one: overlapping validity at the same priority in one market and lane, or min pax above max pax, answer 400 with the problems in errorMessage; gaps in validity come back in warnings with the success.";

export const saveActivityTicketRatesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/saveActivityTicketRates",
  summary: `Add a ticket rate to a tour option (no id) or change one (id). adultAmount and childAmount in major units (at most 2 decimals, nonnegative), currency USD|AED, isPerPax (default true), validFromDate and validTillDate 'YYYY-MM-DD' (inclusive), minPax/maxPax optional, priority (default 1). ${SHEET} 404 for another site's tour option, market or rate.`,
  tag: "dmc",
  auth: "user",
  permission: "dmc.ticketRates.edit",
  body: ZSaveTicketRateRequest,
  response: saved(ZTicketRate),
});

export const saveTourOptionTransferRatesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/saveTourOptionTransferRates",
  summary: `Add a transfer rate to a tour option (no id) or change one (id). transferType oneway|return, sharingBasis SIC|PVT|dropSICpickupSIC|dropSICpickupPVT|dropPVTpickupSIC|dropPVTpickupPVT; a private leg needs minPax and maxPax ('minPax must be required if sharingBasis is 'private''). amount in major units; isPerPax defaults to true for SIC and false otherwise. The rate's lane is transferType+sharingBasis. ${SHEET}`,
  tag: "dmc",
  auth: "user",
  permission: "dmc.transferRates.edit",
  body: ZSaveTransferRateRequest,
  response: saved(ZTransferRate),
});

export const ZTourOptionRatesQuery = z.strictObject({ tourOptionId: z.coerce.number({ error: Messages.required }).int().positive().max(MAX_DB_INT) });

export const getTourOptionTicketRatesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getTourOptionTicketRates",
  summary: "?tourOptionId=: the tour option's ticket rates, highest priority first (amounts in major units). 404 for another site's tour option.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.ticketRates.view",
  query: ZTourOptionRatesQuery,
  response: z.object({ tourOptionId: z.number(), result: z.array(ZTicketRate) }),
});

export const getTourOptionTransferRatesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getTourOptionTransferRates",
  summary: "?tourOptionId=: the tour option's transfer rates, highest priority first (amounts in major units). 404 for another site's tour option.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.transferRates.view",
  query: ZTourOptionRatesQuery,
  response: z.object({ tourOptionId: z.number(), result: z.array(ZTransferRate) }),
});

export const ZDeleteTourRateRequest = z.strictObject({ rateId: z.number({ error: requiredOr("Must be a positive whole number") }).int().positive().max(MAX_DB_INT) });

export const deleteTourOptionTicketRatesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/deleteTourOptionTicketRates",
  summary: "Delete a ticket rate {rateId}. 404 for another site's rate.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.ticketRates.delete",
  body: ZDeleteTourRateRequest,
  response: z.object({ rateId: z.number(), message: z.string() }),
});

export const deleteTourOptionTransferRatesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/deleteTourOptionTransferRates",
  summary: "Delete a transfer rate {rateId}. 404 for another site's rate.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.transferRates.delete",
  body: ZDeleteTourRateRequest,
  response: z.object({ rateId: z.number(), message: z.string() }),
});

/**
 * The new priority list, sent reversed (spec 001 section 4): the screen shows rates highest priority
 * first; the client sends the ids of the new order from the bottom up, so the rate at position i
 * (0-based) gets priority i + 1 and the one shown first gets the highest.
 */
export const ZChangeRatePriorityRequest = z.strictObject({
  tourOptionId: z.number({ error: requiredOr("Must be a positive whole number") }).int().positive().max(MAX_DB_INT),
  priorityList: z
    .array(z.number({ error: "Must be a rate id" }).int().positive().max(MAX_DB_INT), { error: TourRateMessages.priorityList })
    .min(1, { error: TourRateMessages.priorityList })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: TourRateMessages.priorityList }),
});
export type TChangeRatePriorityRequest = z.output<typeof ZChangeRatePriorityRequest>;

const PRIORITY_SUMMARY =
  "{tourOptionId, priorityList}: the ids of ALL the tour option's rates in the new order, reversed (lowest priority first); the rate at position i gets priority i + 1, so the last id (shown first) wins. A list that is not exactly the option's rates, each once, answers 400 'Send every rate of the tour option exactly once'. Answers the rates highest priority first.";

export const changeTourOptionTicketRatePriorityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/changeTourOptionTicketRatePriority",
  summary: `Reorder a tour option's ticket rates. ${PRIORITY_SUMMARY}`,
  tag: "dmc",
  auth: "user",
  permission: "dmc.ticketRates.edit",
  body: ZChangeRatePriorityRequest,
  response: z.object({ tourOptionId: z.number(), result: z.array(ZTicketRate), warnings: z.array(z.string()), message: z.string() }),
});

export const changeTourOptionTransferRatePriorityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/changeTourOptionTransferRatePriority",
  summary: `Reorder a tour option's transfer rates. ${PRIORITY_SUMMARY}`,
  tag: "dmc",
  auth: "user",
  permission: "dmc.transferRates.edit",
  body: ZChangeRatePriorityRequest,
  response: z.object({ tourOptionId: z.number(), result: z.array(ZTransferRate), warnings: z.array(z.string()), message: z.string() }),
});
