/**
 * bench/pricing.ts: `npx tsx --conditions=react-server bench/pricing.ts`
 * How many fares per second the fare engine prices on one core with 50 markup rules in play: each
 * iteration picks the rule for a fare's trip and prices it (server/pricing). ~1,000 varied fares
 * (1 to 9 adults, children, infants, domestic and international, one-way, return and multi-city, six
 * airlines) are priced round-robin for DURATION_MS (default 2,000 ms) after a warm-up.
 * Two paths are timed: compileRules once per rule set then the compiled matcher per fare (what a
 * search pricing hundreds of results does), and selectRule on the raw 50 rules per fare.
 * Goal: at least 200,000 fares per second on the compiled path; exits 1 below it.
 */
import { performance } from "node:perf_hooks";
import { priceFare } from "../server/pricing/fare-engine";
import { rngFor } from "../server/suppliers/simulated/prng";
import { compileRules, selectRule } from "../server/pricing/select-rule";
import type { MarkupRule, PricingRates, PricingTrip } from "../server/pricing/types";
import type { SupplierFare, SupplierPaxFare } from "../server/suppliers/types";

const GOAL = 200_000;
const DURATION_MS = Number(process.env.DURATION_MS ?? 2_000);
const RULES = 50;
const FARES = 1_000;
const AIRLINES = ["6E", "AI", "UK", "SG", "EK", "QR"];

const rng = rngFor(42);

function buildRules(): MarkupRule[] {
  const rules: MarkupRule[] = [];
  for (let id = 1; id <= RULES; id++) {
    const kind = id <= 10 ? "defaultAirline" : id <= 44 ? "airlineSpecific" : rng.pick(["fixedDeparture", "activity"] as const);
    const valueType = rng.pick(["flat", "percent"] as const);
    const discountValueType = rng.pick([null, "flat", "percent"] as const);
    rules.push({
      id,
      groupId: 1,
      kind,
      airlineCode: kind === "airlineSpecific" ? rng.pick(AIRLINES) : null,
      valueType,
      value: valueType === "flat" ? rng.int(5_000, 60_000) : rng.int(50, 600),
      basis: rng.pick(["perPassenger", "perBooking", "perSegment"] as const),
      sector: rng.pick(["domestic", "international", "both"] as const),
      journeyType: rng.pick([null, null, 1, 2, 3] as const),
      discountValueType,
      discountValue: discountValueType === "flat" ? rng.int(0, 20_000) : discountValueType === "percent" ? rng.int(0, 200) : 0,
      createdAt: new Date(Date.UTC(2025, 0, 1) + id * 3_600_000),
    });
  }
  return rules;
}

function buildFares(): { fare: SupplierFare; trip: PricingTrip }[] {
  const fares: { fare: SupplierFare; trip: PricingTrip }[] = [];
  for (let i = 0; i < FARES; i++) {
    const adults = rng.int(1, 9);
    const children = rng.int(0, 9 - adults);
    const infants = rng.int(0, Math.min(adults, 2));
    const isDomestic = rng.int(0, 1) === 0;
    const journeyType = rng.pick([1, 2, 3] as const);
    const trip: PricingTrip = { isDomestic, journeyType, airlineCode: rng.pick(AIRLINES), segmentCount: journeyType === 1 ? rng.int(1, 2) : rng.int(2, 6), adults, children, infants };
    const adultBase = rng.int(200_000, isDomestic ? 1_500_000 : 9_000_000);
    const breakdown: SupplierPaxFare[] = [];
    const add = (paxType: 1 | 2 | 3, count: number, base: number) => {
      if (count > 0) breakdown.push({ paxType, passengerCount: count, baseFare: base * count, tax: rng.int(20_000, 400_000) * count, otherCharges: rng.int(0, 5_000) * count });
    };
    add(1, adults, adultBase);
    add(2, children, Math.floor(adultBase * 0.75));
    add(3, infants, Math.floor(adultBase * 0.1));
    const baseFare = breakdown.reduce((s, b) => s + b.baseFare, 0);
    const tax = breakdown.reduce((s, b) => s + b.tax, 0);
    const otherCharges = breakdown.reduce((s, b) => s + b.otherCharges, 0);
    const publishedFare = baseFare + tax + otherCharges;
    const commissionEarned = Math.floor((baseFare * rng.int(0, 500)) / 10_000);
    fares.push({ trip, fare: { currency: "INR", baseFare, tax, otherCharges, publishedFare, offeredFare: publishedFare - commissionEarned, commissionEarned, tdsOnCommission: 0, breakdown } });
  }
  return fares;
}

const rules = buildRules();
const fares = buildFares();
const rates: PricingRates = { gstOnMarkupBps: 1800, tdsOnCommissionBps: 200, isTdsDeductable: true };

/** Prices fares round-robin for `ms` and returns fares per second (and a checksum the JIT cannot drop). */
function run(ms: number, pick: (trip: PricingTrip) => MarkupRule | null): { perSecond: number; checksum: number; withRule: number } {
  let checksum = 0;
  let withRule = 0;
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let k = 0; k < 1_000; k++) {
      const { fare, trip } = fares[count % FARES];
      const rule = pick(trip);
      const detail = priceFare({ fare, trip, rule, rates });
      checksum = (checksum + detail.totalPayable) % 1_000_000_007;
      if (rule) withRule++;
      count++;
    }
    elapsed = performance.now() - start;
  }
  return { perSecond: Math.round((count / elapsed) * 1_000), checksum, withRule: withRule / count };
}

const match = compileRules(rules);
const compiled = (trip: PricingTrip) => match(trip, "airline");
const simple = (trip: PricingTrip) => selectRule(rules, trip, "airline");

run(300, compiled); // warm-up
run(300, simple);
const fast = run(DURATION_MS, compiled);
const plain = run(DURATION_MS, simple);
const fmt = (n: number) => n.toLocaleString("en-US");

console.log(`Fare engine: ${RULES} rules, ${FARES} fares, ${DURATION_MS} ms per path, one core (node ${process.version})`);
console.log(`  compileRules + priceFare: ${fmt(fast.perSecond).padStart(10)} fares/s  (${(1e6 / fast.perSecond).toFixed(2)} µs per fare)`);
console.log(`  selectRule + priceFare:   ${fmt(plain.perSecond).padStart(10)} fares/s  (${(1e6 / plain.perSecond).toFixed(2)} µs per fare)`);
console.log(`  fares with a rule applied: ${(fast.withRule * 100).toFixed(1)}%; checksum ${fast.checksum}`);
console.log(`  goal >= ${fmt(GOAL)} fares/s: ${fast.perSecond >= GOAL ? "met" : "NOT MET"}`);
if (fast.perSecond < GOAL) process.exit(1);
