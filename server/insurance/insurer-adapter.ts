/*
 * The insurer adapter (decision 0046): what Wayfare asks of a travel insurer. The simulated insurer
 * (simulated-insurer.ts) is the only one today; a real one plugs in behind the same interface.
 * Amounts are integer minor units.
 */

export const INSURANCE_REGIONS = ["asia", "europe", "americas", "worldwide"] as const;
export type InsuranceRegion = (typeof INSURANCE_REGIONS)[number];

export type InsuranceTrip = { region: InsuranceRegion; destination: string; startDate: string; endDate: string; ages: number[] };

export type InsurancePlanQuote = {
  insurer: string;
  planCode: string;
  planName: string;
  /** Sum insured per traveller. */
  coverAmount: number;
  /** The whole party's premium. */
  premium: number;
  premiumPerTraveller: number[];
  currency: string;
  tripDays: number;
  benefits: string[];
};

export type CancellationQuote = { refund: number; rule: string };

export interface InsurerAdapter {
  readonly code: string;
  /** The plans for a trip, cheapest first. */
  quotePlans(trip: InsuranceTrip): InsurancePlanQuote[];
  /** The insurer's policy number for a paid policy (idempotent: the same policy gets the same number). */
  issuePolicy(input: { siteId: number; policyId: number; startDate: string }): { policyNumber: string };
  /** What the insurer gives back when the policy is cancelled on `today`; null when it can no longer be cancelled. */
  quoteCancellation(input: { premium: number; startDate: string; today: string }): CancellationQuote | null;
}
