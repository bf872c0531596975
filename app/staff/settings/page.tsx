import { redirect } from "next/navigation";
import { LookToBookForm } from "@/components/backoffice/site-settings/look-to-book-form";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Site settings" };

/** Staff: the site's look-to-book search limits (decision 0022). */
export default async function Page() {
  const { principal, site } = await requirePagePermission("backoffice.siteSettings.lookToBook");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Site settings</h1>
        <p className="text-slate-600">Settings of {site.companyName}.</p>
      </div>
      <LookToBookForm initial={{ lookToBookFreeSearches: site.lookToBookFreeSearches, lookToBookMaxRatio: site.lookToBookMaxRatio }} />
    </section>
  );
}
