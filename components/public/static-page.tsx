import type { ReactNode } from "react";

type Props = { title: string; site: { companyName: string; adminEmail: string | null; adminContact: string | null }; children: ReactNode };

/** A public information page carrying the site's own name and contacts. */
export function StaticPage({ title, site, children }: Props) {
  return (
    <article className="max-w-3xl space-y-3 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
      <p className="text-sm text-slate-500">
        Questions? Contact {site.companyName}
        {site.adminEmail ? ` at ${site.adminEmail}` : ""}
        {site.adminContact ? ` or ${site.adminContact}` : ""}.
      </p>
    </article>
  );
}
