import { redirect } from "next/navigation";
import { DriversScreen } from "@/components/dmc/geo/drivers-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Drivers" };

export default async function Page() {
  const { principal } = await requirePagePermission("dmc.drivers.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Drivers</h1>
      <p className="text-sm text-slate-600">The drivers transfers are assigned to.</p>
      <DriversScreen canEdit={await hasPermission(principal, "dmc.drivers.edit")} />
    </section>
  );
}
