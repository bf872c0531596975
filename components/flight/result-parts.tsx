/**
 * How a search result is named and its fare chain shown (the itinerary rows, the split view, the
 * fare dialog): one place for the words every result screen uses.
 */
import type { TFlightResult } from "@/lib/contracts/flights";
import { formatTime } from "@/lib/flight-format";
import { formatMoney } from "@/lib/money";

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
