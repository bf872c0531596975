"use client";

import clsx from "clsx";
import { useId, useMemo } from "react";
import { NoResults, ResultCount, SortHeaders, useOpenPanels, useStableItineraries, useWindowRows, WindowRowList, type SortColumn } from "@/components/flight/itinerary-list";
import { RETURN_GRID, ReturnItineraryRow } from "@/components/flight/return-itinerary-row";
import type { TFlightResult } from "@/lib/contracts/flights";
import { sortResults, type FlightSort } from "@/lib/flight-filters";
import { groupItineraries } from "@/lib/flight-itineraries";

/** A side's row before it is measured (one leg, closed, at 1280 px). */
export const RETURN_ROW_ESTIMATE = 58;

const COLUMNS: SortColumn[] = [
  { key: null, label: "" },
  { key: null, label: "Flights" },
  { key: "departure", label: "Departs", short: "Dep" },
  { key: "duration", label: "Duration", className: "justify-self-center" },
  { key: "arrival", label: "Arrives", short: "Arr" },
  { key: "price", label: "Price", className: "justify-self-end" },
];

export type ReturnItineraryListProps = {
  /** "Outbound" or "Return": the list's heading and its name for assistive technology. */
  title: string;
  /** Under the heading: "BOM → DEL · Tue, 12 May". */
  subtitle?: string;
  /** The side's results, already filtered (and sorted when isSorted). */
  results: TFlightResult[];
  isSorted?: boolean;
  sort: FlightSort;
  onSortChange: (sort: FlightSort) => void;
  /** The resultIndex picked on this side (null: none). */
  selectedIndex: string | null;
  onSelect: (result: TFlightResult) => void;
  showEarnings: boolean;
  picked?: ReadonlySet<string>;
  onTogglePick?: (result: TFlightResult) => void;
  onClearFilters?: () => void;
  className?: string;
};

/**
 * One side of a domestic return (issue 16): its heading, count and column headers that sort this side
 * only, then one dense row per itinerary, virtualised against the window's scroll.
 */
export function ReturnItineraryList({ title, subtitle, results, isSorted, sort, onSortChange, selectedIndex, onSelect, showEarnings, picked, onTogglePick, onClearFilters, className }: ReturnItineraryListProps) {
  const grouped = useMemo(() => groupItineraries(isSorted ? results : sortResults(results, sort)), [results, sort, isSorted]);
  const itineraries = useStableItineraries(grouped);
  const windowRows = useWindowRows(itineraries, RETURN_ROW_ESTIMATE);
  const { openOf, toggle } = useOpenPanels();
  const headingId = useId();
  // Which itinerary holds the side's pick: only that row gets the index (the others keep their memo).
  const selectedKey = useMemo(() => itineraries.find((it) => it.fares.some((f) => f.resultIndex === selectedIndex))?.key ?? null, [itineraries, selectedIndex]);

  return (
    <section aria-labelledby={headingId} className={clsx("flex min-w-0 flex-col gap-1.5", className)}>
      {/* The same height on both sides (title over route, count at the right), so their column headers line up. */}
      <div className="flex items-end justify-between gap-x-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base leading-tight font-semibold text-slate-900">
            {title}
          </h2>
          {subtitle ? <p className="truncate text-xs text-slate-600">{subtitle}</p> : null}
        </div>
        <p className="shrink-0 text-sm text-slate-600">
          <ResultCount flights={itineraries.length} fares={results.length} />
        </p>
      </div>
      {itineraries.length === 0 ? (
        <NoResults onClearFilters={onClearFilters} compact />
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
          <SortHeaders sort={sort} onSort={onSortChange} columns={COLUMNS} className={clsx(RETURN_GRID, "px-2")} />
          <WindowRowList rows={windowRows} label={`${title} flights`}>
            {(index) => {
              const itinerary = itineraries[index];
              return (
                <ReturnItineraryRow
                  itinerary={itinerary}
                  selectedIndex={itinerary.key === selectedKey ? selectedIndex : null}
                  open={openOf(itinerary.key)}
                  onToggle={toggle}
                  onSelect={onSelect}
                  showEarnings={showEarnings}
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
