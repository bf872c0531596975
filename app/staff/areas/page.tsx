import { redirect } from "next/navigation";
import { AreasScreen } from "@/components/dmc/geo/areas-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Area List" };

export default async function Page() {
  const { principal } = await requirePagePermission("dmc.areas.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Area List</h1>
      <p className="text-sm text-slate-600">Areas of a city (Deira, Dubai Marina, the airport): transfers are priced between them, and activities, hotels and pickup locations sit in them.</p>
      <AreasScreen canCreate={await hasPermission(principal, "dmc.areas.create")} canDelete={await hasPermission(principal, "dmc.areas.delete")} />
    </section>
  );
}
