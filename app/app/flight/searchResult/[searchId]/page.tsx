import { SearchResultsScreen } from "@/components/flight-search/search-results-screen";
import { searchTitle } from "@/lib/flight-search-params";
import { requirePagePermission } from "@/server/auth/page-session";
import { todayIn } from "@/server/flights/search-rules";

export const metadata = { title: "Search results" };

export default async function Page(props: PageProps<"/app/flight/searchResult/[searchId]">) {
  const { principal, site } = await requirePagePermission("flights.search.search");
  const { searchId } = await props.params;
  const q = await props.searchParams;
  const query = new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  return <SearchResultsScreen searchId={searchId} query={query.toString()} title={searchTitle(query)} userType={principal.userType} today={todayIn(site.timezone)} />;
}
