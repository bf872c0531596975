import { redirect } from "next/navigation";
import { LocationsScreen } from "@/components/dmc/geo/locations-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Locations" };

export default async function Page() {
  const { principal } = await requirePagePermission("dmc.locations.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Locations</h1>
      <p className="text-sm text-slate-600">Pickup and drop points: hotels, malls, the airport.</p>
      <LocationsScreen canEdit={await hasPermission(principal, "dmc.locations.edit")} />
    </section>
  );
}
