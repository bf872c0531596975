import { FlightSearchForm } from "@/components/flight-search/flight-search-form";
import { AgentHome } from "@/components/account/agent-home/agent-home";
import { HomeShortcuts } from "@/components/layout/home-shortcuts";
import { buildNavigation } from "@/components/layout/navigation";
import { requirePageUser } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Home" };

const USER_TYPE_LABEL: Record<string, string> = { staff: "Staff", travelAgent: "Travel agent (B2B)", retail: "Retail customer (B2C)", corporate: "Corporate" };

/** The home page: flight search first; a business user's desk (issue 16) under it; then shortcuts to every screen the user may open. */
export default async function Page() {
  const { site, principal } = await requirePageUser();
  const permissions = new Set(await getPermissionKeys(principal));
  const can = (key: string) => principal.isSuperAdmin || permissions.has(key);
  const isBusiness = principal.userType === "travelAgent" || principal.userType === "corporate";
  const deskLinks = {
    held: can("tickets.queue.view") && can("flights.booking.hold") ? "/app/flight/bookedQueue" : null,
    changeRequests: can("tickets.changeRequests.view") ? "/app/flight/changeRequests" : null,
    wallet: can("wallet.own.view") ? "/user/transactionHistory" : null,
    tickets: can("tickets.queue.view") ? "/app/flight/ticketQueue" : null,
  };
  const navigation = buildNavigation({ userType: principal.userType, permissions, canShowPermissionMenu: site.canShowPermissionMenu, isSuperAdmin: principal.isSuperAdmin });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Welcome, {principal.firstName}</h1>
        <p className="text-sm text-slate-600">
          {site.companyName} · <span data-testid="user-type">{USER_TYPE_LABEL[principal.userType] ?? principal.userType}</span>
        </p>
      </div>
      {permissions.has("flights.search.search") ? (
        <section aria-labelledby="search-heading" className="space-y-2">
          <h2 id="search-heading" className="text-lg font-semibold">
            Search flights
          </h2>
          <FlightSearchForm />
        </section>
      ) : null}
      {isBusiness ? <AgentHome links={deskLinks} canSeeDepartures={can("tickets.queue.view")} canSearch={can("flights.search.search")} /> : null}
      <HomeShortcuts groups={navigation} />
    </div>
  );
}
