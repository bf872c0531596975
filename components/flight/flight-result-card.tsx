"use client";

import clsx from "clsx";
import { useId, useState } from "react";
import { FlightSegment } from "@/components/flight/flight-segment";
import { Button } from "@/components/ui/button";
import type { TFlightResult } from "@/lib/contracts/flights";
import { formatTime } from "@/lib/flight-format";
import { addMajor, formatMoney } from "@/lib/money";

export const SPECIAL_RETURN_LABEL = "Special return";

export const isSpecialReturn = (result: TFlightResult) => result.fareType === "lccSpecialReturn" || result.fareType === "gdsSpecialReturn";

/** "IndiGo 6E 203, DEL 06:05 to BOM 08:15": the result's name for buttons and the card. */
export function describeResult(result: TFlightResult): string {
  const leg = result.segments[0] ?? [];
  const first = leg[0];
  const last = leg[leg.length - 1];
  if (!first || !last) return result.resultIndex;
  return `${first.airlineName} ${first.airlineCode} ${first.flightNumber}, ${first.originAirportCode} ${formatTime(first.departureTime)} to ${last.destinationAirportCode} ${formatTime(last.arrivalTime)}`;
}

function Badge({ tone, children }: { tone: "green" | "slate" | "amber"; children: string }) {
  const tones = { green: "bg-green-50 text-green-800 ring-green-200", slate: "bg-slate-100 text-slate-700 ring-slate-200", amber: "bg-amber-50 text-amber-800 ring-amber-200" };
  return <span className={clsx("inline-flex items-center rounded px-2 py-0.5 text-xs font-medium ring-1", tones[tone])}>{children}</span>;
}

/**
 * A fare bought from a linked supplier site (decision 0030): how its price was built. The API sends
 * the chain to business callers only (staff, agents, corporates), so the card shows it when present.
 */
export function FareChain({ chain, currency }: { chain: NonNullable<TFlightResult["fareChain"]>; currency: string }) {
  const rows: [string, number][] = [
    ["Supplier's net", chain.supplierNet],
    ["Supplier markup", chain.supplierMarkup],
    ["Our markup", chain.consumerMarkup],
    ["Agent markup", chain.agentMarkup],
  ];
  return (
    <ul aria-label="Fare chain" className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 text-xs text-slate-600 @min-[38rem]:max-w-sm">
      {rows.map(([label, value]) => (
        <li key={label} className="flex justify-between gap-4">
          <span>{label}</span>
          <span className="tabular-nums">{formatMoney(value, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

export type FlightResultCardProps = {
  result: TFlightResult;
  onSelect: (result: TFlightResult) => void;
  /** Set in a selectable list (domestic return): the Select button becomes a toggle showing this state. */
  isSelected?: boolean;
  /** Names of the legs, default "Outbound", "Return", then "Leg 3"... (shown when there is more than one leg). */
  legLabels?: string[];
  className?: string;
};

/** One search result: its legs, fare type, published price, Select and a details toggle. */
export function FlightResultCard({ result, onSelect, isSelected, legLabels, className }: FlightResultCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const detailsId = useId();
  const currency = result.fare.currency || "INR";
  const price = formatMoney(result.publishedPrice, currency);
  const name = describeResult(result);
  const isSelectable = isSelected !== undefined;
  const labels = legLabels ?? ["Outbound", "Return"];
  const legLabel = (index: number) => (result.segments.length > 1 ? (labels[index] ?? `Leg ${index + 1}`) : undefined);

  return (
    <article
      aria-label={`${name}, ${price}`}
      className={clsx("@container flex flex-col gap-3 rounded-lg border bg-white p-4 shadow-sm", isSelected ? "border-brand ring-2 ring-brand" : "border-slate-200", className)}
    >
      <div className="flex flex-col gap-4 @min-[38rem]:flex-row @min-[38rem]:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {result.segments.map((leg, index) => (
            <FlightSegment key={index} segments={leg} label={legLabel(index)} showDetails={false} />
          ))}
        </div>
        <div className="flex flex-row items-center justify-between gap-3 border-t border-slate-100 pt-3 @min-[38rem]:w-44 @min-[38rem]:flex-col @min-[38rem]:items-end @min-[38rem]:border-t-0 @min-[38rem]:border-l @min-[38rem]:pt-0 @min-[38rem]:pl-4">
          <div className="flex flex-col gap-1 @min-[38rem]:items-end">
            <p className="text-xl font-semibold text-slate-900">{price}</p>
            <div className="flex flex-wrap gap-1 @min-[38rem]:justify-end">
              {isSpecialReturn(result) && <Badge tone="amber">{SPECIAL_RETURN_LABEL}</Badge>}
              {result.isRefundable ? <Badge tone="green">Refundable</Badge> : <Badge tone="slate">Non-refundable</Badge>}
            </div>
          </div>
          <Button
            variant={isSelectable && !isSelected ? "secondary" : "primary"}
            aria-label={`Select ${name}, ${price}`}
            aria-pressed={isSelectable ? isSelected : undefined}
            onClick={() => onSelect(result)}
            className="min-w-24"
          >
            {isSelected && <span aria-hidden="true">✓</span>}
            Select
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2 text-xs text-slate-500">
        <span>{result.source}</span>
        <Button variant="link" aria-expanded={isExpanded} aria-controls={detailsId} onClick={() => setIsExpanded((open) => !open)}>
          {isExpanded ? "Hide details" : "Flight details"}
        </Button>
      </div>
      <div id={detailsId} hidden={!isExpanded} className="flex flex-col gap-4">
        {isExpanded && (
          <>
            {result.segments.map((leg, index) => (
              <FlightSegment key={index} segments={leg} label={legLabel(index)} />
            ))}
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-700 @min-[38rem]:max-w-sm">
              <dt>Base fare</dt>
              <dd className="text-right">{formatMoney(result.fare.baseFare, currency)}</dd>
              <dt>Taxes and fees</dt>
              <dd className="text-right">{formatMoney(addMajor(result.publishedPrice, -result.fare.baseFare), currency)}</dd>
              <dt className="font-medium text-slate-900">Total</dt>
              <dd className="text-right font-medium text-slate-900">{price}</dd>
            </dl>
            {result.fareChain && <FareChain chain={result.fareChain} currency={currency} />}
            {result.airlineRemark && <p className="text-xs text-slate-600">{result.airlineRemark}</p>}
          </>
        )}
      </div>
    </article>
  );
}
