"use client";

import Link from "next/link";
import { useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { CART_STATUSES, CART_STATUS_LABELS, CartMessages, type TCartStatus, type TQueueCart } from "@/lib/contracts/dmc-carts";
import { formatCalendarDate } from "@/lib/dates";
import { makeQuotationHref, quotationHref } from "./cart-panel";
import { useCartCommand, useQueue } from "./use-carts";

const dates = (r: TQueueCart) => `${formatCalendarDate(r.startDate)} to ${formatCalendarDate(r.endDate)}`;

/** The quotation made from the cart (its reference), and for staff who build quotations "Make quotation". */
function Quotation({ row, canMakeQuotation }: { row: TQueueCart; canMakeQuotation: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {row.kartId !== null ? <Link className="font-medium text-brand hover:underline" href={quotationHref(row.kartId)}>{row.quotationId ?? `#${row.kartId}`}</Link> : null}
      {canMakeQuotation ? <Link className="whitespace-nowrap rounded border border-brand px-2 py-0.5 text-xs font-medium text-brand hover:bg-brand hover:text-white" href={makeQuotationHref(row.id)} aria-label={`Make quotation from cart ${row.id}`}>Make quotation</Link> : null}
      {row.kartId === null && !canMakeQuotation ? "—" : null}
    </span>
  );
}

/** /activities/queue: carts by status with the status counts (staff). */
export function ActivityQueueScreen({ canUpdateStatus, canMakeQuotation = false }: { canUpdateStatus: boolean; canMakeQuotation?: boolean }) {
  const toast = useToast();
  const [status, setStatus] = useState<TCartStatus>("new");
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const queue = useQueue(status, page);
  const update = useCartCommand("updateCartStatus");
  const changeTab = (next: TCartStatus) => {
    // Changing the active status clears the data and reloads page 1 (spec 001 section 4).
    setError(null);
    setPage(1);
    setStatus(next);
  };
  const shownError = error ?? (queue.isError ? CartMessages.activeStatusFailed : null);
  const changeStatus = (row: TQueueCart, next: TCartStatus) =>
    update.mutate(
      { cartId: row.id, status: next },
      {
        onSuccess: (a) => {
          toast.success(a.message);
          setPage(1);
          void queue.refetch();
        },
        onError: () => setError(CartMessages.statusFailed),
      },
    );
  const statusSelect = (r: TQueueCart) =>
    canUpdateStatus ? (
      <select aria-label={`Status of cart ${r.id}`} className="rounded border border-slate-300 p-1 text-sm" value={r.status} disabled={update.isPending} onChange={(e) => changeStatus(r, e.target.value as TCartStatus)}>
        {CART_STATUSES.map((s) => <option key={s} value={s}>{CART_STATUS_LABELS[s]}</option>)}
      </select>
    ) : CART_STATUS_LABELS[r.status];
  const columns: DataTableColumn<TQueueCart>[] = [
    { id: "id", header: "Cart", canHide: false, cell: (r) => <Link className="font-medium text-brand hover:underline" href={`/activities/search?cartId=${r.id}`}>#{r.id}</Link> },
    { id: "user", header: "User", cell: (r) => <span>{r.userName}{r.companyName ? <span className="block text-xs text-slate-500">{r.companyName}</span> : null}</span> },
    { id: "dates", header: "Dates", className: "whitespace-nowrap", cell: dates },
    { id: "party", header: "Pax", cell: (r) => `${r.adults} A, ${r.children} C` },
    { id: "items", header: "Items", cell: (r) => r.itemCount },
    { id: "remarks", header: "Remarks", cell: (r) => r.remarks || "—" },
    { id: "quotation", header: "Quotation", cell: (r) => <Quotation row={r} canMakeQuotation={canMakeQuotation} /> },
    { id: "status", header: "Status", canHide: false, cell: statusSelect },
  ];
  const counts = queue.data?.statusCounts;
  return (
    <div className="space-y-3">
      <div role="tablist" aria-label="Cart status" className="flex flex-wrap gap-2">
        {CART_STATUSES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={s === status} onClick={() => changeTab(s)} className={`rounded-full border px-3 py-1 text-sm ${s === status ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand"}`}>
            {CART_STATUS_LABELS[s]} <span className="ml-1 text-xs opacity-80">{counts ? counts[s] : ""}</span>
          </button>
        ))}
      </div>
      {shownError ? <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-700">{shownError}</p> : null}
      {/* A phone gets cards: every cart's status control without scrolling sideways. */}
      <ul aria-label={`${CART_STATUS_LABELS[status]} carts (cards)`} className="space-y-2 sm:hidden">
        {(queue.data?.carts ?? []).length === 0 && !queue.isFetching ? <li className="rounded border border-slate-200 bg-white p-3 text-sm text-slate-600">No Reults found!</li> : null}
        {(queue.data?.carts ?? []).map((r) => (
          <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link className="font-semibold text-brand hover:underline" href={`/activities/search?cartId=${r.id}`}>#{r.id}</Link> <span className="font-medium">{r.userName}</span>
                {r.companyName ? <span className="block text-xs text-slate-500">{r.companyName}</span> : null}
              </div>
              {statusSelect(r)}
            </div>
            <p className="mt-1 text-xs text-slate-600">{dates(r)} · {r.adults} A, {r.children} C · {r.itemCount} item(s)</p>
            {r.remarks ? <p className="mt-1 text-xs text-slate-700">{r.remarks}</p> : null}
            {r.kartId !== null || canMakeQuotation ? <div className="mt-2"><Quotation row={r} canMakeQuotation={canMakeQuotation} /></div> : null}
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
      <DataTable
        tableId="activity-queue"
        label={`${CART_STATUS_LABELS[status]} carts`}
        columns={columns}
        rows={queue.data?.carts ?? []}
        getRowId={(r) => r.id}
        page={page}
        totalPages={queue.data?.totalPages ?? 1}
        totalRecords={queue.data?.totalRecords}
        onPageChange={setPage}
        isLoading={queue.isFetching}
        emptyMessage="No Reults found!"
      />
      </div>
    </div>
  );
}
