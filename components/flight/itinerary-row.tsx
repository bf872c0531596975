"use client";

import clsx from "clsx";
import { Fragment, memo, useId } from "react";
import { describeResult, FareChain, isSpecialReturn, SPECIAL_RETURN_LABEL } from "@/components/flight/result-parts";
import { AirlineLogo, FlightSegment } from "@/components/flight/flight-segment";
import type { RowPanel } from "@/components/flight/itinerary-list";
import type { TFlightResult } from "@/lib/contracts/flights";
import { dayOffset, formatDuration, formatTime, legDurationMinutes } from "@/lib/flight-format";
import { airlinesOf, baggageOf, earningsOf, fareNameOf, flightNumbersOf, viaLabel, type Itinerary } from "@/lib/flight-itineraries";
import { addMajor, formatMoney } from "@/lib/money";

/**
 * The columns of the dense list (issue 16), shared by the header and every row: flights (airline and
 * every flight number), departure, duration and stops, arrival, fare, price and Select. Below 48rem of
 * list width a row folds to flights on the left, price on the right.
 */
export const ITINERARY_GRID = "grid grid-cols-[minmax(0,1fr)_auto] @3xl:grid-cols-[minmax(8rem,1.2fr)_4.5rem_minmax(7rem,1fr)_4.5rem_minmax(9rem,1.3fr)_10.5rem]";

const money = (result: TFlightResult, amount: number) => formatMoney(amount, result.fare.currency || "INR");

/** What a fare's Select button says: the flights, the fare family and the price. */
export const selectLabel = (result: TFlightResult) => `Select ${describeResult(result)}, ${fareNameOf(result)}, ${money(result, result.publishedPrice)}`;

export function Refundability({ result }: { result: TFlightResult }) {
  return result.isRefundable ? <span className="text-green-700">Refundable</span> : <span className="text-slate-500">Non-refundable</span>;
}

/** An agent's earning on a fare ("Earn ₹250"), with the net they pay in the title; nothing when hidden or not sent. */
export function Earning({ result, detailed }: { result: TFlightResult; detailed?: boolean }) {
  const e = earningsOf(result);
  if (!e) return null;
  return (
    <span className="text-xs whitespace-nowrap text-emerald-700" data-testid="fare-earning">
      {detailed ? `Net ${money(result, e.net)} · ` : null}
      Earn {money(result, e.earning)}
    </span>
  );
}

/** Every flight number of a leg: they wrap between flights, never inside one ("SG 1101 · AI 9903"). */
export function FlightNumbers({ result, index = 0, className }: { result: TFlightResult; index?: number; className?: string }) {
  const numbers = flightNumbersOf(result, index).split(" · ");
  return (
    <p data-testid="flight-numbers" className={className}>
      {numbers.map((n, i) => (
        <Fragment key={i}>
          {i > 0 ? " · " : null}
          <span className="whitespace-nowrap">{n}</span>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * One leg: airline and flight numbers, departure, duration with the via airports, arrival. Wide, its
 * four cells are the row grid's own (the wrapper is `display: contents`), so a row is one grid with
 * no grid inside it: a filter change lays out about 14 recycled rows, and nested grids made that the
 * largest part of it (decision 0055). Narrow, the leg is one wrapping line.
 */
function LegLine({ result, index, label }: { result: TFlightResult; index: number; label?: string }) {
  const leg = result.segments[index] ?? [];
  const first = leg[0];
  const last = leg[leg.length - 1];
  if (!first || !last) return null;
  const days = dayOffset(first.departureTime, last.arrivalTime);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5 @3xl:contents">
      <div className="flex min-w-0 items-start gap-2 @3xl:col-start-1">
        <AirlineLogo code={first.airlineCode} name={first.airlineName} decorative loading="eager" className="mt-0.5 hidden size-6 @3xl:block" />
        <div className="min-w-0">
          {label ? <p className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{label}</p> : null}
          <p className="truncate text-sm font-medium text-slate-900" title={airlinesOf(result, index)}>
            {airlinesOf(result, index)}
          </p>
          <FlightNumbers result={result} index={index} className="text-xs text-slate-500" />
        </div>
      </div>
      <p className="text-sm">
        <span className="font-semibold tabular-nums">{formatTime(first.departureTime)}</span> <span className="text-xs text-slate-500">{first.originAirportCode}</span>
      </p>
      <p className="text-xs text-slate-600 @3xl:text-center">
        {formatDuration(legDurationMinutes(leg))}
        <span className="block text-slate-500">{viaLabel(result, index)}</span>
      </p>
      <p className="text-sm">
        <span className="font-semibold tabular-nums">{formatTime(last.arrivalTime)}</span>
        {days > 0 ? <sup className="text-[10px] text-amber-700">+{days}</sup> : null} <span className="text-xs text-slate-500">{last.destinationAirportCode}</span>
      </p>
    </div>
  );
}

/** An agent's tick to share a fare with a customer (decision 0051). */
/** The row's "N fares" and details toggles, which open the panel under the row (shared with the return rows). */
export function RowToggles({ fareCount, open, panelId, onToggle, detailsLabel }: { fareCount: number; open: RowPanel | null; panelId: string; onToggle: (what: RowPanel) => void; detailsLabel: string }) {
  return (
    <>
      {fareCount > 1 ? (
        <button type="button" className="font-medium text-brand hover:underline" aria-expanded={open === "fares"} aria-controls={panelId} onClick={() => onToggle("fares")}>
          {open === "fares" ? "Hide fares" : `${fareCount} fares`}
        </button>
      ) : null}
      <button type="button" className="text-brand hover:underline" aria-expanded={open === "details"} aria-controls={panelId} onClick={() => onToggle("details")}>
        {open === "details" ? "Hide details" : detailsLabel}
      </button>
    </>
  );
}

export function PickBox({ result, picked, onTogglePick }: { result: TFlightResult; picked: ReadonlySet<string>; onTogglePick: (result: TFlightResult) => void }) {
  return (
    <input
      type="checkbox"
      aria-label={`Share ${describeResult(result)}, ${fareNameOf(result)}, ${money(result, result.publishedPrice)}`}
      title="Pick to share with a customer"
      checked={picked.has(result.resultIndex)}
      onChange={() => onTogglePick(result)}
      className="size-6 shrink-0 accent-brand"
    />
  );
}

export type ItineraryRowProps = {
  itinerary: Itinerary;
  /** The panel open under the row (the list keeps it by itinerary key: rows are recycled, decision 0055). */
  open: RowPanel | null;
  onToggle: (key: string, what: RowPanel) => void;
  onSelect: (result: TFlightResult) => void;
  showEarnings: boolean;
  legLabels?: string[];
  /** Agents tick fares to share; the ticked resultIndexes (a new set only when a tick changes). */
  picked?: ReadonlySet<string>;
  onTogglePick?: (result: TFlightResult) => void;
};

/** One itinerary: one dense row (its cheapest fare), the other fare families and the flight details on demand. */
export const ItineraryRow = memo(function ItineraryRow({ itinerary, open, onToggle, onSelect, showEarnings, legLabels, picked, onTogglePick }: ItineraryRowProps) {
  const { lead, fares } = itinerary;
  const panelId = useId();
  const labels = legLabels ?? ["Outbound", "Return"];
  const legLabel = (index: number) => (lead.segments.length > 1 ? (labels[index] ?? `Leg ${index + 1}`) : undefined);
  const price = money(lead, lead.publishedPrice);
  const toggle = (what: RowPanel) => onToggle(itinerary.key, what);

  return (
    <article aria-label={`${describeResult(lead)}, ${price}`} className="@container border-b border-slate-200 bg-white last:border-b-0">
      {/* --legs: how many grid rows the legs take; the fare and the price span them all. */}
      <div className={clsx(ITINERARY_GRID, "min-h-16 items-center gap-x-3 gap-y-1 px-3 py-2")} style={{ "--legs": lead.segments.length } as React.CSSProperties}>
        {lead.segments.map((_, index) => (
          <LegLine key={index} result={lead} index={index} label={legLabel(index)} />
        ))}
        <div className="col-span-2 flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-slate-600 @3xl:col-span-1 @3xl:col-start-5 @3xl:row-start-1 @3xl:row-end-[span_var(--legs)] @3xl:flex-col @3xl:items-start @3xl:gap-0.5">
          <p className="flex flex-wrap gap-x-2">
            <span className="font-medium text-slate-900">{fareNameOf(lead)}</span>
            <span>{baggageOf(lead)}</span>
            <Refundability result={lead} />
            {isSpecialReturn(lead) ? <span className="text-amber-700">{SPECIAL_RETURN_LABEL}</span> : null}
          </p>
          <p className="flex flex-wrap items-center gap-x-2">
            <span className="text-slate-500">{lead.source}</span>
            <RowToggles fareCount={fares.length} open={open} panelId={panelId} onToggle={toggle} detailsLabel="Flight details" />
          </p>
        </div>
        <div className="col-start-2 row-start-1 row-end-[span_var(--legs)] flex items-center justify-end gap-2 @3xl:col-start-6">
          {picked && onTogglePick ? <PickBox result={lead} picked={picked} onTogglePick={onTogglePick} /> : null}
          <p className="flex flex-col items-end leading-tight">
            <span className="text-base font-semibold text-slate-900 tabular-nums">{price}</span>
            {showEarnings ? <Earning result={lead} /> : null}
          </p>
          <button
            type="button"
            aria-label={selectLabel(lead)}
            onClick={() => onSelect(lead)}
            className="min-h-8 rounded-md bg-brand px-3 py-1 text-sm font-medium text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            Select
          </button>
        </div>
      </div>
      <div id={panelId} hidden={open === null} className="border-t border-slate-100 bg-slate-50 px-3 py-2">
        {open === "fares" ? (
          <ul aria-label={`Fares of ${describeResult(lead)}`} className="flex flex-col divide-y divide-slate-200">
            {fares.map((fare) => (
              <li key={fare.resultIndex} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-1 text-xs @3xl:grid-cols-[minmax(8rem,1fr)_5rem_7rem_minmax(6rem,1fr)_minmax(8rem,auto)_minmax(6rem,auto)_auto]">
                <span className="font-medium text-slate-900">{fareNameOf(fare)}</span>
                <span>{baggageOf(fare)}</span>
                <Refundability result={fare} />
                <span className="text-slate-500">{fare.source}</span>
                <span>{showEarnings ? <Earning result={fare} detailed /> : null}</span>
                <span className="flex items-center justify-end gap-2 text-right text-sm font-semibold tabular-nums">
                  {picked && onTogglePick ? <PickBox result={fare} picked={picked} onTogglePick={onTogglePick} /> : null}
                  {money(fare, fare.publishedPrice)}
                </span>
                <button
                  type="button"
                  aria-label={selectLabel(fare)}
                  onClick={() => onSelect(fare)}
                  className="min-h-7 rounded-md border border-brand px-3 text-xs font-medium text-brand hover:bg-brand hover:text-white"
                >
                  Select
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {open === "details" ? (
          <div className="flex flex-col gap-3">
            {lead.segments.map((leg, index) => (
              <FlightSegment key={index} segments={leg} label={legLabel(index)} />
            ))}
            <p className="text-xs text-slate-600">
              Base fare {money(lead, lead.fare.baseFare)} · Taxes and fees {money(lead, addMajor(lead.publishedPrice, -lead.fare.baseFare))} · Total {price}
            </p>
            {lead.fareChain ? <FareChain chain={lead.fareChain} currency={lead.fare.currency || "INR"} /> : null}
            {lead.airlineRemark ? <p className="text-xs text-slate-600">{lead.airlineRemark}</p> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
});
