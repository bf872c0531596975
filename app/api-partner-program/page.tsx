import { StaticPage } from "@/components/public/static-page";
import { getLockablePageSite } from "@/server/auth/page-session";

export const metadata = { title: "API partner program" };

export default async function Page() {
  const site = await getLockablePageSite();
  return (
    <StaticPage title="API partner program" site={site}>
        <>
          <p>Businesses can search and book flights through the {site.companyName} flight API with a key issued to them.</p>
          <p>Every answer is a JSON envelope; the full list of endpoints is published at <code>/api/openapi.json</code>.</p>
        </>
    </StaticPage>
  );
}
