import "server-only";
import type { z } from "zod";
import type { ZFare, ZFareBreakdown } from "@/lib/contracts/flights";
import type { UserType } from "@/lib/constants";
import { toMajorUnits } from "@/lib/money";
import type { FareDetail } from "./fare-engine";
import { saleTotals } from "@/lib/sale-totals";
import { saleFareOf } from "./sale-totals";

/** Who sees commission, TDS and net amounts (spec 000 section 6): staff and business users. */
export type FareVisibility = "business" | "customer";
export const fareVisibilityFor = (userType: UserType): FareVisibility => (userType === "retail" ? "customer" : "business");

/** The engine's fare detail in the API's shape, leaving out what the role may not see. */
export function toApiFare(d: FareDetail, visibility: FareVisibility): { fare: z.infer<typeof ZFare>; fareBreakdown: z.infer<typeof ZFareBreakdown>[] } {
  const totals = saleTotals(saleFareOf(d), { baggage: d.baggagePrice, meals: d.mealPrice });
  const fare: z.infer<typeof ZFare> = {
    currency: d.currency,
    baseFare: toMajorUnits(d.baseFare),
    tax: toMajorUnits(d.tax),
    otherCharges: toMajorUnits(totals.otherCharges),
    publishedFare: toMajorUnits(d.publishedFare),
    totalFare: toMajorUnits(d.totalFare),
    markup: toMajorUnits(d.markup),
    gstOnMarkup: toMajorUnits(d.gstOnMarkup),
    discount: toMajorUnits(d.discount),
    txnFee: toMajorUnits(d.txnFee),
    baggageMealCharges: toMajorUnits(totals.extras),
    userMergeTxnFeeTaxes: 0,
    totalPayable: toMajorUnits(totals.totalPayable),
    roundedTotalFare: toMajorUnits(totals.roundedTotalFare),
  };
  if (visibility === "business") {
    fare.offeredFare = toMajorUnits(d.offeredFare);
    fare.commissionEarned = toMajorUnits(d.commissionEarned);
    fare.tdsOnCommission = toMajorUnits(d.tds);
    fare.totalPayableAmt = toMajorUnits(totals.totalPayableAmt);
  }
  const fareBreakdown = d.perPaxType.map((p) => ({
    paxType: p.paxType,
    passengerCount: p.passengerCount,
    baseFare: toMajorUnits(p.baseFare),
    tax: toMajorUnits(p.tax),
    offeredOtherCharges: toMajorUnits(p.offeredOtherCharges),
    publishedPrice: toMajorUnits(p.publishedPrice),
    publishedFare: toMajorUnits(p.publishedFare),
  }));
  return { fare, fareBreakdown };
}
