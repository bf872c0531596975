import { z } from "zod";
import { bodyId, id, optionalString, requiredOr, requiredString } from "@/lib/contracts/common";
import { defineEndpoint } from "@/lib/contracts/http";

/** Visa categories and checklists (spec 001 sections 3, 7 and 8; decision 0045). */

export const VisaMessages = {
  categoriesFailed: "Could not fetch visa categories",
  checklistFailed: "Could not fetch visa checklist",
  noChecklist: "No checklist found for this category",
  copied: "Copied to clipboard",
  categorySaved: "Visa category saved",
  checklistSaved: "Visa checklist saved",
  categoryNotFound: "Visa category not found",
  checklistNotFound: "Visa checklist not found",
  unknownCountry: "Choose a country from the list",
  duplicateCategory: "This country already has a category with this name",
  emptyChecklist: "The checklist is empty (scripts and other unsafe content are removed)",
} as const;

/** The largest checklist body accepted, in characters of HTML. */
export const VISA_CHECKLIST_MAX_CHARS = 100_000;
/** The default nationality of the public checklist when none is chosen (the demo sites sell to India). */
export const DEFAULT_VISA_NATIONALITY = "IN";

/** "United Arab Emirates" → "united-arab-emirates": the `{country}` and `{category}` segments of the visa pages. */
export function toVisaSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function visaCountryPath(countrySlug: string): string {
  return `/visa/${countrySlug}`;
}

export function visaChecklistPath(c: { countrySlug: string; visaCategory: string; _id: number }, nationalityCode?: string): string {
  const base = `/visa/${c.countrySlug}/${toVisaSlug(c.visaCategory) || "category"}/${c._id}`;
  return nationalityCode ? `${base}?nationality=${nationalityCode}` : base;
}

const countryCode = (field: string) =>
  z
    .string({ error: requiredOr(`${field} must be a two-letter country code`) })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: `${field} must be a two-letter country code` })
    .transform((v) => v.toUpperCase());

/** The nationality (passport country) of a checklist, in the spec's shape; `_id` is the country code. */
export const ZVisaNationality = z.object({ _id: z.string(), countryCode: z.string(), countryName: z.string() });
export type TVisaNationality = z.infer<typeof ZVisaNationality>;

export const ZVisaCategory = z.object({
  _id: z.number(),
  visaCategory: z.string(),
  description: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  countrySlug: z.string(),
});
export type TVisaCategory = z.infer<typeof ZVisaCategory>;

// ---- Public ----

export const ZGetVisaCategoryQuery = z.object({ countryName: requiredString(100) });

export const getVisaCategoryEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/visa/getVisaCategory",
  summary:
    "The visa categories this site offers for a destination country {countryName} (the name or its /visa/{country} slug, any case), by name. An unknown country answers 404 'Could not fetch visa categories'; a known country without categories an empty list (spec: 'ANY'; GET here).",
  tag: "visas",
  auth: "public",
  query: ZGetVisaCategoryQuery,
  response: z.object({ country: z.object({ countryCode: z.string(), countryName: z.string(), countrySlug: z.string() }), result: z.array(ZVisaCategory) }),
});

export const ZGetVisaChecklistQuery = z.object({ categoryId: id(), nationalityCode: countryCode("nationalityCode").optional() });

export const ZVisaChecklist = z.object({
  category: ZVisaCategory,
  nationality: ZVisaNationality,
  checklist: z.string(),
  version: z.number(),
  updatedAt: z.string(),
});
export type TVisaChecklist = z.infer<typeof ZVisaChecklist>;

export const getVisaChecklistEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/visa/getVisaChecklist",
  summary:
    "A visa category's checklist (sanitised HTML) for passport holders of {nationalityCode} (ISO alpha-2; default IN, or the category's first nationality), with the nationalities it has checklists for. Another site's or an unknown category: 404 'Could not fetch visa checklist'; no checklist for that nationality: 404 'No checklist found for this category' (spec: 'ANY'; GET here).",
  tag: "visas",
  auth: "public",
  query: ZGetVisaChecklistQuery,
  response: z.object({ result: ZVisaChecklist, nationalities: z.array(ZVisaNationality) }),
});

// ---- Staff ----

export const ZStaffVisaCategory = ZVisaCategory.extend({ checklistCount: z.number(), updatedAt: z.string() });
export type TStaffVisaCategory = z.infer<typeof ZStaffVisaCategory>;

export const listVisaCategoriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/visa/listVisaCategories",
  summary: "Staff: every visa category of this site (optionally of one destination {countryCode}), by country then name, with how many nationalities have a checklist.",
  tag: "visas",
  auth: "user",
  userTypes: ["staff"],
  permission: "visas.manage.view",
  query: z.object({ countryCode: countryCode("countryCode").optional() }),
  response: z.object({ result: z.array(ZStaffVisaCategory) }),
});

export const ZSaveVisaCategoryRequest = z.object({
  categoryId: bodyId().optional(),
  countryCode: countryCode("countryCode"),
  visaCategory: requiredString(120),
  description: optionalString(300),
});
export type TSaveVisaCategoryRequest = z.input<typeof ZSaveVisaCategoryRequest>;

export const saveVisaCategoryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/visa/saveVisaCategory",
  summary: "Staff: create a visa category for a destination {countryCode, visaCategory, description?}, or rename one {categoryId, ...}. A second category of the same name in the same country is refused.",
  tag: "visas",
  auth: "user",
  userTypes: ["staff"],
  permission: "visas.manage.edit",
  body: ZSaveVisaCategoryRequest,
  response: ZStaffVisaCategory.extend({ message: z.string() }),
});

export const ZStaffVisaChecklist = z.object({
  checklistId: z.number(),
  nationality: ZVisaNationality,
  html: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TStaffVisaChecklist = z.infer<typeof ZStaffVisaChecklist>;

export const listVisaChecklistsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/visa/listVisaChecklists",
  summary: "Staff: a visa category {categoryId} and its checklist per nationality (latest version). Another site's category: 404.",
  tag: "visas",
  auth: "user",
  userTypes: ["staff"],
  permission: "visas.manage.view",
  query: z.object({ categoryId: id() }),
  response: z.object({ category: ZVisaCategory, result: z.array(ZStaffVisaChecklist) }),
});

export const ZSaveVisaChecklistRequest = z.object({
  categoryId: bodyId(),
  nationalityCode: countryCode("nationalityCode"),
  html: z.string({ error: requiredOr("Must be text") }).max(VISA_CHECKLIST_MAX_CHARS, { error: `Must be at most ${VISA_CHECKLIST_MAX_CHARS} characters` }),
});
export type TSaveVisaChecklistRequest = z.input<typeof ZSaveVisaChecklistRequest>;

export const saveVisaChecklistEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/visa/saveVisaChecklist",
  summary:
    "Staff: create or change a category's checklist for one nationality {categoryId, nationalityCode, html}. The HTML is sanitised by an allow-list (scripts, styles, event handlers and javascript: URLs removed) before it is stored; every change keeps the previous HTML as a version. Another site's category: 404.",
  tag: "visas",
  auth: "user",
  userTypes: ["staff"],
  permission: "visas.manage.edit",
  body: ZSaveVisaChecklistRequest,
  response: ZStaffVisaChecklist.extend({ message: z.string() }),
});

export const ZVisaChecklistVersion = z.object({
  version: z.number(),
  html: z.string(),
  previousHtml: z.string().nullable(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type TVisaChecklistVersion = z.infer<typeof ZVisaChecklistVersion>;

export const getVisaChecklistVersionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/visa/getVisaChecklistVersions",
  summary: "Staff: every version of a checklist {checklistId}, newest first: who changed it, when, the HTML saved and the HTML it replaced. Another site's checklist: 404.",
  tag: "visas",
  auth: "user",
  userTypes: ["staff"],
  permission: "visas.manage.view",
  query: z.object({ checklistId: id() }),
  response: z.object({ result: z.array(ZVisaChecklistVersion) }),
});

export const ZVisaCategoryFields = z.object({ countryCode: z.string(), countryName: z.string(), visaCategory: z.string(), description: z.string() });

export const ZVisaCategoryVersion = z.object({
  version: z.number(),
  saved: ZVisaCategoryFields,
  previous: ZVisaCategoryFields.nullable(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type TVisaCategoryVersion = z.infer<typeof ZVisaCategoryVersion>;

export const getVisaCategoryVersionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/visa/getVisaCategoryVersions",
  summary: "Staff: every version of a visa category {categoryId}, newest first: who changed it, when, the country, name and summary saved and those it replaced (null on creation). Another site's category: 404.",
  tag: "visas",
  auth: "user",
  userTypes: ["staff"],
  permission: "visas.manage.view",
  query: z.object({ categoryId: id() }),
  response: z.object({ result: z.array(ZVisaCategoryVersion) }),
});
