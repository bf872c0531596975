import { priceFare, type FareDetail } from "@/server/pricing/fare-engine";
import { selectRule } from "@/server/pricing/select-rule";
import type { MarkupRule, PricingRates, PricingTrip } from "@/server/pricing/types";
import type { SupplierFare, SupplierPaxFare } from "@/server/suppliers/types";

// Worked examples of the fare engine: a rule set is narrowed to one rule with selectRule, then the
// fare is priced. All amounts are paise; percentages are basis points. Expected values are worked by
// hand in the comments: half-up means x.5 goes up, and per-pax-type shares are split by largest
// remainder (floors first, the paise left over to the largest fractional parts).

function paxRow(paxType: 1 | 2 | 3, passengerCount: number, baseFare: number, tax: number, otherCharges: number): SupplierPaxFare {
  return { paxType, passengerCount, baseFare, tax, otherCharges };
}

function fareOf(breakdown: SupplierPaxFare[], commissionEarned: number): SupplierFare {
  const baseFare = breakdown.reduce((s, b) => s + b.baseFare, 0);
  const tax = breakdown.reduce((s, b) => s + b.tax, 0);
  const otherCharges = breakdown.reduce((s, b) => s + b.otherCharges, 0);
  const publishedFare = baseFare + tax + otherCharges;
  return { currency: "INR", baseFare, tax, otherCharges, publishedFare, offeredFare: publishedFare - commissionEarned, commissionEarned, tdsOnCommission: 0, breakdown };
}

/** 1 adult, published 3,50,000 + 85,000 + 17,350 = 4,52,350 (₹4,523.50); commission 10,500. */
const FARE_1A = fareOf([paxRow(1, 1, 350_000, 85_000, 17_350)], 10_500);
/**
 * 2 adults 1 child 1 infant: adults 7,00,000 + 1,70,000 + 10,000 = 8,80,000; child 2,80,000 + 85,000
 * + 5,000 = 3,70,000; infant 50,000 + 12,345 = 62,345. Published 13,12,345; adults + child 12,50,000
 * (shares 0.704 and 0.296); commission 30,900.
 */
const FARE_MIX = fareOf([paxRow(1, 2, 700_000, 170_000, 10_000), paxRow(2, 1, 280_000, 85_000, 5_000), paxRow(3, 1, 50_000, 12_345, 0)], 30_900);
/** 9 adults on an LCC: 36,90,000 + 8,59,995 + 9,000 = 45,58,995; no commission. */
const FARE_9A = fareOf([paxRow(1, 9, 3_690_000, 859_995, 9_000)], 0);

const trip = (patch: Partial<PricingTrip>): PricingTrip => ({ isDomestic: true, journeyType: 1, airlineCode: "6E", segmentCount: 1, adults: 1, children: 0, infants: 0, ...patch });
const MIX = { adults: 2, children: 1, infants: 1 };

let nextId = 1;
function rule(patch: Partial<MarkupRule>): MarkupRule {
  return {
    id: nextId++,
    groupId: 1,
    kind: "defaultAirline",
    airlineCode: null,
    valueType: "flat",
    value: 0,
    basis: "perPassenger",
    sector: "both",
    journeyType: null,
    discountValueType: null,
    discountValue: 0,
    createdAt: new Date("2025-01-01T00:00:00Z"),
    ...patch,
  };
}

const RATES: PricingRates = { gstOnMarkupBps: 1800, tdsOnCommissionBps: 500, isTdsDeductable: true };

type Expected = Pick<FareDetail, "markup" | "gstOnMarkup" | "discount" | "tds" | "totalPayable" | "netOfCommission" | "roundedTotalFare"> & {
  paxMarkup: number[];
  paxGst: number[];
  paxDiscount: number[];
};
type Case = {
  name: string;
  fare: SupplierFare;
  trip: PricingTrip;
  rules: MarkupRule[];
  /** Index into rules of the rule that must apply; null for none. */
  applied: number | null;
  rates?: Partial<PricingRates>;
  fees?: { txnFee?: number; baggagePrice?: number; mealPrice?: number };
  expected: Expected;
};

const cases: Case[] = [
  {
    name: "no rule: no markup, no GST; TDS 5% of 10,500 = 525",
    fare: FARE_1A,
    trip: trip({}),
    rules: [],
    applied: null,
    // total 4,52,350; agent pays 4,52,350 - 10,500 + 525 = 4,42,375; ₹4,523.50 rounds up to ₹4,524.
    expected: { markup: 0, gstOnMarkup: 0, discount: 0, tds: 525, totalPayable: 452_350, netOfCommission: 442_375, roundedTotalFare: 452_400, paxMarkup: [0], paxGst: [0], paxDiscount: [0] },
  },
  {
    name: "rules for another sector and journey type only: none applies",
    fare: FARE_1A,
    trip: trip({}),
    rules: [rule({ sector: "international", value: 99_900 }), rule({ journeyType: 2, value: 88_800 })],
    applied: null,
    expected: { markup: 0, gstOnMarkup: 0, discount: 0, tds: 525, totalPayable: 452_350, netOfCommission: 442_375, roundedTotalFare: 452_400, paxMarkup: [0], paxGst: [0], paxDiscount: [0] },
  },
  {
    name: "default, domestic sector, flat per passenger, 1 adult",
    fare: FARE_1A,
    trip: trip({}),
    rules: [rule({ sector: "domestic", value: 25_000 }), rule({ sector: "international", value: 99_900 })],
    applied: 0,
    // markup 25,000 x 1; GST 18% = 4,500; total 4,52,350 + 25,000 + 4,500 = 4,81,850 -> ₹4,819;
    // agent 4,81,850 - 10,500 + 525 = 4,71,875.
    expected: { markup: 25_000, gstOnMarkup: 4_500, discount: 0, tds: 525, totalPayable: 481_850, netOfCommission: 471_875, roundedTotalFare: 481_900, paxMarkup: [25_000], paxGst: [4_500], paxDiscount: [0] },
  },
  {
    name: "default, both sectors, flat per passenger, 2 adults 1 child 1 infant (infant pays none)",
    fare: FARE_MIX,
    trip: trip(MIX),
    rules: [rule({ value: 25_000 })],
    applied: 0,
    // markup 25,000 x 3 = 75,000: adults 0.704 x 75,000 = 52,800, child 22,200, infant 0. GST 13,500:
    // by markup 9,504 / 3,996. TDS 5% of 30,900 = 1,545. Total 13,12,345 + 75,000 + 13,500 = 14,00,845
    // (₹14,008.45 -> ₹14,008); agent 14,00,845 - 30,900 + 1,545 = 13,71,490.
    expected: { markup: 75_000, gstOnMarkup: 13_500, discount: 0, tds: 1_545, totalPayable: 1_400_845, netOfCommission: 1_371_490, roundedTotalFare: 1_400_800, paxMarkup: [52_800, 22_200, 0], paxGst: [9_504, 3_996, 0], paxDiscount: [0, 0, 0] },
  },
  {
    name: "airline-specific, international sector, percent per passenger beats the default",
    fare: FARE_MIX,
    trip: trip({ ...MIX, isDomestic: false, journeyType: 2, segmentCount: 2, airlineCode: "AI" }),
    rules: [rule({ value: 99_900 }), rule({ kind: "airlineSpecific", airlineCode: "AI", sector: "international", valueType: "percent", value: 250 }), rule({ kind: "airlineSpecific", airlineCode: "6E", value: 77_700 })],
    applied: 1,
    // 2.5% of the adults + child 12,50,000 = 31,250: adults 22,000, child 9,250. GST 18% = 5,625:
    // 3,960 / 1,665. Total 13,12,345 + 31,250 + 5,625 = 13,49,220 -> ₹13,492; agent 13,49,220 - 30,900
    // + 1,545 = 13,19,865.
    expected: { markup: 31_250, gstOnMarkup: 5_625, discount: 0, tds: 1_545, totalPayable: 1_349_220, netOfCommission: 1_319_865, roundedTotalFare: 1_349_200, paxMarkup: [22_000, 9_250, 0], paxGst: [3_960, 1_665, 0], paxDiscount: [0, 0, 0] },
  },
  {
    name: "airline-specific, domestic, percent per booking: a half paisa rounds up",
    fare: FARE_1A,
    trip: trip({}),
    rules: [rule({ kind: "airlineSpecific", airlineCode: "6E", sector: "domestic", valueType: "percent", value: 100, basis: "perBooking" })],
    applied: 0,
    // 1% of 4,52,350 = 4,523.5 -> 4,524; GST 18% of 4,524 = 814.32 -> 814. Total 4,52,350 + 4,524 + 814
    // = 4,57,688 -> ₹4,577; agent 4,57,688 - 10,500 + 525 = 4,47,713.
    expected: { markup: 4_524, gstOnMarkup: 814, discount: 0, tds: 525, totalPayable: 457_688, netOfCommission: 447_713, roundedTotalFare: 457_700, paxMarkup: [4_524], paxGst: [814], paxDiscount: [0] },
  },
  {
    name: "default, flat per booking: shared by every pax type, infant included",
    fare: FARE_MIX,
    trip: trip(MIX),
    rules: [rule({ value: 50_000, basis: "perBooking" })],
    applied: 0,
    // 50,000 by published fare 8,80,000 / 3,70,000 / 62,345 of 13,12,345: 33,527.56 / 14,096.66 /
    // 2,375.33 -> floors 33,527 / 14,096 / 2,375 (49,998), +1 to the adults (.56) and child (.66).
    // GST 9,000 by markup: 6,035.04 / 2,537.46 / 427.5 -> 6,035 / 2,537 / 427, +1 to the infant (.5).
    // Total 13,12,345 + 50,000 + 9,000 = 13,71,345 -> ₹13,713; agent - 30,900 + 1,545 = 13,41,990.
    expected: { markup: 50_000, gstOnMarkup: 9_000, discount: 0, tds: 1_545, totalPayable: 1_371_345, netOfCommission: 1_341_990, roundedTotalFare: 1_371_300, paxMarkup: [33_528, 14_097, 2_375], paxGst: [6_035, 2_537, 428], paxDiscount: [0, 0, 0] },
  },
  {
    name: "default, international return, flat per segment x 4 segments",
    fare: FARE_MIX,
    trip: trip({ ...MIX, isDomestic: false, journeyType: 2, segmentCount: 4 }),
    rules: [rule({ sector: "international", journeyType: 2, value: 10_000, basis: "perSegment" })],
    applied: 0,
    // 10,000 x 4 segments x 3 passengers = 1,20,000: 84,480 / 35,520. GST 21,600: 15,206.4 / 6,393.6
    // -> 15,206 / 6,393, +1 to the child (.6). Total 13,12,345 + 1,20,000 + 21,600 = 14,53,945 ->
    // ₹14,539; agent - 30,900 + 1,545 = 14,24,590.
    expected: { markup: 120_000, gstOnMarkup: 21_600, discount: 0, tds: 1_545, totalPayable: 1_453_945, netOfCommission: 1_424_590, roundedTotalFare: 1_453_900, paxMarkup: [84_480, 35_520, 0], paxGst: [15_206, 6_394, 0], paxDiscount: [0, 0, 0] },
  },
  {
    name: "default, percent per segment is the per-passenger percentage",
    fare: FARE_MIX,
    trip: trip({ ...MIX, segmentCount: 4, journeyType: 3 }),
    rules: [rule({ valueType: "percent", value: 200, basis: "perSegment" })],
    applied: 0,
    // 2% of 12,50,000 = 25,000: 17,600 / 7,400; GST 4,500: 3,168 / 1,332. Total 13,41,845.
    expected: { markup: 25_000, gstOnMarkup: 4_500, discount: 0, tds: 1_545, totalPayable: 1_341_845, netOfCommission: 1_312_490, roundedTotalFare: 1_341_800, paxMarkup: [17_600, 7_400, 0], paxGst: [3_168, 1_332, 0], paxDiscount: [0, 0, 0] },
  },
  {
    name: "9 adults, flat per passenger, no commission so no TDS",
    fare: FARE_9A,
    trip: trip({ adults: 9 }),
    rules: [rule({ value: 15_000 })],
    applied: 0,
    // 15,000 x 9 = 1,35,000; GST 24,300. Total 45,58,995 + 1,35,000 + 24,300 = 47,18,295 (₹47,182.95
    // -> ₹47,183); agent pays the same (no commission).
    expected: { markup: 135_000, gstOnMarkup: 24_300, discount: 0, tds: 0, totalPayable: 4_718_295, netOfCommission: 4_718_295, roundedTotalFare: 4_718_300, paxMarkup: [135_000], paxGst: [24_300], paxDiscount: [0] },
  },
  {
    name: "9 adults, percent per booking with a percent discount",
    fare: FARE_9A,
    trip: trip({ adults: 9, segmentCount: 3, journeyType: 3 }),
    rules: [rule({ valueType: "percent", value: 175, basis: "perBooking", discountValueType: "percent", discountValue: 50 })],
    applied: 0,
    // 1.75% of 45,58,995 = 79,782.41 -> 79,782; discount 0.5% = 22,794.975 -> 22,795 (under the cap
    // 79,782 + 0); GST 18% of 79,782 = 14,360.76 -> 14,361. Total 45,58,995 + 79,782 + 14,361 - 22,795
    // = 46,30,343 -> ₹46,303.
    expected: { markup: 79_782, gstOnMarkup: 14_361, discount: 22_795, tds: 0, totalPayable: 4_630_343, netOfCommission: 4_630_343, roundedTotalFare: 4_630_300, paxMarkup: [79_782], paxGst: [14_361], paxDiscount: [22_795] },
  },
  {
    name: "flat discount per passenger; TDS off for a legal entity that is not TDS-deductable",
    fare: FARE_MIX,
    trip: trip(MIX),
    rules: [rule({ value: 20_000, discountValueType: "flat", discountValue: 5_000 })],
    applied: 0,
    rates: { isTdsDeductable: false },
    // markup 60,000 (42,240 / 17,760); discount 15,000 (10,560 / 4,440); GST 10,800: 7,603.2 / 3,196.8
    // -> 7,603 / 3,197. Total 13,12,345 + 60,000 + 10,800 - 15,000 = 13,68,145 -> ₹13,681; TDS 0, so
    // the agent pays 13,68,145 - 30,900 = 13,37,245.
    expected: { markup: 60_000, gstOnMarkup: 10_800, discount: 15_000, tds: 0, totalPayable: 1_368_145, netOfCommission: 1_337_245, roundedTotalFare: 1_368_100, paxMarkup: [42_240, 17_760, 0], paxGst: [7_603, 3_197, 0], paxDiscount: [10_560, 4_440, 0] },
  },
  {
    name: "discount capped at markup + commission",
    fare: FARE_1A,
    trip: trip({}),
    rules: [rule({ value: 1_000, basis: "perBooking", discountValueType: "flat", discountValue: 100_000 })],
    applied: 0,
    // cap 1,000 + min(10,500, 4,52,350 - 10,500) = 11,500. GST 180. Total 4,52,350 + 1,000 + 180 -
    // 11,500 = 4,42,030 (never below the supplier's net 4,41,850 + GST) -> ₹4,420; agent 4,32,055.
    expected: { markup: 1_000, gstOnMarkup: 180, discount: 11_500, tds: 525, totalPayable: 442_030, netOfCommission: 432_055, roundedTotalFare: 442_000, paxMarkup: [1_000], paxGst: [180], paxDiscount: [11_500] },
  },
  {
    name: "per segment: flat markup with a percent discount; TDS 2%",
    fare: FARE_MIX,
    trip: trip({ ...MIX, segmentCount: 3, journeyType: 3 }),
    rules: [rule({ value: 7_000, basis: "perSegment", discountValueType: "percent", discountValue: 100 })],
    applied: 0,
    rates: { tdsOnCommissionBps: 200 },
    // 7,000 x 3 x 3 = 63,000 (44,352 / 18,648); discount 1% of 12,50,000 = 12,500 (8,800 / 3,700);
    // GST 11,340: 7,983.36 / 3,356.64 -> 7,983 / 3,357. TDS 2% of 30,900 = 618. Total 13,12,345 +
    // 63,000 + 11,340 - 12,500 = 13,74,185 -> ₹13,742; agent - 30,900 + 618 = 13,43,903.
    expected: { markup: 63_000, gstOnMarkup: 11_340, discount: 12_500, tds: 618, totalPayable: 1_374_185, netOfCommission: 1_343_903, roundedTotalFare: 1_374_200, paxMarkup: [44_352, 18_648, 0], paxGst: [7_983, 3_357, 0], paxDiscount: [8_800, 3_700, 0] },
  },
  {
    name: "the site's own GST and TDS rates (5% and 2%)",
    fare: FARE_1A,
    trip: trip({}),
    rules: [rule({ valueType: "percent", value: 333 })],
    applied: 0,
    rates: { gstOnMarkupBps: 500, tdsOnCommissionBps: 200 },
    // 3.33% of 4,52,350 = 15,063.255 -> 15,063; GST 5% = 753.15 -> 753; TDS 2% of 10,500 = 210. Total
    // 4,52,350 + 15,063 + 753 = 4,68,166 -> ₹4,682; agent 4,68,166 - 10,500 + 210 = 4,57,876.
    expected: { markup: 15_063, gstOnMarkup: 753, discount: 0, tds: 210, totalPayable: 468_166, netOfCommission: 457_876, roundedTotalFare: 468_200, paxMarkup: [15_063], paxGst: [753], paxDiscount: [0] },
  },
  {
    name: "transaction fee, baggage and meal are added to the total",
    fare: FARE_1A,
    trip: trip({}),
    rules: [],
    applied: null,
    fees: { txnFee: 1_500, baggagePrice: 120_000, mealPrice: 35_000 },
    // 4,52,350 + 1,500 + 1,20,000 + 35,000 = 6,08,850 -> ₹6,089; agent - 10,500 + 525 = 5,98,875.
    expected: { markup: 0, gstOnMarkup: 0, discount: 0, tds: 525, totalPayable: 608_850, netOfCommission: 598_875, roundedTotalFare: 608_900, paxMarkup: [0], paxGst: [0], paxDiscount: [0] },
  },
];

describe("priceFare worked examples", () => {
  it.each(cases)("$name", ({ fare, trip: t, rules, applied, rates, fees, expected }) => {
    const chosen = selectRule(rules, t, "airline");
    expect(chosen).toBe(applied === null ? null : rules[applied]);
    const detail = priceFare({ fare, trip: t, rule: chosen, rates: { ...RATES, ...rates }, ...fees });
    const { paxMarkup, paxGst, paxDiscount, ...totals } = expected;
    expect(detail).toMatchObject(totals);
    expect(detail.appliedRuleId).toBe(chosen?.id ?? null);
    expect(detail.perPaxType.map((p) => p.markup)).toEqual(paxMarkup);
    expect(detail.perPaxType.map((p) => p.gstOnMarkup)).toEqual(paxGst);
    expect(detail.perPaxType.map((p) => p.discount)).toEqual(paxDiscount);
    expect(detail.totalFare).toBe(fare.publishedFare);
    expect(detail.publishedFare).toBe(fare.publishedFare);
    expect(detail.commissionEarned).toBe(fare.commissionEarned);
    expect(detail.currency).toBe("INR");
  });
});

describe("priceFare per pax type rows", () => {
  it("carries the supplier breakdown and adds markup and GST into publishedPrice", () => {
    const chosen = rule({ value: 25_000 });
    const detail = priceFare({ fare: FARE_MIX, trip: trip(MIX), rule: chosen, rates: RATES });
    expect(detail.perPaxType).toEqual([
      { paxType: 1, passengerCount: 2, baseFare: 700_000, tax: 170_000, offeredOtherCharges: 10_000, publishedFare: 880_000, markup: 52_800, gstOnMarkup: 9_504, discount: 0, publishedPrice: 942_304 },
      { paxType: 2, passengerCount: 1, baseFare: 280_000, tax: 85_000, offeredOtherCharges: 5_000, publishedFare: 370_000, markup: 22_200, gstOnMarkup: 3_996, discount: 0, publishedPrice: 396_196 },
      { paxType: 3, passengerCount: 1, baseFare: 50_000, tax: 12_345, offeredOtherCharges: 0, publishedFare: 62_345, markup: 0, gstOnMarkup: 0, discount: 0, publishedPrice: 62_345 },
    ]);
    const priced = detail.perPaxType.reduce((s, p) => s + p.publishedPrice - p.discount, 0);
    expect(priced).toBe(detail.totalPayable);
  });

  it("prices a fare without a breakdown as one row", () => {
    const fare = { ...FARE_1A, breakdown: [] };
    const detail = priceFare({ fare, trip: trip({ adults: 2 }), rule: rule({ value: 10_000 }), rates: RATES });
    expect(detail.markup).toBe(20_000);
    expect(detail.perPaxType).toHaveLength(1);
    expect(detail.perPaxType[0]).toMatchObject({ paxType: 1, passengerCount: 2, publishedFare: 452_350, markup: 20_000, gstOnMarkup: 3_600 });
  });

  it("a percent markup on adults and children is 0 when only infants carry a price", () => {
    const fare = fareOf([paxRow(1, 1, 0, 0, 0), paxRow(3, 1, 10_000, 0, 0)], 0);
    const detail = priceFare({ fare, trip: trip({ infants: 1 }), rule: rule({ valueType: "percent", value: 1_000 }), rates: RATES });
    expect(detail.markup).toBe(0);
    const flat = priceFare({ fare, trip: trip({ infants: 1 }), rule: rule({ value: 500 }), rates: RATES });
    expect(flat.perPaxType.map((p) => p.markup)).toEqual([500, 0]);
  });
});

describe("priceFare guards", () => {
  it("refuses fractional or negative money", () => {
    expect(() => priceFare({ fare: { ...FARE_1A, publishedFare: 452_350.5 }, trip: trip({}), rule: null, rates: RATES })).toThrow(RangeError);
    expect(() => priceFare({ fare: FARE_1A, trip: trip({}), rule: rule({ value: -1 }), rates: RATES })).toThrow(RangeError);
    expect(() => priceFare({ fare: FARE_1A, trip: trip({}), rule: null, rates: RATES, txnFee: -100 })).toThrow(RangeError);
    expect(() => priceFare({ fare: FARE_1A, trip: trip({}), rule: null, rates: { ...RATES, tdsOnCommissionBps: 10_001 } })).toThrow(RangeError);
  });

  it("limits a supplier commission above the published fare to the published fare", () => {
    const fare = { ...FARE_1A, commissionEarned: 500_000, offeredFare: 0 };
    const detail = priceFare({ fare, trip: trip({}), rule: rule({ discountValueType: "flat", discountValue: 1_000_000 }), rates: RATES });
    expect(detail.commissionEarned).toBe(452_350);
    // cap = 0 + min(4,52,350, 0) = 0: nothing left to give away.
    expect(detail.discount).toBe(0);
    expect(detail.netOfCommission).toBeGreaterThanOrEqual(0);
  });
});
