"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { useDebounced } from "@/components/ui/use-debounced";
import { KART_STATUSES } from "@/lib/contracts/dmc-quotes";
import { formatCalendarDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { useKarts, type KartFilters } from "./use-karts";

const STATUS_LABEL: Record<(typeof KART_STATUSES)[number], string> = { draft: "Draft", sent: "Sent", vouchered: "Vouchered", cancelled: "Cancelled" };
const STATUS_TONE: Record<(typeof KART_STATUSES)[number], string> = { draft: "bg-slate-100 text-slate-700", sent: "bg-blue-50 text-blue-800", vouchered: "bg-green-50 text-green-800", cancelled: "bg-red-50 text-red-800" };
const field = "w-full rounded-md border border-slate-300 px-2 py-1 text-sm";
const label = "flex min-w-0 flex-col gap-0.5 text-xs font-medium text-slate-700";

/**
 * The saved quotations (issue 25): searched by customer (name, email, company), reference or name;
 * filtered by status and arrival dates; 25 a page. Any quotation opens into the builder.
 */
export function SavedQuotations({ currentId, onOpen }: { currentId: number | null; onOpen: (id: number) => void }) {
  const [f, setF] = useState<KartFilters>({ page: 1, search: "", status: "", arrivalFrom: "", arrivalTo: "" });
  const search = useDebounced(f.search, 300);
  const karts = useKarts({ ...f, search: search.trim() });
  const set = (p: Partial<KartFilters>) => setF((x) => ({ ...x, page: 1, ...p }));
  const data = karts.data;
  return (
    <section aria-label="Saved quotations" className="min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      <h2 className="text-lg font-semibold">Saved quotations{data ? <span className="ml-1 text-sm font-normal text-slate-600">({data.totalRecords})</span> : null}</h2>
      <div className="grid grid-cols-2 gap-2">
        <label className={`${label} col-span-2`}>
          Search
          <input className={field} type="search" placeholder="Customer, email, company, reference or name" value={f.search} onChange={(e) => set({ search: e.target.value })} />
        </label>
        <label className={`${label} col-span-2`}>
          Status
          <select className={field} value={f.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            {KART_STATUSES.map((s) => (<option key={s} value={s}>{STATUS_LABEL[s]}</option>))}
          </select>
        </label>
        <label className={label}>
          Arriving from
          <input className={field} type="date" value={f.arrivalFrom} onChange={(e) => set({ arrivalFrom: e.target.value })} />
        </label>
        <label className={label}>
          Arriving until
          <input className={field} type="date" value={f.arrivalTo} onChange={(e) => set({ arrivalTo: e.target.value })} />
        </label>
      </div>
      <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto text-sm 2xl:max-h-[32rem]">
        {data && data.records.length === 0 ? <li className="py-1 text-slate-500">No Reults found!</li> : null}
        {(data?.records ?? []).map((k) => (
          <li key={k.id} className={`flex items-start justify-between gap-2 py-1.5 ${k.id === currentId ? "bg-brand/5" : ""}`}>
            <span className="min-w-0">
              <span className="block truncate font-medium">{k.kartName}</span>
              <span className="block text-xs text-slate-600">
                {k.quotationId} · {k.customerName}{k.companyName ? ` (${k.companyName})` : ""} · v{k.version}
              </span>
              <span className="block text-xs text-slate-600">{k.arrivalDate ? `Arrives ${formatCalendarDate(k.arrivalDate)}` : "Arrival to be confirmed"}</span>
              <span className="flex items-center gap-2 text-xs">
                <span className="font-semibold">{formatMoney(k.totalPrice, k.currency)}</span>
                <span className={`rounded px-1.5 py-0.5 ${STATUS_TONE[k.status]}`}>{STATUS_LABEL[k.status]}</span>
              </span>
            </span>
            <Button type="button" variant="link" aria-label={`Open ${k.quotationId}`} onClick={() => onOpen(k.id)}>Open</Button>
          </li>
        ))}
      </ul>
      {data && data.totalPages > 1 ? <Pagination page={data.page} totalPages={data.totalPages} onPageChange={(page) => setF((x) => ({ ...x, page }))} /> : null}
    </section>
  );
}
