import { ActivitiesByCity } from "@/components/public/activities-by-city";
import { getLockablePageSite, getPageContext } from "@/server/auth/page-session";
import { listPublicActivities } from "@/server/public-activities/list-public-activities";

export const metadata = { title: "Activities" };

/** /activities (lockable): the DMC catalogue by city with prices from; each leads to the activity search for its city. */
export default async function Page() {
  const site = await getLockablePageSite();
  const { principal } = await getPageContext();
  const cities = await listPublicActivities(site.id, new Date().toISOString().slice(0, 10), principal);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm font-medium uppercase tracking-wide text-brand">Activities</p>
        <h1 className="text-2xl font-semibold">Things to do with {site.companyName}</h1>
        <p className="text-sm text-slate-600">Tours, tickets and experiences by city. {principal ? "Prices are from the lowest adult ticket at your rates; the search prices your dates and party." : "Prices are from the lowest adult ticket; sign in to see yours for your dates and party."}</p>
      </header>
      {cities.length === 0 ? <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600">No activities are on sale yet.</p> : <ActivitiesByCity cities={cities} />}
    </div>
  );
}
