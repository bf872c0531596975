"use client";

import clsx from "clsx";
import { useId, useMemo, useState } from "react";
import { describeResult, isSpecialReturn, SPECIAL_RETURN_LABEL } from "@/components/flight/flight-result-card";
import { FlightResultsList } from "@/components/flight/flight-results-list";
import { Button } from "@/components/ui/button";
import type { TFlightResult } from "@/lib/contracts/flights";
import type { FlightSort } from "@/lib/flight-filters";
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
  /** Headings of the two lists, e.g. "Delhi to Mumbai". Default "Outbound" and "Return". */
  outboundTitle?: string;
  inboundTitle?: string;
  /** Shows the Book button busy (an order is being created). */
  isBooking?: boolean;
  /** Offered in the empty state of each list. */
  onClearFilters?: () => void;
  sort?: FlightSort;
  onSortChange?: (sort: FlightSort) => void;
  className?: string;
};

type Side = "outbound" | "inbound";

function SummaryLine({ label, result }: { label: string; result: TFlightResult | null }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</span>
      {result ? (
        <span className="truncate text-sm text-slate-800">
          {describeResult(result)} · {formatMoney(result.publishedPrice, result.fare.currency || "INR")}
        </span>
      ) : (
        <span className="text-sm text-slate-500">Not selected</span>
      )}
    </div>
  );
}

/**
 * Domestic return results: the outbound and inbound lists side by side (stacked when the results column
 * is narrower than 40rem: at 600 px and below, and beside the filter panel on a tablet),
 * each selectable; special return fares in their own section; a sticky summary with the pair's total
 * and Book. The cheapest normal fare of each list starts selected.
 */
export function ReturnResults({ outbound, inbound, onBook, outboundTitle = "Outbound", inboundTitle = "Return", isBooking, onClearFilters, sort, onSortChange, className }: ReturnResultsProps) {
  const [chosen, setChosen] = useState<Record<Side, string | null>>({ outbound: null, inbound: null });
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

  const select = (side: Side) => (result: TFlightResult) => setChosen((current) => ({ ...current, [side]: result.resultIndex }));
  const listProps = { sort, onSortChange, onClearFilters };
  const specialHeadingId = useId();

  return (
    <div className={clsx("@container flex min-w-0 flex-col gap-6", className)}>
      {hasSpecial && (
        <section aria-labelledby={specialHeadingId} className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50/40 p-3">
          <div>
            <h2 id={specialHeadingId} className="text-base font-semibold text-slate-900">
              {SPECIAL_RETURN_LABEL} fares
            </h2>
            <p className="text-sm text-slate-600">Cheaper when both flights are booked together on the same airline.</p>
          </div>
          <div className="grid grid-cols-1 gap-4 @min-[40rem]:grid-cols-2">
            <FlightResultsList {...listProps} title={`${SPECIAL_RETURN_LABEL}: ${outboundTitle}`} results={lists.outbound.special} onSelect={select("outbound")} selectedResultIndex={selectedOut?.resultIndex ?? null} />
            <FlightResultsList {...listProps} title={`${SPECIAL_RETURN_LABEL}: ${inboundTitle}`} results={lists.inbound.special} onSelect={select("inbound")} selectedResultIndex={selectedIn?.resultIndex ?? null} />
          </div>
        </section>
      )}

      <div className="grid grid-cols-1 gap-4 @min-[40rem]:grid-cols-2">
        <FlightResultsList {...listProps} title={outboundTitle} results={lists.outbound.normal} onSelect={select("outbound")} selectedResultIndex={selectedOut?.resultIndex ?? null} />
        <FlightResultsList {...listProps} title={inboundTitle} results={lists.inbound.normal} onSelect={select("inbound")} selectedResultIndex={selectedIn?.resultIndex ?? null} />
      </div>

      <section aria-label="Selected flights" className="sticky bottom-0 z-10 flex flex-col gap-3 rounded-t-lg border border-slate-200 bg-white p-3 shadow-lg @min-[40rem]:flex-row @min-[40rem]:items-center">
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 @min-[40rem]:grid-cols-2">
          <SummaryLine label={outboundTitle} result={selectedOut} />
          <SummaryLine label={inboundTitle} result={selectedIn} />
        </div>
        {pairError && (
          <p role="alert" className="text-sm text-red-600 @min-[40rem]:max-w-xs">
            {pairError}
          </p>
        )}
        <div className="flex items-center justify-between gap-3 @min-[40rem]:justify-end">
          <p className="text-sm text-slate-600">
            Total <span className="text-lg font-semibold text-slate-900">{formatMoney(total, currency)}</span>
          </p>
          <Button disabled={!canBook} loading={isBooking} onClick={() => selectedOut && selectedIn && onBook(selectedOut, selectedIn)}>
            Book
          </Button>
        </div>
      </section>
    </div>
  );
}
