import Link from "next/link";
import { FOOTER_LINKS } from "./navigation";

type Props = { companyName: string; adminEmail: string | null; adminContact: string | null; products?: { href: string; label: string }[] };

/** Every page's footer: the site's products (not for anonymous visitors of a locked site), policy pages and contacts. */
export function SiteFooter({ companyName, adminEmail, adminContact, products = [] }: Props) {
  return (
    <footer className="mt-10 print:hidden border-t border-slate-200 bg-white">
      {products.length ? (
        <nav aria-label="Explore" className="mx-auto w-full max-w-6xl px-4 pt-6 text-sm max-[601px]:px-2">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {products.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="font-medium text-brand hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-start justify-between gap-4 px-4 py-6 text-sm max-[601px]:flex-col max-[601px]:px-2">
        <nav aria-label="Policies">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-slate-700 hover:text-brand hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-slate-500">
          © {companyName}
          {adminEmail ? (
            <>
              {" · "}
              <a href={`mailto:${adminEmail}`} className="hover:text-brand hover:underline">
                {adminEmail}
              </a>
            </>
          ) : null}
          {adminContact ? ` · ${adminContact}` : null}
        </p>
      </div>
    </footer>
  );
}
