import { SearchResultsScreen } from "@/components/flight-search/search-results-screen";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Search results" };

export default async function Page(props: PageProps<"/app/flight/searchResult/[searchId]">) {
  const { principal } = await requirePagePermission("flights.search.search");
  const { searchId } = await props.params;
  const q = await props.searchParams;
  const query = new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : []))).toString();
  const origin = typeof q.origin === "string" ? q.origin : "";
  const destination = typeof q.destination === "string" ? q.destination : "";
  const title = origin && destination ? `${origin} to ${destination}${q.journeyType === "2" ? " and back" : ""}` : "Flights";
  return <SearchResultsScreen searchId={searchId} query={query} title={title} userType={principal.userType} />;
}
