/** Package enquiries (issue 15; spec 001 sections 2 and 6 "Enquiries link"; decision 0044). */
import { z } from "zod";
import { Messages } from "@/lib/constants";
import { ENQUIRY_STATUSES } from "@/lib/packages/constants";
import { isValidPhone } from "@/lib/phone";
import { agentPhoneCountry, AgentMessages } from "./agents";
import { bodyId } from "./common";
import { defineEndpoint } from "./http";
import { packageDate } from "./packages";

export const EnquiryMessages = {
  sent: "Enquiry sent successfully",
  notFound: "Enquiry not found",
  statusUpdated: "Enquiry status updated",
  assigned: "Enquiry assigned",
  assigneeNotFound: "Assignee must be a staff user of this site",
  travelDateInPast: "Travel date must not be in the past",
  infantsMoreThanAdults: "Infants must not be more than adults",
  invalidStatus: `Status must be one of: ${ENQUIRY_STATUSES.join(", ")}`,
  quotationOpened: "Quotation opened",
  tooMany: (minutes: number) => `Too many enquiries. Please try again in ${minutes} minutes.`,
} as const;

export const ENQUIRY_STATUS_LABELS: Record<(typeof ENQUIRY_STATUSES)[number], string> = { new: "New", "in progress": "In progress", quoted: "Quoted", converted: "Converted", closed: "Closed" };

const count = (min: number, max: number) =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null || Number.isNaN(i.input) ? Messages.required : "Must be a whole number") })
    .int({ error: "Must be a whole number" })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` });
const required = (max: number) => z.string({ error: Messages.required }).trim().min(1, { error: Messages.required }).max(max, { error: `Must be at most ${max} characters` });

export const ZCreateEnquiry = z
  .strictObject({
    packageId: bodyId(),
    travelDate: packageDate(),
    adults: count(1, 99),
    children: count(0, 99),
    infants: count(0, 99),
    contactName: required(100),
    contactEmail: required(254),
    contactPhone: required(20),
    /** ISO country of the phone (India when empty). */
    phoneCode: z.string().trim().max(2, { error: "Must be at most 2 characters" }).optional(),
    message: z.string().trim().max(2000, { error: "Must be at most 2000 characters" }),
  })
  .superRefine((v, ctx) => {
    if (v.infants > v.adults) ctx.addIssue({ code: "custom", path: ["infants"], message: EnquiryMessages.infantsMoreThanAdults });
    if (!z.email().safeParse(v.contactEmail).success) ctx.addIssue({ code: "custom", path: ["contactEmail"], message: AgentMessages.invalidEmail });
    if (!isValidPhone(agentPhoneCountry(v.phoneCode), v.contactPhone)) ctx.addIssue({ code: "custom", path: ["contactPhone"], message: AgentMessages.invalidPhone });
  });
export type TCreateEnquiryInput = z.input<typeof ZCreateEnquiry>;

export const createEnquiryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/enquiry",
  summary:
    "A visitor (signed in or not) enquires about a published package: travel date (not in the past), party (adults 1-99, children, infants not more than adults), contact name, email and phone, message. A TourPackages supplier's package: the enquiry goes to the supplier site's staff. Answers the enquiryId and the URL of /package/enquiry/submitted/{enquiryId}. 'Enquiry sent successfully'. At most 5 an hour per contact email and 20 per client on a site (429 'Too many enquiries...' with Retry-After); 401 anonymous on a locked site.",
  tag: "packages",
  auth: "public",
  body: ZCreateEnquiry,
  response: z.object({ enquiryId: z.number(), redirectUrl: z.string(), message: z.string() }),
});

export const ZEnquiry = z.object({
  enquiryId: z.number(),
  packageId: z.number(),
  packageName: z.string(),
  destination: z.string(),
  nights: z.number(),
  travelDate: z.string(),
  adults: z.number(),
  children: z.number(),
  infants: z.number(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  assigneeUserId: z.number().nullable(),
  assigneeName: z.string().nullable(),
  customerUserId: z.number().nullable(),
  /** The consumer site's company name when it came through the TourPackages network. */
  sourceSiteName: z.string().nullable(),
  createdAt: z.string(),
});
export type TEnquiry = z.infer<typeof ZEnquiry>;

export const ZListEnquiriesQuery = z.strictObject({ status: z.enum(ENQUIRY_STATUSES, { error: EnquiryMessages.invalidStatus }).optional() });

export const listEnquiriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/packages/enquiries/list",
  summary: "Staff: this site's enquiries, newest first, optionally by status, with the staff users they may be assigned to.",
  tag: "packages",
  auth: "user",
  permission: "packages.enquiries.viewAll",
  query: ZListEnquiriesQuery,
  response: z.object({ result: z.array(ZEnquiry), assignees: z.array(z.object({ userId: z.number(), name: z.string() })) }),
});

export const listMyEnquiriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/packages/enquiries/mine",
  summary: "The signed-in user's own enquiries (sent while signed in on this site), newest first.",
  tag: "packages",
  auth: "user",
  response: z.object({ result: z.array(ZEnquiry.omit({ assigneeUserId: true, assigneeName: true, customerUserId: true, sourceSiteName: true })) }),
});

export const updateEnquiryStatusEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/enquiries/updateStatus",
  summary: `Staff set an enquiry's status (${ENQUIRY_STATUSES.join(", ")}). Another site's enquiry is 404.`,
  tag: "packages",
  auth: "user",
  permission: "packages.enquiries.manage",
  body: z.strictObject({ enquiryId: bodyId(), status: z.enum(ENQUIRY_STATUSES, { error: (i) => (i.input === undefined ? Messages.required : EnquiryMessages.invalidStatus) }) }),
  response: z.object({ enquiry: ZEnquiry, message: z.string() }),
});

export const assignEnquiryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/enquiries/assign",
  summary: "Staff assign an enquiry to a staff user of this site (assigneeUserId) or unassign it (null).",
  tag: "packages",
  auth: "user",
  permission: "packages.enquiries.manage",
  body: z.strictObject({ enquiryId: bodyId(), assigneeUserId: bodyId().nullable() }),
  response: z.object({ enquiry: ZEnquiry, message: z.string() }),
});

export const makeEnquiryQuotationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/packages/enquiries/makeQuotation",
  summary:
    "Staff turn an enquiry into a DMC quotation: finds the site's customer with the enquiry's email (or phone), else creates a detail-pending customer as user/createDetailPendingCustomerForDmc does; marks the enquiry quoted; answers the builder URL /staff/dmc-quotes?kartName=…&customerId=…&arrivalDate=YYYY-MM-DD&noOfNights=…&adults=…&child=…&infant=….",
  tag: "packages",
  auth: "user",
  permission: "packages.enquiries.manage",
  body: z.strictObject({ enquiryId: bodyId() }),
  response: z.object({ customerId: z.number(), builderUrl: z.string(), enquiry: ZEnquiry, message: z.string() }),
});
