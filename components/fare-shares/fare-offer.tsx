import { PrintButton } from "@/components/dmc-transfers/print-button";
import type { TFareShareView, TSharedFare } from "@/lib/contracts/fare-shares";
import { datesOf, legSummary, partyOf, routeOf } from "@/lib/fare-share-format";
import { formatMoney } from "@/lib/money";

function FareCard({ fare, index }: { fare: TSharedFare; index: number }) {
  const price = formatMoney(fare.price, fare.currency);
  return (
    <li aria-label={`Option ${index + 1}, ${price}`} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 border-b border-slate-200 px-3 py-2 break-inside-avoid last:border-b-0">
      <div className="flex min-w-0 flex-col gap-1">
        {fare.segments.map((leg, i) => {
          const l = legSummary(leg);
          if (!l) return null;
          return (
            <div key={i} className="grid grid-cols-[minmax(7rem,1fr)_auto] gap-x-3 text-sm sm:grid-cols-[minmax(9rem,1.2fr)_minmax(10rem,1.5fr)_minmax(7rem,1fr)]">
              <p className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{l.airlines}</span>
                <span className="block text-xs whitespace-nowrap text-slate-500">{l.flights}</span>
              </p>
              <p className="tabular-nums">
                <span className="font-semibold">{l.departure}</span> <span className="text-xs text-slate-500">{l.from}</span> → <span className="font-semibold">{l.arrival}</span> <span className="text-xs text-slate-500">{l.to}</span>
                <span className="block text-xs text-slate-500">{l.date}</span>
              </p>
              <p className="col-span-2 text-xs text-slate-600 sm:col-span-1">
                {l.duration} · {l.stops}
              </p>
            </div>
          );
        })}
        <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
          <span className="font-medium text-slate-900">{fare.fareName}</span>
          <span>{fare.baggage}</span>
          {fare.isRefundable ? <span className="text-green-700">Refundable</span> : <span>Non-refundable</span>}
        </p>
      </div>
      <p className="self-center text-right text-lg font-semibold text-slate-900 tabular-nums">{price}</p>
    </li>
  );
}

/** The shared offer (decision 0051): the agency's logo and contact, the trip, the fares at the agent's prices; printable. */
export function FareOffer({ view }: { view: TFareShareView }) {
  const { agency, trip } = view;
  const contact = [agency.email, agency.phone].filter(Boolean).join(" · ");
  return (
    <article aria-labelledby="offer-title" className="mx-auto flex max-w-4xl flex-col gap-4 print:max-w-none">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b-2 border-brand pb-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- the agency's own logo, any origin */}
        {agency.logoUrl ? <img src={agency.logoUrl} alt={`${agency.name} logo`} className="max-h-14 max-w-48 object-contain" /> : null}
        <div className="text-right text-sm">
          <p className="font-semibold text-slate-900">{agency.name}</p>
          {contact ? <p className="text-slate-600">{contact}</p> : null}
        </div>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 id="offer-title" className="text-xl font-semibold text-slate-900">
            Flight options {routeOf(trip)}
          </h1>
          <p className="text-sm text-slate-600">
            {datesOf(trip)} · {partyOf(trip)}
            {view.customerName ? ` · for ${view.customerName}` : ""}
          </p>
        </div>
        <div className="print:hidden">
          <PrintButton />
        </div>
      </div>
      <ol aria-label="Shared fares" className="rounded-md border border-slate-200 bg-white">
        {view.fares.map((fare, i) => (
          <FareCard key={i} fare={fare} index={i} />
        ))}
      </ol>
      <p className="text-xs text-slate-500">
        Prices are for all travellers, taxes included, as shared on {view.createdAt.slice(0, 10)}; they may change until the booking is made. Contact {agency.name} to book. This offer is available until {view.expiresAt.slice(0, 10)}.
      </p>
    </article>
  );
}
