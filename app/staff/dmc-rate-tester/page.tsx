import { RateTesterScreen } from "@/components/dmc/rates/rate-tester-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Rate tester" };

export default async function Page() {
  const { principal } = await requirePagePermission("dmc.ticketRates.view");
  const canSearchCustomers = await hasPermission(principal, "customers.list.view");
  return (
    <section className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Rate tester</h1>
        <p className="text-sm text-slate-600">The price a customer gets on a date, and why: which rate won and why each other rate did not.</p>
      </div>
      <RateTesterScreen canSearchCustomers={canSearchCustomers} />
    </section>
  );
}
