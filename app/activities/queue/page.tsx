import { ActivityQueueScreen } from "@/components/dmc-carts/activity-queue-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Activity queue" };

export default async function Page() {
  const { principal } = await requirePagePermission("activities.queue.view");
  const keys = new Set(await getPermissionKeys(principal));
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Activity queue</h1>
      <ActivityQueueScreen canUpdateStatus={keys.has("activities.queue.updateStatus")} canMakeQuotation={principal.userType === "staff" && keys.has("itineraries.karts.edit")} />
    </section>
  );
}
