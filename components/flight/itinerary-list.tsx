"use client";

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import clsx from "clsx";
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { ITINERARY_GRID, ItineraryRow } from "@/components/flight/itinerary-row";
import { Button } from "@/components/ui/button";
import { Messages } from "@/lib/constants";
import type { TFlightResult } from "@/lib/contracts/flights";
import { sortResults, type FlightSort, type SortKey } from "@/lib/flight-filters";
import { groupItineraries, type Itinerary } from "@/lib/flight-itineraries";
import { flightCountLabel, SORT_OPTIONS } from "./flight-results-list";

/** A row's height before it is measured (a one-leg itinerary at 1280 px). */
export const ROW_ESTIMATE = 66;

/** `short`: the visible label in a narrow list ("Dep"); the button is still named by `label`. */
export type SortColumn = { key: SortKey | null; label: string; short?: string; className?: string };

const COLUMNS: SortColumn[] = [
  { key: null, label: "Flights" },
  { key: "departure", label: "Departs" },
  { key: "duration", label: "Duration", className: "justify-self-center" },
  { key: "arrival", label: "Arrives" },
  { key: null, label: "Fare" },
  { key: "price", label: "Price", className: "justify-self-end" },
];

/** Column headers that sort: a click sorts by the column, a second click turns the direction. */
export function SortHeaders({ sort, onSort, columns = COLUMNS, className }: { sort: FlightSort; onSort: (sort: FlightSort) => void; columns?: SortColumn[]; className?: string }) {
  return (
    <div className={clsx(className ?? [ITINERARY_GRID, "hidden gap-x-3 px-3 @3xl:grid"], "items-center border-b border-slate-200 bg-slate-50 py-1.5 text-xs font-semibold text-slate-600")}>
      {columns.map((column) =>
        column.key === null ? (
          <span key={column.label} className={column.className}>
            {column.label}
          </span>
        ) : (
          <button
            key={column.label}
            type="button"
            aria-pressed={sort.key === column.key}
            onClick={() => onSort({ key: column.key!, direction: sort.key === column.key && sort.direction === "asc" ? "desc" : "asc" })}
            className={clsx("inline-flex items-center gap-1 text-left hover:text-brand", sort.key === column.key && "text-brand", column.className)}
          >
            <span className="sr-only">Sort by </span>
            {column.short ? (
              <>
                <span aria-hidden="true">{column.short}</span>
                <span className="sr-only">{column.label}</span>
              </>
            ) : (
              column.label
            )}
            <span aria-hidden="true">{sort.key === column.key ? (sort.direction === "asc" ? "▲" : "▼") : "↕"}</span>
          </button>
        ),
      )}
    </div>
  );
}

export type ItineraryListProps = {
  /** The results, already filtered; the list sorts them (unless isSorted) and groups the fares of one itinerary into one row. */
  results: TFlightResult[];
  /** The results arrive in `sort` order already (the page sorts once per search and sort, not per filter change). */
  isSorted?: boolean;
  onSelect: (result: TFlightResult) => void;
  sort: FlightSort;
  onSortChange: (sort: FlightSort) => void;
  onClearFilters?: () => void;
  /** Agents' earnings on each fare; the screen's toggle hides them before a customer looks. */
  showEarnings: boolean;
  legLabels?: string[];
  toolbar?: React.ReactNode;
  /** Agents: the fares ticked to share, and the tick (decision 0051). */
  picked?: ReadonlySet<string>;
  onTogglePick?: (result: TFlightResult) => void;
};

/**
 * Keeps each itinerary object from one render to the next while its fares are the same results, so a
 * filter change re-renders only the rows whose content changed (ItineraryRow is memoised).
 */
export function useStableItineraries(grouped: Itinerary[]): Itinerary[] {
  // One cache per list: the previous render's objects by key, replaced on every change.
  const [cache] = useState(() => new Map<string, Itinerary>());
  return useMemo(() => {
    const out = grouped.map((it) => {
      const old = cache.get(it.key);
      const same = old !== undefined && old.fares.length === it.fares.length && old.fares.every((f, i) => f === it.fares[i]);
      return same ? old : it;
    });
    cache.clear();
    for (const it of out) cache.set(it.key, it);
    return out;
  }, [grouped, cache]);
}

/**
 * Rows virtualised against the window's scroll (the page scrolls, not the list): the list's ref, the
 * virtualizer and the rows to render. Shared by the one-list results and each side of a domestic return.
 */
export function useWindowRows(itineraries: Itinerary[], estimate: number = ROW_ESTIMATE) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page; what sits above it may grow later (the fare strip loads),
  // which the overscan covers until the list changes again.
  useLayoutEffect(() => {
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (top !== scrollMargin) setScrollMargin(top);
  }, [itineraries, scrollMargin]);
  const virtualizer = useWindowVirtualizer({
    count: itineraries.length,
    estimateSize: () => estimate,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => itineraries[index]?.key ?? index,
    // A row not laid out (jsdom, a hidden tab) keeps its estimate rather than collapsing to 0.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
  });
  return { listRef, virtualizer, items: virtualizer.getVirtualItems() };
}

/**
 * The dense result list (issue 16): one row per itinerary, sortable column headers, virtualised
 * against the window's scroll so hundreds of results cost only the rows on screen.
 */
export function ItineraryList({ results, isSorted, onSelect, sort, onSortChange, onClearFilters, showEarnings, legLabels, toolbar, picked, onTogglePick }: ItineraryListProps) {
  const grouped = useMemo(() => groupItineraries(isSorted ? results : sortResults(results, sort)), [results, sort, isSorted]);
  const itineraries = useStableItineraries(grouped);
  const sortId = useId();
  const { listRef, virtualizer, items } = useWindowRows(itineraries);

  return (
    <section aria-label="Flight results" className="@container flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          <span role="status">{flightCountLabel(itineraries.length)}</span>
          <span className="text-slate-500"> · {results.length} fares</span>
        </p>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {toolbar}
          <label htmlFor={sortId} className="text-slate-700">
            Sort by
          </label>
          <select
            id={sortId}
            value={`${sort.key}-${sort.direction}`}
            onChange={(event) => {
              const option = SORT_OPTIONS.find((o) => `${o.key}-${o.direction}` === event.target.value);
              if (option) onSortChange({ key: option.key, direction: option.direction });
            }}
            className="min-h-8 rounded-md border border-slate-300 bg-white px-2 py-1"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={`${option.key}-${option.direction}`} value={`${option.key}-${option.direction}`}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {itineraries.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="text-sm font-medium text-slate-700">{Messages.noResults}</p>
          {onClearFilters && (
            <Button variant="secondary" onClick={onClearFilters}>
              Clear Filters
            </Button>
          )}
        </div>
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <SortHeaders sort={sort} onSort={onSortChange} />
          <ul ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const itinerary = itineraries[item.index];
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute top-0 left-0 w-full"
                  style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
                >
                  <ItineraryRow itinerary={itinerary} onSelect={onSelect} showEarnings={showEarnings} legLabels={legLabels} picked={picked} onTogglePick={onTogglePick} />
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
