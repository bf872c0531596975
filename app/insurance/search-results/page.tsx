import { PlanCard } from "@/components/insurance/plan-card";
import { TripForm } from "@/components/insurance/trip-form";
import { parseTripParams, tripQuery } from "@/components/insurance/trip-params";
import { INSURANCE_REGION_LABELS } from "@/lib/contracts/insurance";
import { getLockablePageSite } from "@/server/auth/page-session";
import { searchInsurancePlans } from "@/server/insurance/search-insurance-plans";

export const metadata = { title: "Travel insurance" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /insurance/search-results (lockable, spec 001 section 2): the trip form and the insurer's plans for it. */
export default async function Page({ searchParams }: Props) {
  const site = await getLockablePageSite();
  const parsed = parseTripParams(await searchParams);
  const plans = parsed.trip ? searchInsurancePlans(parsed.trip).result : [];
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">Travel insurance</h1>
        <p className="text-sm text-slate-600">Cover for medical emergencies, cancellation and baggage, issued at once by {site.companyName}.</p>
      </header>
      <TripForm values={parsed.values} errors={parsed.errors} />
      {parsed.trip ? (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {plans.length} plans for {parsed.trip.destination} ({INSURANCE_REGION_LABELS[parsed.trip.region]}), {parsed.trip.startDate} to {parsed.trip.endDate}, {parsed.trip.ages.length} traveller
            {parsed.trip.ages.length === 1 ? "" : "s"}
          </p>
          <div className="grid gap-4 min-[801px]:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard key={plan.planCode} plan={plan} href={`/insurance/passenger-details?${tripQuery(parsed.trip!, plan.planCode)}`} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
