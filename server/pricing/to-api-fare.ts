import "server-only";
import type { z } from "zod";
import type { ZFare, ZFareBreakdown } from "@/lib/contracts/flights";
import type { UserType } from "@/lib/constants";
import type { FareDetail } from "./fare-engine";

/** Who sees commission, TDS and net amounts (spec 000 section 6): staff and business users. */
export type FareVisibility = "business" | "customer";
export const fareVisibilityFor = (userType: UserType): FareVisibility => (userType === "retail" ? "customer" : "business");

const major = (minor: number) => Math.round(minor) / 100;

/** The engine's fare detail in the API's shape, leaving out what the role may not see. */
export function toApiFare(d: FareDetail, visibility: FareVisibility): { fare: z.infer<typeof ZFare>; fareBreakdown: z.infer<typeof ZFareBreakdown>[] } {
  const fare: z.infer<typeof ZFare> = {
    currency: d.currency,
    baseFare: major(d.baseFare),
    tax: major(d.tax),
    otherCharges: major(d.otherCharges),
    publishedFare: major(d.publishedFare),
    totalFare: major(d.totalFare),
    markup: major(d.markup),
    gstOnMarkup: major(d.gstOnMarkup),
    discount: major(d.discount),
    txnFee: major(d.txnFee),
    baggageMealCharges: major(d.baggagePrice + d.mealPrice),
    userMergeTxnFeeTaxes: 0,
    totalPayable: major(d.totalPayable),
    roundedTotalFare: major(d.roundedTotalFare),
  };
  if (visibility === "business") {
    fare.offeredFare = major(d.offeredFare);
    fare.commissionEarned = major(d.commissionEarned);
    fare.tdsOnCommission = major(d.tds);
    fare.totalPayableAmt = major(d.totalPayableAmt);
  }
  const fareBreakdown = d.perPaxType.map((p) => ({
    paxType: p.paxType,
    passengerCount: p.passengerCount,
    baseFare: major(p.baseFare),
    tax: major(p.tax),
    offeredOtherCharges: major(p.offeredOtherCharges),
    publishedPrice: major(p.publishedPrice),
    publishedFare: major(p.publishedFare),
  }));
  return { fare, fareBreakdown };
}
