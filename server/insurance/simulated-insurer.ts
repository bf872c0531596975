import { mulDivHalfUp } from "@/lib/money";
import type { CancellationQuote, InsurancePlanQuote, InsuranceRegion, InsurerAdapter, InsuranceTrip } from "./insurer-adapter";

/*
 * A deterministic insurer for the embedded setup and the tests: three plans whose premium is a
 * daily rate by destination region, times the trip's days, times a factor by the traveller's age.
 * Cancellation: full refund 7 or more days before the start date, half from 6 days to 1 day before,
 * none on or after the start date (the policy can no longer be cancelled).
 */

/** Paise per traveller per day for the Essential plan. */
const DAILY_RATE: Record<InsuranceRegion, number> = { asia: 4_000, europe: 7_000, americas: 9_000, worldwide: 10_000 };

const PLANS = [
  { code: "ESSENTIAL", name: "Essential", factor: 100, cover: 25_000_00 * 100, benefits: ["Emergency medical expenses", "Trip cancellation up to ₹25,000", "Lost passport assistance"] },
  { code: "STANDARD", name: "Standard", factor: 160, cover: 50_000_00 * 100, benefits: ["Emergency medical expenses", "Trip cancellation up to ₹75,000", "Checked baggage loss", "Flight delay ₹1,000 per 6 hours"] },
  { code: "PREMIUM", name: "Premium", factor: 240, cover: 1_00_000_00 * 100, benefits: ["Emergency medical expenses", "Trip cancellation up to ₹2,00,000", "Checked baggage loss", "Flight delay ₹2,000 per 6 hours", "Adventure sports cover"] },
] as const;

export const FULL_REFUND_DAYS = 7;
export const MIN_PREMIUM = 19_900;

/** Percent of the daily rate by age band. */
export function ageFactor(age: number): number {
  if (age < 18) return 60;
  if (age <= 40) return 100;
  if (age <= 60) return 150;
  if (age <= 70) return 250;
  return 400;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const simulatedInsurer: InsurerAdapter = {
  code: "simulated",
  quotePlans(trip: InsuranceTrip): InsurancePlanQuote[] {
    const tripDays = daysBetween(trip.startDate, trip.endDate) + 1;
    return PLANS.map((plan) => {
      const perTraveller = trip.ages.map((age) => Math.max(MIN_PREMIUM, mulDivHalfUp(DAILY_RATE[trip.region] * tripDays, plan.factor * ageFactor(age), 10_000)));
      return {
        insurer: "simulated",
        planCode: plan.code,
        planName: plan.name,
        coverAmount: plan.cover,
        premium: perTraveller.reduce((a, b) => a + b, 0),
        premiumPerTraveller: perTraveller,
        currency: "INR",
        tripDays,
        benefits: [...plan.benefits],
      };
    });
  },
  issuePolicy({ siteId, policyId, startDate }) {
    return { policyNumber: `SIM-${startDate.slice(0, 4)}-${siteId}-${String(policyId).padStart(6, "0")}` };
  },
  quoteCancellation({ premium, startDate, today }): CancellationQuote | null {
    const daysBefore = daysBetween(today, startDate);
    if (daysBefore >= FULL_REFUND_DAYS) return { refund: premium, rule: `Full refund ${FULL_REFUND_DAYS} or more days before the start date` };
    if (daysBefore >= 1) return { refund: mulDivHalfUp(premium, 1, 2), rule: `50% refund less than ${FULL_REFUND_DAYS} days before the start date` };
    return null;
  },
};

const INSURERS: Record<string, InsurerAdapter> = { simulated: simulatedInsurer };

/** The site's insurer (the simulated one on every site for now). */
export function getInsurer(code = "simulated"): InsurerAdapter {
  return INSURERS[code] ?? simulatedInsurer;
}
