import Link from "next/link";
import type { NavGroup } from "./navigation";

const DESCRIPTIONS: Record<string, string> = {
  "/app/flight/ticketQueue": "Your tickets: e-tickets, refunds and reissues.",
  "/app/flight/changeRequests": "Refund, partial refund and reissue requests and their status.",
  "/app/flight/bookedQueue": "Bookings on hold: pay to ticket them or release them.",
  "/user/transactionHistory": "Wallet balance, credit limit and every transaction; record a bank transfer.",
  "/user/payments": "Your gateway payments and their status.",
  "/user/dashboard": "Recent and held bookings, wallet and open change requests at a glance.",
  "/user/dashboard/userProfile": "Your name, phones, company, billing details and e-ticket logo.",
  "/user/dashboard/referral": "Your referral link and who signed up through it.",
  "/staff": "Customers, markups, permission groups and operations.",
  "/createNewUser": "A new B2B agent or B2c customer; they get an email to set their password.",
  "/staff/markups": "Markup groups and their airline, fixed-departure and activity rules.",
  "/staff/permission-groups": "Modules, permission groups and permissions per group.",
  "/staff/payment-entries": "Bank transfers recorded by customers, to approve or reject.",
  "/staff/mailbox": "Every email the site sent or is holding.",
};

/** The home page's shortcuts: the screens of the menu (except flight search, shown above), as cards. */
export function HomeShortcuts({ groups }: { groups: NavGroup[] }) {
  const links = groups.filter((g) => g.label !== "Flights").flatMap((g) => g.links);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="shortcuts-heading" className="space-y-2">
      <h2 id="shortcuts-heading" className="text-lg font-semibold">
        Shortcuts
      </h2>
      <ul className="grid gap-3 min-[601px]:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="group block h-full rounded-lg border border-slate-200 bg-white p-4 text-brand hover:border-brand">
              <span className="font-medium group-hover:underline">{link.label}</span>
              {DESCRIPTIONS[link.href] ? <span className="mt-1 block text-sm text-slate-600">{DESCRIPTIONS[link.href]}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
