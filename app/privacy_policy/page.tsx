import { StaticPage } from "@/components/public/static-page";
import { getLockablePageSite } from "@/server/auth/page-session";

export const metadata = { title: "Privacy policy" };

export default async function Page() {
  const site = await getLockablePageSite();
  return (
    <StaticPage title="Privacy policy" site={site}>
        <>
          <p>{site.companyName} collects the passenger and contact details needed to book and service your travel, and shares them only with the airlines and suppliers that fulfil it.</p>
          <p>Card details are handled by our payment gateway and never stored on our servers. You may ask for a copy or the deletion of your data at any time.</p>
        </>
    </StaticPage>
  );
}
