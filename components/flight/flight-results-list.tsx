"use client";

import clsx from "clsx";
import { useId, useMemo, useState } from "react";
import { FlightResultCard } from "@/components/flight/flight-result-card";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Messages } from "@/lib/constants";
import type { TFlightResult } from "@/lib/contracts/flights";
import { DEFAULT_SORT, sortResults, type FlightSort, type SortDirection, type SortKey } from "@/lib/flight-filters";

export const RESULTS_PAGE_SIZE = 20;

export const SORT_OPTIONS: readonly { key: SortKey; direction: SortDirection; label: string }[] = [
  { key: "price", direction: "asc", label: "Price: low to high" },
  { key: "price", direction: "desc", label: "Price: high to low" },
  { key: "duration", direction: "asc", label: "Duration: shortest first" },
  { key: "duration", direction: "desc", label: "Duration: longest first" },
  { key: "departure", direction: "asc", label: "Departure: earliest first" },
  { key: "departure", direction: "desc", label: "Departure: latest first" },
  { key: "arrival", direction: "asc", label: "Arrival: earliest first" },
  { key: "arrival", direction: "desc", label: "Arrival: latest first" },
];

const sortValue = (sort: FlightSort) => `${sort.key}-${sort.direction}`;

export const flightCountLabel = (count: number) => `${count} ${count === 1 ? "flight" : "flights"}`;

export type FlightResultsListProps = {
  /** The results to show, already filtered (applyFilters / filterIndex); the list sorts and paginates them. */
  results: TFlightResult[];
  onSelect: (result: TFlightResult) => void;
  /** Controlled sort; without it the list keeps its own, starting at price low to high. */
  sort?: FlightSort;
  onSortChange?: (sort: FlightSort) => void;
  /** A selectable list (domestic return): the result with this resultIndex shows as selected; null = none yet. */
  selectedResultIndex?: string | null;
  /** Heading of the list, e.g. "Delhi to Mumbai"; also names the list for assistive technology. */
  title?: string;
  pageSize?: number;
  /** When given, the empty state offers a Clear Filters button. */
  onClearFilters?: () => void;
  legLabels?: string[];
  className?: string;
};

/** Sort control, "N flights", the result cards 20 per page with Prev/Next/page selector, and the empty state. */
export function FlightResultsList({
  results,
  onSelect,
  sort: controlledSort,
  onSortChange,
  selectedResultIndex,
  title,
  pageSize = RESULTS_PAGE_SIZE,
  onClearFilters,
  legLabels,
  className,
}: FlightResultsListProps) {
  const [ownSort, setOwnSort] = useState<FlightSort>(DEFAULT_SORT);
  const sort = controlledSort ?? ownSort;
  const sorted = useMemo(() => sortResults(results, sort), [results, sort]);
  // The page goes back to 1 whenever the list or its order changes (no effect needed).
  const [pageState, setPageState] = useState({ sorted, page: 1 });
  const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = pageState.sorted === sorted ? Math.min(pageState.page, totalPages) : 1;
  const visible = sorted.slice((page - 1) * pageSize, page * pageSize);
  const headingId = useId();
  const sortId = useId();

  const changeSort = (value: string) => {
    const option = SORT_OPTIONS.find((o) => sortValue(o) === value);
    if (!option) return;
    const next: FlightSort = { key: option.key, direction: option.direction };
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  return (
    <section aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : "Flight results"} className={clsx("flex min-w-0 flex-col gap-3", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          {title && (
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
          )}
          <p role="status" className="text-sm text-slate-600">
            {flightCountLabel(results.length)}
          </p>
        </div>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={sortId} className="text-slate-700">
            Sort by
          </label>
          <select
            id={sortId}
            value={sortValue(sort)}
            onChange={(event) => changeSort(event.target.value)}
            className="min-h-9 rounded-md border border-slate-300 bg-white px-2 py-1"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={sortValue(option)} value={sortValue(option)}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {sorted.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="text-sm font-medium text-slate-700">{Messages.noResults}</p>
          {onClearFilters && (
            <Button variant="secondary" onClick={onClearFilters}>
              Clear Filters
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {visible.map((result) => (
              <li key={result.resultIndex}>
                <FlightResultCard
                  result={result}
                  onSelect={onSelect}
                  isSelected={selectedResultIndex === undefined ? undefined : selectedResultIndex === result.resultIndex}
                  legLabels={legLabels}
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={totalPages} onPageChange={(next) => setPageState({ sorted, page: next })} />
        </>
      )}
    </section>
  );
}
