import { notFound } from "next/navigation";
import { PaymentsScreen } from "@/components/payments/payments-screen";
import { requireCustomerPagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Payments" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /user/payments/{orderId optional}: a customer's order payments, or their recent payments (wallet.own.view; staff /403, like the menu). */
export default async function Page({ params }: { params: Promise<{ orderId?: string[] }> }) {
  await requireCustomerPagePermission("wallet.own.view");
  const segments = (await params).orderId ?? [];
  if (segments.length > 1 || (segments[0] && !UUID.test(segments[0]))) notFound();
  const orderId = segments[0] ?? null;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{orderId ? "Order payments" : "My payments"}</h1>
      {orderId ? <p className="font-mono text-sm text-slate-600">Order {orderId}</p> : null}
      <PaymentsScreen orderId={orderId} />
    </section>
  );
}
