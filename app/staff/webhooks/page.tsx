import { WebhooksScreen } from "@/components/backoffice/webhooks/webhooks-screen";
import { isWebhookLoopbackOptIn } from "@/lib/contracts/webhooks";
import { requirePagePermission } from "@/server/auth/page-session";
import { listPartnerCompanies } from "@/server/webhooks/list-partner-companies";

export const metadata = { title: "Partner webhooks" };

export default async function Page() {
  const { site } = await requirePagePermission("backoffice.webhooks.manage");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Partner webhooks</h1>
      <p className="max-w-3xl text-sm text-slate-600">
        Partner companies receive signed webhooks (Standard Webhooks) when their bookings are ticketed, need attention, or a change request is updated. Failed deliveries are retried with backoff; the
        delivery log of each endpoint shows every message and lets you replay it. <a className="text-brand underline" href="/api-partner-program#webhooks">How partners verify them</a>.
      </p>
      <WebhooksScreen companies={await listPartnerCompanies(site.id)} allowLoopbackHttp={isWebhookLoopbackOptIn()} />
    </section>
  );
}
