/**
 * Per-customer staff endpoints of the back office (issue 11; spec 001 sections 3, 4, 5 "Edit
 * customer details", 7 "Customer admin" and 8). Payloads the spec does not show are ours and are
 * recorded in docs/decisions/0018-customer-admin.md. The customer list itself (getCustomers,
 * searchWlUser) lives in its own contract module.
 */
import { z } from "zod";
import { Messages, PREFERRED_PHONE_COUNTRY } from "@/lib/constants";
import { isValidPhone } from "@/lib/phone";
import { bodyId, ZEmpty } from "./common";
import { ZNetworkConsumer } from "./customers";
import { defineEndpoint } from "./http";
import { isBlank } from "./markups";

/** The spec's messages (spec 001 sections 5 and 8), quoted exactly; one place to change them. */
export const CustomerAdminMessages = {
  blocked: "Customer successfully blocked",
  unblocked: "Customer successfully Unblocked",
  exempted: "Customer successfully exempted from search",
  unexempted: "Customer successfully removed from search exemption",
  settingSaved: Messages.settingSaved,
  detailsUpdated: "Customer details successfully updated",
  emailOrPhoneRequired: "Email or Primary Phone is required",
  invalidPhone: "Please enter a valid phone number",
  invalidEmail: "Please enter a valid email",
  retailHasNoCompany: "Retail customers have no company",
  customerNotFound: "Customer not found",
} as const;

const flag = (name: string) => z.boolean({ error: (issue) => (isBlank(issue.input) ? Messages.required : `${name} must be true or false`) });

// ---------------------------------------------------------------------------------------------
// The customer as staff see it (spec 001 section 3 "Customer", spec 000 section 3 "User").

export const ZPhoneNumberEntry = z.object({
  label: z.enum(["Primary", "Secondary", "Emergency"]),
  /** 'INVALID' means unknown (spec 001 section 3). */
  phoneNumber: z.string(),
  /** The dial code, "+91". */
  phoneCountryCode: z.string(),
});
export type TPhoneNumberEntry = z.infer<typeof ZPhoneNumberEntry>;

export const ZCustomerDetails = z.object({
  users_id: z.number(),
  id: z.number(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  /** The legal entity's company name; null for retail customers and staff. */
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  userType: z.string(),
  status: z.enum(["verified", "unverified"]),
  isBlocked: z.boolean(),
  createdAt: z.string(),
  /** The markup group that prices the customer (their company's mapping, else the site's default); null without a company. */
  groupName: z.string().nullable(),
  groupId: z.number().nullable(),
  /** The permission (RBAC) group. */
  userGroupName: z.string().nullable(),
  userGroup: z.object({ groupId: z.number() }).nullable(),
  legalEntityId: z.number().nullable(),
  phoneNumbers: z.array(ZPhoneNumberEntry),
  panNumber: z.string().nullable(),
  gstNumber: z.string().nullable(),
  flightLookToBook: z.object({ is_exempted: z.boolean() }),
  isFlightHoldAllowed: z.boolean(),
  isFlightSearchAllowed: z.boolean(),
  taLogoUrl: z.string().nullable(),
  referralCode: z.string().nullable(),
  billing: z.object({ billingName: z.string().optional(), gstNumber: z.string().optional(), gstState: z.string().optional(), panNumber: z.string().optional() }).nullable(),
  company: z.object({ companyName: z.string(), address1: z.string().nullable(), address2: z.string().nullable(), secondaryPhone: z.string().nullable() }).nullable(),
  /** Set for the users of a consumer site's company on this (supplier) site (decision 0034). */
  networkConsumer: ZNetworkConsumer.nullable().optional(),
  /** Created by DMC staff with a name and a contact only, not yet completed (wl/user/updateDetails clears it). */
  isDetailPending: z.boolean().optional(),
});
export type TCustomerDetails = z.infer<typeof ZCustomerDetails>;

// ---------------------------------------------------------------------------------------------
// Block, search exemption, flight hold and flight search switches.

export const ZToggleBlockRequest = z.strictObject({ customerId: bodyId(), isBlocked: flag("isBlocked") });
export type TToggleBlockRequest = z.infer<typeof ZToggleBlockRequest>;

export const toggleBlockEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/toggleBlock",
  summary:
    "Block (isBlocked true) or unblock a customer of this site (travelAgent, retail or corporate; staff accounts and other sites' users are 404 'Customer not found'). Blocking ends every open session of the customer at once (their next request is 401). 'Customer successfully blocked' / 'Customer successfully Unblocked'.",
  tag: "customers",
  auth: "user",
  permission: "customers.account.toggleBlock",
  body: ZToggleBlockRequest,
  response: z.object({ customerId: z.number(), isBlocked: z.boolean(), message: z.string() }),
});

export const ZToggleSearchExemptionRequest = z.strictObject({ customerId: bodyId(), exempt: flag("exempt") });
export type TToggleSearchExemptionRequest = z.infer<typeof ZToggleSearchExemptionRequest>;

export const toggleFlightSearchExemptionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/toggleFlightSearchExemption",
  summary:
    "Exempt a customer of this site from the flight look-to-book search limits (exempt true) or remove the exemption (flightLookToBook.is_exempted). 'Customer successfully exempted from search' / 'Customer successfully removed from search exemption'.",
  tag: "customers",
  auth: "user",
  permission: "customers.flightSettings.searchExemption",
  body: ZToggleSearchExemptionRequest,
  response: z.object({ customerId: z.number(), flightLookToBook: z.object({ is_exempted: z.boolean() }), message: z.string() }),
});

export const ZSetFlightHoldSettingRequest = z.strictObject({ isFlightHold: flag("isFlightHold"), userId: bodyId() });
export type TSetFlightHoldSettingRequest = z.infer<typeof ZSetFlightHoldSettingRequest>;

export const setFlightHoldSettingForUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/setFlightHoldSettingForUser",
  summary: "Allow (true) or stop flight holds for a customer of this site (isFlightHoldAllowed), saved at once. 'Setting saved successfully'.",
  tag: "customers",
  auth: "user",
  permission: "customers.flightSettings.hold",
  body: ZSetFlightHoldSettingRequest,
  response: z.object({ userId: z.number(), isFlightHoldAllowed: z.boolean(), message: z.string() }),
});

export const ZSetFlightSearchSettingRequest = z.strictObject({ isFlightSearchAllowed: flag("isFlightSearchAllowed"), userId: bodyId() });
export type TSetFlightSearchSettingRequest = z.infer<typeof ZSetFlightSearchSettingRequest>;

export const setFlightSearchSettingForUserEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/setFlightSearchSettingForUser",
  summary: "Allow (true) or stop flight search for a customer of this site (isFlightSearchAllowed; a stopped customer's search is 403), saved at once. 'Setting saved successfully'.",
  tag: "customers",
  auth: "user",
  permission: "customers.flightSettings.search",
  body: ZSetFlightSearchSettingRequest,
  response: z.object({ userId: z.number(), isFlightSearchAllowed: z.boolean(), message: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Change Details (spec 001 section 5 "Edit customer details").

const text = (max: number) => z.string({ error: `Must be text of at most ${max} characters` }).trim().max(max, { error: `Must be at most ${max} characters` }).nullish();

/** One of the three phones: an optional national number and its dial-code country (ISO alpha-2, "in"; India when empty). */
export const ZCustomerPhoneField = z.strictObject({ phone: text(20), phoneCode: text(2) });
export type TCustomerPhoneField = z.infer<typeof ZCustomerPhoneField>;

export const PHONE_FIELDS = [
  { field: "primaryPhone", label: "Primary" },
  { field: "secondaryPhone", label: "Secondary" },
  { field: "emergencyPhone", label: "Emergency" },
] as const;

/**
 * The fields of the form, typed. The rules (required, email or primary phone, valid phones,
 * companyName for travel agents) are in `checkCustomerDetails`, which depends on the customer's
 * type: the form applies them with `customerDetailsFormSchema(userType)` and the server with the
 * stored customer's type, both reporting every failing field at once.
 */
export const ZUpdateDetailsRequest = z.strictObject({
  customerId: bodyId(),
  firstName: z.string({ error: Messages.required }).trim().max(100, { error: "Must be at most 100 characters" }),
  lastName: text(100),
  email: text(254),
  companyName: text(200),
  panNumber: text(20),
  gstNumber: text(20),
  primaryPhone: ZCustomerPhoneField.nullish(),
  secondaryPhone: ZCustomerPhoneField.nullish(),
  emergencyPhone: ZCustomerPhoneField.nullish(),
});
export type TUpdateDetailsRequest = z.infer<typeof ZUpdateDetailsRequest>;

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The dial-code country a phone field uses: the given one, else India (the spec's preferred country). */
export const phoneFieldCountry = (field: TCustomerPhoneField | null | undefined): string => (present(field?.phoneCode) ? field.phoneCode.toLowerCase() : PREFERRED_PHONE_COUNTRY);

/** Every rule of spec 001 section 5 "Edit customer details", each failing field reported. */
export function checkCustomerDetails(value: TUpdateDetailsRequest, userType: string | undefined, ctx: z.RefinementCtx): void {
  if (!present(value.firstName)) ctx.addIssue({ code: "custom", path: ["firstName"], message: Messages.required });
  if (present(value.email) && !z.email().safeParse(value.email.trim()).success) ctx.addIssue({ code: "custom", path: ["email"], message: CustomerAdminMessages.invalidEmail });
  if (!present(value.email) && !present(value.primaryPhone?.phone)) {
    ctx.addIssue({ code: "custom", path: ["email"], message: CustomerAdminMessages.emailOrPhoneRequired });
    ctx.addIssue({ code: "custom", path: ["primaryPhone", "phone"], message: CustomerAdminMessages.emailOrPhoneRequired });
  }
  for (const { field } of PHONE_FIELDS) {
    const phone = value[field]?.phone;
    if (present(phone) && !isValidPhone(phoneFieldCountry(value[field]), phone)) ctx.addIssue({ code: "custom", path: [field, "phone"], message: CustomerAdminMessages.invalidPhone });
  }
  if (userType === "travelAgent" && !present(value.companyName)) ctx.addIssue({ code: "custom", path: ["companyName"], message: Messages.required });
  if (userType === "retail" && present(value.companyName)) ctx.addIssue({ code: "custom", path: ["companyName"], message: CustomerAdminMessages.retailHasNoCompany });
}

/** The Change Details form's schema for a customer of `userType` (the server applies the same to the stored customer). */
export const customerDetailsFormSchema = (userType: string | undefined) => ZUpdateDetailsRequest.superRefine((value, ctx) => checkCustomerDetails(value, userType, ctx));

export const updateDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/updateDetails",
  summary:
    "Change a customer's details (Change Details). customerId and firstName are required; lastName, email, panNumber, gstNumber optional; companyName required for travel agents (it is their company's name), refused for retail customers. Three phones (primaryPhone, secondaryPhone, emergencyPhone: {phone, phoneCode = ISO country, India when empty}); an entered phone must be valid ('Please enter a valid phone number'; pk, af, iq, ir, kp, ps refused). Without email and primary phone: 'Email or Primary Phone is required' on email and primaryPhone.phone. Every failing field is in shortError at once. An email or primary phone another account of the site uses is 400. Answers the updated customer.",
  tag: "customers",
  auth: "user",
  permission: "customers.account.editDetails",
  body: ZUpdateDetailsRequest,
  response: z.object({ customer: ZCustomerDetails, message: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Reads.

/** Months in the monthly searches and bookings report, the current one included. */
export const MONTHLY_FLIGHT_MONTHS = 12;

const ZMonthlyCounts = z.object({
  look_count: z.number(),
  book_count: z.number(),
  /** Searches per booking, two decimals; null without bookings. */
  ratio: z.number().nullable(),
});

export const ZUserIdBody = z.strictObject({ userId: bodyId() });

export const getCustomerMonthlyFlightDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getCustomerMonthlyFlightDetails",
  summary: `A customer's flight searches (look_count) and bookings (book_count) per month_year ("2026-11", UTC months) for the last ${MONTHLY_FLIGHT_MONTHS} months, oldest first, months without activity as zeros; ratio is searches per booking. A booking counts once per order once it reached the supplier.`,
  tag: "customers",
  auth: "user",
  permission: "customers.reports.monthlyFlights",
  body: ZUserIdBody,
  response: z.object({
    userId: z.number(),
    flightLookToBook: z.object({ is_exempted: z.boolean() }),
    result: z.array(ZMonthlyCounts.extend({ month_year: z.string() })),
    total: ZMonthlyCounts,
  }),
});

export const getUserByIdEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getUserById",
  summary: "One user of this site (customer or staff) with the customer fields of the back office: markup group, permission group, phones, company, flight switches. Another site's user is 404.",
  tag: "customers",
  auth: "user",
  permission: "customers.list.view",
  body: z.strictObject({ id: bodyId() }),
  response: ZCustomerDetails,
});

export const ZMyLegalEntity = z.object({
  id: z.number(),
  companyName: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  secondaryPhone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
  panNumber: z.string().nullable(),
  gstNumber: z.string().nullable(),
  groupName: z.string().nullable(),
});

export const getMyLegalEntityEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/wl/user/getMyLegalEntity",
  summary: "The caller's company (legal entity) with its markup group; legalEntity is null for users without one (retail, staff).",
  tag: "customers",
  auth: "user",
  query: ZEmpty,
  response: z.object({ legalEntity: ZMyLegalEntity.nullable() }),
});

/** Rows per page of the users-by-permission-group and email-subscriber lists. */
export const CUSTOMER_ADMIN_PAGE_SIZE = 20;

const page = () =>
  z
    .number({ error: (issue) => (isBlank(issue.input) ? Messages.required : "Must be a number") })
    .int({ error: "Must be a whole number" })
    .min(1, { error: "Must be at least 1" })
    .max(1_000_000, { error: "Must be at most 1000000" })
    .default(1);

export const ZUserSummary = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  userType: z.string(),
  companyName: z.string().nullable(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
});

const pagedUsers = z.object({ records: z.array(ZUserSummary), totalRecords: z.number(), totalPages: z.number(), page: z.number() });

export const ZUsersByGroupRequest = z.strictObject({ rbacUserGroupId: bodyId(), page: page() });

export const getUsersByRbacUserGroupIdEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getUsersByRbacUserGroupId",
  summary: `The users of this site in one of its permission groups (rbacUserGroupId; another site's group is 404), by name, ${CUSTOMER_ADMIN_PAGE_SIZE} per page.`,
  tag: "customers",
  auth: "user",
  permission: "rbac.users.viewByGroup",
  body: ZUsersByGroupRequest,
  response: pagedUsers,
});

export const ZEmailSubscribersRequest = z.strictObject({
  page: page(),
  search: z.string({ error: "Must be text" }).trim().max(100, { error: "Must be at most 100 characters" }).optional(),
});

export const getEmailSubscribersEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getEmailSubscribers",
  summary: `The site's customers who can be emailed (an email address, not blocked; staff left out), newest first, ${CUSTOMER_ADMIN_PAGE_SIZE} per page; search matches part of the name, email or company ignoring case.`,
  tag: "customers",
  auth: "user",
  permission: "customers.list.viewEmailSubscribers",
  body: ZEmailSubscribersRequest,
  response: pagedUsers,
});
