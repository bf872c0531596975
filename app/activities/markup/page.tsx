import { ActivityMarkupScreen } from "@/components/dmc/rates/activity-markup-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Activity markups" };

export default async function Page() {
  const { principal } = await requirePagePermission("markups.activityMarkups.view");
  const keys = new Set(await getPermissionKeys(principal));
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Activity markups</h1>
      <ActivityMarkupScreen permissions={{ canView: true, canEdit: keys.has("markups.activityMarkups.edit"), canDelete: keys.has("markups.activityMarkups.delete") }} />
    </section>
  );
}
