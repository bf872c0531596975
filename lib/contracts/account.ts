import { z } from "zod";
import { Gender, Messages } from "@/lib/constants";
import { isValidPhone } from "@/lib/phone";
import { optionalString, requiredString } from "./common";
import { defineEndpoint } from "./http";

export const INVALID_PHONE_MESSAGE = "Please enter a valid phone number";
export const PASSWORD_RULE_MESSAGE = "Use at least 8 characters with a letter and a number";
export const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match";
export const GENDER_INVALID_MESSAGE = "Choose Male or Female";
export const USER_TYPE_INVALID_MESSAGE = "Choose travel agent or corporate";
export const PASSWORD_TOO_LONG_MESSAGE = "Must be at most 200 characters";

/** The referrer's code from the shared link (/signup?ref=CODE): anything unusable is dropped, never an error (decision 0023). */
const referralCode = () => z.string().trim().max(40).optional().catch(undefined);

/** Empty (absent, null or "") is the spec's 'This is required field.'; anything else present gets `invalid`. */
const requiredOr = (invalid: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null || issue.input === "" ? Messages.required : invalid);

const email = () => requiredString(254).pipe(z.email({ error: "Please enter a valid email" }));
/** The dial-code country of a phone, ISO 3166 alpha-2 ("in"); the mobile input's selector. */
const phoneCode = () => requiredString(2).pipe(z.string().regex(/^[a-zA-Z]{2}$/, { error: "Choose a country code" }));
/** The password rule of every form that sets one (signup, set from a link, change). */
export const password = () => z.string({ error: requiredOr(PASSWORD_RULE_MESSAGE) }).min(1, { error: Messages.required }).max(200, { error: PASSWORD_TOO_LONG_MESSAGE }).regex(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/, { error: PASSWORD_RULE_MESSAGE });

function checkPhone(ctx: z.RefinementCtx, country: string, phone: string, path: string) {
  if (phone && country && !isValidPhone(country, phone)) ctx.addIssue({ code: "custom", path: [path], message: INVALID_PHONE_MESSAGE });
}
function checkPasswords(ctx: z.RefinementCtx, value: { password: string; confirmPassword: string }) {
  if (value.password !== value.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DIFFER_MESSAGE });
}

/** Retail registration (spec 001 section 5): userType, gender, first and last name, valid email, phone and phoneCode. */
export const ZRetailSignupRequest = z
  .strictObject({
    userType: z.literal("retail"),
    // One literal schema (not a union): the form's resolver would surface a union member's schema text.
    gender: z.literal([Gender.Male, Gender.Female], { error: requiredOr(GENDER_INVALID_MESSAGE) }),
    firstName: requiredString(100),
    lastName: requiredString(100),
    email: email(),
    phone: requiredString(20),
    phoneCode: phoneCode(),
    password: password(),
    confirmPassword: z.string({ error: requiredOr(PASSWORDS_DIFFER_MESSAGE) }).min(1, { error: Messages.required }).max(200, { error: PASSWORD_TOO_LONG_MESSAGE }),
    referralCode: referralCode(),
  })
  .superRefine((v, ctx) => {
    checkPhone(ctx, v.phoneCode, v.phone, "phone");
    checkPasswords(ctx, v);
  });
export type TRetailSignupRequest = z.infer<typeof ZRetailSignupRequest>;

/** Company registration (spec 001 section 5): the business and its concerned person. */
export const ZCompanySignupRequest = z
  .strictObject({
    userType: z.enum(["travelAgent", "corporate"], { error: requiredOr(USER_TYPE_INVALID_MESSAGE) }),
    companyName: requiredString(200),
    email: email(),
    phone: requiredString(20),
    phoneCode: phoneCode(),
    secondaryPhone: requiredString(20),
    secondaryPhoneCode: phoneCode(),
    firstName: requiredString(100),
    lastName: requiredString(100),
    country: requiredString(100),
    state: requiredString(100),
    city: requiredString(100),
    pincode: requiredString(12).pipe(z.string().regex(/^[A-Za-z0-9 -]{3,12}$/, { error: "Please enter a valid pincode" })),
    address1: requiredString(300),
    address2: optionalString(300),
    password: password(),
    confirmPassword: z.string({ error: requiredOr(PASSWORDS_DIFFER_MESSAGE) }).min(1, { error: Messages.required }).max(200, { error: PASSWORD_TOO_LONG_MESSAGE }),
    referralCode: referralCode(),
  })
  .superRefine((v, ctx) => {
    checkPhone(ctx, v.phoneCode, v.phone, "phone");
    checkPhone(ctx, v.secondaryPhoneCode, v.secondaryPhone, "secondaryPhone");
    checkPasswords(ctx, v);
  });
export type TCompanySignupRequest = z.infer<typeof ZCompanySignupRequest>;

export const ZSignupRequest = z.discriminatedUnion("userType", [ZRetailSignupRequest, ZCompanySignupRequest], { error: "Choose retail, travelAgent or corporate" });
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const signupEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/signup",
  summary: "Register a retail customer, or a business (travel agent or corporate) with its company, on this site.",
  tag: "account",
  auth: "public",
  body: ZSignupRequest,
  response: z.object({ userId: z.number(), userType: z.string(), status: z.enum(["verified", "unverified"]) }),
});
