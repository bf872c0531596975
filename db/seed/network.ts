import type { Db } from "../client";
import { supplierProfiles } from "../schema/network";

export const DEMO_SUPPLIER_TERMS = [
  "1. Bookings made through Demo Travels are paid from your wallet with Demo Travels before ticketing.",
  "2. Fares, holds and cancellations follow the airline's fare rules; Demo Travels' service fee is not refundable.",
  "3. Demo Travels may suspend access at any time for unpaid dues or misuse.",
].join("\n");

/** A site's supplier profile (idempotent: an existing profile is kept as it is). */
export async function seedSupplierProfile(db: Db, input: { siteId: number; categories: string[]; termsAndConditions: string }): Promise<void> {
  await db.insert(supplierProfiles).values(input).onConflictDoNothing({ target: supplierProfiles.siteId });
}
