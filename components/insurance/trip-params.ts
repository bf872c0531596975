import { INSURANCE_REGION_LABELS, ZInsuranceTrip, type TInsuranceTrip } from "@/lib/contracts/insurance";

/*
 * The insurance pages carry the trip in the query string (shareable, no client state):
 * ?region=asia&destination=Singapore&startDate=2026-12-01&endDate=2026-12-07&ages=36,68[&plan=ESSENTIAL]
 */

export type TripValues = { region: string; destination: string; startDate: string; endDate: string; ages: string };
export type ParsedTrip = { values: TripValues; trip: TInsuranceTrip | null; errors: Partial<Record<keyof TripValues, string>>; plan: string | null };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const REGION_OPTIONS = Object.entries(INSURANCE_REGION_LABELS).map(([value, label]) => ({ value, label }));

/** The trip from the query; with no query at all, the form's defaults and no errors. */
export function parseTripParams(query: Record<string, string | string[] | undefined>): ParsedTrip {
  const values: TripValues = {
    region: first(query.region),
    destination: first(query.destination),
    startDate: first(query.startDate),
    endDate: first(query.endDate),
    ages: first(query.ages),
  };
  const plan = first(query.plan) || null;
  if (Object.values(values).every((v) => v === "")) {
    return { values: { region: "asia", destination: "", startDate: inDays(14), endDate: inDays(20), ages: "30" }, trip: null, errors: {}, plan };
  }
  const ages = values.ages.split(",").map((a) => a.trim()).filter(Boolean);
  const parsed = ZInsuranceTrip.safeParse({ ...values, ages: ages.map((a) => (/^\d+$/.test(a) ? Number(a) : a)) });
  if (parsed.success) return { values, trip: parsed.data, errors: {}, plan };
  const errors: ParsedTrip["errors"] = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as keyof TripValues;
    errors[key] ??= issue.message;
  }
  return { values, trip: null, errors, plan };
}

export function tripQuery(trip: TInsuranceTrip, plan?: string): string {
  const q = new URLSearchParams({ region: trip.region, destination: trip.destination, startDate: trip.startDate, endDate: trip.endDate, ages: trip.ages.join(",") });
  if (plan) q.set("plan", plan);
  return q.toString();
}
