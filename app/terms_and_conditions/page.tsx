import { StaticPage } from "@/components/public/static-page";
import { getLockablePageSite } from "@/server/auth/page-session";

export const metadata = { title: "Terms and conditions" };

export default async function Page() {
  const site = await getLockablePageSite();
  return (
    <StaticPage title="Terms and conditions" site={site}>
        <>
          <p>These terms govern bookings made through {site.companyName}. Fares, taxes and availability are confirmed by the airline or supplier at the time of ticketing.</p>
          <p>Passenger names must match government identification. Travel documents, visas and health requirements are the traveller&apos;s responsibility.</p>
          <p>Changes and cancellations follow the fare rules shown before payment, plus any service fee of {site.companyName}.</p>
        </>
    </StaticPage>
  );
}
