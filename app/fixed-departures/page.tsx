import { DepartureCard } from "@/components/fixed-departures/departure-card";
import { enforceLockMode } from "@/server/auth/page-session";
import { searchFixedDeparturesForPage } from "@/server/fixed-departures/search-fixed-departures";
import { GATEWAY_DISPLAY_NAMES, getPaymentSettings } from "@/server/payments/payment-settings";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { notFound } from "next/navigation";

export const metadata = { title: "Fixed departures" };

/** /fixed-departures (lockable, spec 001 section 2): group seats with seats left, priced for the visitor; signed-in customers book here. */
export default async function Page() {
  const { site, principal } = await enforceLockMode();
  if (!site) notFound();
  const { result } = await searchFixedDeparturesForPage(site.id, principal);
  const canBook = principal !== null && (await hasPermission(principal, "flights.fixedDepartures.book"));
  const { activeGateway } = await getPaymentSettings(site.id);
  const gatewayName = activeGateway === "none" || activeGateway === "phonepe" ? null : GATEWAY_DISPLAY_NAMES[activeGateway];
  return (
    <section className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">Fixed departures</h1>
        <p className="text-sm text-slate-600">Group seats on set flights from {site.companyName}: book with a deposit, pay the balance and send the names before the deadlines.</p>
      </header>
      {result.length === 0 ? <p className="text-sm text-slate-600">No Reults found!</p> : null}
      <div className="grid gap-4 min-[1001px]:grid-cols-2">
        {result.map((d) => (
          <DepartureCard key={d.id} departure={d} canBook={canBook} isSignedIn={principal !== null} gatewayName={gatewayName} />
        ))}
      </div>
    </section>
  );
}
