"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDebounced } from "@/components/ui/use-debounced";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { TCombo } from "@/lib/contracts/dmc-activities";
import { tourSharingLabel, tourTransferTypeLabel } from "@/lib/contracts/dmc-tour-rates";
import { formatCalendarDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { ComboDialog } from "./combo-dialog";
import { useCombos } from "./use-dmc-combos";

type ComboOption = TCombo["tourOptions"][number];

function ComboDetails({ combo }: { combo: TCombo }) {
  return (
    <section aria-label={`Tour options of ${combo.name}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <h2 className="text-lg font-semibold">
        {combo.name} <span className="text-sm font-normal text-slate-600">discount {formatMoney(combo.amount, combo.currency)}</span>
      </h2>
      {combo.tourOptions.map((t: ComboOption) => (
        <article key={t.id} className="rounded-md border border-slate-200 p-3 text-sm">
          <h3 className="font-medium text-brand">
            {t.name} <span className="text-slate-500">({t.activityName})</span>
          </h3>
          <p className="text-xs text-slate-600">
            Onward transfer: {t.withOnwardTransfer ? "Yes" : "No"} · Return transfer: {t.withReturnTransfer ? "Yes" : "No"}
          </p>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            <div>
              <h4 className="text-xs font-semibold uppercase text-slate-500">Ticket rates</h4>
              <ul className="text-xs">
                {t.ticketRates.length === 0 ? <li className="text-slate-500">None</li> : null}
                {t.ticketRates.map((r) => (
                  <li key={r.id}>
                    {r.marketName}: adult {formatMoney(r.adultAmount, r.currency)}, child {formatMoney(r.childAmount, r.currency)} {r.isPerPax ? "per pax" : "per booking"} · {formatCalendarDate(r.validFromDate)} to {formatCalendarDate(r.validTillDate)}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="text-xs font-semibold uppercase text-slate-500">Transfer rates</h4>
              <ul className="text-xs">
                {t.transferRates.length === 0 ? <li className="text-slate-500">None</li> : null}
                {t.transferRates.map((r) => (
                  <li key={r.id}>
                    {r.marketName}: {tourTransferTypeLabel(r.transferType)}, {tourSharingLabel(r.sharingBasis)} {formatMoney(r.amount, r.currency)} {r.isPerPax ? "per pax" : "per vehicle"}
                    {r.minPax !== null ? ` (${r.minPax}-${r.maxPax} pax)` : ""} · {formatCalendarDate(r.validFromDate)} to {formatCalendarDate(r.validTillDate)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </article>
      ))}
    </section>
  );
}

/** /staff/dmc-combos, "Manage Combos": the site's combos with their tour options and rates; Create Combo. */
export function CombosScreen({ canCreate }: { canCreate: boolean }) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const text = useDebounced(search.trim(), 500);
  const combos = useCombos(text, page);
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<TCombo | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = combos.data?.records.find((c) => c.id === openId) ?? null;
  const columns: DataTableColumn<TCombo>[] = [
    {
      id: "name",
      header: "Combo",
      canHide: false,
      cell: (c) => (
        <button type="button" aria-expanded={openId === c.id} onClick={() => setOpenId(openId === c.id ? null : c.id)} className="text-left font-medium text-brand hover:underline">
          <span aria-hidden="true">{openId === c.id ? "▾" : "▸"}</span> {c.name}
        </button>
      ),
    },
    { id: "amount", header: "Discount", cell: (c) => formatMoney(c.amount, c.currency) },
    { id: "tourOptions", header: "Tour options", cell: (c) => c.tourOptions.map((t) => t.name).join(", ") },
    { id: "createdAt", header: "Created", cell: (c) => formatCalendarDate(c.createdAt.slice(0, 10)), className: "whitespace-nowrap" },
  ];
  return (
    <div className="space-y-4">
      <DataTable
        tableId="dmc-combos"
        label="Combos"
        columns={columns}
        rows={combos.data?.records ?? []}
        getRowId={(c) => c.id}
        page={combos.data?.page ?? page}
        totalPages={combos.data?.totalPages ?? 1}
        totalRecords={combos.data?.totalRecords}
        onPageChange={setPage}
        isLoading={combos.isLoading || combos.isFetching}
        emptyMessage="No Reults found!"
        rowActions={canCreate ? [{ id: "edit", label: "Edit", onSelect: (c: TCombo) => setEditing(c) }] : undefined}
        toolbar={
          <>
            <label className="flex items-center gap-2 text-sm">
              <span>Search combos</span>
              <input
                type="search"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
                placeholder="Combo name"
                className="rounded border border-slate-300 px-2 py-1.5 text-sm"
              />
            </label>
            {canCreate ? <Button onClick={() => setIsCreating(true)}>Create Combo</Button> : null}
          </>
        }
      />
      {open ? <ComboDetails combo={open} /> : null}
      <ComboDialog open={isCreating} onClose={() => setIsCreating(false)} />
      <ComboDialog open={editing !== null} combo={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
