import Link from "next/link";
import { notFound } from "next/navigation";
import { CHECKLIST_PROSE } from "@/components/visas/checklist-prose";
import { VisaChecklistControls } from "@/components/visas/visa-checklist-controls";
import { visaChecklistPath } from "@/lib/contracts/visas";
import { decodePathParam } from "@/lib/path-params";
import { getLockablePageSite } from "@/server/auth/page-session";
import { listNationalityOptions, loadVisaChecklistPage } from "@/server/visas/load-visa-pages";

export const metadata = { title: "Visa checklist" };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /visa/{country}/{category}/{categoryId} (lockable): the category's checklist for the chosen
 * nationality (?nationality=IN), a share link and Copy link. Another site's category is 404.
 */
export default async function Page(props: PageProps<"/visa/[country]/[category]/[categoryId]">) {
  const site = await getLockablePageSite();
  const { country, categoryId } = await props.params;
  const id = Number(categoryId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) notFound();
  const requested = first((await props.searchParams).nationality)?.toUpperCase();
  const page = await loadVisaChecklistPage(site.id, id, requested && /^[A-Z]{2}$/.test(requested) ? requested : null);
  if (!page || page.category.countrySlug !== decodePathParam(country)) notFound();
  const { category } = page;
  const nationalityCode = page.status === "found" ? page.checklist.nationality.countryCode : page.nationalityCode;
  const options = await listNationalityOptions();
  return (
    <div className="space-y-5">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link href={`/visa/${category.countrySlug}`} className="text-brand hover:underline">
          {category.countryName} visa
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{category.visaCategory}</span>
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">
          {category.countryName}: {category.visaCategory}
        </h1>
        {category.description ? <p className="text-sm text-slate-600">{category.description}</p> : null}
      </header>
      <VisaChecklistControls path={visaChecklistPath(category)} nationalityCode={nationalityCode} available={page.nationalities.map((n) => n.countryCode)} options={options} />
      {page.status === "found" ? (
        <article aria-labelledby="checklist-heading" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="checklist-heading" className="mb-3 text-lg font-semibold">
            Checklist for {options.find((o) => o.countryCode === nationalityCode)?.nationality ?? page.checklist.nationality.countryName} passport holders
          </h2>
          {/* Sanitised on save and again on the way out (server/visas/sanitize-checklist-html.ts). */}
          <div className={CHECKLIST_PROSE} data-testid="visa-checklist" dangerouslySetInnerHTML={{ __html: page.checklist.checklist }} />
        </article>
      ) : (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {page.message}
        </p>
      )}
    </div>
  );
}
