import { redirect } from "next/navigation";
import { NoSearchState } from "@/components/flight-search/no-search-state";
import { SearchResultsScreen } from "@/components/flight-search/search-results-screen";
import { searchTitle } from "@/lib/flight-search-params";
import { requirePagePermission } from "@/server/auth/page-session";
import { findSearchQuery } from "@/server/flights/find-search-query";
import { todayIn } from "@/server/flights/search-rules";

export const metadata = { title: "Search results" };

export default async function Page(props: PageProps<"/app/flight/searchResult/[searchId]">) {
  const { principal, site } = await requirePagePermission("flights.search.search");
  const { searchId } = await props.params;
  const q = await props.searchParams;
  const query = new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  // Opened without its search ("Back to results"): the address gets the stored search's, filters kept.
  if (!query.get("origin") && !query.get("segments")) {
    const stored = await findSearchQuery(site.id, principal.userId, searchId);
    if (!stored) return <NoSearchState />;
    const next = new URLSearchParams(stored);
    for (const [key, value] of query) if (!next.has(key)) next.set(key, value);
    redirect(`/app/flight/searchResult/${encodeURIComponent(searchId)}?${next.toString()}`);
  }
  return <SearchResultsScreen searchId={searchId} query={query.toString()} title={searchTitle(query)} userType={principal.userType} today={todayIn(site.timezone)} />;
}
