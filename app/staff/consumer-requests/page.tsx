import { ConsumerRequestsTable } from "@/components/backoffice/network/consumer-requests-table";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "API customer requests" };

export default async function Page() {
  const { principal } = await requirePagePermission("apiConsumers.requests.view");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">API customer requests</h1>
      <ConsumerRequestsTable canDecide={await hasPermission(principal, "apiConsumers.requests.changeStatus")} />
    </section>
  );
}
