import { Suspense } from "react";
import { CreatePaymentLinkForm } from "@/components/payments/create-payment-link-form";
import { PaymentLinkScreen } from "@/components/payments/payment-link-screen";
import { FdBalancesDue } from "@/components/fixed-departures/balances-due";
import { listFdBalancesDue } from "@/server/fixed-departures/list-fixed-departure-queue";
import { GATEWAY_DISPLAY_NAMES, getPaymentSettings } from "@/server/payments/payment-settings";
import { getLockablePageSite, getPageContext } from "@/server/auth/page-session";
import { findPaymentLinkView } from "@/server/product-payments/payment-links";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Payments" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /payments (lockable, spec 001 section 2): a customer pays a payment link through the site's gateway; staff create links here. */
export default async function Page({ searchParams }: Props) {
  const site = await getLockablePageSite();
  const { principal } = await getPageContext();
  const query = await searchParams;
  const token = (Array.isArray(query.link) ? query.link[0] : query.link) ?? "";
  const link = token ? await findPaymentLinkView(site.id, token) : null;
  const canCreate = principal?.userType === "staff" && (await hasPermission(principal, "wallet.paymentLinks.create"));
  // A signed-in customer's amounts due: fixed-departure balances (decision 0052).
  const balances = principal && principal.userType !== "staff" && (await hasPermission(principal, "flights.fixedDepartures.book")) ? await listFdBalancesDue(site.id, principal.userId) : [];
  const { activeGateway } = await getPaymentSettings(site.id);
  const gatewayName = activeGateway === "none" || activeGateway === "phonepe" ? null : GATEWAY_DISPLAY_NAMES[activeGateway];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Payments</h1>
      {link ? (
        <Suspense>
          <PaymentLinkScreen link={link} token={token} isSignedIn={principal !== null} merchant={site.companyName} />
        </Suspense>
      ) : token ? (
        <p role="alert" className="text-red-700">
          Payment link not found
        </p>
      ) : (
        <p className="text-slate-700">Open the payment link {site.companyName} sent you to pay it here.</p>
      )}
      <FdBalancesDue bookings={balances} gatewayName={gatewayName} />
      {canCreate ? <CreatePaymentLinkForm /> : null}
    </section>
  );
}
