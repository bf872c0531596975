import "server-only";
import { eq, or, sql } from "drizzle-orm";
import { legalEntities, users, type PhoneNumberEntry } from "@/db/schema/users";
import type { TSignupRequest } from "@/lib/contracts/account";
import { getDialCode } from "@/lib/phone";
import { hashPassword } from "@/server/auth/password";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findReferrerId } from "./get-referral";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";
export const PHONE_TAKEN_MESSAGE = "An account with this phone number already exists";

const digits = (phone: string) => phone.replace(/[^\d]/g, "");

/**
 * POST /api/wl/user/signup: a retail customer, or a business with its company (a legal entity of
 * the site), in one transaction. Accounts start unverified; they can sign in at once.
 */
export async function signUp(ctx: RequestContext, input: TSignupRequest) {
  const email = input.email.trim();
  const phone = digits(input.phone);
  const [clash] = await ctx.db.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(ctx.db.where(users, or(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.phone, phone))))
    .limit(1);
  if (clash) {
    const isEmail = clash.email?.toLowerCase() === email.toLowerCase();
    const message = isEmail ? EMAIL_TAKEN_MESSAGE : PHONE_TAKEN_MESSAGE;
    throw new AppError("VALIDATION_ERROR", message, { shortError: { [isEmail ? "email" : "phone"]: message } });
  }
  const dialCode = getDialCode(input.phoneCode) ?? "";
  const phoneNumbers: PhoneNumberEntry[] = [{ label: "Primary", phoneNumber: phone, phoneCountryCode: dialCode }];
  if (input.userType !== "retail") {
    phoneNumbers.push({ label: "Secondary", phoneNumber: digits(input.secondaryPhone), phoneCountryCode: getDialCode(input.secondaryPhoneCode) ?? "" });
  }
  const passwordHash = await hashPassword(input.password);
  const referredByUserId = await findReferrerId(ctx.db, input.referralCode);

  const user = await ctx.db.transaction(async (tx) => {
    let legalEntityId: number | null = null;
    if (input.userType !== "retail") {
      const [le] = await tx
        .insert(legalEntities)
        .values({
          siteId: ctx.site.id,
          companyName: input.companyName,
          address1: input.address1,
          address2: input.address2 || null,
          secondaryPhone: digits(input.secondaryPhone),
          city: input.city,
          state: input.state,
          country: input.country,
          pincode: input.pincode,
        })
        .returning({ id: legalEntities.id });
      legalEntityId = le.id;
    }
    const [created] = await tx
      .insert(users)
      .values({
        siteId: ctx.site.id,
        userType: input.userType,
        firstName: input.firstName,
        lastName: input.lastName,
        gender: input.userType === "retail" ? input.gender : null,
        email,
        phone,
        phoneCountryCode: dialCode,
        phoneNumbers,
        passwordHash,
        isVerified: false,
        legalEntityId,
        referredByUserId,
      })
      .returning({ id: users.id, userType: users.userType });
    return created;
  }).catch((error: unknown) => {
    // Two sign-ups racing for one email: the unique index decides.
    if (error instanceof Error && /users_site_(email|phone)_uq/.test(`${error.message} ${(error as { constraint?: string }).constraint ?? ""}`)) {
      throw new AppError("VALIDATION_ERROR", EMAIL_TAKEN_MESSAGE, { shortError: { email: EMAIL_TAKEN_MESSAGE } });
    }
    throw error;
  });
  ctx.log.info({ userId: user.id, userType: user.userType }, "user signed up");
  return { userId: user.id, userType: user.userType, status: "unverified" as const };
}
