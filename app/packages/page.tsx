import { PackageCard } from "@/components/packages/package-card";
import { PackageFilters } from "@/components/packages/package-filters";
import { Messages } from "@/lib/constants";
import { ZPublicPackagesQuery, type TPublicPackagesQuery } from "@/lib/contracts/packages";
import { getLockablePageSite } from "@/server/auth/page-session";
import { packagesPage } from "@/server/packages/package-pages";

export const metadata = { title: "Holiday packages" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** The filters from the URL; a value that does not parse is dropped, never an error page. */
function readFilters(params: Record<string, string | string[] | undefined>): { filters: TPublicPackagesQuery; duration: string } {
  const duration = first(params.duration) ?? "";
  const [min, max] = /^\d{1,2}-\d{1,2}$/.test(duration) ? duration.split("-") : [undefined, undefined];
  const raw = { destination: first(params.destination), budgetMax: first(params.budgetMax), minNights: min, maxNights: max };
  const filters: TPublicPackagesQuery = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const one = ZPublicPackagesQuery.safeParse({ [key]: value });
    if (one.success) Object.assign(filters, one.data);
  }
  return { filters, duration: min ? duration : "" };
}

/** /packages (lockable): the site's packages and its TourPackages suppliers', filtered by destination, budget and duration. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const site = await getLockablePageSite();
  const { filters, duration } = readFilters(await searchParams);
  const { result, destinations } = await packagesPage(site, filters);
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">Holiday packages</h1>
        <p className="text-sm text-slate-600">Hand-picked holidays from {site.companyName}. Send an enquiry and we will plan the trip with you.</p>
      </header>
      <PackageFilters destinations={destinations} filters={filters} duration={duration} currency={site.currency} />
      {result.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">{Messages.noResults}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Packages">
          {result.map((p) => (
            <PackageCard key={p.packageId} pkg={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
