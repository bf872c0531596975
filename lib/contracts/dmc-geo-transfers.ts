/** Area-transfer contracts (issue 13, decision 0037): area-to-area transfer rates, their form and lookups. */
import { z } from "zod";
import { id, MAX_DB_INT } from "./common";
import { defineEndpoint } from "./http";

/** Transfer purposes (spec 001 section 3). */
export const AREA_TRANSFER_PURPOSES = ["Pickup", "Drop", "Pickup & Drop"] as const;
/** Sharing basis: shared (shown SIC) or private (shown PVT). */
export const AREA_SHARING = ["sharing", "private"] as const;
export const AREA_SHARING_LABEL: Record<(typeof AREA_SHARING)[number], string> = { sharing: "SIC", private: "PVT" };
/** DMC rates are usually in dollars or dirhams (decision 0035). */
export const DMC_CURRENCIES = ["USD", "AED"] as const;
/** The API's "no bound tour option" (spec 001 section 9). */
export const NO_BOUND_TOUR_OPTION = -1;
export const AREA_TRANSFER_PAGE_SIZE = 25;

export const AreaTransferMessages = {
  fromRequired: "From area is required",
  toRequired: "To area is required",
  marketRequired: "Market ID is required",
  amountPositive: "Amount must be positive",
  invalidDate: "Invalid date format",
  paxForPrivate: "Please Enter min and max pax for private sharing basis",
  sameAreas: "From and to areas must be different",
  tillBeforeFrom: "Valid till must be on or after valid from",
  saved: "Area transfer saved successfully",
  deleted: "Area transfer deleted successfully",
  notFound: "Area transfer not found",
  tourOptionNotFound: "Tour option not found",
  empty: "No area transfers found",
} as const;

const requiredId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_DB_INT, { error: message });

const isCalendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const dateString = () =>
  z
    .string({ error: AreaTransferMessages.invalidDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: AreaTransferMessages.invalidDate })
    .refine(isCalendarDate, { error: AreaTransferMessages.invalidDate });
const pax = () => z.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(99, { error: "Must be at most 99" });

/**
 * The area transfer form (spec 001 section 5), shared by the form and areas/createTransfers. isPerPax
 * is not the caller's choice: true for sharing, false for private (the handler sets it).
 */
export const ZAreaTransferForm = z
  .strictObject({
    /** Present: update that area transfer in place (issue 25: edit, not delete and re-add). */
    id: z.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be a positive number" }).max(MAX_DB_INT).optional(),
    fromAreaId: requiredId(AreaTransferMessages.fromRequired),
    toAreaId: requiredId(AreaTransferMessages.toRequired),
    marketId: requiredId(AreaTransferMessages.marketRequired),
    description: z.string().trim().max(300, { error: "Must be at most 300 characters" }).optional(),
    transferType: z.enum(AREA_TRANSFER_PURPOSES, { error: "Choose Pickup, Drop or Pickup & Drop" }),
    sharingBasis: z.enum(AREA_SHARING, { error: "Choose sharing or private" }),
    currency: z.enum(DMC_CURRENCIES, { error: "Choose USD or AED" }).default("USD"),
    /** Major units (dollars), two decimals. */
    amount: z.number({ error: AreaTransferMessages.amountPositive }).min(0, { error: AreaTransferMessages.amountPositive }).max(1_000_000, { error: "Must be at most 1000000" }),
    isStandAlone: z.boolean({ error: "Must be true or false" }).default(false),
    isPerPax: z.boolean({ error: "Must be true or false" }).optional(),
    minPax: pax().nullable().optional(),
    maxPax: pax().nullable().optional(),
    /** -1: none (the default); else one of the site's tour options. */
    boundTourOptionId: z
      .number({ error: "Choose a tour option or none" })
      .int({ error: "Choose a tour option or none" })
      .min(NO_BOUND_TOUR_OPTION, { error: "Choose a tour option or none" })
      .max(MAX_DB_INT)
      .refine((v) => v !== 0, { error: "Choose a tour option or none" })
      .default(NO_BOUND_TOUR_OPTION),
    validFromDate: dateString(),
    validTillDate: dateString(),
    priority: z.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(1000, { error: "Must be at most 1000" }).default(1),
  })
  .superRefine((v, ctx) => {
    if (v.sharingBasis === "private" && (v.minPax == null || v.maxPax == null)) ctx.addIssue({ code: "custom", path: ["minPax"], message: AreaTransferMessages.paxForPrivate });
    if (v.fromAreaId === v.toAreaId) ctx.addIssue({ code: "custom", path: ["toAreaId"], message: AreaTransferMessages.sameAreas });
    if (v.validFromDate > v.validTillDate) ctx.addIssue({ code: "custom", path: ["validTillDate"], message: AreaTransferMessages.tillBeforeFrom });
  });
export type TAreaTransferFormInput = z.input<typeof ZAreaTransferForm>;
export type TAreaTransferForm = z.output<typeof ZAreaTransferForm>;

const ZAreaRef = z.object({ id: z.number(), name: z.string() });

export const ZAreaTransfer = z.object({
  id: z.number(),
  fromArea: ZAreaRef,
  toArea: ZAreaRef,
  marketId: z.number(),
  marketName: z.string(),
  description: z.string(),
  transferType: z.enum(AREA_TRANSFER_PURPOSES),
  sharingBasis: z.enum(AREA_SHARING),
  currency: z.string(),
  /** Major units (dollars), two decimals. */
  amount: z.number(),
  isStandAlone: z.boolean(),
  isPerPax: z.boolean(),
  minPax: z.number().nullable(),
  maxPax: z.number().nullable(),
  boundTourOptionId: z.number(),
  boundTourOption: ZAreaRef.nullable(),
  validFromDate: z.string(),
  validTillDate: z.string(),
  priority: z.number(),
});
export type TAreaTransfer = z.infer<typeof ZAreaTransfer>;

export const ZGetTransfersQuery = z.strictObject({
  search: z.string().trim().max(100, { error: "Must be at most 100 characters" }).optional(),
  page: z.coerce.number({ error: "Must be a number" }).int({ error: "Must be a whole number" }).positive({ error: "Must be a positive number" }).max(1_000_000).default(1),
});

export const getTransfersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/areas/getTransfers",
  summary: `The site's area transfers, ${AREA_TRANSFER_PAGE_SIZE} per page, by from area, to area, market and validity. ?search= matches part of the from or to area, the market, the description, the purpose or SIC/PVT; ?page= is 1-based. Amounts in major units of the row's currency.`,
  tag: "dmc",
  auth: "user",
  permission: "dmc.areaTransfers.view",
  query: ZGetTransfersQuery,
  response: z.object({ records: z.array(ZAreaTransfer), totalRecords: z.number(), totalPages: z.number(), page: z.number() }),
});

const dateQuery = () => z.string().refine(isCalendarDate, { error: AreaTransferMessages.invalidDate }).optional();

export const ZFilteredAreasQuery = z.strictObject({ fromAreaId: id().optional(), marketId: id().optional() });

export const getFilteredAreasEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/areas/getFilteredAreas",
  summary:
    "The areas a transfer picker offers. Without fromAreaId: the areas that have transfers from them. With ?fromAreaId= (one of the site's areas, else 404): the areas reachable from it by a transfer. ?marketId= keeps one market's transfers.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.areaTransfers.view",
  query: ZFilteredAreasQuery,
  response: z.object({ result: z.array(ZAreaRef) }),
});

export const ZFilteredTransfersQuery = z.strictObject({ fromAreaId: id(), toAreaId: id(), marketId: id().optional(), date: dateQuery() });

export const getFilteredAreasTransfersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/areas/getFilteredAreasTransfers",
  summary: "The transfers from ?fromAreaId= to ?toAreaId= (the site's areas, else 404), optionally of one ?marketId= and valid on ?date= (YYYY-MM-DD), by priority (highest first).",
  tag: "dmc",
  auth: "user",
  permission: "dmc.areaTransfers.view",
  query: ZFilteredTransfersQuery,
  response: z.object({ result: z.array(ZAreaTransfer) }),
});

export const ZFilteredTransfersTypeQuery = ZFilteredTransfersQuery.extend({
  transferType: z.enum(AREA_TRANSFER_PURPOSES, { error: "Choose Pickup, Drop or Pickup & Drop" }),
  sharingBasis: z.enum(AREA_SHARING, { error: "Choose sharing or private" }).optional(),
});

export const getFilteredAreasTransfersTypeEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/areas/getFilteredAreasTransfersType",
  summary: "As getFilteredAreasTransfers, of one purpose (?transferType= Pickup, Drop or Pickup & Drop) and optionally one ?sharingBasis= (sharing or private).",
  tag: "dmc",
  auth: "user",
  permission: "dmc.areaTransfers.view",
  query: ZFilteredTransfersTypeQuery,
  response: z.object({ result: z.array(ZAreaTransfer) }),
});

export const createTransfersEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/areas/createTransfers",
  summary:
    "Add an area transfer (copy sends a copy's values as a new one), or with id update that one in place (another site's id: 404; the sheet check leaves the rate itself out). Rules of the spec's form ('From area is required', 'To area is required', 'Market ID is required', 'Amount must be positive', 'Invalid date format', 'Please Enter min and max pax for private sharing basis'); isPerPax is set true for sharing, false for private; isStandAlone defaults to false, boundTourOptionId to -1 (none). Areas, market and tour option must be the site's (404). The rate sheet of the lane (from, to, purpose, sharing) in that market is checked: an overlap at equal priority or min pax above max pax is refused (400, data.errors), gaps come back as warnings. 'Area transfer saved successfully'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.areaTransfers.edit",
  body: ZAreaTransferForm,
  response: z.object({ transfer: ZAreaTransfer, warnings: z.array(z.string()), message: z.string() }),
});

/** The path parameter of POST /api/areas/deleteTransfers/{id}. */
export const ZAreaTransferIdParams = z.strictObject({ id: id() });

export const deleteTransfersEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/areas/deleteTransfers/{id}",
  summary: "Delete one of the site's area transfers; the id is the path parameter (a positive integer, 400 otherwise), no body. 404 for an unknown id or another site's. 'Area transfer deleted successfully'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.areaTransfers.delete",
  response: z.object({ id: z.number(), message: z.string() }),
});
