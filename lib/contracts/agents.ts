/**
 * Agent creation by staff (`/createNewUser`) and DMC pending customers (issue 11; spec 001
 * sections 2, 5 "Registration and agent creation", 7 "Agent creation: userData {customer,
 * userType}" and 8). The spec shows no path for agent creation: ours is
 * POST /api/wl/user/createAgent (docs/decisions/0021-agent-creation.md).
 */
import { z } from "zod";
import { Messages } from "@/lib/constants";
import { isValidPhone } from "@/lib/phone";
import { bodyId } from "./common";
import { defineEndpoint } from "./http";

/** The spec's messages (spec 001 sections 5 and 8), quoted exactly; one place to change them. */
export const AgentMessages = {
  created: "Agent Created Successfully",
  eitherPhoneOrEmail: "Either phone or email is required.",
  invalidPhone: "Invalid Phone Number...",
  phoneRequired: "Phone number is required!",
  invalidEmail: "Please enter a valid email",
  invalidUserType: "Choose B2c or B2B",
  companyNotFound: "Company not found",
  companyChoice: "Give a new company name or choose an existing company, not both",
  retailHasNoCompany: "B2c customers have no company",
  pendingCustomerCreated: "Customer Created Successfully",
} as const;

/** Agent creation offers B2c (retail) and B2B (travelAgent) (spec 001 section 2). */
export const AGENT_USER_TYPES = ["retail", "travelAgent"] as const;
export type AgentUserType = (typeof AGENT_USER_TYPES)[number];
export const AGENT_USER_TYPE_LABELS: Record<AgentUserType, string> = { retail: "B2c", travelAgent: "B2B" };

const text = (max: number) => z.string({ error: `Must be text of at most ${max} characters` }).trim().max(max, { error: `Must be at most ${max} characters` }).nullish();

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** The dial-code country of the phone: the given one, else India (the spec's preferred country). */
export const agentPhoneCountry = (phoneCode: string | null | undefined): string => (present(phoneCode) ? phoneCode.trim().toLowerCase() : "in");

/**
 * The customer of `userData`. Every field is typed here and every rule is in `checkAgent`, so a
 * form (or a request) gets all its errors at once. companyName creates a new company (B2B);
 * legalEntityId joins one of the site's companies instead.
 */
export const ZAgentCustomer = z.strictObject({
  firstName: text(100),
  lastName: text(100),
  email: text(254),
  /** National number (or "+..." full number); phoneCode is its ISO country ("in"; India when empty). */
  phone: text(20),
  phoneCode: text(2),
  companyName: text(200),
  legalEntityId: bodyId().nullish(),
});
export type TAgentCustomer = z.infer<typeof ZAgentCustomer>;

/** Every rule of spec 001 section 5 "Agent creation by staff"; each failing field reported with its path. */
function checkAgent(value: { userType?: string | null; customer: TAgentCustomer }, ctx: z.RefinementCtx): void {
  const { userType, customer } = value;
  const at = (field: string, message: string) => ctx.addIssue({ code: "custom", path: field === "userType" ? ["userType"] : ["customer", field], message });
  if (!present(userType)) at("userType", Messages.required);
  else if (!(AGENT_USER_TYPES as readonly string[]).includes(userType)) at("userType", AgentMessages.invalidUserType);
  if (!present(customer.firstName)) at("firstName", Messages.required);
  const hasEmail = present(customer.email);
  const hasPhone = present(customer.phone);
  if (hasEmail && !z.email().safeParse(customer.email!.trim()).success) at("email", AgentMessages.invalidEmail);
  if (!hasEmail && !hasPhone) {
    at("email", AgentMessages.eitherPhoneOrEmail);
    at("phone", AgentMessages.eitherPhoneOrEmail);
  } else if (!hasPhone && userType === "travelAgent") {
    at("phone", AgentMessages.phoneRequired);
  }
  if (hasPhone && !isValidPhone(agentPhoneCountry(customer.phoneCode), customer.phone!)) at("phone", AgentMessages.invalidPhone);
  if (userType === "travelAgent") {
    const hasCompany = present(customer.companyName);
    const hasEntity = customer.legalEntityId !== null && customer.legalEntityId !== undefined;
    if (!hasCompany && !hasEntity) at("companyName", Messages.required);
    if (hasCompany && hasEntity) at("companyName", AgentMessages.companyChoice);
  }
  if (userType === "retail" && (present(customer.companyName) || (customer.legalEntityId !== null && customer.legalEntityId !== undefined))) {
    at("companyName", AgentMessages.retailHasNoCompany);
  }
}

const ZAgentUserData = z.strictObject({
  /** "retail" (B2c) or "travelAgent" (B2B). */
  userType: z.string({ error: Messages.required }).trim().nullish(),
  customer: ZAgentCustomer,
});

/** The request and the form's values: `userData {customer, userType}` (spec 001 section 7). */
export const ZCreateAgentRequest = z.strictObject({
  userData: ZAgentUserData.superRefine(checkAgent),
});
export type TCreateAgentRequest = z.infer<typeof ZCreateAgentRequest>;

export const ZCreatedAgent = z.object({
  userId: z.number(),
  userType: z.enum(AGENT_USER_TYPES),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** The company the agent belongs to (new or joined); null for B2c. */
  legalEntityId: z.number().nullable(),
  companyName: z.string().nullable(),
  /** The markup group mapped to the company (the site's default for a new company); null for B2c or without groups. */
  groupId: z.number().nullable(),
  walletId: z.number(),
  /** An email with a single-use set-password link went out (only when the agent has an email). */
  isPasswordLinkSent: z.boolean(),
});
export type TCreatedAgent = z.infer<typeof ZCreatedAgent>;

export const createAgentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/createAgent",
  summary:
    "Agent creation by staff (/createNewUser): userData {userType: 'retail' (B2c) | 'travelAgent' (B2B), customer {firstName, lastName?, email?, phone?, phoneCode? (ISO country, India when empty), companyName? | legalEntityId?}}. userType and firstName required ('This is required field.'); email valid if given; 'Either phone or email is required.' (on email and phone); a B2B agent needs a phone ('Phone number is required!'); 'Invalid Phone Number...' for an invalid phone or one from pk, af, iq, ir, kp, ps; a B2B agent needs companyName (a new company, mapped to the site's default markup group) or legalEntityId (one of the site's companies; another site's is 404). An email or phone another account of the site uses is 400 on that field. Every failing field is in shortError at once (keys userData.userType, userData.customer.<field>). One transaction writes the user, the company and its markup mapping and the wallet; then an email with a single-use link to set a password (/generate_password, 72 hours) goes to the agent's email. 'Agent Created Successfully'.",
  tag: "customers",
  auth: "user",
  permission: "customers.agents.create",
  body: ZCreateAgentRequest,
  response: z.object({ agent: ZCreatedAgent, message: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// The company choice of the form: the site's companies by name.

export const AGENT_COMPANY_SEARCH_LIMIT = 20;

export const ZSearchAgentCompaniesQuery = z.strictObject({
  search: z.string().trim().max(100, { error: "Must be at most 100 characters" }).optional(),
});

export const searchAgentCompaniesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/wl/user/searchAgentCompanies",
  summary: `The site's companies (legal entities) for agent creation's "existing company" choice: ?search= matches part of the company name ignoring case; the first ${AGENT_COMPANY_SEARCH_LIMIT} by name, each with its number of users.`,
  tag: "customers",
  auth: "user",
  permission: "customers.agents.create",
  query: ZSearchAgentCompaniesQuery,
  response: z.object({ result: z.array(z.object({ legalEntityId: z.number(), companyName: z.string(), userCount: z.number() })) }),
});

// ---------------------------------------------------------------------------------------------
// DMC: a customer with a name and a contact only, pending until their details are completed.

function checkPendingCustomer(value: { firstName?: string | null; email?: string | null; phone?: string | null; phoneCode?: string | null }, ctx: z.RefinementCtx): void {
  if (!present(value.firstName)) ctx.addIssue({ code: "custom", path: ["firstName"], message: Messages.required });
  const hasEmail = present(value.email);
  const hasPhone = present(value.phone);
  if (hasEmail && !z.email().safeParse(value.email!.trim()).success) ctx.addIssue({ code: "custom", path: ["email"], message: AgentMessages.invalidEmail });
  if (!hasEmail && !hasPhone) {
    ctx.addIssue({ code: "custom", path: ["email"], message: AgentMessages.eitherPhoneOrEmail });
    ctx.addIssue({ code: "custom", path: ["phone"], message: AgentMessages.eitherPhoneOrEmail });
  }
  if (hasPhone && !isValidPhone(agentPhoneCountry(value.phoneCode), value.phone!)) ctx.addIssue({ code: "custom", path: ["phone"], message: AgentMessages.invalidPhone });
}

export const ZCreatePendingCustomerRequest = z
  .strictObject({
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    phone: text(20),
    phoneCode: text(2),
    /** retail (default) or travelAgent; a travel agent gets a company when their details are completed. */
    userType: z.enum(AGENT_USER_TYPES, { error: AgentMessages.invalidUserType }).optional(),
  })
  .superRefine(checkPendingCustomer);
export type TCreatePendingCustomerRequest = z.infer<typeof ZCreatePendingCustomerRequest>;

export const createDetailPendingCustomerForDmcEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/createDetailPendingCustomerForDmc",
  summary:
    "DMC staff create a customer of this site with a name and a contact only: {firstName, lastName?, email?, phone?, phoneCode? (ISO country, India when empty), userType? (retail by default, or travelAgent)}. 'Either phone or email is required.'; 'Invalid Phone Number...'; an email or phone another account of the site uses is 400 on that field. The customer is marked isDetailPending until staff complete their details (wl/user/updateDetails clears it); no password link is sent. 'Customer Created Successfully'.",
  tag: "customers",
  auth: "user",
  permission: "itineraries.quotations.createCustomer",
  body: ZCreatePendingCustomerRequest,
  response: z.object({
    customer: z.object({
      id: z.number(),
      userType: z.enum(AGENT_USER_TYPES),
      firstName: z.string(),
      lastName: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      phoneCountryCode: z.string().nullable(),
      isDetailPending: z.boolean(),
    }),
    message: z.string(),
  }),
});
