import Link from "next/link";

const TABS = [
  { href: "/user/dashboard", label: "Dashboard" },
  { href: "/user/dashboard/userProfile", label: "Profile" },
  { href: "/user/dashboard/referral", label: "Referral" },
] as const;

/** The account pages' tabs: Dashboard, Profile, Referral. */
export function AccountTabs({ active }: { active: (typeof TABS)[number]["href"] }) {
  return (
    <nav aria-label="My account" className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === active ? "page" : undefined}
          className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium ${tab.href === active ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-slate-900"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
