"use client";

import Link from "next/link";
import clsx from "clsx";
import type { DataTableColumn } from "@/components/ui/data-table";
import type { TTicketCard } from "@/lib/contracts/tickets";
import { formatCalendarDate, formatSiteDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

export const pnrOf = (card: TTicketCard) => card.pnr ?? String(card.bookingId);
export const eTicketHref = (card: TTicketCard) => (card.eTicketSlug ? `/app/flight/eTicket/${encodeURIComponent(card.eTicketSlug)}` : null);

type Options = {
  timeZone: string;
  selected: Set<number>;
  onSelect: (card: TTicketCard, on: boolean) => void;
  isAllSelected: boolean;
  onSelectAll: (on: boolean) => void;
  isExpanded: (card: TTicketCard) => boolean;
  onToggle: (card: TTicketCard) => void;
  /** Staff: the creator's name opens the customer's details. */
  onCustomer?: (card: TTicketCard) => void;
  /** "Customer" for staff, "Created by" for a company's users; no column when nobody sees creators. */
  customerHeader: string | null;
};

function StatusBadge({ card }: { card: TTicketCard }) {
  const isChange = card.statusId !== 3 && card.statusId !== 4 && card.statusId !== 1;
  return (
    <span className={clsx("inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs", card.statusId === 3 ? "bg-green-100 text-green-800" : card.statusId === 4 ? "bg-slate-200 text-slate-700" : "bg-amber-100 text-amber-800")}>
      {card.status}
      {isChange && card.changeRequestStatusText ? ` (${card.changeRequestStatusText})` : ""}
    </span>
  );
}

/** The dense queue's columns (issue 16): one line per booking; the booking card opens under the row. */
export function queueColumns(o: Options): DataTableColumn<TTicketCard>[] {
  const columns: DataTableColumn<TTicketCard>[] = [
    {
      id: "select",
      header: "Select",
      canHide: false,
      headerContent: <input type="checkbox" checked={o.isAllSelected} onChange={(e) => o.onSelectAll(e.target.checked)} aria-label="Select every booking on this page" className="accent-brand" />,
      cell: (card) => <input type="checkbox" checked={o.selected.has(card.bookingId)} onChange={(e) => o.onSelect(card, e.target.checked)} aria-label={`Select ticket ${pnrOf(card)}`} className="accent-brand" />,
      className: "w-8",
    },
    {
      id: "pnr",
      header: "PNR",
      canHide: false,
      cell: (card) => (
        <button type="button" aria-expanded={o.isExpanded(card)} aria-label={`Details of ${pnrOf(card)}`} onClick={() => o.onToggle(card)} className="inline-flex items-center gap-1 whitespace-nowrap font-mono font-semibold text-brand hover:underline">
          <span aria-hidden="true" className="text-[10px] text-slate-500">{o.isExpanded(card) ? "▼" : "▶"}</span>
          {card.pnr ?? "-"}
        </button>
      ),
    },
    { id: "status", header: "Status", cell: (card) => <StatusBadge card={card} /> },
    { id: "travelDate", header: "Travel date", cell: (card) => <span className="whitespace-nowrap">{formatCalendarDate(card.travelDate)}</span> },
    { id: "sectors", header: "Sectors", cell: (card) => <span className="whitespace-nowrap">{card.sectors.join(", ")}</span> },
    {
      id: "airline",
      header: "Airline",
      cell: (card) => (
        <abbr className="whitespace-nowrap no-underline" title={card.airlineName}>
          {card.airlineCode}
        </abbr>
      ),
    },
    {
      id: "passengers",
      header: "Passengers",
      cell: (card) => (
        <span className="whitespace-nowrap" title={card.passengers.map((p) => p.name).join(", ")}>
          {card.passengers[0]?.name ?? "-"}
          {card.passengers.length > 1 ? <span className="text-slate-500"> +{card.passengers.length - 1}</span> : null}
        </span>
      ),
    },
    { id: "bookingDate", header: "Booked on", isHiddenByDefault: true, cell: (card) => <span className="whitespace-nowrap">{formatSiteDate(card.bookingDate, o.timeZone)}</span> },
  ];
  if (o.customerHeader) {
    columns.push({
      id: "customer",
      header: o.customerHeader,
      cell: (card) =>
        !card.creator ? "-" : o.onCustomer ? (
          <button type="button" onClick={() => o.onCustomer!(card)} className="whitespace-nowrap text-brand hover:underline" title={card.creator.email ?? undefined}>
            {card.creator.name || card.creator.email}
          </button>
        ) : (
          <span className="whitespace-nowrap">{card.creator.name}</span>
        ),
    });
  }
  columns.push(
    {
      id: "price",
      header: "Price",
      headerClassName: "text-right",
      className: "text-right tabular-nums whitespace-nowrap",
      cell: (card) => (
        <>
          {formatMoney(card.price, card.currency)}
          {card.refundedAmount > 0 ? <span className="block text-xs text-amber-800">−{formatMoney(card.refundedAmount, card.currency)}</span> : null}
        </>
      ),
    },
    {
      id: "eticket",
      header: "E-Ticket",
      canHide: false,
      cell: (card) => {
        const href = eTicketHref(card);
        return href ? (
          <Link href={href} className="whitespace-nowrap text-brand hover:underline" aria-label={`E-Ticket ${pnrOf(card)}`}>
            E-Ticket
          </Link>
        ) : null;
      },
    },
  );
  return columns;
}
