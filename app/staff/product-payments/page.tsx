import { ProductPaymentsScreen } from "@/components/backoffice/product-payments/product-payments-screen";
import { ZListPaymentLinksRequest, ZListProductPaymentsRequest } from "@/lib/contracts/product-payments-staff";
import { requirePagePermission } from "@/server/auth/page-session";
import { productPaymentsPage } from "@/server/product-payments/staff-product-payments";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Product payments" };

const one = (v: string | string[] | undefined) => (typeof v === "string" && v ? v : undefined);

/** Staff: product payments (insurance, quotations, payment links) and payment links, with refunds where allowed (decision 0048). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { site, principal } = await requirePagePermission("wallet.paymentEntries.view");
  const q = await searchParams;
  const tab = one(q.tab) === "links" ? "links" : "payments";
  const raw = { status: one(q.status), kind: tab === "links" ? undefined : one(q.kind), from: one(q.from), to: one(q.to) };
  const parsed = tab === "links" ? ZListPaymentLinksRequest.safeParse({ ...raw, kind: undefined }) : ZListProductPaymentsRequest.safeParse(raw);
  const filters = parsed.success ? parsed.data : {};
  const data = await productPaymentsPage(site.id, tab, filters);
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-semibold">Product payments</h1>
      <ProductPaymentsScreen key={JSON.stringify([tab, filters])} tab={tab} filters={filters} payments={data.payments} links={data.links} canRefund={await hasPermission(principal, "wallet.paymentEntries.approve")} />
    </section>
  );
}
