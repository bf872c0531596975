"use client";

import Link from "next/link";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { ShareFaresBar } from "@/components/fare-shares/share-fares-bar";
import { FlightFilterPanel } from "@/components/flight/flight-filter-panel";
import { ItineraryList } from "@/components/flight/itinerary-list";
import { ReturnResults } from "@/components/flight/return-results";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Messages } from "@/lib/constants";
import type { TFlightResult } from "@/lib/contracts/flights";
import { emptyFilters, filterIndex, forReturnList, getFilterOptions, getReturnFilterOptions, indexResults, sortIndex, type FlightFilters, type FlightSort } from "@/lib/flight-filters";
import { formatDayMonth } from "@/lib/flight-format";
import { filtersFromQuery, withFiltersInQuery } from "@/lib/flight-search-params";
import { FareDetailsDialog } from "./fare-details-dialog";
import { FareStrip } from "./fare-strip";
import { ModifySearchBar, requestFromQuery } from "./modify-search-bar";
import { useShowEarnings } from "./use-show-earnings";
import { useSearchResults } from "./use-search-results";

type ViewState = { filters: FlightFilters; sort: FlightSort; returnSort: FlightSort };

/** Writes the filters and sort into the address without a navigation (a reload or a shared link keeps them). */
function writeToAddress(state: ViewState): void {
  const query = withFiltersInQuery(new URLSearchParams(window.location.search), state.filters, state.sort, state.returnSort).toString();
  window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
}

const legLabelsFor = (journeyType: number, results: TFlightResult[][]) =>
  journeyType === 3 ? Array.from({ length: Math.max(0, ...results.flat().map((r) => r.segments.length)) }, (_, i) => `Leg ${i + 1}`) : undefined;

/** The split view's route and date under each list's heading: "BOM → DEL · Tue, 12 May". */
function returnSubtitles(query: string): { outboundSubtitle?: string; inboundSubtitle?: string } {
  const q = new URLSearchParams(query);
  const [origin, destination, out, back] = [q.get("origin"), q.get("destination"), q.get("departureDate"), q.get("returnDate")];
  if (!origin || !destination) return {};
  const day = (date: string | null) => (date ? ` · ${formatDayMonth(date)}` : "");
  return { outboundSubtitle: `${origin} → ${destination}${day(out)}`, inboundSubtitle: `${destination} → ${origin}${day(back)}` };
}

/** Staff get the names of the suppliers that dropped out; customers get none (decision 0060), only that some did. */
function unavailableNotice(sources: string[]): string {
  const names = sources.filter((name) => name !== "");
  return names.length > 0 ? `Some suppliers did not answer: ${names.join(", ")}.` : "Some suppliers did not answer.";
}

/**
 * While the results load: the page's frame at its final size (the panel, the search bar, a screen of
 * rows), so nothing below moves when they arrive (the footer stays under the fold: no layout shift).
 */
function ResultsSkeleton({ title }: { title: string }) {
  return (
    <div className="grid min-h-screen gap-4 min-[601px]:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[18rem_minmax(0,1fr)]">
      <div aria-hidden="true" className="hidden h-96 rounded-lg border border-slate-200 bg-white min-[601px]:block" />
      <section className="min-w-0 space-y-2">
        <h1 className="sr-only">{title}</h1>
        <div aria-hidden="true" className="h-11 rounded-lg border border-slate-200 bg-white" />
        <div aria-hidden="true" className="h-screen rounded-lg bg-slate-100" />
      </section>
      <LoadingOverlay show label="Searching flights..." />
    </div>
  );
}

/**
 * Search result page: the filter panel and the results (side by side for a domestic return, both
 * lists filtered by the one panel). The filters and the sort start from the address and are
 * written back to it (decision 0015).
 */
export function SearchResultsScreen({ searchId, query, title, userType, today }: { searchId: string; query: string; title: string; userType: string; today?: string }) {
  const { data, isLoading, error } = useSearchResults(searchId, query);
  const [view, setView] = useState<ViewState>(() => filtersFromQuery(new URLSearchParams(query)));
  const [selected, setSelected] = useState<TFlightResult[]>([]);
  const [showEarnings, setShowEarnings] = useShowEarnings();
  const selectOne = useCallback((result: TFlightResult) => setSelected([result]), []);
  // Agents tick fares to share with a customer (decision 0051), kept in the order ticked.
  const [toShare, setToShare] = useState<Map<string, TFlightResult>>(() => new Map());
  const togglePick = useCallback(
    (result: TFlightResult) =>
      setToShare((current) => {
        const next = new Map(current);
        if (!next.delete(result.resultIndex)) next.set(result.resultIndex, result);
        return next;
      }),
    [],
  );
  const pickedKeys = useMemo(() => new Set(toShare.keys()), [toShare]);
  const canShare = userType === "travelAgent";
  const outIndex = useMemo(() => indexResults(data?.results[0] ?? []), [data]);
  const inIndex = useMemo(() => indexResults(data?.results[1] ?? []), [data]);
  const isSplitReturn = (data?.results.length ?? 0) === 2;
  const options = useMemo(() => (isSplitReturn ? getReturnFilterOptions(getFilterOptions(outIndex), getFilterOptions(inIndex)) : getFilterOptions(outIndex)), [isSplitReturn, outIndex, inIndex]);
  // A filter change only filters: the list is sorted once per search and sort (filtering keeps the order).
  const sortedOut = useMemo(() => sortIndex(outIndex, view.sort), [outIndex, view.sort]);
  const sortedIn = useMemo(() => sortIndex(inIndex, view.returnSort), [inIndex, view.returnSort]);
  // The filter panel answers a tick at once; the lists follow in a render of their own that input can
  // interrupt (React's deferred value), so a tick never waits for the rows (decision 0055).
  const listFilters = useDeferredValue(view.filters);
  const visibleOut = useMemo(() => filterIndex(sortedOut, listFilters).map((e) => e.result), [sortedOut, listFilters]);
  const visibleIn = useMemo(() => filterIndex(sortedIn, forReturnList(listFilters)).map((e) => e.result), [sortedIn, listFilters]);

  // What a filter change does not touch is built once per search, so React skips it (the same element).
  const searchBar = useMemo(
    () => (
      <>
        <ModifySearchBar key={query} query={query} />
        {today ? <FareStrip key={`strip-${query}`} request={requestFromQuery(query)} today={today} /> : null}
      </>
    ),
    [query, today],
  );
  const legLabels = useMemo(() => (data ? legLabelsFor(data.journeyType, data.results) : undefined), [data]);
  const shareBar = useMemo(
    () => (canShare && data ? <ShareFaresBar searchId={data.searchId} picked={[...toShare.values()]} onClear={() => setToShare(new Map())} /> : null),
    [canShare, data, toShare],
  );
  const dialog = useMemo(
    () => (data ? <FareDetailsDialog searchId={data.searchId} results={selected} userType={userType} legLabels={legLabels} onClose={() => setSelected([])} /> : null),
    [data, selected, userType, legLabels],
  );

  const update = (next: ViewState) => {
    setView(next);
    writeToAddress(next);
  };
  const setFilters = (filters: FlightFilters) => update({ ...view, filters });
  const setSort = (sort: FlightSort) => update({ ...view, sort });
  const setReturnSort = (returnSort: FlightSort) => update({ ...view, returnSort });
  const clear = () => setFilters(emptyFilters());

  if (isLoading) return <ResultsSkeleton title={title} />;
  if (error || !data) {
    return (
      <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-700">
        <p>{error instanceof Error && error.message ? error.message : Messages.genericError}</p>
        <Link href="/app/flight/search" className="font-medium text-brand underline">
          Search again
        </Link>
      </div>
    );
  }
  // Staff and agents get the business fields (net, commission); the toggle hides them before a customer looks.
  const hasEarnings = data.results.some((list) => list.some((r) => r.fare.totalPayableAmt !== undefined));
  const earningsToggle = hasEarnings ? (
    <label className="inline-flex items-center gap-1.5 text-sm text-slate-700">
      <input type="checkbox" role="switch" checked={showEarnings} onChange={(e) => setShowEarnings(e.target.checked)} className="accent-brand" />
      Show earnings
    </label>
  ) : null;

  return (
    <div className="grid gap-4 min-[601px]:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[18rem_minmax(0,1fr)]">
      <FlightFilterPanel options={options} filters={view.filters} onChange={setFilters} />
      {/* Busy while the lists have not caught up with the ticked filters (a frame or two). */}
      <section className="min-w-0 space-y-2" aria-busy={listFilters !== view.filters || undefined}>
        {/* The page's heading names the route (the whole route of a multi-city search); the list under it needs no second one. */}
        <h1 className={data.journeyType === 3 ? "text-lg font-semibold" : "sr-only"}>{title}</h1>
        {searchBar}
        {data.unavailableSources.length > 0 ? <p className="text-sm text-amber-700">{unavailableNotice(data.unavailableSources)}</p> : null}
        {isSplitReturn ? (
          <ReturnResults
            outbound={visibleOut}
            inbound={visibleIn}
            onBook={(o, i) => setSelected([o, i])}
            onClearFilters={clear}
            {...returnSubtitles(query)}
            sort={view.sort}
            onSortChange={setSort}
            returnSort={view.returnSort}
            onReturnSortChange={setReturnSort}
            isSorted
            showEarnings={hasEarnings && showEarnings}
            toolbar={earningsToggle}
            picked={canShare ? pickedKeys : undefined}
            onTogglePick={canShare ? togglePick : undefined}
            footer={shareBar}
          />
        ) : (
          <ItineraryList
            results={visibleOut}
            onSelect={selectOne}
            onClearFilters={clear}
            sort={view.sort}
            isSorted
            onSortChange={setSort}
            legLabels={legLabels}
            showEarnings={hasEarnings && showEarnings}
            toolbar={earningsToggle}
            picked={canShare ? pickedKeys : undefined}
            onTogglePick={canShare ? togglePick : undefined}
          />
        )}
        {isSplitReturn ? null : shareBar}
      </section>
      {dialog}
    </div>
  );
}
