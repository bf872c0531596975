import { redirect } from "next/navigation";
import { AreaTransfersScreen } from "@/components/dmc/geo/area-transfers-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Area Transfer List" };

export default async function Page() {
  const { principal } = await requirePagePermission("dmc.areaTransfers.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Area Transfer List</h1>
      <p className="text-sm text-slate-600">Area-to-area transfer rates per market: shared (SIC, per person) or private (PVT, per vehicle for a pax band), each valid between two dates.</p>
      <AreaTransfersScreen canEdit={await hasPermission(principal, "dmc.areaTransfers.edit")} canDelete={await hasPermission(principal, "dmc.areaTransfers.delete")} />
    </section>
  );
}
