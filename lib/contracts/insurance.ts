import { z } from "zod";
import { Messages } from "@/lib/constants";
import { defineEndpoint } from "./http";
import { idempotencyKey, ZProductCheckout, ZProductPaymentMethod, ZProductPaymentView } from "./product-payments";

/*
 * Travel insurance (issue 15, decision 0046; spec 001 route table: /insurance/search-results,
 * /insurance/passenger-details, /insurance/insurance-bookings). The spec names no endpoints or
 * fields for insurance: these are ours. Plans come from the insurer adapter (the simulated insurer
 * on the embedded setup); paying goes through the product payments core.
 */

export const INSURANCE_REGION_LABELS = { asia: "Asia", europe: "Europe", americas: "Americas", worldwide: "Worldwide" } as const;
export const MAX_INSURED_DAYS = 180;
export const MAX_INSURED_TRAVELLERS = 9;
export const MAX_INSURED_AGE = 85;

export const InsuranceMessages = {
  region: "Please choose a region",
  destination: "Please enter the destination",
  date: "Please enter a valid date",
  pastStart: "The trip cannot start in the past",
  endBeforeStart: "The return date must be on or after the start date",
  tooLong: `Trips of at most ${MAX_INSURED_DAYS} days can be insured`,
  ages: "Please enter each traveller's age",
  age: `Age must be between 0 and ${MAX_INSURED_AGE}`,
  travellers: `Please enter 1 to ${MAX_INSURED_TRAVELLERS} travellers`,
  firstName: "Please enter the first name",
  lastName: "Please enter the last name",
  dob: "Please enter a valid date of birth",
  passport: "Please enter a valid passport number",
  plan: "Please choose a plan",
  unknownPlan: "This plan is not available for the trip",
  policyNotFound: "Policy not found",
  notCancellable: "The policy can only be cancelled before its start date",
  notIssued: "The policy is not issued",
  cancelled: "Policy cancelled",
} as const;

const isoDate = (message: string = InsuranceMessages.date) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: message });

const today = () => new Date().toISOString().slice(0, 10);
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const tripShape = {
  region: z.enum(["asia", "europe", "americas", "worldwide"], { error: InsuranceMessages.region }),
  destination: z.string({ error: InsuranceMessages.destination }).trim().min(2, { error: InsuranceMessages.destination }).max(80, { error: InsuranceMessages.destination }),
  startDate: isoDate(),
  endDate: isoDate(),
};

type TripDates = { startDate: string; endDate: string };
function checkDates(v: TripDates, ctx: z.RefinementCtx) {
  if (v.startDate < today()) ctx.addIssue({ code: "custom", path: ["startDate"], message: InsuranceMessages.pastStart });
  if (v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: InsuranceMessages.endBeforeStart });
  else if (days(v.startDate, v.endDate) + 1 > MAX_INSURED_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: InsuranceMessages.tooLong });
}

const age = () => z.coerce.number({ error: InsuranceMessages.age }).int({ error: InsuranceMessages.age }).min(0, { error: InsuranceMessages.age }).max(MAX_INSURED_AGE, { error: InsuranceMessages.age });

export const ZInsuranceTrip = z
  .strictObject({ ...tripShape, ages: z.array(age(), { error: InsuranceMessages.ages }).min(1, { error: InsuranceMessages.ages }).max(MAX_INSURED_TRAVELLERS, { error: InsuranceMessages.travellers }) })
  .superRefine(checkDates);
export type TInsuranceTrip = z.infer<typeof ZInsuranceTrip>;

export const ZInsurancePlan = z.object({
  insurer: z.string(),
  planCode: z.string(),
  planName: z.string(),
  /** Major units: sum insured per traveller. */
  coverAmount: z.number(),
  /** Major units: the party's premium. */
  premium: z.number(),
  premiumPerTraveller: z.array(z.number()),
  currency: z.string(),
  tripDays: z.number(),
  benefits: z.array(z.string()),
});
export type TInsurancePlan = z.infer<typeof ZInsurancePlan>;

export const searchInsurancePlansEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/insurance/searchPlans",
  summary:
    "The insurer's plans for a trip (region, destination, dates, each traveller's age), cheapest first, with cover and premium (major units). Public like /insurance/search-results (lock mode applies to the page).",
  tag: "insurance",
  auth: "public",
  body: ZInsuranceTrip,
  response: z.object({ result: z.array(ZInsurancePlan) }),
});

export const ZInsuranceTraveller = z.strictObject({
  firstName: z.string({ error: InsuranceMessages.firstName }).trim().min(1, { error: InsuranceMessages.firstName }).max(60, { error: InsuranceMessages.firstName }),
  lastName: z.string({ error: InsuranceMessages.lastName }).trim().min(1, { error: InsuranceMessages.lastName }).max(60, { error: InsuranceMessages.lastName }),
  dob: isoDate(InsuranceMessages.dob).refine((v) => v <= today(), { error: InsuranceMessages.dob }),
  passportNumber: z
    .string({ error: InsuranceMessages.passport })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, { error: InsuranceMessages.passport }),
});
export type TInsuranceTraveller = z.infer<typeof ZInsuranceTraveller>;

export const ZBookInsuranceRequest = z
  .strictObject({
    ...tripShape,
    planCode: z.string({ error: InsuranceMessages.plan }).min(1, { error: InsuranceMessages.plan }).max(40),
    travellers: z.array(ZInsuranceTraveller, { error: InsuranceMessages.travellers }).min(1, { error: InsuranceMessages.travellers }).max(MAX_INSURED_TRAVELLERS, { error: InsuranceMessages.travellers }),
    method: ZProductPaymentMethod,
    idempotencyKey: idempotencyKey(),
  })
  .superRefine(checkDates);
export type TBookInsuranceRequest = z.infer<typeof ZBookInsuranceRequest>;

export const ZInsurancePolicyView = z.object({
  id: z.number(),
  policyNumber: z.string().nullable(),
  status: z.enum(["pending", "issued", "cancelled"]),
  insurer: z.string(),
  planCode: z.string(),
  planName: z.string(),
  region: z.string(),
  destination: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  travellers: z.array(z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), passportNumber: z.string(), age: z.number() })),
  /** Major units. */
  coverAmount: z.number(),
  premium: z.number(),
  currency: z.string(),
  refundAmount: z.number().nullable(),
  refundRule: z.string().nullable(),
  /** What cancelling today would give back (major units), null when it can no longer be cancelled. */
  refundIfCancelledToday: z.number().nullable(),
  paymentId: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  issuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TInsurancePolicyView = z.infer<typeof ZInsurancePolicyView>;

export const bookInsurancePolicyEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/insurance/bookPolicy",
  summary:
    "Buys a plan for the trip's travellers (names, date of birth, passport; ages are taken at the start date and priced by the insurer again). method wallet: the wallet is debited and the policy issued (policy number) at once, 400 'Insufficient wallet balance' leaves nothing behind; method gateway: the policy waits for the payment and checkout holds what the gateway needs (then /api/productPayment/confirm issues it). A retry with the same idempotencyKey answers the first attempt.",
  tag: "insurance",
  auth: "user",
  permission: "insurance.policies.book",
  body: ZBookInsuranceRequest,
  response: z.object({ policy: ZInsurancePolicyView, payment: ZProductPaymentView, checkout: ZProductCheckout.nullable() }),
});

export const getInsuranceBookingsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/insurance/getBookings",
  summary: "The caller's insurance policies, newest first (result[]).",
  tag: "insurance",
  auth: "user",
  permission: "insurance.bookings.view",
  body: z.strictObject({}).optional(),
  response: z.object({ result: z.array(ZInsurancePolicyView) }),
});

const policyId = () =>
  z.coerce
    .number({ error: Messages.required })
    .int({ error: InsuranceMessages.policyNotFound })
    .positive({ error: InsuranceMessages.policyNotFound })
    .max(2_147_483_647, { error: InsuranceMessages.policyNotFound });

export const cancelInsurancePolicyEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/insurance/cancelPolicy",
  summary:
    "Cancels the caller's issued policy before its start date and refunds by the insurer's rule (simulated insurer: full 7 or more days before the start date, 50% after) as wallet credit; the rule and amount are recorded. 409 'The policy can only be cancelled before its start date'; another user's or site's policy 404.",
  tag: "insurance",
  auth: "user",
  permission: "insurance.policies.book",
  body: z.strictObject({ id: policyId() }),
  response: z.object({ policy: ZInsurancePolicyView, message: z.string() }),
});

export const getInsuranceCertificateEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/insurance/getCertificate",
  summary: "The certificate of insurance of the caller's issued policy as a PDF (application/pdf). 404 for another user's or site's policy; 409 while it is not issued.",
  tag: "insurance",
  auth: "user",
  permission: "insurance.bookings.view",
  query: z.strictObject({ id: policyId() }),
  download: ["application/pdf"],
});
