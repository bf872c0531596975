import Link from "next/link";
import { notFound } from "next/navigation";
import { visaChecklistPath } from "@/lib/contracts/visas";
import { decodePathParam } from "@/lib/path-params";
import { getLockablePageSite } from "@/server/auth/page-session";
import { listVisaDestinations, loadVisaCountryPage } from "@/server/visas/load-visa-pages";

export async function generateMetadata(props: PageProps<"/visa/[country]">) {
  const { country } = await props.params;
  return { title: `Visa for ${(decodePathParam(country) ?? country).replace(/-/g, " ")}` };
}

/** /visa/{country} (lockable): the site's visa categories for a destination, each linking to its checklist. */
export default async function Page(props: PageProps<"/visa/[country]">) {
  const site = await getLockablePageSite();
  const { country } = await props.params;
  const slug = decodePathParam(country);
  const data = slug === null ? null : await loadVisaCountryPage(site.id, slug);
  if (!data) notFound();
  const destinations = (await listVisaDestinations(site.id)).filter((d) => d.countrySlug !== data.country.countrySlug);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm font-medium uppercase tracking-wide text-brand">Visas</p>
        <h1 className="text-2xl font-semibold">{data.country.countryName} visa</h1>
        <p className="text-sm text-slate-600">Choose a visa category to see the documents {site.companyName} needs from you.</p>
      </header>
      {data.result.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600">{site.companyName} offers no visa for {data.country.countryName} yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Visa categories">
          {data.result.map((c) => (
            <li key={c._id}>
              <Link
                href={visaChecklistPath(c)}
                className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 border-t-4 border-t-brand bg-white p-4 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="text-lg font-semibold text-slate-900">{c.visaCategory}</span>
                {c.description ? <span className="text-sm text-slate-600">{c.description}</span> : null}
                <span className="mt-auto text-sm font-medium text-brand">View checklist →</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {destinations.length > 0 ? (
        <nav aria-label="Other destinations" className="space-y-2">
          <h2 className="text-lg font-semibold">Other destinations</h2>
          <ul className="flex flex-wrap gap-2">
            {destinations.map((d) => (
              <li key={d.countrySlug}>
                <Link href={`/visa/${d.countrySlug}`} className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand hover:text-brand">
                  {d.countryName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
