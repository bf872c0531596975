import { CustomersScreen } from "@/components/backoffice/customers/customers-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Customers" };

export default async function Page() {
  const { site, principal } = await requirePagePermission("customers.list.view");
  const permissions = await getPermissionKeys(principal);
  const keys = new Set<string>(permissions);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Customers</h1>
      <CustomersScreen
        canFilterByPermissionGroup={principal.isSuperAdmin && site.canShowPermissionMenu && keys.has("rbac.groups.view")}
        canViewApiConsumers={keys.has("apiConsumers.consumers.view")}
        access={{ permissions: [...keys], isSuperAdmin: principal.isSuperAdmin, canShowPermissionMenu: site.canShowPermissionMenu }}
      />
    </section>
  );
}
