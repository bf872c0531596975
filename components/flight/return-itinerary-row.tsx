"use client";

import clsx from "clsx";
import { memo, useId } from "react";
import { describeResult, FareChain, isSpecialReturn, SPECIAL_RETURN_LABEL } from "@/components/flight/result-parts";
import { FlightSegment } from "@/components/flight/flight-segment";
import { Earning, FlightNumbers, PickBox, Refundability, RowToggles, selectLabel } from "@/components/flight/itinerary-row";
import type { RowPanel } from "@/components/flight/itinerary-list";
import type { TFlightResult } from "@/lib/contracts/flights";
import { dayOffset, formatDuration, formatTime, legDurationMinutes } from "@/lib/flight-format";
import { airlinesOf, baggageOf, fareNameOf, viaLabel, type Itinerary } from "@/lib/flight-itineraries";
import { addMajor, formatMoney } from "@/lib/money";

/**
 * The columns of one side of a domestic return (about 400 px at 1280 px wide): the pick, flights
 * (airline and every flight number, wrapping between flights), departure, duration and stops,
 * arrival, price. The fare's line (family, baggage, refundability, fares, details) runs under them,
 * an agent's share box under the pick (a square under the round pick: two different ticks). Wider (stacked at 600 px) the flights stop at 11rem and the price
 * column takes the rest, so the times spread rather than bunch at the right.
 */
export const RETURN_GRID = "grid grid-cols-[1.25rem_minmax(4.5rem,11rem)_2.75rem_minmax(4rem,5.5rem)_2.75rem_minmax(max-content,1fr)] gap-x-2";

const money = (result: TFlightResult, amount: number) => formatMoney(amount, result.fare.currency || "INR");

/** The side's pick: looks like a radio, is a toggle button ("Select ..." pressed) so a fare shows once per list. */
function PickButton({ result, isSelected, onSelect, small }: { result: TFlightResult; isSelected: boolean; onSelect: (result: TFlightResult) => void; small?: boolean }) {
  return (
    <button
      type="button"
      aria-label={selectLabel(result)}
      aria-pressed={isSelected}
      title={isSelected ? "Selected" : "Select this fare"}
      onClick={() => onSelect(result)}
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-full border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        small ? "size-4" : "size-5",
        isSelected ? "border-brand bg-brand" : "border-slate-400 bg-white hover:border-brand",
      )}
    >
      {isSelected ? <span aria-hidden="true" className={clsx("rounded-full bg-white", small ? "size-1.5" : "size-2")} /> : null}
    </button>
  );
}

export type ReturnItineraryRowProps = {
  itinerary: Itinerary;
  /** The resultIndex picked on this side when it is one of this itinerary's fares, else null (keeps the memo). */
  selectedIndex: string | null;
  /** The panel open under the row (kept by the list: rows are recycled, decision 0055). */
  open: RowPanel | null;
  onToggle: (key: string, what: RowPanel) => void;
  onSelect: (result: TFlightResult) => void;
  showEarnings: boolean;
  picked?: ReadonlySet<string>;
  onTogglePick?: (result: TFlightResult) => void;
};

/**
 * One itinerary of one side of a domestic return: a dense row whose pick selects its cheapest fare
 * (a click anywhere on the row does too), its other fare families and the flight details on demand.
 * A picked fare of another family shows in the row (its name and price) while the fare list is shut.
 */
export const ReturnItineraryRow = memo(function ReturnItineraryRow({ itinerary, selectedIndex, open, onToggle, onSelect, showEarnings, picked, onTogglePick }: ReturnItineraryRowProps) {
  const { lead, fares } = itinerary;
  const panelId = useId();
  const shown = (selectedIndex !== null && fares.find((f) => f.resultIndex === selectedIndex)) || lead;
  const isSelected = selectedIndex !== null;
  const leg = lead.segments[0] ?? [];
  const first = leg[0];
  const last = leg[leg.length - 1];
  const days = first && last ? dayOffset(first.departureTime, last.arrivalTime) : 0;
  const toggle = (what: RowPanel) => onToggle(itinerary.key, what);
  // A click on the row's free space picks it; its buttons and boxes do their own thing.
  const pickFromRow = (event: React.MouseEvent) => {
    if (!(event.target as HTMLElement).closest("button, input, a, label") && !isSelected) onSelect(lead);
  };

  return (
    <article
      aria-label={`${describeResult(lead)}, ${money(shown, shown.publishedPrice)}`}
      aria-current={isSelected ? "true" : undefined}
      className={clsx("border-b border-slate-200 last:border-b-0", isSelected ? "bg-brand/10 shadow-[inset_3px_0_0_var(--color-brand)]" : "bg-white hover:bg-slate-50")}
    >
      <div className={clsx(RETURN_GRID, "cursor-pointer items-center gap-y-0.5 py-1.5 pr-2 pl-2")} onClick={pickFromRow}>
        <PickButton result={shown} isSelected={isSelected} onSelect={onSelect} />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900" title={airlinesOf(lead)}>
            {airlinesOf(lead)}
          </p>
          <FlightNumbers result={lead} className="text-xs leading-tight text-slate-500" />
        </div>
        <p className="flex flex-col leading-tight">
          <span className="text-sm font-semibold tabular-nums">{first ? formatTime(first.departureTime) : ""}</span>
          <span className="text-xs text-slate-500">{first?.originAirportCode}</span>
        </p>
        <p className="flex flex-col items-center text-center text-xs leading-tight text-slate-600">
          <span>{formatDuration(legDurationMinutes(leg))}</span>
          <span className="text-[11px] text-slate-500">{viaLabel(lead)}</span>
        </p>
        <p className="flex flex-col leading-tight">
          <span className="text-sm font-semibold tabular-nums">{last ? formatTime(last.arrivalTime) : ""}</span>
          <span className="text-xs whitespace-nowrap text-slate-500">
            {last?.destinationAirportCode}
            {days > 0 ? (
              <span className="font-medium text-amber-700" title={`Arrives ${days} ${days === 1 ? "day" : "days"} later`}>
                {" "}
                +{days}
              </span>
            ) : null}
          </span>
        </p>
        <p className="flex flex-col items-end justify-self-end leading-tight">
          <span className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">{money(shown, shown.publishedPrice)}</span>
          {showEarnings ? <Earning result={shown} /> : null}
        </p>
        {picked && onTogglePick ? (
          <span className="col-start-1 row-start-2 inline-flex items-center justify-center">
            <PickBox result={shown} picked={picked} onTogglePick={onTogglePick} />
          </span>
        ) : null}
        <div className="col-span-5 col-start-2 row-start-2 flex min-w-0 flex-wrap items-center gap-x-2 text-xs text-slate-600">
          <span className={clsx("font-medium", isSelected && shown !== lead ? "text-brand" : "text-slate-900")}>{fareNameOf(shown)}</span>
          <span>{baggageOf(shown)}</span>
          <Refundability result={shown} />
          {isSpecialReturn(shown) ? <span className="text-amber-700">{SPECIAL_RETURN_LABEL}</span> : null}
          <span className="text-slate-500">{lead.source}</span>
          <RowToggles fareCount={fares.length} open={open} panelId={panelId} onToggle={toggle} detailsLabel="Details" />
        </div>
      </div>
      <div id={panelId} hidden={open === null} className="border-t border-slate-100 bg-slate-50 px-2 py-1.5">
        {open === "fares" ? (
          <ul aria-label={`Fares of ${describeResult(lead)}`} className="flex flex-col divide-y divide-slate-200">
            {fares.map((fare) => (
              <li key={fare.resultIndex} className="grid grid-cols-[1rem_minmax(0,1fr)_auto] items-center gap-x-2 py-1 text-xs">
                <PickButton result={fare} isSelected={fare.resultIndex === selectedIndex} onSelect={onSelect} small />
                <span className="flex min-w-0 flex-wrap gap-x-2">
                  <span className="font-medium text-slate-900">{fareNameOf(fare)}</span>
                  <span>{baggageOf(fare)}</span>
                  <Refundability result={fare} />
                  {showEarnings ? <Earning result={fare} detailed /> : null}
                </span>
                <span className="flex items-center justify-end gap-2 text-sm font-semibold tabular-nums">
                  {picked && onTogglePick ? <PickBox result={fare} picked={picked} onTogglePick={onTogglePick} /> : null}
                  {money(fare, fare.publishedPrice)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {open === "details" ? (
          <div className="@container flex flex-col gap-2">
            <FlightSegment segments={leg} />
            <p className="text-xs text-slate-600">
              Base fare {money(shown, shown.fare.baseFare)} · Taxes and fees {money(shown, addMajor(shown.publishedPrice, -shown.fare.baseFare))} · Total {money(shown, shown.publishedPrice)}
            </p>
            {shown.fareChain ? <FareChain chain={shown.fareChain} currency={shown.fare.currency || "INR"} /> : null}
            {shown.airlineRemark ? <p className="text-xs text-slate-600">{shown.airlineRemark}</p> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
});
