import { StaticPage } from "@/components/public/static-page";
import { getLockablePageSite } from "@/server/auth/page-session";

export const metadata = { title: "Cancellation, return and refund policy" };

export default async function Page() {
  const site = await getLockablePageSite();
  return (
    <StaticPage title="Cancellation, return and refund policy" site={site}>
        <>
          <p>Cancellations are processed under the airline&apos;s fare rules. Refunds reach the original payment method or your {site.companyName} wallet once the airline confirms them.</p>
          <p>Non-refundable fares may still return the unused taxes. Partial refunds apply when only some passengers or sectors are cancelled.</p>
        </>
    </StaticPage>
  );
}
