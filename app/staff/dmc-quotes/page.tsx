import { prefillHeader } from "@/components/dmc-quotes/kart-form";
import { QuoteBuilder } from "@/components/dmc-quotes/quote-builder";
import { requirePagePermission } from "@/server/auth/page-session";
import { listBuilderOptions } from "@/server/dmc-quotes/list-builder-options";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Quotations" };

type Query = Record<string, string | string[] | undefined>;
const positiveId = (v: Query[string]) => (typeof v === "string" && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** ?kartName&customerId&arrivalDate&noOfNights&adults&child&infant (an enquiry's link) start a new quotation filled in; ?quotation=<id> opens a saved one; ?cart=<id> starts from an activity cart. */
export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const { principal, site } = await requirePagePermission("itineraries.karts.view");
  const prefill = prefillHeader({ get: (k) => (typeof query[k] === "string" ? query[k] : null) });
  const [keys, options] = await Promise.all([getPermissionKeys(principal).then((k) => new Set(k)), listBuilderOptions(site.id, prefill.customerId ?? null)]);
  // A customer id that is not this site's customer is dropped: staff pick one.
  const customer = options.customer ? { customerId: options.customer.id, customerLabel: options.customer.label } : { customerId: 0, customerLabel: "" };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Quotations</h1>
      <QuoteBuilder
        options={options}
        canEdit={keys.has("itineraries.karts.edit")}
        canCreateCustomer={keys.has("itineraries.quotations.createCustomer")}
        canSetRates={keys.has("dmc.markets.edit")}
        prefill={{ ...prefill, ...customer }}
        openId={positiveId(query.quotation)}
        cartId={keys.has("itineraries.karts.edit") ? positiveId(query.cart) : null}
      />
    </section>
  );
}
