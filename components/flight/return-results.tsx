"use client";

import clsx from "clsx";
import { useCallback, useId, useMemo, useState } from "react";
import { describeResult, isSpecialReturn, SPECIAL_RETURN_LABEL } from "@/components/flight/result-parts";
import { ReturnItineraryList } from "@/components/flight/return-itinerary-list";
import { Button } from "@/components/ui/button";
import type { TFlightResult } from "@/lib/contracts/flights";
import { DEFAULT_SORT, type FlightSort } from "@/lib/flight-filters";
import { fareNameOf } from "@/lib/flight-itineraries";
import { addMajor, formatMoney } from "@/lib/money";

export const SPECIAL_RETURN_PAIR_MESSAGE = "Special return fares are booked as a pair: choose a special return fare of the same airline for both flights.";

const airlineOf = (result: TFlightResult) => result.segments[0]?.[0]?.airlineCode ?? "";

/**
 * A special return fare (LCC or GDS) is only valid together with a special return fare of the same
 * kind and airline on the other leg; two normal fares always pair.
 */
export function getReturnPairError(outbound: TFlightResult, inbound: TFlightResult): string | null {
  const isOutSpecial = isSpecialReturn(outbound);
  const isInSpecial = isSpecialReturn(inbound);
  if (!isOutSpecial && !isInSpecial) return null;
  if (isOutSpecial && isInSpecial && outbound.fareType === inbound.fareType && airlineOf(outbound) === airlineOf(inbound)) return null;
  return SPECIAL_RETURN_PAIR_MESSAGE;
}

/** The cheapest normal fare of a list (or the cheapest of all when every fare is special). */
function cheapest(list: TFlightResult[]): TFlightResult | null {
  let best: TFlightResult | null = null;
  for (const r of list) {
    if (!best || (isSpecialReturn(best) && !isSpecialReturn(r)) || (isSpecialReturn(best) === isSpecialReturn(r) && r.publishedPrice < best.publishedPrice)) best = r;
  }
  return best;
}

export type ReturnResultsProps = {
  /** Domestic return: the outbound list and the inbound list (TSearchResponse.results[0] and [1]), already filtered. */
  outbound: TFlightResult[];
  inbound: TFlightResult[];
  onBook: (outbound: TFlightResult, inbound: TFlightResult) => void;
  /** Headings of the two lists. Default "Outbound" and "Return". */
  outboundTitle?: string;
  inboundTitle?: string;
  /** Under each heading, e.g. "BOM → DEL · Tue, 12 May". */
  outboundSubtitle?: string;
  inboundSubtitle?: string;
  /** Shows the Book button busy (an order is being created). */
  isBooking?: boolean;
  /** Offered in the empty state of each list. */
  onClearFilters?: () => void;
  /** Each side sorts on its own (its column headers); uncontrolled without these, price low to high. */
  sort?: FlightSort;
  onSortChange?: (sort: FlightSort) => void;
  returnSort?: FlightSort;
  onReturnSortChange?: (sort: FlightSort) => void;
  /** The lists arrive in their side's sort order already (the page sorts once per sort, not per filter change). */
  isSorted?: boolean;
  /** Agents' earnings on each fare (the screen's toggle, shown in `toolbar`). */
  showEarnings?: boolean;
  toolbar?: React.ReactNode;
  /** Agents tick fares of either side to share (decision 0051). */
  picked?: ReadonlySet<string>;
  onTogglePick?: (result: TFlightResult) => void;
  /** Shown above the pair's summary in its sticky footer (the share bar), so the two never overlap. */
  footer?: React.ReactNode;
  className?: string;
};

type Side = "outbound" | "inbound";

function SummaryLine({ label, result }: { label: string; result: TFlightResult | null }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</span>
      {result ? (
        <span className="text-sm text-slate-800">
          {describeResult(result)} · {fareNameOf(result)} · <span className="whitespace-nowrap">{formatMoney(result.publishedPrice, result.fare.currency || "INR")}</span>
        </span>
      ) : (
        <span className="text-sm text-slate-500">Not selected</span>
      )}
    </div>
  );
}

/** A side's sort: the page's (controlled) or its own. */
function useSideSort(controlled: FlightSort | undefined, onChange: ((sort: FlightSort) => void) | undefined): [FlightSort, (sort: FlightSort) => void] {
  const [own, setOwn] = useState<FlightSort>(DEFAULT_SORT);
  const change = useCallback(
    (next: FlightSort) => {
      if (controlled === undefined) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ?? own, change];
}

/**
 * Domestic return results (issue 16): the outbound and inbound lists side by side as dense itinerary
 * rows (stacked when the results column is narrower than 48rem: at 600 px, on a tablet, and beside the
 * filter panel below about 1100 px), one fare picked on each side; special return fares in their own
 * section; a sticky footer with the pair's total and Book. The cheapest normal fare of each list
 * starts selected.
 */
export function ReturnResults({
  outbound,
  inbound,
  onBook,
  outboundTitle = "Outbound",
  inboundTitle = "Return",
  outboundSubtitle,
  inboundSubtitle,
  isBooking,
  onClearFilters,
  sort: outSortProp,
  onSortChange,
  returnSort: inSortProp,
  onReturnSortChange,
  isSorted,
  showEarnings = false,
  toolbar,
  picked,
  onTogglePick,
  footer,
  className,
}: ReturnResultsProps) {
  const [chosen, setChosen] = useState<Record<Side, string | null>>({ outbound: null, inbound: null });
  const [outSort, setOutSort] = useSideSort(outSortProp, onSortChange);
  const [inSort, setInSort] = useSideSort(inSortProp, onReturnSortChange);
  const lists = useMemo(
    () => ({
      outbound: { special: outbound.filter(isSpecialReturn), normal: outbound.filter((r) => !isSpecialReturn(r)) },
      inbound: { special: inbound.filter(isSpecialReturn), normal: inbound.filter((r) => !isSpecialReturn(r)) },
    }),
    [outbound, inbound],
  );
  // A choice that the filters removed falls back to the cheapest fare still listed.
  const selectedOut = outbound.find((r) => r.resultIndex === chosen.outbound) ?? cheapest(outbound);
  const selectedIn = inbound.find((r) => r.resultIndex === chosen.inbound) ?? cheapest(inbound);
  const pairError = selectedOut && selectedIn ? getReturnPairError(selectedOut, selectedIn) : null;
  const canBook = Boolean(selectedOut && selectedIn) && pairError === null;
  const currency = selectedOut?.fare.currency || selectedIn?.fare.currency || "INR";
  const total = addMajor(selectedOut?.publishedPrice ?? 0, selectedIn?.publishedPrice ?? 0);
  const hasSpecial = lists.outbound.special.length > 0 || lists.inbound.special.length > 0;

  // Stable per side, so a pick re-renders only the rows whose state changed (the rows are memoised).
  const selectOut = useCallback((result: TFlightResult) => setChosen((current) => ({ ...current, outbound: result.resultIndex })), []);
  const selectIn = useCallback((result: TFlightResult) => setChosen((current) => ({ ...current, inbound: result.resultIndex })), []);
  const common = { isSorted, onClearFilters, showEarnings, picked, onTogglePick };
  const outProps = { ...common, subtitle: outboundSubtitle, sort: outSort, onSortChange: setOutSort, selectedIndex: selectedOut?.resultIndex ?? null, onSelect: selectOut };
  const inProps = { ...common, subtitle: inboundSubtitle, sort: inSort, onSortChange: setInSort, selectedIndex: selectedIn?.resultIndex ?? null, onSelect: selectIn };
  const specialHeadingId = useId();
  const pairGrid = "grid grid-cols-1 gap-x-4 gap-y-6 @min-[48rem]:grid-cols-2";

  return (
    <div className={clsx("@container flex min-w-0 flex-col gap-4", className)}>
      {toolbar ? <div className="flex flex-wrap items-center justify-end gap-3 text-sm">{toolbar}</div> : null}
      {hasSpecial && (
        <section aria-labelledby={specialHeadingId} className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50/40 p-2">
          <div>
            <h2 id={specialHeadingId} className="text-base font-semibold text-slate-900">
              {SPECIAL_RETURN_LABEL} fares
            </h2>
            <p className="text-sm text-slate-600">Cheaper when both flights are booked together on the same airline.</p>
          </div>
          <div className={pairGrid}>
            <ReturnItineraryList {...outProps} title={`${SPECIAL_RETURN_LABEL}: ${outboundTitle}`} results={lists.outbound.special} />
            <ReturnItineraryList {...inProps} title={`${SPECIAL_RETURN_LABEL}: ${inboundTitle}`} results={lists.inbound.special} />
          </div>
        </section>
      )}

      <div className={pairGrid}>
        <ReturnItineraryList {...outProps} title={outboundTitle} results={lists.outbound.normal} />
        <ReturnItineraryList {...inProps} title={inboundTitle} results={lists.inbound.normal} />
      </div>

      <div className="sticky bottom-0 z-20 flex flex-col gap-2 bg-slate-50 pt-1">
        {footer}
        <section aria-label="Selected flights" className="flex flex-col gap-2 rounded-t-lg border border-brand/40 bg-white p-3 shadow-lg @min-[48rem]:flex-row @min-[48rem]:items-center">
          <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 @min-[48rem]:grid-cols-2">
            <SummaryLine label={outboundTitle} result={selectedOut} />
            <SummaryLine label={inboundTitle} result={selectedIn} />
          </div>
          {pairError && (
            <p role="alert" className="text-sm text-red-600 @min-[48rem]:max-w-xs">
              {pairError}
            </p>
          )}
          <div className="flex items-center justify-between gap-3 @min-[48rem]:justify-end">
            <p className="text-sm text-slate-600">
              Total <span className="text-lg font-semibold whitespace-nowrap text-slate-900">{formatMoney(total, currency)}</span>
            </p>
            <Button disabled={!canBook} loading={isBooking} onClick={() => selectedOut && selectedIn && onBook(selectedOut, selectedIn)}>
              Book
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
