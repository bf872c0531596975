"use client";

import { useWindowVirtualizer } from "@tanstack/react-virtual";
import clsx from "clsx";
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { ITINERARY_GRID, ItineraryRow } from "@/components/flight/itinerary-row";
import { Button } from "@/components/ui/button";
import { useRowSlots } from "@/components/ui/use-row-slots";
import { Messages } from "@/lib/constants";
import type { TFlightResult } from "@/lib/contracts/flights";
import { sortResults, type FlightSort, type SortDirection, type SortKey } from "@/lib/flight-filters";
import { groupItineraries, type Itinerary } from "@/lib/flight-itineraries";

/** The "Sort by" choices beside the count (the column headers sort too). */
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

export const flightCountLabel = (count: number) => `${count} ${count === 1 ? "flight" : "flights"}`;

/** "56 flights · 60 fares": the count is the list's status, read out when a filter changes it. */
export function ResultCount({ flights, fares }: { flights: number; fares: number }) {
  return (
    <>
      <span role="status">{flightCountLabel(flights)}</span>
      <span className="text-slate-500"> · {fares} fares</span>
    </>
  );
}

/** The filters left nothing: the spec's message, and Clear Filters when the page can clear them. */
export function NoResults({ onClearFilters, compact }: { onClearFilters?: () => void; compact?: boolean }) {
  return (
    <div className={clsx("flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 text-center", compact ? "p-6" : "p-8")}>
      <p className="text-sm font-medium text-slate-700">{Messages.noResults}</p>
      {onClearFilters && (
        <Button variant="secondary" onClick={onClearFilters}>
          Clear Filters
        </Button>
      )}
    </div>
  );
}

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

/** What is open under a row: its other fares, or its flight details. */
export type RowPanel = "fares" | "details";

/**
 * The panel open under each row, by itinerary key: kept by the list, not the row, because rows are
 * recycled (useRowSlots) and an opened panel belongs to its itinerary, not to the slot showing it.
 */
export function useOpenPanels() {
  const [open, setOpen] = useState<ReadonlyMap<string, RowPanel>>(() => new Map());
  const toggle = useCallback(
    (key: string, what: RowPanel) =>
      setOpen((current) => {
        const next = new Map(current);
        if (next.get(key) === what) next.delete(key);
        else next.set(key, what);
        return next;
      }),
    [],
  );
  return { openOf: (key: string) => open.get(key) ?? null, toggle };
}

/**
 * Rows virtualised against the window's scroll (the page scrolls, not the list): the list's ref, the
 * virtualizer and the rows to render, each with its recycled slot (the React key, decision 0055).
 * Shared by the one-list results and each side of a domestic return.
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
  // Stable callbacks: the virtualizer measures its rows again whenever getItemKey changes.
  const estimateSize = useCallback(() => estimate, [estimate]);
  const getItemKey = useCallback((index: number) => itineraries[index]?.key ?? index, [itineraries]);
  const virtualizer = useWindowVirtualizer({
    count: itineraries.length,
    estimateSize,
    overscan: 2,
    scrollMargin,
    getItemKey,
    // A row not laid out (jsdom, a hidden tab) keeps its estimate rather than collapsing to 0.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
  });
  const items = virtualizer.getVirtualItems();
  const keys = useMemo(() => items.map((item) => String(item.key)), [items]);
  const slots = useRowSlots(keys, itineraries);
  // A recycled row's element now shows another itinerary: measure it again (its ref is not called
  // again, and a row of the same height sends no resize).
  useLayoutEffect(() => {
    for (const element of listRef.current?.children ?? []) virtualizer.measureElement(element as HTMLElement);
  }, [items, virtualizer]);
  // Focus in a row whose element now shows another itinerary (scrolled away, filtered out) leaves, as
  // it would from a removed row: Enter must never book a flight the agent did not pick.
  const focusedKey = useRef<string | null>(null);
  const onFocus = useCallback((event: React.FocusEvent) => {
    focusedKey.current = (event.target as HTMLElement).closest("[data-row-key]")?.getAttribute("data-row-key") ?? null;
  }, []);
  useLayoutEffect(() => {
    const active = document.activeElement as HTMLElement | null;
    const row = active && listRef.current?.contains(active) ? active.closest("[data-row-key]") : null;
    if (row && row.getAttribute("data-row-key") !== focusedKey.current) active!.blur();
  });
  return { listRef, virtualizer, onFocus, rows: items.map((item, i) => ({ item, slot: slots[i] })) };
}

/**
 * The list of a useWindowRows: as tall as all its rows, each rendered row absolutely placed in its
 * recycled slot (the key) and measured by the virtualizer. `children` renders the row at an index.
 */
export function WindowRowList({ rows, label, children }: { rows: ReturnType<typeof useWindowRows>; label?: string; children: (index: number) => React.ReactNode }) {
  const { listRef, virtualizer, onFocus } = rows;
  return (
    <ul ref={listRef} onFocus={onFocus} aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {rows.rows.map(({ item, slot }) => (
        <li
          key={slot}
          data-index={item.index}
          data-row-key={item.key}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 w-full"
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          {children(item.index)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The dense result list (issue 16): one row per itinerary, sortable column headers, virtualised
 * against the window's scroll so hundreds of results cost only the rows on screen.
 */
export function ItineraryList({ results, isSorted, onSelect, sort, onSortChange, onClearFilters, showEarnings, legLabels, toolbar, picked, onTogglePick }: ItineraryListProps) {
  const grouped = useMemo(() => groupItineraries(isSorted ? results : sortResults(results, sort)), [results, sort, isSorted]);
  const itineraries = useStableItineraries(grouped);
  const sortId = useId();
  const windowRows = useWindowRows(itineraries);
  const { openOf, toggle } = useOpenPanels();

  return (
    <section aria-label="Flight results" className="@container flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          <ResultCount flights={itineraries.length} fares={results.length} />
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
        <NoResults onClearFilters={onClearFilters} />
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <SortHeaders sort={sort} onSort={onSortChange} />
          <WindowRowList rows={windowRows}>
            {(index) => {
              const itinerary = itineraries[index];
              return (
                <ItineraryRow
                  itinerary={itinerary}
                  open={openOf(itinerary.key)}
                  onToggle={toggle}
                  onSelect={onSelect}
                  showEarnings={showEarnings}
                  legLabels={legLabels}
                  picked={picked}
                  onTogglePick={onTogglePick}
                />
              );
            }}
          </WindowRowList>
        </div>
      )}
    </section>
  );
}
