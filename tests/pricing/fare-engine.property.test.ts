import { allocate, percentOf, roundHalfUp } from "@/lib/money";
import { priceFare, type FareDetail } from "@/server/pricing/fare-engine";
import { compileRules, selectRule } from "@/server/pricing/select-rule";
import type { MarkupRule, PricingRates, PricingTrip } from "@/server/pricing/types";
import type { SupplierFare, SupplierPaxFare } from "@/server/suppliers/types";
import { rngFor, type Rng } from "@/server/suppliers/simulated/prng";

// Property tests: 5,000 random fares, rules, rates and passenger mixes from a seeded PRNG, so a
// failure names its seed and iteration and replays exactly.

/** The simulated supplier's seeded PRNG (mulberry32): a failure replays exactly. */
const prng = (seed: number): Rng => rngFor(seed);

const ITERATIONS = 5_000;
const SEED = 20_250_601;
const AIRLINES = ["6E", "AI", "UK", "SG", "EK", "QR"] as const;

function randomRule(rng: Rng, id: number): MarkupRule {
  const kind = rng.pick(["defaultAirline", "airlineSpecific", "airlineSpecific", "fixedDeparture"] as const);
  const valueType = rng.pick(["flat", "percent"] as const);
  const discountValueType = rng.pick([null, null, "flat", "percent"] as const);
  return {
    id,
    groupId: 1,
    kind,
    airlineCode: kind === "airlineSpecific" ? rng.pick(AIRLINES) : null,
    valueType,
    value: valueType === "flat" ? rng.int(0, 200_000) : rng.int(0, 2_500),
    basis: rng.pick(["perPassenger", "perBooking", "perSegment"] as const),
    sector: rng.pick(["domestic", "international", "both"] as const),
    journeyType: rng.pick([null, 1, 2, 3] as const),
    discountValueType,
    discountValue: discountValueType === "flat" ? rng.int(0, 300_000) : discountValueType === "percent" ? rng.int(0, 5_000) : 0,
    createdAt: new Date(Date.UTC(2025, 0, 1) + rng.int(0, 5) * 86_400_000),
  };
}

function randomCase(rng: Rng) {
  const adults = rng.int(1, 9);
  const children = rng.int(0, 9 - adults);
  const infants = rng.int(0, adults);
  const trip: PricingTrip = { isDomestic: rng.chance(0.5), journeyType: rng.pick([1, 2, 3] as const), airlineCode: rng.pick(AIRLINES), segmentCount: rng.int(1, 6), adults, children, infants };
  const breakdown: SupplierPaxFare[] = [];
  for (const [paxType, count] of [[1, adults], [2, children], [3, infants]] as const) {
    if (count === 0) continue;
    const free = rng.chance(0.03);
    breakdown.push({ paxType, passengerCount: count, baseFare: free ? 0 : count * rng.int(0, 9_000_000), tax: free ? 0 : count * rng.int(0, 1_500_000), otherCharges: count * rng.int(0, 20_000) });
  }
  const baseFare = breakdown.reduce((s, b) => s + b.baseFare, 0);
  const tax = breakdown.reduce((s, b) => s + b.tax, 0);
  const otherCharges = breakdown.reduce((s, b) => s + b.otherCharges, 0);
  const publishedFare = baseFare + tax + otherCharges;
  // Mostly a few percent of the base fare; sometimes an absurd one, beyond the published fare.
  const commissionEarned = rng.chance(0.02) ? rng.int(0, publishedFare * 2 + 1) : rng.chance(0.3) ? 0 : Math.floor((baseFare * rng.int(0, 800)) / 10_000);
  const fare: SupplierFare = { currency: "INR", baseFare, tax, otherCharges, publishedFare, offeredFare: Math.max(0, publishedFare - commissionEarned), commissionEarned, tdsOnCommission: 0, breakdown };
  const rules = Array.from({ length: rng.int(0, 12) }, (_, i) => randomRule(rng, i + 1));
  const rates: PricingRates = { gstOnMarkupBps: rng.pick([0, 500, 1200, 1800, 2800]), tdsOnCommissionBps: rng.pick([0, 200, 500, 1000]), isTdsDeductable: rng.chance(0.7) };
  const fees = { txnFee: rng.chance(0.5) ? 0 : rng.int(0, 50_000), baggagePrice: rng.chance(0.7) ? 0 : rng.int(0, 500_000), mealPrice: rng.chance(0.7) ? 0 : rng.int(0, 100_000) };
  return { trip, fare, rules, rates, fees };
}

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
const isMoney = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Every invariant of one priced fare; returns a description of the first broken one, or null. */
function brokenInvariant(c: ReturnType<typeof randomCase>, rule: MarkupRule | null, d: FareDetail): string | null {
  const fees = d.txnFee + d.baggagePrice + d.mealPrice;
  if (d.totalPayable !== d.publishedFare + d.markup + d.gstOnMarkup - d.discount + fees) return "totalPayable identity";
  if (d.netOfCommission !== d.totalPayable - d.commissionEarned + d.tds) return "netOfCommission identity";
  const amounts = [d.baseFare, d.tax, d.otherCharges, d.totalFare, d.publishedFare, d.offeredFare, d.commissionEarned, d.markup, d.gstOnMarkup, d.tds, d.discount, d.txnFee, d.baggagePrice, d.mealPrice, d.totalPayable, d.netOfCommission, d.roundedTotalFare];
  for (const p of d.perPaxType) amounts.push(p.baseFare, p.tax, p.offeredOtherCharges, p.publishedFare, p.markup, p.gstOnMarkup, p.discount, p.publishedPrice);
  if (!amounts.every(isMoney)) return "an amount is negative or not an integer";
  if (sum(d.perPaxType.map((p) => p.markup)) !== d.markup) return "pax markups do not sum to the markup";
  if (sum(d.perPaxType.map((p) => p.discount)) !== d.discount) return "pax discounts do not sum to the discount";
  if (sum(d.perPaxType.map((p) => p.gstOnMarkup)) !== d.gstOnMarkup) return "pax GST does not sum to the GST";
  if (sum(d.perPaxType.map((p) => p.publishedPrice - p.discount)) + fees !== d.totalPayable) return "pax prices do not sum to totalPayable";
  if (d.discount > d.markup + d.commissionEarned) return "discount above markup + commission";
  if (d.totalPayable < d.publishedFare - d.commissionEarned + d.gstOnMarkup + fees) return "totalPayable below the supplier's net";
  if (d.gstOnMarkup !== Number((BigInt(d.markup) * BigInt(c.rates.gstOnMarkupBps) * BigInt(2) + BigInt(10_000)) / BigInt(20_000))) return "GST is not half-up";
  const tds = c.rates.isTdsDeductable ? Number((BigInt(d.commissionEarned) * BigInt(c.rates.tdsOnCommissionBps) * BigInt(2) + BigInt(10_000)) / BigInt(20_000)) : 0;
  if (d.tds !== tds) return "TDS";
  if (d.roundedTotalFare % 100 !== 0 || Math.abs(d.roundedTotalFare - d.totalPayable) > 50) return "roundedTotalFare";
  if (d.appliedRuleId !== (rule?.id ?? null)) return "appliedRuleId";
  if (!rule && (d.markup !== 0 || d.discount !== 0)) return "markup without a rule";
  const payingRows = d.perPaxType.filter((p) => p.paxType !== 3);
  if (rule && rule.basis !== "perBooking" && sum(payingRows.map((p) => p.publishedFare)) > 0 && d.perPaxType.some((p) => p.paxType === 3 && p.markup > 0)) return "infant markup";
  if (rule && rule.valueType === "flat" && rule.basis === "perPassenger" && d.markup !== rule.value * (c.trip.adults + c.trip.children)) return "flat per passenger";
  if (rule && rule.valueType === "flat" && rule.basis === "perSegment" && d.markup !== rule.value * c.trip.segmentCount * (c.trip.adults + c.trip.children)) return "flat per segment";
  if (rule && rule.valueType === "flat" && rule.basis === "perBooking" && d.markup !== rule.value) return "flat per booking";
  return null;
}

/** The winning rule by brute force: the best of all matching candidates under the documented order. */
function bruteForceRule(rules: MarkupRule[], t: PricingTrip): MarkupRule | null {
  const key = (r: MarkupRule) => [r.kind === "airlineSpecific" ? 1 : 0, r.sector === "both" ? 0 : 1, r.journeyType === null ? 0 : 1, r.createdAt.getTime(), r.id];
  const matching = rules.filter(
    (r) =>
      (r.kind === "defaultAirline" || (r.kind === "airlineSpecific" && r.airlineCode === t.airlineCode)) &&
      (r.sector === "both" || r.sector === (t.isDomestic ? "domestic" : "international")) &&
      (r.journeyType === null || r.journeyType === t.journeyType),
  );
  matching.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  });
  return matching[0] ?? null;
}

function runAll(seed: number): { digest: number; failures: string[] } {
  const rng = prng(seed);
  const failures: string[] = [];
  let digest = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    const c = randomCase(rng);
    const rule = selectRule(c.rules, c.trip, "airline");
    if (compileRules(c.rules)(c.trip) !== rule) failures.push(`#${i}: compileRules disagrees with selectRule`);
    if (bruteForceRule(c.rules, c.trip) !== rule) failures.push(`#${i}: selectRule is not the best matching rule`);
    const detail = priceFare({ fare: c.fare, trip: c.trip, rule, rates: c.rates, ...c.fees });
    const broken = brokenInvariant(c, rule, detail);
    if (broken) failures.push(`#${i}: ${broken} ${JSON.stringify({ c, detail })}`);
    // Any rule of the set (not just the winner) must keep the invariants too.
    for (const other of c.rules.slice(0, 3)) {
      const d = priceFare({ fare: c.fare, trip: c.trip, rule: other, rates: c.rates, ...c.fees });
      const b = brokenInvariant(c, other, d);
      if (b) failures.push(`#${i} rule ${other.id}: ${b} ${JSON.stringify({ c, other, d })}`);
    }
    digest = (Math.imul(digest, 31) + detail.totalPayable + detail.netOfCommission * 7 + detail.markup * 13) | 0;
    if (failures.length > 5) break;
  }
  return { digest, failures };
}

describe(`fare engine properties (${ITERATIONS} random fares, seed ${SEED})`, () => {
  it("keeps every invariant and picks the best matching rule", () => {
    const { failures } = runAll(SEED);
    expect(failures).toEqual([]);
  });

  it("is deterministic: the same inputs price the same, run after run", () => {
    expect(runAll(SEED).digest).toBe(runAll(SEED).digest);
    const c = randomCase(prng(7));
    const rule = c.rules[0] ?? null;
    expect(priceFare({ fare: c.fare, trip: c.trip, rule, rates: c.rates })).toEqual(priceFare({ fare: c.fare, trip: c.trip, rule, rates: c.rates }));
  });
});

describe("allocate properties", () => {
  it("parts sum exactly to the total and each is within one paisa of its exact share", () => {
    const rng = prng(SEED + 1);
    for (let i = 0; i < ITERATIONS; i++) {
      const total = rng.chance(0.1) ? -rng.int(0, 1_000_000) : rng.int(0, rng.pick([10, 1_000, 10_000_000, 2 ** 40]));
      const weights = Array.from({ length: rng.int(1, 6) }, () => (rng.chance(0.2) ? 0 : rng.int(0, rng.pick([3, 1_000, 50_000_000, 2 ** 40]))));
      const parts = allocate(total, weights);
      expect(parts).toHaveLength(weights.length);
      expect(sum(parts)).toBe(total);
      const weightSum = sum(weights);
      const bigSum = BigInt(weightSum === 0 ? weights.length : weightSum);
      parts.forEach((part, k) => {
        expect(Number.isSafeInteger(part)).toBe(true);
        // |part x sum - total x weight| < sum, in exact integers.
        const diff = BigInt(part) * bigSum - BigInt(total) * BigInt(weightSum === 0 ? 1 : weights[k]);
        expect(diff < bigSum && -diff < bigSum).toBe(true);
      });
      expect(allocate(total, weights)).toEqual(parts);
    }
  });

  it("percentOf and roundHalfUp agree with exact BigInt half-up", () => {
    const rng = prng(SEED + 2);
    for (let i = 0; i < ITERATIONS; i++) {
      const amount = rng.int(0, rng.pick([1_000, 100_000_000, 2 ** 50]));
      const bps = rng.int(0, 20_000);
      const exact = Number((BigInt(amount) * BigInt(bps) * BigInt(2) + BigInt(10_000)) / BigInt(20_000));
      expect(percentOf(amount, bps)).toBe(exact);
      const d = rng.int(1, 1_000);
      expect(roundHalfUp(amount, d)).toBe(Number((BigInt(amount) * BigInt(2) + BigInt(d)) / BigInt(2 * d)));
    }
  });
});
