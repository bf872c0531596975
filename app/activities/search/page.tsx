import { ActivitySearchScreen } from "@/components/dmc-carts/activity-search-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { listSearchCities } from "@/server/dmc-carts/list-search-cities";
import { listSearchRooms } from "@/server/dmc-carts/list-search-rooms";
import { todayIn } from "@/server/flights/search-rules";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Activity search" };

export default async function Page({ searchParams }: { searchParams: Promise<{ cartId?: string; cityId?: string }> }) {
  const query = await searchParams;
  const opened = Number(query.cartId);
  const { principal, site } = await requirePagePermission("activities.search.search");
  const [keys, cities, rooms] = await Promise.all([getPermissionKeys(principal).then((k) => new Set(k)), listSearchCities(site.id), listSearchRooms(site.id)]);
  const permissions = {
    canDuplicate: keys.has("activities.cart.duplicate"),
    canUpdateStatus: keys.has("activities.queue.updateStatus"),
    canUpdateRemarks: keys.has("activities.queue.updateRemarks"),
    canAssignUser: keys.has("activities.queue.assignUser"),
    // "Make quotation" (the builder prefilled from the cart): staff who build quotations, never a customer.
    canMakeQuotation: principal.userType === "staff" && keys.has("itineraries.karts.edit"),
  };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Activities</h1>
      <ActivitySearchScreen cities={cities} rooms={rooms} today={todayIn(site.timezone)} permissions={permissions} openedCartId={Number.isInteger(opened) && opened > 0 ? opened : null} initialCityId={Number(query.cityId) || null} />
    </section>
  );
}
