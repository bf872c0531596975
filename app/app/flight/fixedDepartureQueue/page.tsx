import Link from "next/link";
import { Suspense } from "react";
import { FdQueue } from "@/components/fixed-departures/fd-queue";
import { requirePagePermission } from "@/server/auth/page-session";
import { GATEWAY_DISPLAY_NAMES, getPaymentSettings } from "@/server/payments/payment-settings";

export const metadata = { title: "Fixed Departure Queue" };

/** The flight area's fixed-departure queue (spec 000 fixedDepartureQueue): staff see every booking, agents and customers their own. */
export default async function Page() {
  const { principal, site } = await requirePagePermission("flights.fixedDepartures.view");
  const { activeGateway } = await getPaymentSettings(site.id);
  const gatewayName = activeGateway === "none" || activeGateway === "phonepe" ? null : GATEWAY_DISPLAY_NAMES[activeGateway];
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Fixed Departure Queue</h1>
        <Link href="/fixed-departures" className="text-sm font-medium text-brand hover:underline">
          Fixed departures
        </Link>
      </header>
      <Suspense>
        <FdQueue isStaff={principal.userType === "staff"} gatewayName={gatewayName} />
      </Suspense>
    </section>
  );
}
