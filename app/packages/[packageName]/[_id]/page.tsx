import Link from "next/link";
import { notFound } from "next/navigation";
import { EnquiryForm } from "@/components/packages/enquiry-form";
import { formatPackagePrice, nightsLabel } from "@/components/packages/format";
import { PackageGallery } from "@/components/packages/package-gallery";
import { toSiteDay } from "@/lib/dates";
import { getLockablePageSite, getPageContext } from "@/server/auth/page-session";
import { packagePage } from "@/server/packages/package-pages";

export const metadata = { title: "Holiday package" };

/** /packages/{packageName}/{_id} (lockable): gallery, plan, inclusions and exclusions, and the enquiry form. */
export default async function Page({ params }: { params: Promise<{ packageName: string; _id: string }> }) {
  const site = await getLockablePageSite();
  const { principal } = await getPageContext();
  const { _id } = await params;
  const id = /^\d{1,9}$/.test(_id) ? Number(_id) : null;
  const pkg = id ? await packagePage(site, id) : null;
  if (!pkg) notFound();
  const contact = principal ? { name: [principal.firstName, principal.lastName].filter(Boolean).join(" "), email: principal.email ?? "", phone: "" } : null;
  return (
    <article className="space-y-4">
      <nav className="text-sm">
        <Link href="/packages" className="text-brand hover:underline">
          ← All packages
        </Link>
      </nav>
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-brand">{pkg.destination}</p>
          <h1 className="text-2xl font-semibold">{pkg.name}</h1>
          <p className="text-sm text-slate-600">
            {nightsLabel(pkg.nights, pkg.days)}
            {pkg.supplierName ? ` · by ${pkg.supplierName}` : ""}
          </p>
        </div>
        <p className="text-sm text-slate-600">
          From <span className="text-2xl font-semibold text-slate-900">{formatPackagePrice(pkg.priceFrom, pkg.currency)}</span> per person
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <div className="min-w-0 space-y-5">
          <PackageGallery images={pkg.images} name={pkg.name} />
          {pkg.plan.length > 0 ? (
            <section aria-labelledby="plan-heading" className="space-y-2">
              <h2 id="plan-heading" className="text-lg font-semibold">
                Day-by-day plan
              </h2>
              <ol className="space-y-2">
                {pkg.plan.map((d) => (
                  <li key={d.day} className="rounded-lg border border-slate-200 bg-white p-3">
                    <p className="font-medium">
                      <span className="mr-2 rounded bg-brand px-1.5 py-0.5 text-xs text-white">Day {d.day}</span>
                      {d.title}
                    </p>
                    {d.description ? <p className="mt-1 text-sm text-slate-600">{d.description}</p> : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <section aria-labelledby="inclusions-heading" className="rounded-lg border border-slate-200 bg-white p-3">
              <h2 id="inclusions-heading" className="font-semibold">
                Inclusions
              </h2>
              <ul className="mt-1 list-inside list-disc text-sm text-slate-700">{pkg.inclusions.length ? pkg.inclusions.map((x) => <li key={x}>{x}</li>) : <li>—</li>}</ul>
            </section>
            <section aria-labelledby="exclusions-heading" className="rounded-lg border border-slate-200 bg-white p-3">
              <h2 id="exclusions-heading" className="font-semibold">
                Exclusions
              </h2>
              <ul className="mt-1 list-inside list-disc text-sm text-slate-700">{pkg.exclusions.length ? pkg.exclusions.map((x) => <li key={x}>{x}</li>) : <li>—</li>}</ul>
            </section>
          </div>
          <p className="text-xs text-slate-500">
            Valid {pkg.validFrom} to {pkg.validTill}.
          </p>
        </div>
        <aside className="min-w-0">
          <EnquiryForm packageId={pkg.packageId} minDate={toSiteDay(new Date(), site.timezone)} contact={contact} />
        </aside>
      </div>
    </article>
  );
}
