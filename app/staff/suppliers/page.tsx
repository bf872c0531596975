import { RemoteSuppliersPanel } from "@/components/backoffice/network/remote-suppliers-panel";
import { SuppliersScreen } from "@/components/backoffice/network/suppliers-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Our suppliers" };

export default async function Page() {
  const { principal } = await requirePagePermission("suppliers.relationships.view");
  const [canRequest, canChangeStatus] = await Promise.all([hasPermission(principal, "suppliers.relationships.request"), hasPermission(principal, "suppliers.relationships.changeStatus")]);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Our suppliers</h1>
      <p className="text-sm text-slate-600">Other sites of the network that supply this site. Read and accept a supplier&apos;s terms, then request each category.</p>
      <SuppliersScreen access={{ canRequest, canChangeStatus }} />
      <RemoteSuppliersPanel access={{ canRequest, canChangeStatus }} />
    </section>
  );
}
