import { redirect } from "next/navigation";
import { ExchangeRatesScreen } from "@/components/dmc-quotes/exchange-rates-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Exchange rates" };

export default async function Page() {
  const { principal } = await requirePagePermission("itineraries.karts.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Exchange rates</h1>
      <p className="text-sm text-slate-600">Quotations convert lines in other currencies at the rate in force when the currency is first added, and keep it. A new rate applies from its valid-from day; earlier rates stay in the history.</p>
      <ExchangeRatesScreen canEdit={await hasPermission(principal, "dmc.markets.edit")} />
    </section>
  );
}
