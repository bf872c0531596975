import "server-only";
import type { TInsurancePlan, TInsuranceTrip } from "@/lib/contracts/insurance";
import { toMajorUnits } from "@/lib/money";
import { getInsurer } from "./simulated-insurer";

/** POST /api/insurance/searchPlans (and the /insurance/search-results page): the insurer's plans for the trip, in major units. */
export function searchInsurancePlans(trip: TInsuranceTrip): { result: TInsurancePlan[] } {
  const plans = getInsurer().quotePlans(trip);
  return {
    result: plans
      .map((p) => ({ ...p, coverAmount: toMajorUnits(p.coverAmount), premium: toMajorUnits(p.premium), premiumPerTraveller: p.premiumPerTraveller.map(toMajorUnits) }))
      .sort((a, b) => a.premium - b.premium),
  };
}
