import { HotelsScreen } from "@/components/dmc/rates/hotels-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { getRatePageOptions } from "@/server/dmc/get-rate-page-options";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Hotels" };

export default async function Page() {
  const { principal, site } = await requirePagePermission("dmc.accommodation.view");
  const [options, canCreate] = await Promise.all([getRatePageOptions(site.id), hasPermission(principal, "dmc.accommodation.create")]);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Hotels</h1>
      <HotelsScreen options={options} canCreate={canCreate} />
    </section>
  );
}
