import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { users, type PhoneNumberEntry } from "@/db/schema/users";
import { agentPhoneCountry, AgentMessages } from "@/lib/contracts/agents";
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from "@/server/account/sign-up";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { isUniqueViolation } from "@/server/markups/find-site-records";

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== "" ? value.trim() : null);

export type NewCustomerContacts = { email: string | null; phone: string | null; phoneCountryCode: string | null; phoneNumbers: PhoneNumberEntry[] };

/**
 * The contacts of a customer staff create (agent creation, DMC pending customers): the email as
 * typed, the phone normalised as sign-up and Change Details store it (national digits, dial code
 * "+91", also the Primary entry of phoneNumbers). The contract already refused invalid phones.
 */
export function toNewCustomerContacts(input: { email?: string | null; phone?: string | null; phoneCode?: string | null }): NewCustomerContacts {
  const email = blankToNull(input.email);
  const typed = blankToNull(input.phone);
  if (!typed) return { email, phone: null, phoneCountryCode: null, phoneNumbers: [] };
  const parsed = parsePhoneNumberFromString(typed, agentPhoneCountry(input.phoneCode).toUpperCase() as CountryCode);
  if (!parsed) throw new AppError("VALIDATION_ERROR", AgentMessages.invalidPhone);
  const phone = String(parsed.nationalNumber);
  const phoneCountryCode = `+${parsed.countryCallingCode}`;
  return { email, phone, phoneCountryCode, phoneNumbers: [{ label: "Primary", phoneNumber: phone, phoneCountryCode }] };
}

/**
 * 400 when another account of the site already uses the email or the phone; both fields reported
 * under `prefix` (the request's path to the contact fields, "userData.customer." or "").
 */
export async function assertNewContactsFree(ctx: RequestContext, contacts: NewCustomerContacts, prefix: string): Promise<void> {
  const { email, phone } = contacts;
  if (!email && !phone) return;
  const clashes = await ctx.db.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(ctx.db.where(users, or(email ? sql`lower(${users.email}) = ${email.toLowerCase()}` : undefined, phone ? eq(users.phone, phone) : undefined)))
    .limit(2);
  const shortError: Record<string, string> = {};
  if (email && clashes.some((c) => c.email?.toLowerCase() === email.toLowerCase())) shortError[`${prefix}email`] = EMAIL_TAKEN_MESSAGE;
  if (phone && clashes.some((c) => c.phone === phone)) shortError[`${prefix}phone`] = PHONE_TAKEN_MESSAGE;
  const [first] = Object.values(shortError);
  if (first) throw new AppError("VALIDATION_ERROR", first, { shortError });
}

/** Another request took the email or phone between the check and the write: the unique index decides. */
export function rethrowContactClash(error: unknown, prefix: string): never {
  if (isUniqueViolation(error, "users_site_email_uq")) throw new AppError("VALIDATION_ERROR", EMAIL_TAKEN_MESSAGE, { shortError: { [`${prefix}email`]: EMAIL_TAKEN_MESSAGE } });
  if (isUniqueViolation(error, "users_site_phone_uq")) throw new AppError("VALIDATION_ERROR", PHONE_TAKEN_MESSAGE, { shortError: { [`${prefix}phone`]: PHONE_TAKEN_MESSAGE } });
  throw error;
}
