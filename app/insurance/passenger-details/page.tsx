import Link from "next/link";
import { redirect } from "next/navigation";
import { PassengerDetailsForm } from "@/components/insurance/passenger-details-form";
import { parseTripParams, tripQuery } from "@/components/insurance/trip-params";
import { INSURANCE_REGION_LABELS } from "@/lib/contracts/insurance";
import { formatMoney } from "@/lib/money";
import { requirePagePermission } from "@/server/auth/page-session";
import { searchInsurancePlans } from "@/server/insurance/search-insurance-plans";
import { GATEWAY_DISPLAY_NAMES, getPaymentSettings } from "@/server/payments/payment-settings";

export const metadata = { title: "Passenger details" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /insurance/passenger-details (login required, spec 001 section 2): the chosen plan's travellers and payment. */
export default async function Page({ searchParams }: Props) {
  const { site } = await requirePagePermission("insurance.policies.book");
  const parsed = parseTripParams(await searchParams);
  const plan = parsed.trip ? searchInsurancePlans(parsed.trip).result.find((p) => p.planCode === parsed.plan) : undefined;
  if (!parsed.trip || !plan) redirect(parsed.trip ? `/insurance/search-results?${tripQuery(parsed.trip)}` : "/insurance/search-results");
  const { activeGateway } = await getPaymentSettings(site.id);
  const gatewayName = activeGateway === "none" || activeGateway === "phonepe" ? null : GATEWAY_DISPLAY_NAMES[activeGateway];
  const trip = parsed.trip;
  return (
    <section className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Passenger details</h1>
        <p className="text-sm text-slate-700">
          <span className="font-medium text-brand">{plan.planName}</span> for {trip.destination} ({INSURANCE_REGION_LABELS[trip.region]}), {trip.startDate} to {trip.endDate}: cover{" "}
          {formatMoney(plan.coverAmount, plan.currency)} per traveller, premium {formatMoney(plan.premium, plan.currency)}.
        </p>
        <Link href={`/insurance/search-results?${tripQuery(trip)}`} className="text-sm text-brand hover:underline">
          Change plan
        </Link>
      </header>
      <PassengerDetailsForm trip={trip} planCode={plan.planCode} planName={plan.planName} premium={plan.premium} currency={plan.currency} gatewayName={gatewayName} />
    </section>
  );
}
