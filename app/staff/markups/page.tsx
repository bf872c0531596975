import { MarkupsScreen, type MarkupScreenPermissions } from "@/components/backoffice/markups/markups-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Markups and discounts" };

export default async function Page() {
  const { principal } = await requirePagePermission("markups.groups.view");
  // One lookup for every flag (hasPermission per key would query once per key).
  const keys = new Set(await getPermissionKeys(principal));
  const rules = (area: "airlineMarkups" | "fixedDepartureMarkups" | "activityMarkups") => ({
    canView: keys.has(`markups.${area}.view`),
    canEdit: keys.has(`markups.${area}.edit`),
    canDelete: keys.has(`markups.${area}.delete`),
  });
  const permissions: MarkupScreenPermissions = {
    canSaveGroup: keys.has("markups.groups.save"),
    canSetDefaultGroup: keys.has("markups.groups.setDefault"),
    canMapCustomer: keys.has("markups.groups.mapCustomer"),
    canViewTds: keys.has("markups.tds.view"),
    canEditTds: keys.has("markups.tds.edit"),
    rules: { defaultAirline: rules("airlineMarkups"), airlineSpecific: rules("airlineMarkups"), fixedDeparture: rules("fixedDepartureMarkups"), activity: rules("activityMarkups") },
  };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Markups and discounts</h1>
      <MarkupsScreen permissions={permissions} />
    </section>
  );
}
