import Link from "next/link";
import type { TInsurancePlan } from "@/lib/contracts/insurance";
import { formatMoney } from "@/lib/money";

/** One plan of the search results: cover, premium for the party, benefits and the way to buy it. */
export function PlanCard({ plan, href }: { plan: TInsurancePlan; href: string }) {
  return (
    <article aria-label={`${plan.planName} plan`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand">{plan.planName}</h2>
        <p className="text-sm text-slate-600">
          Cover {formatMoney(plan.coverAmount, plan.currency)} per traveller
        </p>
      </header>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {plan.benefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <p>
          <span className="block text-xs text-slate-500">
            Premium for {plan.premiumPerTraveller.length} traveller{plan.premiumPerTraveller.length === 1 ? "" : "s"}, {plan.tripDays} days
          </span>
          <span className="text-xl font-semibold" data-testid="plan-premium">
            {formatMoney(plan.premium, plan.currency)}
          </span>
        </p>
        <Link href={href} className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90">
          Choose {plan.planName}
        </Link>
      </div>
    </article>
  );
}
