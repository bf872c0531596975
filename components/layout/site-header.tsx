import Link from "next/link";

type Props = {
  companyName: string;
  logoUrl: string | null;
  user: { firstName: string; userType: string } | null;
};

/** The site's own branding (logo and company name from the database) and the account links. */
export function SiteHeader({ companyName, logoUrl, user }: Props) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-3 max-[600px]:flex-col max-[600px]:items-start max-[600px]:px-2">
        <Link href="/app" className="flex items-center gap-3" aria-label={`${companyName} home`}>
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- per-site logos come from the database
            <img src={logoUrl} alt={`${companyName} logo`} className="h-9 w-auto" data-testid="site-logo" />
          ) : null}
          <span className="text-lg font-semibold text-[var(--brand-color)]" data-testid="site-company-name">
            {companyName}
          </span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-4 text-sm">
          {user ? (
            <>
              <span className="text-slate-600">
                Hello, <span data-testid="user-first-name">{user.firstName}</span>
              </span>
              <Link href="/app/flight/search" className="text-slate-700 hover:underline">
                Flights
              </Link>
              <Link href="/app/flight/ticketQueue" className="text-slate-700 hover:underline">
                Tickets
              </Link>
              {user.userType === "staff" ? (
                <Link href="/staff" className="text-slate-700 hover:underline">
                  Back office
                </Link>
              ) : null}
              <Link href="/logout" className="font-medium text-[var(--brand-color)] hover:underline">
                Logout
              </Link>
            </>
          ) : (
            <>
              <Link href="/signup" className="text-slate-700 hover:underline">
                Sign up
              </Link>
              <Link href="/login" className="font-medium text-[var(--brand-color)] hover:underline">
                Login
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
