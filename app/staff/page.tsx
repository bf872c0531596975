import { HomeShortcuts } from "@/components/layout/home-shortcuts";
import { buildNavigation } from "@/components/layout/navigation";
import { requirePagePermission } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Back office" };

/** The staff home: the back-office screens and the booking queues this member of staff may open. */
export default async function Page() {
  const { site, principal } = await requirePagePermission("backoffice.dashboard.view");
  const permissions = new Set(await getPermissionKeys(principal));
  const navigation = buildNavigation({ userType: principal.userType, permissions, canShowPermissionMenu: site.canShowPermissionMenu, isSuperAdmin: principal.isSuperAdmin });
  const staffGroups = navigation
    .filter((g) => g.label === "Back office" || g.label === "Bookings")
    .map((g) => ({ ...g, links: g.links.filter((l) => l.href !== "/staff") }))
    .sort((a, b) => (a.label === "Back office" ? -1 : b.label === "Back office" ? 1 : 0));
  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Back office</h1>
        <p className="text-sm text-slate-600">{site.companyName} staff area.</p>
      </div>
      <HomeShortcuts groups={staffGroups} />
    </section>
  );
}
