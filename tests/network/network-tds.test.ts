import type { TFlightResult } from "@/lib/contracts/flights";
import { priceFare } from "@/server/pricing/fare-engine";
import { fromWayfareResult } from "@/server/suppliers/wayfare/wayfare-map";

/**
 * A supplier site's fare as its partner API answers it, for our company: published ₹5,000 (its
 * totalPayable), a commission of ₹100 passed on with 2% TDS (₹2) withheld, so our company pays it
 * totalPayableAmt ₹4,902. The commission we earn is ₹98 and its TDS is already gone (decision 0032).
 */
const supplierAnswer = {
  resultIndex: "4~7",
  source: "Supplier Sim",
  isLcc: true,
  isRefundable: true,
  fareType: "normal",
  segments: [],
  lastTicketDate: null,
  airlineRemark: "",
  fareBreakdown: [{ paxType: 1, passengerCount: 1, baseFare: 4000, tax: 882, offeredOtherCharges: 0, publishedPrice: 5000, publishedFare: 4882 }],
  fare: { currency: "INR", baseFare: 4000, tax: 882, otherCharges: 118, publishedFare: 4882, markup: 100, gstOnMarkup: 18, discount: 0, totalPayable: 5000, offeredFare: 4782, commissionEarned: 100, tdsOnCommission: 2, totalPayableAmt: 4902 },
} as unknown as TFlightResult;

const trip = { isDomestic: true, journeyType: 1 as const, airlineCode: "6E", segmentCount: 1, adults: 1, children: 0, infants: 0 };
const rates = { gstOnMarkupBps: 1800, tdsOnCommissionBps: 200, isTdsDeductable: true };

describe("TDS on a network fare", () => {
  it("is not deducted a second time by the consumer: the supplier already withheld it from the commission it passed on", () => {
    const fare = fromWayfareResult(supplierAnswer, 0).fare;
    expect(fare).toMatchObject({ publishedFare: 500_000, offeredFare: 490_200, commissionEarned: 9_800 });
    const priced = priceFare({ fare, trip, rule: null, rates });
    expect(priced.tds).toBe(0);
    // Our net of the sale is exactly what the supplier charges our company.
    expect(priced.netOfCommission).toBe(490_200);
  });

  it("an own supplier's commission still has TDS deducted by the site's rate", () => {
    const own = { currency: "INR", baseFare: 400_000, tax: 100_000, otherCharges: 0, publishedFare: 500_000, offeredFare: 490_000, commissionEarned: 10_000, tdsOnCommission: 0, breakdown: [] };
    expect(priceFare({ fare: own, trip, rule: null, rates }).tds).toBe(200);
  });
});
