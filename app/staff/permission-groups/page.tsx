import { redirect } from "next/navigation";
import { PermissionGroupsScreen } from "@/components/backoffice/permission-groups-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Permission groups" };

export default async function Page() {
  const { site, principal } = await requirePagePermission("rbac.groups.view");
  if (!site.canShowPermissionMenu) redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Permission groups</h1>
      <PermissionGroupsScreen canManage={await hasPermission(principal, "rbac.groups.manage")} />
    </section>
  );
}
