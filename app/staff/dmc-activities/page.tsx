import { Suspense } from "react";
import { ActivitiesScreen } from "@/components/dmc/activities/activities-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { listActivityScreenOptions } from "@/server/dmc/list-activity-screen-options";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Manage Activities" };

export default async function Page() {
  const { principal, site } = await requirePagePermission("dmc.activities.view");
  const keys = new Set(await getPermissionKeys(principal));
  const { areas, markets } = await listActivityScreenOptions(site.id);
  const permissions = {
    canEditActivities: keys.has("dmc.activities.edit"),
    canEditTourOptions: keys.has("dmc.tourOptions.edit"),
    ticketRates: { canEdit: keys.has("dmc.ticketRates.edit"), canDelete: keys.has("dmc.ticketRates.delete") },
    transferRates: { canEdit: keys.has("dmc.transferRates.edit"), canDelete: keys.has("dmc.transferRates.delete") },
  };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Manage Activities</h1>
      <Suspense>
        <ActivitiesScreen areas={areas} markets={markets} permissions={permissions} />
      </Suspense>
    </section>
  );
}
