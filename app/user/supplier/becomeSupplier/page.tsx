import { BecomeSupplierForm } from "@/components/backoffice/network/become-supplier-form";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Become a supplier" };

export default async function Page() {
  const { principal } = await requirePagePermission("suppliers.profile.view");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Become a supplier</h1>
      <BecomeSupplierForm canManage={await hasPermission(principal, "suppliers.profile.manage")} />
    </section>
  );
}
