import type { TPublicPackagesQuery } from "@/lib/contracts/packages";

/** Budget choices (per person, in minor units of the site's currency, which the list converts to) and durations (nights). */
export const BUDGETS = [5_000_000, 10_000_000, 20_000_000];
const budgetLabel = (minor: number, currency: string) => `Up to ${new Intl.NumberFormat("en-IN", { style: "currency", currency, maximumFractionDigits: 0 }).format(minor / 100)}`;
export const DURATIONS = [
  { value: "1-3", label: "1–3 nights" },
  { value: "4-6", label: "4–6 nights" },
  { value: "7-90", label: "7+ nights" },
];

const CONTROL = "w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm";

/** The /packages filters: a plain GET form (works without JavaScript; the URL keeps the filters). */
export function PackageFilters({ destinations, filters, duration, currency }: { destinations: string[]; filters: TPublicPackagesQuery; duration: string; currency: string }) {
  return (
    <form method="get" action="/packages" className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_1fr_1fr_auto]" aria-label="Filter packages">
      <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-slate-600 sm:col-span-1">
        Destination
        <select name="destination" defaultValue={filters.destination ?? ""} className={CONTROL}>
          <option value="">Any destination</option>
          {destinations.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
        Budget
        <select name="budgetMax" defaultValue={filters.budgetMax ? String(filters.budgetMax) : ""} className={CONTROL}>
          <option value="">Any budget</option>
          {BUDGETS.map((b) => (
            <option key={b} value={b}>
              {budgetLabel(b, currency)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
        Duration
        <select name="duration" defaultValue={duration} className={CONTROL}>
          <option value="">Any duration</option>
          {DURATIONS.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="col-span-2 self-end rounded bg-brand px-4 py-1.5 text-sm font-medium text-white hover:opacity-90 sm:col-span-1">
        Search
      </button>
    </form>
  );
}
