import Link from "next/link";
import type { NavGroup } from "./navigation";
import { SiteNav } from "./site-nav";
import { WalletBalanceBadge } from "./wallet-balance-badge";

type Props = {
  companyName: string;
  logoUrl: string | null;
  user: { firstName: string; userType: string } | null;
  /** The menu the user may open (components/layout/navigation.ts); empty for visitors. */
  navigation?: NavGroup[];
  showWalletBalance?: boolean;
};

function accountLinks(firstName: string) {
  return (
    <>
      <span className="text-slate-600 lg:whitespace-nowrap">
        Hello, <span data-testid="user-first-name">{firstName}</span>
      </span>
      <Link href="/logout" className="font-medium text-brand hover:underline">
        Logout
      </Link>
    </>
  );
}

/** The site's own branding (logo and company name from the database), the menu and the account links. */
export function SiteHeader({ companyName, logoUrl, user, navigation = [], showWalletBalance = false }: Props) {
  return (
    <header className="relative print:hidden border-t-4 border-b border-t-brand border-b-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-3 max-[601px]:px-2">
        <Link href="/app" className="flex min-w-0 items-center gap-3" aria-label={`${companyName} home`}>
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- per-site logos come from the database
            <img src={logoUrl} alt={`${companyName} logo`} className="h-9 w-auto" data-testid="site-logo" />
          ) : null}
          <span className="truncate text-lg font-semibold text-brand" data-testid="site-company-name">
            {companyName}
          </span>
        </Link>
        {user ? (
          <div className="flex items-center gap-4">
            {showWalletBalance ? <WalletBalanceBadge /> : null}
            <SiteNav groups={navigation} accountLinks={accountLinks(user.firstName)} />
            {/* Above 600 px; at 600 px and below these links are in the Menu. */}
            <nav aria-label="Account" className="flex items-center gap-4 text-sm max-[601px]:hidden">
              {accountLinks(user.firstName)}
            </nav>
          </div>
        ) : (
          <nav aria-label="Account" className="flex items-center gap-4 text-sm">
            <Link href="/signup" className="text-slate-700 hover:underline">
              Sign up
            </Link>
            <Link href="/login" className="font-medium text-brand hover:underline">
              Login
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
