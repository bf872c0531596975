import Link from "next/link";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Back office" };

export default async function Page() {
  const { site, principal } = await requirePagePermission("backoffice.dashboard.view");
  const [canSeeGroups, canSeeMarkups, canSeePayments, canSeeMailbox] = await Promise.all([
    site.canShowPermissionMenu ? hasPermission(principal, "rbac.groups.view") : false,
    hasPermission(principal, "markups.groups.view"),
    hasPermission(principal, "wallet.paymentEntries.view"),
    hasPermission(principal, "notifications.emailOutbox.view"),
  ]);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Back office</h1>
      <p className="text-slate-600">{site.companyName} staff area.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {canSeeGroups ? (
          <li className="rounded border border-slate-200 bg-white p-4">
            <Link href="/staff/permission-groups" className="font-medium text-[var(--brand-color)] hover:underline">
              Permission groups
            </Link>
            <p className="text-sm text-slate-600">Modules, permission groups and permissions per group.</p>
          </li>
        ) : null}
        {canSeeMarkups ? (
          <li className="rounded border border-slate-200 bg-white p-4">
            <Link href="/staff/markups" className="font-medium text-[var(--brand-color)] hover:underline">
              Markups and discounts
            </Link>
            <p className="text-sm text-slate-600">Markup groups, their airline, fixed-departure and activity rules, and each customer&apos;s group.</p>
          </li>
        ) : null}
        {canSeePayments ? (
          <li className="rounded border border-slate-200 bg-white p-4">
            <Link href="/staff/payment-entries" className="font-medium text-[var(--brand-color)] hover:underline">
              Payment entries
            </Link>
            <p className="text-sm text-slate-600">Bank transfers recorded by customers: approve them into the wallet or reject them.</p>
          </li>
        ) : null}
        {canSeeMailbox ? (
          <li className="rounded border border-slate-200 bg-white p-4">
            <Link href="/staff/mailbox" className="font-medium text-[var(--brand-color)] hover:underline">
              Mailbox
            </Link>
            <p className="text-sm text-slate-600">Every email the site sent or is holding (without SMTP, mail waits here).</p>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
