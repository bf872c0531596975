import clsx from "clsx";
import { FlightSegment } from "@/components/flight/flight-segment";
import type { TFlightResult } from "@/lib/contracts/flights";

/** The flights of one booked or selected fare, each leg with its segments. */
export function LegFlights({ result, title = "Flights", legLabels, isPlain }: { result: Pick<TFlightResult, "segments">; title?: string; legLabels?: string[]; isPlain?: boolean }) {
  const many = result.segments.length > 1;
  return (
    <section aria-label={title} className={clsx("@container space-y-3", !isPlain && "rounded-lg border border-slate-200 bg-white p-4 shadow-sm max-[600px]:p-3")}>
      {isPlain ? <h3 className="text-sm font-semibold text-slate-900">{title}</h3> : <h2 className="text-base font-semibold text-slate-900">{title}</h2>}
      {result.segments.map((leg, i) => (
        <FlightSegment key={i} segments={leg} label={many ? (legLabels?.[i] ?? (i === 0 ? "Outbound" : "Return")) : undefined} showDetails={false} />
      ))}
    </section>
  );
}
