import { z } from "zod";
import { Messages } from "@/lib/constants";
import { id } from "./common";
import type { PermissionKey } from "@/lib/permissions";
import { defineEndpoint } from "./http";

/*
 * Markup (customer) groups, legal-entity mappings, TDS switches and markup and discount rules
 * (spec 001 sections 3, 4 and 7; spec 000 section 3). The spec shows no payloads for the rules: the
 * shapes below are ours. Amounts cross the API in MAJOR units with at most two decimals (199.99) and
 * percentages as numbers (12.5); the schemas turn both into exact integers of hundredths (19999
 * paise, 1250 basis points) and the answers turn them back.
 */

export const MarkupMessages = {
  groupSaved: "Group successfully saved",
  groupChanged: Messages.groupChanged,
  groupSetAsDefault: "Group successfully set as default",
  tdsChanged: "Tds deduction successfully changed.",
  settingSaved: Messages.settingSaved,
  markupDeleted: "Markup deleted successfully",
  duplicateGroupName: "A group with this name already exists",
  unknownAirline: "Unknown airline code",
} as const;

export const MARKUP_VALUE_TYPES = ["flat", "percent"] as const;
export const MARKUP_BASES = ["perPassenger", "perBooking", "perSegment"] as const;
export const ACTIVITY_MARKUP_BASES = ["perPassenger", "perBooking"] as const;
export const MARKUP_SECTORS = ["domestic", "international", "both"] as const;
/** A flat amount's upper bound in major units (₹1 crore); paise stay well inside a 32-bit integer. */
export const MAX_FLAT_AMOUNT = 10_000_000;
export const MAX_PERCENT = 100;

/**
 * An amount in major units or a percentage with at most two decimals, as an exact integer of
 * hundredths: 199.99 -> 19999, 12.5 -> 1250, 1.005 -> null (three decimals). Reads the number's
 * shortest decimal form, so no float multiplication is involved.
 */
export function toHundredths(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Integer hundredths back to the API's number: 19999 -> 199.99, 1250 -> 12.5. */
export const fromHundredths = (hundredths: number): number => hundredths / 100;

export const isBlank = (input: unknown) => input === undefined || input === null || input === "";

/** A non-negative amount or percentage, answered as integer hundredths (paise or basis points). */
const hundredths = () =>
  z
    .number({ error: (issue) => (isBlank(issue.input) ? Messages.required : "Must be a number") })
    .min(0, { error: "Must not be negative" })
    .max(MAX_FLAT_AMOUNT, { error: `Must be at most ${MAX_FLAT_AMOUNT}` })
    .refine((v) => toHundredths(v) !== null, { error: "Use at most 2 decimal places" })
    .transform((v) => toHundredths(v) as number);

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (isBlank(issue.input) ? Messages.required : `Must be one of: ${values.join(", ")}`) });

const ZJourneyType = z.union([z.literal(1), z.literal(2), z.literal(3), z.null()], { error: "journeyType must be 1, 2, 3 or null" });

const AMOUNT_DESCRIPTION = "flat: major units, at most 2 decimals (199.99 = 19999 paise); percent: a percentage, at most 2 decimals, at most 100 (12.5 = 1250 basis points).";

/** The fields every rule kind shares (after parsing: value and discountValue in hundredths). */
const commonFields = {
  groupId: id(),
  valueType: choice(MARKUP_VALUE_TYPES),
  value: hundredths().describe(AMOUNT_DESCRIPTION),
  discountValueType: choice(MARKUP_VALUE_TYPES)
    .nullable()
    .optional()
    .transform((v) => v ?? null)
    .describe("The optional discount's type; null or absent = no discount."),
  discountValue: hundredths()
    .optional()
    .transform((v) => v ?? 0)
    .describe(`The discount, read like value; default 0. ${AMOUNT_DESCRIPTION}`),
};

const flightRuleFields = {
  ...commonFields,
  basis: choice(MARKUP_BASES),
  sector: choice(MARKUP_SECTORS),
  /** 1 one-way, 2 return, 3 multi-city; null or absent = every journey type. */
  journeyType: ZJourneyType
    .optional()
    .transform((v) => v ?? null)
    .describe("1 one-way, 2 return, 3 multi-city; null or absent = every journey type."),
};

type AmountFields = { valueType: "flat" | "percent"; value: number; discountValueType: "flat" | "percent" | null; discountValue: number };

/** Cross-field rules: a percentage is at most 100; a discount amount needs a discount type. */
function checkAmounts(rule: AmountFields, ctx: z.RefinementCtx) {
  const maxPercent = MAX_PERCENT * 100;
  if (rule.valueType === "percent" && rule.value > maxPercent) ctx.addIssue({ code: "custom", path: ["value"], message: `A percentage must be at most ${MAX_PERCENT}` });
  if (rule.discountValueType === "percent" && rule.discountValue > maxPercent) {
    ctx.addIssue({ code: "custom", path: ["discountValue"], message: `A percentage must be at most ${MAX_PERCENT}` });
  }
  if (rule.discountValueType === null && rule.discountValue > 0) ctx.addIssue({ code: "custom", path: ["discountValueType"], message: Messages.required });
}

const airlineCode = () =>
  z
    .string({ error: Messages.required })
    .trim()
    .toUpperCase()
    .min(1, { error: Messages.required })
    .regex(/^[A-Z0-9]{2}$/, { error: "Enter the airline's 2-character IATA code" });

/** POST defaultAirlineMarkup and fixedDepartureMarkup: markupId present updates that rule, absent creates one. */
export const ZSaveMarkupRequest = z.strictObject({ markupId: id().optional(), ...flightRuleFields }).superRefine(checkAmounts);
export type TSaveMarkupRequest = z.output<typeof ZSaveMarkupRequest>;

export const ZSaveAirlineSpecificMarkupRequest = z.strictObject({ markupId: id().optional(), airlineCode: airlineCode(), ...flightRuleFields }).superRefine(checkAmounts);
export type TSaveAirlineSpecificMarkupRequest = z.output<typeof ZSaveAirlineSpecificMarkupRequest>;

/** Activity markups: no airline and no journey type; basis per passenger or per booking; sector defaults to both. */
const activityRuleFields = { ...commonFields, basis: choice(ACTIVITY_MARKUP_BASES), sector: choice(MARKUP_SECTORS).default("both") };
export const ZAddActivityMarkupRequest = z.strictObject(activityRuleFields).superRefine(checkAmounts);
export type TAddActivityMarkupRequest = z.output<typeof ZAddActivityMarkupRequest>;
export const ZEditActivityMarkupRequest = z.strictObject({ id: id(), ...activityRuleFields }).superRefine(checkAmounts);
export type TEditActivityMarkupRequest = z.output<typeof ZEditActivityMarkupRequest>;

/** The rule fields a use case writes, whatever the kind. */
export type TMarkupRuleFields = Omit<TSaveMarkupRequest, "markupId">;

/** GET lists: `?groupId=`; without it, the site's default group (an empty list when there is none). */
export const ZMarkupListQuery = z.strictObject({ groupId: id().optional() });
export const ZDeleteMarkupRequest = z.strictObject({ markupId: id() });
/** The path parameter of POST /api/activity/markup/deleteActivityMarkup/{id}. */
export const ZActivityMarkupIdParams = z.strictObject({ id: id() });

const ruleViewFields = {
  groupId: z.number(),
  kind: z.enum(["defaultAirline", "airlineSpecific", "fixedDeparture", "activity"]),
  airlineCode: z.string().nullable(),
  valueType: z.enum(MARKUP_VALUE_TYPES),
  /** flat: major units (199.99); percent: percent (12.5). */
  value: z.number(),
  basis: z.enum(MARKUP_BASES),
  sector: z.enum(MARKUP_SECTORS),
  journeyType: z.number().nullable(),
  discountValueType: z.enum(MARKUP_VALUE_TYPES).nullable(),
  discountValue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const ZMarkupRuleView = z.object({ markupId: z.number(), ...ruleViewFields });
export type TMarkupRuleView = z.infer<typeof ZMarkupRuleView>;
export const ZActivityMarkupView = z.object({ id: z.number(), ...ruleViewFields });
export type TActivityMarkupView = z.infer<typeof ZActivityMarkupView>;

const ZRuleList = z.object({ groupId: z.number().nullable(), result: z.array(ZMarkupRuleView) });
const ZSavedRule = ZMarkupRuleView.extend({ message: z.string() });
const ZDeletedRule = z.object({ markupId: z.number(), message: z.string() });

const AMOUNTS_NOTE =
  "value and discountValue are major units with at most 2 decimals for flat (199.99) or a percentage for percent (12.5, at most 100); more decimals answer 400. basis perPassenger|perBooking|perSegment, sector domestic|international|both, journeyType 1 one-way|2 return|3 multi-city|null (all). A discount is optional (discountValueType null, discountValue 0). The group must be this site's (404 otherwise). Answers the saved rule and 'Setting saved successfully'.";

const withArticle = (label: string) => `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;

type RulePermissions = { view: PermissionKey; edit: PermissionKey; delete: PermissionKey };

/** The list, save and delete contracts of one airline-side rule kind. */
function ruleEndpoints<B extends z.ZodType>(opts: { path: string; deletePath: string; label: string; permissions: RulePermissions; body: B; note?: string }) {
  return {
    list: defineEndpoint({
      method: "GET",
      path: opts.path,
      summary: `A markup group's ${opts.label} rules, newest first. ?groupId= (default: the site's default group).`,
      tag: "markups",
      auth: "user",
      permission: opts.permissions.view,
      query: ZMarkupListQuery,
      response: ZRuleList,
    }),
    save: defineEndpoint({
      method: "POST",
      path: opts.path,
      summary: `Create (no markupId) or update (markupId of one of this site's ${opts.label} rules, else 404) ${withArticle(opts.label)} rule. ${opts.note ?? ""}${AMOUNTS_NOTE}`,
      tag: "markups",
      auth: "user",
      permission: opts.permissions.edit,
      body: opts.body,
      response: ZSavedRule,
    }),
    remove: defineEndpoint({
      method: "POST",
      path: opts.deletePath,
      summary: `Delete ${withArticle(opts.label)} rule {markupId}; 404 for an unknown id, another site's or another kind's rule.`,
      tag: "markups",
      auth: "user",
      permission: opts.permissions.delete,
      body: ZDeleteMarkupRequest,
      response: ZDeletedRule,
    }),
  };
}

const AIRLINE_PERMISSIONS: RulePermissions = { view: "markups.airlineMarkups.view", edit: "markups.airlineMarkups.edit", delete: "markups.airlineMarkups.delete" };

const defaultAirline = ruleEndpoints({
  path: "/api/markupDiscount/defaultAirlineMarkup",
  deletePath: "/api/markupDiscount/deleteDefaultAirlineMarkup",
  label: "default airline markup",
  permissions: AIRLINE_PERMISSIONS,
  body: ZSaveMarkupRequest,
});
export const listDefaultAirlineMarkupEndpoint = defaultAirline.list;
export const saveDefaultAirlineMarkupEndpoint = defaultAirline.save;
export const deleteDefaultAirlineMarkupEndpoint = defaultAirline.remove;

const airlineSpecific = ruleEndpoints({
  path: "/api/markupDiscount/airlineSpecificMarkupForWl",
  deletePath: "/api/markupDiscount/deleteAirlineSpecificMarkupForWl",
  label: "airline-specific markup",
  permissions: AIRLINE_PERMISSIONS,
  body: ZSaveAirlineSpecificMarkupRequest,
  note: "airlineCode is the airline's 2-character IATA code and must be in the airline reference data (400 otherwise). ",
});
export const listAirlineSpecificMarkupEndpoint = airlineSpecific.list;
export const saveAirlineSpecificMarkupEndpoint = airlineSpecific.save;
export const deleteAirlineSpecificMarkupEndpoint = airlineSpecific.remove;

const fixedDeparture = ruleEndpoints({
  path: "/api/markupDiscount/fixedDepartureMarkup",
  deletePath: "/api/markupDiscount/deleteFixedDepartureMarkupForWl",
  label: "fixed-departure markup",
  permissions: { view: "markups.fixedDepartureMarkups.view", edit: "markups.fixedDepartureMarkups.edit", delete: "markups.fixedDepartureMarkups.delete" },
  body: ZSaveMarkupRequest,
});
export const listFixedDepartureMarkupEndpoint = fixedDeparture.list;
export const saveFixedDepartureMarkupEndpoint = fixedDeparture.save;
export const deleteFixedDepartureMarkupEndpoint = fixedDeparture.remove;

const ACTIVITY_NOTE =
  "value and discountValue as for the airline markups (major units or percent, at most 2 decimals); basis perPassenger|perBooking; sector defaults to both. The group must be this site's (404 otherwise). Answers the saved rule and 'Setting saved successfully'.";

export const addActivityMarkupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/activity/markup/addActivityMarkUp",
  summary: `Create an activity markup rule in a markup group. ${ACTIVITY_NOTE}`,
  tag: "markups",
  auth: "user",
  permission: "markups.activityMarkups.edit",
  body: ZAddActivityMarkupRequest,
  response: ZActivityMarkupView.extend({ message: z.string() }),
});

export const editActivityMarkupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/activity/markup/editActivityMarkUp",
  summary: `Update an activity markup rule by id (another site's or a non-activity rule: 404). ${ACTIVITY_NOTE}`,
  tag: "markups",
  auth: "user",
  permission: "markups.activityMarkups.edit",
  body: ZEditActivityMarkupRequest,
  response: ZActivityMarkupView.extend({ message: z.string() }),
});

export const getActivityMarkupEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/activity/markup/getActivityMarkUp",
  summary: "A markup group's activity markup rules, newest first. ?groupId= (default: the site's default group).",
  tag: "markups",
  auth: "user",
  permission: "markups.activityMarkups.view",
  query: ZMarkupListQuery,
  response: z.object({ groupId: z.number().nullable(), result: z.array(ZActivityMarkupView) }),
});

export const deleteActivityMarkupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/activity/markup/deleteActivityMarkup/{id}",
  summary: "Delete an activity markup rule; the id is the path parameter (a positive integer, 400 otherwise), no body. 404 for an unknown id or another site's rule.",
  tag: "markups",
  auth: "user",
  params: ZActivityMarkupIdParams,
  permission: "markups.activityMarkups.delete",
  response: z.object({ id: z.number(), message: z.string() }),
});
