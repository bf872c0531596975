/**
 * Customer list and search (issue 11; spec 001 sections 2, 3, 7, 8; decision 0017). The spec names
 * `wl/user/getCustomers {staffId, page, userId}` answering data.records, totalRecords, totalPages,
 * and `wl/user/searchWlUser (searchQuery)`; paging size, sort keys and how the company search and the
 * permission-group filter are passed are ours.
 */
import { z } from "zod";
import { Messages } from "@/lib/constants";
import { bodyId, ID_RANGE_MESSAGE, MAX_DB_INT } from "./common";
import { defineEndpoint } from "./http";

/** Rows per page unless the caller asks for another size (10 to 100). */
export const CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CUSTOMER_SORT_KEYS = ["createdAt", "name", "companyName", "email"] as const;
export type TCustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];
/** The customer types a list may be narrowed to (staff users are never customers). */
export const CUSTOMER_TYPES = ["travelAgent", "retail", "corporate"] as const;
/** A phone number stored as INVALID means the number is unknown (spec 001 section 3). */
export const INVALID_PHONE = "INVALID";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const searchText = () => z.preprocess(blankToUndefined, z.string({ error: "Must be text" }).trim().max(100, { error: "Use at most 100 characters" }).optional());

/** The filters, sort and paging both endpoints share. */
const listFields = {
  page: z.number({ error: "Must be a positive whole number" }).int({ error: "Must be a positive whole number" }).min(1, { error: "Must be a positive whole number" }).max(100_000, { error: "Must be at most 100000" }).default(1),
  pageSize: z.number({ error: "Must be a whole number from 1 to 100" }).int({ error: "Must be a whole number from 1 to 100" }).min(1, { error: "Must be a whole number from 1 to 100" }).max(100, { error: "Must be a whole number from 1 to 100" }).default(CUSTOMER_PAGE_SIZE),
  /** The company search: part of the company (legal entity) name, any case. */
  companyName: searchText(),
  /** The permission-group filter: super admins only, and only when the site's canShowPermissionMenu is set (else 403). */
  userGroupId: bodyId().optional(),
  userType: z.enum(CUSTOMER_TYPES, { error: `Must be one of ${CUSTOMER_TYPES.join(", ")}` }).optional(),
  sortBy: z.enum(CUSTOMER_SORT_KEYS, { error: `Must be one of ${CUSTOMER_SORT_KEYS.join(", ")}` }).default("createdAt"),
  sortOrder: z.enum(["asc", "desc"], { error: "Must be asc or desc" }).default("desc"),
};

export const ZGetCustomersRequest = z.strictObject({
  /** The spec's field: the staff user asking. The session decides who asks; a value is accepted and not used. */
  staffId: z.number().int().positive().max(MAX_DB_INT, { error: ID_RANGE_MESSAGE }).optional(),
  /** Only this customer (a user of this site; another site's id simply matches nothing). */
  userId: bodyId().optional(),
  /** Part of the first or last name, email, phone or company name, any case. */
  searchQuery: searchText(),
  ...listFields,
});
export type TGetCustomersRequest = z.output<typeof ZGetCustomersRequest>;
export type TGetCustomersInput = z.input<typeof ZGetCustomersRequest>;

export const ZSearchWlUserRequest = z.strictObject({
  searchQuery: z.preprocess(blankToUndefined, z.string({ error: Messages.required }).trim().min(1, { error: Messages.required }).max(100, { error: "Use at most 100 characters" })),
  ...listFields,
});
export type TSearchWlUserRequest = z.output<typeof ZSearchWlUserRequest>;

export const ZCustomerPhone = z.object({ label: z.string(), phoneNumber: z.string(), phoneCountryCode: z.string() });

/**
 * The consumer site this customer's company stands for (decision 0034): set on a supplier site for
 * the users of a consumer's company (the network's consumer account and its API key's user).
 */
export const ZNetworkConsumer = z.object({ siteId: z.number(), companyName: z.string(), domain: z.string() });
export type TNetworkConsumer = z.infer<typeof ZNetworkConsumer>;

/** One row: the spec's Customer fields (spec 001 section 3). */
export const ZCustomerRecord = z.object({
  users_id: z.number(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  userType: z.string(),
  /** 'Retail' apart from 'Travel agent' and 'Corporate'. */
  userTypeLabel: z.string(),
  verified: z.boolean(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
  /** The markup group: the legal entity's mapping, else the site's default; null for retail users. */
  groupName: z.string().nullable(),
  userGroupName: z.string().nullable(),
  userGroup: z.object({ groupId: z.number() }).nullable(),
  legalEntityId: z.number().nullable(),
  /** Primary, Secondary, Emergency; phoneNumber INVALID means unknown. */
  phoneNumbers: z.array(ZCustomerPhone),
  panNumber: z.string().nullable(),
  gstNumber: z.string().nullable(),
  isFlightHoldAllowed: z.boolean(),
  isFlightSearchAllowed: z.boolean(),
  flightLookToBook: z.object({ is_exempted: z.boolean() }),
  /** Created by DMC staff with a name and a contact only, not yet completed (user/createDetailPendingCustomerForDmc). */
  isDetailPending: z.boolean().optional(),
  /** This month's searches and bookings (the site's month, as the look-to-book cap counts them, decision 0022); ratio null without bookings. */
  lookToBook: z.object({ month_year: z.string(), look_count: z.number(), book_count: z.number(), ratio: z.number().nullable() }),
  networkConsumer: ZNetworkConsumer.nullable().optional(),
});
export type TCustomerRecord = z.infer<typeof ZCustomerRecord>;

export const ZCustomerPage = z.object({ records: z.array(ZCustomerRecord), totalRecords: z.number(), totalPages: z.number(), page: z.number() });
export type TCustomerPage = z.infer<typeof ZCustomerPage>;

const FILTERS_DOC = `companyName narrows by company; userGroupId (permission-group filter) is for super admins on sites with canShowPermissionMenu only (403 otherwise; another site's group 404); userType narrows to travelAgent, retail or corporate; sortBy ${CUSTOMER_SORT_KEYS.join("|")} with sortOrder asc|desc (default createdAt desc); pageSize 1-100 (default ${CUSTOMER_PAGE_SIZE}). Staff users are not customers; only this site's users.`;

export const getCustomersEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getCustomers",
  summary: `Staff: the site's customers, paged: data.records (the spec's Customer fields), totalRecords, totalPages, page. staffId is accepted (the session decides who asks); userId narrows to one customer; searchQuery matches names, email, phone and company. ${FILTERS_DOC}`,
  tag: "customers",
  auth: "user",
  userTypes: ["staff"],
  permission: "customers.list.view",
  body: ZGetCustomersRequest,
  response: ZCustomerPage,
});

export const searchWlUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/searchWlUser",
  summary: `Staff: the user search. searchQuery (required, 'This is required field.') matches part of the first or last name, email, phone or company name, any case; answers the same page as getCustomers. ${FILTERS_DOC}`,
  tag: "customers",
  auth: "user",
  userTypes: ["staff"],
  permission: "customers.list.view",
  body: ZSearchWlUserRequest,
  response: ZCustomerPage,
});
