"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { canRaiseChangeRequest, type TTicketCard } from "@/lib/contracts/tickets";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { formatCalendarDate, formatSiteDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

type Props = {
  card: TTicketCard;
  isSelected: boolean;
  onSelect: (selected: boolean) => void;
  onFlightInformation: () => void;
  onChangeRequest: () => void;
  onRefreshStatus: () => void;
  onCustomerDetails?: () => void;
  isRefreshing?: boolean;
};


/**
 * A booking card (spec 000 section 2): booking date, travel date, price with 2 decimals, PNR,
 * airline, sectors, status, creator, per-passenger ticket numbers linking to the e-ticket (one
 * passenger via pax); Flight Information, Change Request, and Refresh Status only when ChangeRequested.
 */
export function BookingCard({ card, isSelected, onSelect, onFlightInformation, onChangeRequest, onRefreshStatus, onCustomerDetails, isRefreshing }: Props) {
  const timeZone = useSiteTimeZone();
  const isChangeRequested = card.statusId !== 3 && card.statusId !== 4;
  const eTicket = card.eTicketSlug ? `/app/flight/eTicket/${encodeURIComponent(card.eTicketSlug)}` : null;
  return (
    <article aria-label={`Booking ${card.pnr ?? card.bookingId}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={isSelected} onChange={(e) => onSelect(e.target.checked)} aria-label={`Select ticket ${card.pnr ?? card.bookingId}`} />
          <span className="text-lg font-semibold">PNR {card.pnr ?? "-"}</span>
        </label>
        <span className={`rounded px-2 py-0.5 text-sm ${card.statusId === 3 ? "bg-green-100 text-green-800" : card.statusId === 4 ? "bg-slate-200 text-slate-700" : "bg-amber-100 text-amber-800"}`}>
          {card.status}
          {isChangeRequested && card.changeRequestStatusText ? ` (${card.changeRequestStatusText})` : ""}
        </span>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Booking date</dt>
          <dd>{formatSiteDate(card.bookingDate, timeZone)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Travel date</dt>
          <dd>{formatCalendarDate(card.travelDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Booking price</dt>
          <dd className="tabular-nums">{formatMoney(card.price, card.currency)}</dd>
          {card.refundedAmount > 0 ? <dd className="text-xs tabular-nums text-amber-800">Refunded {formatMoney(card.refundedAmount, card.currency)}</dd> : null}
        </div>
        <div>
          <dt className="text-slate-500">Airline</dt>
          <dd>
            {card.airlineName} ({card.airlineCode})
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-500">Sectors</dt>
          <dd>{card.sectors.join(", ")}</dd>
        </div>
        {card.creator ? (
          <div className="col-span-2">
            <dt className="text-slate-500">Created by</dt>
            <dd>
              {onCustomerDetails ? (
                <button type="button" className="text-[var(--brand-color)] underline" onClick={onCustomerDetails}>
                  {card.creator.name || card.creator.email}
                </button>
              ) : (
                card.creator.name
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">Passengers and ticket numbers</caption>
        <thead>
          <tr className="text-left text-slate-500">
            <th className="font-normal">Passenger</th>
            <th className="font-normal">Ticket number</th>
          </tr>
        </thead>
        <tbody>
          {card.passengers.map((p) => (
            <tr key={p.paxIndex}>
              <td>{p.name}</td>
              <td>
                {p.ticketNumber && p.isRefunded ? (
                  <span>
                    {p.ticketNumber} <span className="text-amber-800">(refunded)</span>
                  </span>
                ) : p.ticketNumber && eTicket ? (
                  <Link href={`${eTicket}?pax=${p.paxIndex}`} className="text-[var(--brand-color)] underline">
                    {p.ticketNumber}
                  </Link>
                ) : (
                  (p.ticketNumber ?? "-")
                )}
                {!p.isRefunded && p.refundedSectors.length > 0 ? <span className="text-amber-800"> ({p.refundedSectors.join(", ")} refunded)</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="flex flex-wrap gap-2">
        {eTicket ? (
          <Link href={eTicket} className="inline-flex min-h-9 items-center rounded-md border border-slate-300 px-3 text-sm">
            E-Ticket
          </Link>
        ) : null}
        <Button variant="secondary" onClick={onFlightInformation}>
          Flight Information
        </Button>
        {canRaiseChangeRequest(card.statusId) ? (
          <Button variant="secondary" onClick={onChangeRequest}>
            Change Request
          </Button>
        ) : null}
        {isChangeRequested ? (
          <Button variant="secondary" onClick={onRefreshStatus} disabled={isRefreshing}>
            Refresh Status
          </Button>
        ) : null}
      </footer>
    </article>
  );
}
