import { BillingDetailsForm } from "@/components/account/profile/billing-details-form";
import { readBillingDetailsForPage } from "@/server/account/billing-details";
import { requireCustomerPageUser } from "@/server/auth/page-session";

export const metadata = { title: "Billing details" };

export default async function Page() {
  // A customer's own billing details (the menu offers them to customers only): staff /403.
  const { site, principal } = await requireCustomerPageUser();
  const initial = await readBillingDetailsForPage(site.id, principal.userId);
  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Billing details</h1>
        <p className="text-sm text-slate-600">The name, GSTIN and PAN printed on your invoices.</p>
      </div>
      <BillingDetailsForm initial={initial} />
    </section>
  );
}
