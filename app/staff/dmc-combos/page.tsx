import { CombosScreen } from "@/components/dmc/combos/combos-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Manage Combos" };

export default async function Page() {
  const { principal } = await requirePagePermission("dmc.combos.view");
  const canCreate = await hasPermission(principal, "dmc.combos.create");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Manage Combos</h1>
      <CombosScreen canCreate={canCreate} />
    </section>
  );
}
