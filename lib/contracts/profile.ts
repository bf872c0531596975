import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { EXCLUDED_PHONE_COUNTRIES } from "@/lib/constants";
import { GST_STATES, isValidGstin, isValidPan, panOfGstin } from "@/lib/gstin";
import { optionalString, requiredString, ZEmpty } from "./common";
import { defineEndpoint } from "./http";

// The signed-in user's own phones and billing details (spec 001 sections 2, 7, 8; decision 0020).

export const ENTER_VALID_PHONE_MESSAGE = "Enter a valid phone number";
export const PHONE_UPDATED_MESSAGE = "Successfully updated phone number";
export const PHONE_UPDATE_FAILED_MESSAGE = "Unable to update phone number";
export const PRIMARY_PHONE_REQUIRED_MESSAGE = "A Primary phone number is required";
export const DUPLICATE_LABEL_MESSAGE = "Each label may appear once";
export const PHONE_IN_USE_MESSAGE = "This phone number is used by another account";
export const BILLING_SAVED_MESSAGE = "Billing details saved";
export const GSTIN_INVALID_MESSAGE = "Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)";
export const PAN_INVALID_MESSAGE = "Enter a valid PAN (AAAAA9999A)";
export const GST_STATE_REQUIRED_MESSAGE = "Choose the GST state";
export const GST_STATE_INVALID_MESSAGE = "Choose a state from the list";
export const GST_STATE_MISMATCH_MESSAGE = "GST state does not match the GSTIN";
export const PAN_GSTIN_MISMATCH_MESSAGE = "PAN does not match the GSTIN";

/** The value the spec uses for an unknown phone number. */
export const INVALID_PHONE_VALUE = "INVALID";
const excluded = new Set<string>(EXCLUDED_PHONE_COUNTRIES.map((c) => c.toUpperCase()));

/**
 * A stored phone: national digits and a dial code ("+91"). Valid when libphonenumber says so and
 * its country is not excluded; "INVALID" (unknown) and empty are never valid.
 */
export function isValidDialPhone(dialCode: string | null | undefined, phoneNumber: string | null | undefined): boolean {
  if (!dialCode || !phoneNumber || phoneNumber === INVALID_PHONE_VALUE) return false;
  if (!/^\+\d{1,4}$/.test(dialCode) || !/^[\d\s().-]{4,20}$/.test(phoneNumber)) return false;
  const parsed = parsePhoneNumberFromString(`${dialCode}${phoneNumber.replace(/\D/g, "")}`);
  return !!parsed && parsed.isValid() && !!parsed.country && !excluded.has(parsed.country);
}

export const PHONE_LABELS = ["Primary", "Secondary", "Emergency"] as const;

const ZPhoneEntry = z.strictObject({
  label: z.enum(PHONE_LABELS, { error: "Choose Primary, Secondary or Emergency" }),
  phoneNumber: z.string({ error: ENTER_VALID_PHONE_MESSAGE }).trim().max(20, { error: ENTER_VALID_PHONE_MESSAGE }),
  phoneCountryCode: z.string({ error: ENTER_VALID_PHONE_MESSAGE }).trim().max(5, { error: ENTER_VALID_PHONE_MESSAGE }),
});

/** user/changeMyPhoneDetails: a Primary phone (required, valid); Secondary and Emergency optional (empty removes). */
export const ZChangeMyPhoneDetailsRequest = z
  .strictObject({ phoneNumbers: z.array(ZPhoneEntry, { error: PRIMARY_PHONE_REQUIRED_MESSAGE }).max(3, { error: DUPLICATE_LABEL_MESSAGE }) })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.phoneNumbers.forEach((entry, i) => {
      if (seen.has(entry.label)) ctx.addIssue({ code: "custom", path: ["phoneNumbers", i, "label"], message: DUPLICATE_LABEL_MESSAGE });
      seen.add(entry.label);
      const empty = entry.phoneNumber === "";
      if ((entry.label === "Primary" || !empty) && !isValidDialPhone(entry.phoneCountryCode, entry.phoneNumber)) {
        ctx.addIssue({ code: "custom", path: ["phoneNumbers", i, "phoneNumber"], message: ENTER_VALID_PHONE_MESSAGE });
      }
    });
    if (!seen.has("Primary")) ctx.addIssue({ code: "custom", path: ["phoneNumbers"], message: PRIMARY_PHONE_REQUIRED_MESSAGE });
  });
export type TChangeMyPhoneDetailsRequest = z.infer<typeof ZChangeMyPhoneDetailsRequest>;

const ZStoredPhone = z.object({ label: z.enum(PHONE_LABELS), phoneNumber: z.string(), phoneCountryCode: z.string() });

export const changeMyPhoneDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/changeMyPhoneDetails",
  summary: "The signed-in user replaces their own phone numbers (Primary required and valid; it becomes the account's phone, unique on the site).",
  tag: "profile",
  auth: "user",
  body: ZChangeMyPhoneDetailsRequest,
  response: z.object({ phoneNumbers: z.array(ZStoredPhone), message: z.string() }),
});

const upper = (max: number) => optionalString(max).transform((v) => (v ? v.toUpperCase().replace(/\s+/g, "") : ""));

/** Billing details: billingName required; GSTIN and PAN optional, checked; gstState required with a GSTIN and must be its state. */
export const ZBillingDetails = z
  .strictObject({
    billingName: requiredString(200),
    gstNumber: upper(20),
    gstState: optionalString(100).transform((v) => v ?? ""),
    panNumber: upper(20),
  })
  .superRefine((v, ctx) => {
    const gstinOk = v.gstNumber === "" || isValidGstin(v.gstNumber);
    if (!gstinOk) ctx.addIssue({ code: "custom", path: ["gstNumber"], message: GSTIN_INVALID_MESSAGE });
    if (v.panNumber !== "" && !isValidPan(v.panNumber)) ctx.addIssue({ code: "custom", path: ["panNumber"], message: PAN_INVALID_MESSAGE });
    const state = GST_STATES.find((s) => s.name === v.gstState);
    if (v.gstState !== "" && !state) ctx.addIssue({ code: "custom", path: ["gstState"], message: GST_STATE_INVALID_MESSAGE });
    if (v.gstNumber !== "" && gstinOk) {
      if (v.gstState === "") ctx.addIssue({ code: "custom", path: ["gstState"], message: GST_STATE_REQUIRED_MESSAGE });
      else if (state && state.code !== v.gstNumber.slice(0, 2)) ctx.addIssue({ code: "custom", path: ["gstState"], message: GST_STATE_MISMATCH_MESSAGE });
      if (v.panNumber !== "" && isValidPan(v.panNumber) && panOfGstin(v.gstNumber) !== v.panNumber) {
        ctx.addIssue({ code: "custom", path: ["panNumber"], message: PAN_GSTIN_MISMATCH_MESSAGE });
      }
    }
  });
export type TBillingDetailsInput = z.input<typeof ZBillingDetails>;
export type TBillingDetails = z.output<typeof ZBillingDetails>;

const ZBillingResponse = z.object({ billingName: z.string(), gstNumber: z.string(), gstState: z.string(), panNumber: z.string() });

export const getBillingDetailsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/user/getBillingDetails",
  summary: "The signed-in user's billing details (empty strings when none are saved).",
  tag: "profile",
  auth: "user",
  query: ZEmpty,
  response: ZBillingResponse,
});

export const updateBillingDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/user/updateBillingDetails",
  summary: "The signed-in user saves their billing details: billingName, GSTIN (format, state code and check character), gstState (the GSTIN's state) and PAN (AAAAA9999A).",
  tag: "profile",
  auth: "user",
  body: ZBillingDetails,
  response: ZBillingResponse.extend({ message: z.string() }),
});
