/** DMC activities, tour options and combos (issue 13; spec 001 sections 3, 5, 7; decision 0038). */
import { z } from "zod";
import { bodyId, id, requiredOr, requiredString, ZEmpty } from "./common";
import { defineEndpoint } from "./http";

export const ActivityMessages = {
  activitySaved: "Activity Saved Successfully",
  tourOptionSaved: "Tour option saved successfully",
  activityUpdated: "Activity updated successfully",
  comboCreated: "Combo created successfully",
  comboFailed: "Failed to create combo",
  selectTourOption: "Please select a tour option",
  tourAlreadyAdded: "Tour already added",
  validAmount: "Please enter a valid amount",
  toggleOne: "Send either isTurnedOn or isTransferRequired",
  timeSlotRequired: "Select at least one time slot",
  timeFormat: "Use a 24-hour time (HH:mm)",
  activityNotFound: "Activity not found",
  tourOptionNotFound: "Tour option not found",
  areaNotFound: "Area not found",
  cityNotFound: "City not found",
} as const;

/** The label a failed toggle names: 'Could not update activity {label} state' (spec 001 section 8). */
export const ACTIVITY_TOGGLE_LABELS = { isTurnedOn: "Turned On", isTransferRequired: "Transfer Required" } as const;
export const toggleFailedMessage = (field: keyof typeof ACTIVITY_TOGGLE_LABELS) => `Could not update activity ${ACTIVITY_TOGGLE_LABELS[field]} state`;

/** The spec's time slots (section 3) with their windows. */
export const TIME_SLOTS = [
  { label: "Any Time", window: "00:00:00" },
  { label: "Before 11AM", window: "04:00-11:00" },
  { label: "11AM to 4PM", window: "11:00-16:00" },
  { label: "4PM to 9PM", window: "16:00-21:00" },
  { label: "After 9PM", window: "21:00-04:00" },
] as const;
const TIME_SLOT_LABELS = ["Any Time", "Before 11AM", "11AM to 4PM", "4PM to 9PM", "After 9PM"] as const;
/** Combo discounts and rates are in one of the DMC currencies. */
export const DMC_RATE_CURRENCIES = ["USD", "AED"] as const;
/** The spec's default priority (section 9). */
export const DEFAULT_PRIORITY = 1;
export const MAX_PRIORITY = 1_000_000;

const priority = () =>
  z
    .number({ error: requiredOr("Must be a whole number") })
    .int({ error: "Must be a whole number" })
    .min(0, { error: "Must not be negative" })
    .max(MAX_PRIORITY, { error: `Must be at most ${MAX_PRIORITY}` });
const text = (max: number) => z.string({ error: "Must be text" }).trim().max(max, { error: `Must be at most ${max} characters` });
const hhmm = () =>
  z.preprocess(
    (v) => (v === "" ? null : v),
    z
      .string({ error: ActivityMessages.timeFormat })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ActivityMessages.timeFormat })
      .nullable()
      .optional(),
  );

// ---- Activities ----

export const ZActivity = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  cityId: z.number(),
  cityName: z.string(),
  priority: z.number(),
  isTurnedOn: z.boolean(),
  isTransferRequired: z.boolean(),
  area: z.object({ id: z.number(), name: z.string() }).nullable(),
  tourOptionCount: z.number(),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZSaveActivityRequest = z.strictObject({
  id: bodyId().optional(),
  name: requiredString(200),
  cityId: bodyId(),
  description: text(4000).default(""),
  priority: priority().default(DEFAULT_PRIORITY),
  isTurnedOn: z.boolean({ error: "Must be true or false" }).default(true),
  isTransferRequired: z.boolean({ error: "Must be true or false" }).default(false),
  areaId: bodyId().nullable().optional(),
});
export type TSaveActivityRequest = z.output<typeof ZSaveActivityRequest>;

export const saveActivityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/saveActivity",
  summary:
    "Create an activity (no id) or update one of this site's (id; 404 otherwise). name and cityId required ('This is required field.'); description; priority (default 1, higher first); isTurnedOn (default true); isTransferRequired (default false); areaId (an area of this site, or null). 'Activity Saved Successfully'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.activities.edit",
  body: ZSaveActivityRequest,
  response: ZActivity.extend({ message: z.string() }),
});

export const ZActivitiesQuery = z.strictObject({ cityId: id().optional() });

export const getActivitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getActivities",
  summary: "This site's activities, optionally of one city (?cityId=), by priority (highest first) then name.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.activities.view",
  query: ZActivitiesQuery,
  response: z.object({ result: z.array(ZActivity) }),
});

/** The path parameter of manageActivity/fetchActivities/{cityId}. */
export const ZCityIdParams = z.strictObject({ cityId: id() });

export const fetchActivitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/manageActivity/fetchActivities/{cityId}",
  summary: "The activities of one city (path parameter, a positive integer; 400 otherwise), by priority then name. A city without activities answers an empty list.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.activities.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZActivity) }),
});

export const ZUpdateActivityPriorityRequest = z.strictObject({ priority: priority(), activityId: bodyId() });

export const updateActivityPriorityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/manageActivity/updateActivityPriority",
  summary: "Set an activity's priority (a whole number 0 to 1,000,000; higher shows first). 404 for another site's activity.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.activities.edit",
  body: ZUpdateActivityPriorityRequest,
  response: z.object({ activityId: z.number(), priority: z.number(), message: z.string() }),
});

export const ZToggleActivityFieldsRequest = z
  .strictObject({ activityId: bodyId(), isTurnedOn: z.boolean({ error: "Must be true or false" }).optional(), isTransferRequired: z.boolean({ error: "Must be true or false" }).optional() })
  .refine((v) => (v.isTurnedOn === undefined) !== (v.isTransferRequired === undefined), { error: ActivityMessages.toggleOne, path: ["isTurnedOn"] });

export const toggleActivityFieldsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/areas/toggleActivityFields",
  summary:
    "Switch one of an activity's flags: {activityId, isTurnedOn} or {activityId, isTransferRequired} (exactly one; 400 otherwise). Answers both flags as saved; the client moves the switch only then, else shows 'Could not update activity {label} state'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.activities.edit",
  body: ZToggleActivityFieldsRequest,
  response: z.object({ activityId: z.number(), isTurnedOn: z.boolean(), isTransferRequired: z.boolean(), message: z.string() }),
});

export const ZMapAreaActivityRequest = z.strictObject({ activityId: bodyId(), areaId: bodyId().nullable() });

export const mapAreaActivityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/areas/mapAreaActivity",
  summary: "Put an activity in one of this site's areas (areaId null removes it). 404 for another site's activity or area.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.activities.edit",
  body: ZMapAreaActivityRequest,
  response: z.object({ activityId: z.number(), area: z.object({ id: z.number(), name: z.string() }).nullable(), message: z.string() }),
});

export const ZActivityCity = z.object({ id: z.number(), city: z.string(), country: z.string(), cityCode: z.string(), activityCount: z.number() });

export const getAllCitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/manageActivity/getAllCities",
  summary: "The cities (reference data) where this site has activities, with their activity count, by name.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.activities.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZActivityCity) }),
});

// ---- Tour options ----

export const ZTourOption = z.object({
  id: z.number(),
  activityId: z.number(),
  activityName: z.string(),
  cityId: z.number(),
  name: z.string(),
  description: z.string(),
  hasTimeSlots: z.boolean(),
  hasMeal: z.boolean(),
  hasGuide: z.boolean(),
  hasTicket: z.boolean(),
  pickupTime: z.string().nullable(),
  dropTime: z.string().nullable(),
  timeSlots: z.array(z.string()),
});
export type TTourOption = z.infer<typeof ZTourOption>;

const flag = (fallback: boolean) => z.boolean({ error: "Must be true or false" }).default(fallback);

export const ZSaveTourOptionRequest = z
  .strictObject({
    id: bodyId().optional(),
    activityId: bodyId(),
    name: requiredString(200),
    description: text(4000).default(""),
    hasTimeSlots: flag(false),
    hasMeal: flag(false),
    hasGuide: flag(false),
    hasTicket: flag(true),
    pickupTime: hhmm(),
    dropTime: hhmm(),
    timeSlots: z.array(z.enum(TIME_SLOT_LABELS, { error: `Use one of ${TIME_SLOT_LABELS.join(", ")}` }), { error: "Must be a list" }).max(5).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.hasTimeSlots && v.timeSlots.length === 0) ctx.addIssue({ code: "custom", path: ["timeSlots"], message: ActivityMessages.timeSlotRequired });
  })
  .transform((v) => ({ ...v, timeSlots: v.hasTimeSlots ? [...new Set(v.timeSlots)] : [] }));
export type TSaveTourOptionRequest = z.output<typeof ZSaveTourOptionRequest>;

export const saveTourOptionsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/saveTourOptions",
  summary:
    "Create a tour option of an activity (no id) or update one (id). name required; description; hasTimeSlots, hasMeal, hasGuide, hasTicket (default true); pickupTime and dropTime 'HH:mm' or null; timeSlots: labels of the spec's slots (Any Time, Before 11AM, 11AM to 4PM, 4PM to 9PM, After 9PM), at least one when hasTimeSlots, cleared otherwise. 404 for another site's activity or option.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.tourOptions.edit",
  body: ZSaveTourOptionRequest,
  response: ZTourOption.extend({ message: z.string() }),
});

export const ZTourOptionsQuery = z.strictObject({ activityId: id().optional() });

export const getTourOptionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getTourOptions",
  summary: "This site's tour options, optionally of one activity (?activityId=), by name.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.tourOptions.view",
  query: ZTourOptionsQuery,
  response: z.object({ result: z.array(ZTourOption) }),
});

export const ZTourOptionsByCityRequest = z.strictObject({ cityId: bodyId() });

export const getTourOptionsByCityEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/getTourOptionsByCity",
  summary: "The tour options of the activities of one city, by activity priority, activity name, then option name.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.tourOptions.view",
  body: ZTourOptionsByCityRequest,
  response: z.object({ result: z.array(ZTourOption) }),
});

export const FIND_TOUR_OPTIONS_LIMIT = 20;
export const ZFindTourOptionsQuery = z.strictObject({ regex: z.string({ error: "Must be text" }).trim().max(100, { error: "Must be at most 100 characters" }).default("") });

export const findTourOptionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/areas/findTourOptions",
  summary: `?regex=<text>: tour options whose name or activity name contains the text, case-insensitive, at most ${FIND_TOUR_OPTIONS_LIMIT}. Despite its name the text is matched literally, never as a pattern: regular-expression and LIKE characters (. * % _ [ ( \\) match themselves.`,
  tag: "dmc",
  auth: "user",
  permission: "dmc.tourOptions.view",
  query: ZFindTourOptionsQuery,
  response: z.object({ result: z.array(ZTourOption) }),
});

// ---- Combos ----

/** A combo's discount in major units with at most 2 decimals; anything else says 'Please enter a valid amount'. */
const comboAmount = () =>
  z
    .number({ error: ActivityMessages.validAmount })
    .min(0, { error: ActivityMessages.validAmount })
    .max(10_000_000, { error: ActivityMessages.validAmount })
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), { error: ActivityMessages.validAmount });

export const ZComboTourOptionInput = z.strictObject({
  tourOptionId: bodyId(),
  withOnwardTransfer: z.boolean({ error: "Must be true or false" }).default(false),
  withReturnTransfer: z.boolean({ error: "Must be true or false" }).default(false),
});

export const ZCreateComboRequest = z.strictObject({
  /** Present: update that combo in place (its name, amount, currency and tour options). */
  id: bodyId().optional(),
  name: requiredString(200),
  amount: comboAmount(),
  currency: z.enum(DMC_RATE_CURRENCIES, { error: `Use ${DMC_RATE_CURRENCIES.join(" or ")}` }).default("USD"),
  tourOptions: z
    .array(ZComboTourOptionInput, { error: ActivityMessages.selectTourOption })
    .min(1, { error: ActivityMessages.selectTourOption })
    .max(50, { error: "At most 50 tour options" })
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((t, i) => {
        if (seen.has(t.tourOptionId)) ctx.addIssue({ code: "custom", path: [i, "tourOptionId"], message: ActivityMessages.tourAlreadyAdded });
        seen.add(t.tourOptionId);
      });
    }),
});
export type TCreateComboRequest = z.output<typeof ZCreateComboRequest>;

export const createDmcComboEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/createDmcCombo",
  summary:
    "Create a combo {name, amount, currency (USD|AED, default USD), tourOptions: [{tourOptionId, withOnwardTransfer, withReturnTransfer}]}. amount is the combo's discount in major units, at most 2 decimals ('Please enter a valid amount'); at least one tour option ('Please select a tour option'); no tour option twice ('Tour already added'); each an option of this site (404). With id: that combo is updated in place, its tour options replaced (another site's combo: 404). 'Combo created successfully' (or 'Combo updated successfully').",
  tag: "dmc",
  auth: "user",
  permission: "dmc.combos.create",
  body: ZCreateComboRequest,
  response: z.object({ id: z.number(), name: z.string(), message: z.string() }),
});

/** A tour option's rates as dmc/getTourOptionTicketRates and getTourOptionTransferRates answer them (the whole row: the contract suite checks the answer). */
const comboRate = { id: z.number(), tourOptionId: z.number(), marketId: z.number(), marketName: z.string(), description: z.string(), currency: z.string() };
/** What both kinds of rate hold after their amounts: per pax or not, the party's bounds, the dates and the priority. */
const comboRateTerms = {
  isPerPax: z.boolean(),
  minPax: z.number().nullable(),
  maxPax: z.number().nullable(),
  validFromDate: z.string(),
  validTillDate: z.string(),
  priority: z.number(),
};
const ZComboTicketRate = z.object({ ...comboRate, adultAmount: z.number(), childAmount: z.number(), ...comboRateTerms });
const ZComboTransferRate = z.object({ ...comboRate, transferType: z.string(), sharingBasis: z.string(), amount: z.number(), ...comboRateTerms });
export const ZComboTourOption = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  activityName: z.string(),
  withOnwardTransfer: z.boolean(),
  withReturnTransfer: z.boolean(),
  ticketRates: z.array(ZComboTicketRate),
  transferRates: z.array(ZComboTransferRate),
});
export const ZCombo = z.object({ id: z.number(), name: z.string(), currency: z.string(), amount: z.number(), createdAt: z.string(), tourOptions: z.array(ZComboTourOption) });
export type TCombo = z.infer<typeof ZCombo>;

export const COMBOS_PAGE_SIZE = 20;
export const ZGetCombosRequest = z.strictObject({
  search: z.string({ error: "Must be text" }).trim().max(100).optional(),
  /** 1-based; without it the first page. */
  page: z.number({ error: "Must be a whole number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(100_000).optional(),
});

export const getCombosEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/getCombos",
  summary:
    `This site's combos, newest first, ${COMBOS_PAGE_SIZE} a page (page, 1-based: records, totalRecords, totalPages, page; result repeats records), optionally those whose name contains search: each with its discount (amount, major units, in its currency) and its tour options in order, each with onward/return transfer flags, ticket rates and transfer rates (amounts in major units).`,
  tag: "dmc",
  auth: "user",
  permission: "dmc.combos.view",
  body: ZGetCombosRequest,
  response: z.object({ result: z.array(ZCombo), records: z.array(ZCombo), totalRecords: z.number(), totalPages: z.number(), page: z.number() }),
});

export const getAllCombosEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/combo/getAllCombos",
  summary: "Every combo of this site (the same shape as dmc/getCombos), newest first.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.combos.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZCombo) }),
});

