import "server-only";
import { createSiteDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { isValidDialPhone } from "@/lib/contracts/profile";

/**
 * What the phone prompt needs, read by the root layout with the page (no extra round trip): whether
 * the user's Primary phone is valid, and the current values to prefill. "INVALID" means unknown.
 */
export async function getPhonePromptState(siteId: number, userId: number) {
  const db = createSiteDb(siteId);
  const [row] = await db.db
    .select({ phone: users.phone, phoneCountryCode: users.phoneCountryCode, phoneNumbers: users.phoneNumbers })
    .from(users)
    .where(db.byId(users, userId))
    .limit(1);
  if (!row) return null;
  const primary = row.phoneNumbers.find((p) => p.label === "Primary") ?? { label: "Primary" as const, phoneNumber: row.phone ?? "", phoneCountryCode: row.phoneCountryCode ?? "" };
  return { needsPhone: !isValidDialPhone(primary.phoneCountryCode, primary.phoneNumber), phoneNumbers: row.phoneNumbers };
}
