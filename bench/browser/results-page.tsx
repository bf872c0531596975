// The result page for bench/results-filter-browser.ts, bundled by esbuild and run in Chromium: the real
// SearchResultsScreen (filter panel, modify-search bar, virtualised itinerary list, share bar) with its
// search answer already in the query cache, as bench/results-filter.tsx renders it in jsdom.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { PathnameContext, SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { createRoot } from "react-dom/client";
import { SearchResultsScreen } from "@/components/flight-search/search-results-screen";
import { generateResults } from "../../tests/flights/flight-fixtures";

declare global {
  interface Window {
    BENCH_RESULTS: number;
  }
}

const FAMILIES = ["Saver", "Flexi", "Corporate"];
const results = generateResults(window.BENCH_RESULTS, 7).map((r, i) => ({ ...r, fareName: FAMILIES[i % 3], fare: { ...r.fare, totalPayableAmt: r.publishedPrice - 100, commissionEarned: 120 } }));
const client = new QueryClient();
client.setQueryData(["flight-search", "s"], { searchId: "s", traceId: "t", journeyType: 1, isDomestic: true, results: [results], unavailableSources: [] });
const query = window.location.search.slice(1);
// The few router calls the page may make (none while filtering); the bench never navigates.
const router = { push() {}, replace() {}, refresh() {}, prefetch() {}, back() {}, forward() {}, hmrRefresh() {} } as never;

createRoot(document.getElementById("root")!).render(
  <AppRouterContext.Provider value={router}>
    <PathnameContext.Provider value={window.location.pathname}>
      <SearchParamsContext.Provider value={new URLSearchParams(query) as never}>
        <QueryClientProvider client={client}>
          <main className="mx-auto w-full max-w-6xl px-4 py-6">
            <SearchResultsScreen searchId="s" query={query} title="DEL to BOM" userType="travelAgent" />
          </main>
        </QueryClientProvider>
      </SearchParamsContext.Provider>
    </PathnameContext.Provider>
  </AppRouterContext.Provider>,
);
