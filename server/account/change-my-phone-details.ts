import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { users, type PhoneNumberEntry } from "@/db/schema/users";
import { PHONE_IN_USE_MESSAGE, PHONE_LABELS, PHONE_UPDATED_MESSAGE, type TChangeMyPhoneDetailsRequest } from "@/lib/contracts/profile";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

const digits = (phone: string) => phone.replace(/\D/g, "");

function phoneInUse(index: number): AppError {
  const field = `phoneNumbers.${index}.phoneNumber`;
  return new AppError("VALIDATION_ERROR", `${field}: ${PHONE_IN_USE_MESSAGE}`, { shortError: { [field]: PHONE_IN_USE_MESSAGE } });
}

/**
 * POST /api/user/changeMyPhoneDetails: the caller replaces their phones. The Primary entry becomes
 * users.phone / phoneCountryCode (unique on the site: another account's number is a 400 field
 * error); empty Secondary or Emergency entries are dropped. Stored as national digits and a dial code.
 */
export async function changeMyPhoneDetails(ctx: UserContext, input: TChangeMyPhoneDetailsRequest) {
  const entries: PhoneNumberEntry[] = input.phoneNumbers
    .filter((e) => e.label === "Primary" || e.phoneNumber !== "")
    .map((e) => ({ label: e.label, phoneNumber: digits(e.phoneNumber), phoneCountryCode: e.phoneCountryCode }))
    .sort((a, b) => PHONE_LABELS.indexOf(a.label) - PHONE_LABELS.indexOf(b.label));
  const primary = entries[0];
  const primaryIndex = input.phoneNumbers.findIndex((e) => e.label === "Primary");
  const userId = ctx.principal.userId;

  const [clash] = await ctx.db.db
    .select({ id: users.id })
    .from(users)
    .where(ctx.db.where(users, and(eq(users.phone, primary.phoneNumber), ne(users.id, userId))))
    .limit(1);
  if (clash) throw phoneInUse(primaryIndex);

  const updated = await ctx.db.db
    .update(users)
    .set({ phone: primary.phoneNumber, phoneCountryCode: primary.phoneCountryCode, phoneNumbers: entries, updatedAt: new Date() })
    .where(ctx.db.byId(users, userId))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      // Two accounts racing for one number: the unique index decides.
      const text = error instanceof Error ? `${error.message} ${(error as { constraint?: string }).constraint ?? ""} ${String((error as { cause?: unknown }).cause ?? "")}` : "";
      if (/users_site_phone_uq/.test(text)) throw phoneInUse(primaryIndex);
      throw error;
    });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "User not found");
  ctx.log.info({ userId }, "user changed their phone numbers");
  return { phoneNumbers: entries, message: PHONE_UPDATED_MESSAGE };
}
