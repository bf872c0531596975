import { notFound } from "next/navigation";
import { PaymentsScreen } from "@/components/payments/payments-screen";
import { requirePageUser } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Payments" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /user/payments/{orderId optional} (login required): an order's payments, or the caller's recent payments. */
export default async function Page({ params }: { params: Promise<{ orderId?: string[] }> }) {
  const { principal } = await requirePageUser();
  const segments = (await params).orderId ?? [];
  if (segments.length > 1 || (segments[0] && !UUID.test(segments[0]))) notFound();
  const orderId = segments[0] ?? null;
  const canView = await hasPermission(principal, "wallet.own.view");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{orderId ? "Order payments" : "My payments"}</h1>
      {orderId ? <p className="font-mono text-sm text-slate-600">Order {orderId}</p> : null}
      {canView ? <PaymentsScreen orderId={orderId} /> : <p className="text-slate-600">You do not have permission to view payments.</p>}
    </section>
  );
}
