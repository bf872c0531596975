import { redirect } from "next/navigation";
import { MarketsScreen } from "@/components/dmc/geo/markets-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Markets" };

export default async function Page() {
  const { principal } = await requirePagePermission("dmc.markets.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Markets</h1>
      <p className="text-sm text-slate-600">A customer&apos;s market decides which DMC rates they get; customers without one get the default market. Set a customer&apos;s market in their dialog on the Customers screen.</p>
      <MarketsScreen canEdit={await hasPermission(principal, "dmc.markets.edit")} />
    </section>
  );
}
