import { QuoteBuilder } from "@/components/dmc-quotes/quote-builder";
import { requirePagePermission } from "@/server/auth/page-session";
import { listBuilderOptions } from "@/server/dmc-quotes/list-builder-options";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Quotations" };

export default async function Page() {
  const { principal, site } = await requirePagePermission("itineraries.karts.view");
  const canEdit = await hasPermission(principal, "itineraries.karts.edit");
  const options = await listBuilderOptions(site.id);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Quotations</h1>
      <QuoteBuilder options={options} canEdit={canEdit} />
    </section>
  );
}
