import { systemDb } from "@/db/client";
import { randomBytes } from "node:crypto";
import { dmcItineraries, dmcItineraryMiscellaneous } from "@/db/schema/dmc-itineraries";
import { dmcVoucherTokens } from "@/db/schema/dmc-vouchers";
import { hashUserToken } from "@/server/auth/user-tokens";

/**
 * Site A's vouchered itinerary (issue 14, vouchers, decision 0042) for kart/getVoucherPdf and
 * kart/sendVouchers: one miscellaneous line; and a voucher QR token of it for the redeem endpoints (decision 0058).
 */
export async function createDmcVouchersContractRows(siteId: number, customerId: number, tag: string) {
  const [itinerary] = await systemDb
    .insert(dmcItineraries)
    .values({ siteId, quotationId: `QV-${tag}`, customerId, kartName: `Victim voucher ${tag}`, adults: 2, noOfDays: 4, noOfNights: 3, arrivalDate: "2026-12-10", totalPrice: 10000, isVouchered: true })
    .returning();
  await systemDb.insert(dmcItineraryMiscellaneous).values({ siteId, itineraryId: itinerary.id, price: 10000, name: `Victim voucher misc ${tag}`, startDate: "2026-12-10" });
  const voucherToken = randomBytes(32).toString("base64url");
  const voucher = { kind: "Transfer", title: `Victim voucher transfer ${tag}`, date: "2026-12-10", confirmationNumber: `QV-${tag}-T1`, leadPassenger: `Victim lead ${tag}`, pax: "2 adult(s)", adults: 2, children: 0, infants: 0, quotationId: `QV-${tag}` };
  await systemDb.insert(dmcVoucherTokens).values({ siteId, kartId: itinerary.id, voucherRef: "T1", tokenHash: hashUserToken(voucherToken), voucher });
  return { itinerary, voucherToken };
}
