import Link from "next/link";
import { FlightSearchForm } from "@/components/flight-search/flight-search-form";
import { requirePageUser } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Home" };

const USER_TYPE_LABEL: Record<string, string> = { staff: "Staff", travelAgent: "Travel agent (B2B)", retail: "Retail customer (B2C)", corporate: "Corporate" };

export default async function Page() {
  const { site, principal } = await requirePageUser();
  const permissions = new Set(await getPermissionKeys(principal));
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Welcome, {principal.firstName}</h1>
      <p className="text-slate-600">
        Signed in to {site.companyName} as <span data-testid="user-type">{USER_TYPE_LABEL[principal.userType] ?? principal.userType}</span>
        {principal.isSuperAdmin ? " (super admin)" : ""}.
      </p>
      {permissions.has("flights.search.search") ? (
        <div className="space-y-2">
          <h2 className="text-lg font-semibold">Search flights</h2>
          <FlightSearchForm />
        </div>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {permissions.has("backoffice.dashboard.view") ? (
          <li className="rounded border border-slate-200 bg-white p-4">
            <Link href="/staff" className="font-medium text-[var(--brand-color)] hover:underline">
              Back office
            </Link>
            <p className="text-sm text-slate-600">Customers, permission groups and operations.</p>
          </li>
        ) : null}
        <li className="rounded border border-slate-200 bg-white p-4">
          <span className="font-medium">Your permissions</span>
          <p className="text-sm text-slate-600" data-testid="permission-count">
            {permissions.size} permissions active
          </p>
        </li>
      </ul>
    </section>
  );
}
