import { AccountTabs } from "@/components/account/dashboard/account-tabs";
import { DashboardScreen } from "@/components/account/dashboard/dashboard-screen";
import { siteTimeZone } from "@/lib/dates";
import { requireCustomerPageUser } from "@/server/auth/page-session";
import { readDashboardForPage } from "@/server/dashboard/get-dashboard";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Dashboard" };

export default async function Page() {
  const { site, principal } = await requireCustomerPageUser();
  const [data, keys] = await Promise.all([readDashboardForPage(principal), getPermissionKeys(principal).then((k) => new Set(k))]);
  const can = (key: string) => principal.isSuperAdmin || keys.has(key);
  const isStaff = principal.userType === "staff";
  // Each block links to its full screen only when the menu would (the same permission checks).
  const links = {
    tickets: can("tickets.queue.view") ? "/app/flight/ticketQueue" : null,
    held: can("tickets.queue.view") && (isStaff || can("flights.booking.hold")) ? "/app/flight/bookedQueue" : null,
    changeRequests: can("tickets.changeRequests.view") ? "/app/flight/changeRequests" : null,
    wallet: !isStaff && can("wallet.own.view") ? "/user/transactionHistory" : null,
    search: can("flights.search.search") ? "/app/flight/search" : null,
  };
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      <AccountTabs active="/user/dashboard" />
      <DashboardScreen data={data} timeZone={siteTimeZone(site.timezone)} links={links} firstName={principal.firstName} />
    </section>
  );
}
