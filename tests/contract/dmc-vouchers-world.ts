import { systemDb } from "@/db/client";
import { dmcItineraries, dmcItineraryMiscellaneous } from "@/db/schema/dmc-itineraries";

/** Site A's vouchered itinerary (issue 14, vouchers, decision 0042) for kart/getVoucherPdf and kart/sendVouchers: one miscellaneous line. */
export async function createDmcVouchersContractRows(siteId: number, customerId: number, tag: string) {
  const [itinerary] = await systemDb
    .insert(dmcItineraries)
    .values({ siteId, quotationId: `QV-${tag}`, customerId, kartName: `Victim voucher ${tag}`, adults: 2, noOfDays: 4, noOfNights: 3, arrivalDate: "2026-12-10", totalPrice: 10000, isVouchered: true })
    .returning();
  await systemDb.insert(dmcItineraryMiscellaneous).values({ siteId, itineraryId: itinerary.id, price: 10000, name: `Victim voucher misc ${tag}`, startDate: "2026-12-10" });
  return { itinerary };
}
