import { PaymentEntriesScreen } from "@/components/backoffice/payment-entries/payment-entries-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Payment entries" };

export default async function Page() {
  const { principal } = await requirePagePermission("wallet.paymentEntries.view");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Payment entries</h1>
      <PaymentEntriesScreen canApprove={await hasPermission(principal, "wallet.paymentEntries.approve")} />
    </section>
  );
}
