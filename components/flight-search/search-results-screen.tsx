"use client";

import { useMemo, useState } from "react";
import { FlightFilterPanel } from "@/components/flight/flight-filter-panel";
import { FlightResultsList } from "@/components/flight/flight-results-list";
import { ReturnResults } from "@/components/flight/return-results";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import type { TFlightResult } from "@/lib/contracts/flights";
import { emptyFilters, filterIndex, getFilterOptions, indexResults, type FlightFilters } from "@/lib/flight-filters";
import { FareDetailsDialog } from "./fare-details-dialog";
import { useSearchResults } from "./use-search-results";

/** Search result page: the filter panel and the results (side by side for a domestic return). */
export function SearchResultsScreen({ searchId, query, title, userType }: { searchId: string; query: string; title: string; userType: string }) {
  const { data, isLoading, error } = useSearchResults(searchId, query);
  const [filters, setFilters] = useState<FlightFilters>(emptyFilters);
  const [selected, setSelected] = useState<TFlightResult[]>([]);
  const outbound = useMemo(() => data?.results[0] ?? [], [data]);
  const index = useMemo(() => indexResults(outbound), [outbound]);
  const options = useMemo(() => getFilterOptions(index), [index]);
  const visible = useMemo(() => filterIndex(index, filters).map((e) => e.result), [index, filters]);
  const clear = () => setFilters(emptyFilters());

  if (isLoading) return <LoadingOverlay show label="Searching flights..." />;
  if (error || !data) return <p role="alert" className="text-red-600">{error instanceof Error ? error.message : "Some error occurred"}</p>;
  const isSplitReturn = data.results.length === 2;

  return (
    <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
      <FlightFilterPanel options={options} filters={filters} onChange={setFilters} />
      <section className="min-w-0 space-y-3">
        <h1 className="text-xl font-semibold">{title}</h1>
        {data.unavailableSources.length > 0 ? <p className="text-sm text-amber-700">Some suppliers did not answer: {data.unavailableSources.join(", ")}.</p> : null}
        {isSplitReturn ? (
          <ReturnResults outbound={visible} inbound={data.results[1]} onBook={(o, i) => setSelected([o, i])} onClearFilters={clear} />
        ) : (
          <FlightResultsList results={visible} onSelect={(r) => setSelected([r])} onClearFilters={clear} title={title} />
        )}
      </section>
      <FareDetailsDialog searchId={data.searchId} results={selected} userType={userType} onClose={() => setSelected([])} />
    </div>
  );
}
