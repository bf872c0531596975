"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { useDebounced } from "@/components/ui/use-debounced";
import { AREA_SHARING_LABEL, AreaTransferMessages, type TAreaTransfer } from "@/lib/contracts/dmc-geo-transfers";
import { formatCalendarDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { AreaTransferForm } from "./area-transfer-form";
import { ConfirmDialog, errorMessageOf, SearchBox } from "./geo-ui";
import { useAreaTransfers, useDeleteAreaTransfer } from "./use-dmc-geo";

/** The spec's search debounce for area transfers (spec 001 section 9). */
const SEARCH_DEBOUNCE_MS = 500;
const day = formatCalendarDate;

const COLUMNS: DataTableColumn<TAreaTransfer>[] = [
  { id: "from", header: "From", canHide: false, cell: (t) => <span className="font-medium">{t.fromArea.name}</span> },
  { id: "to", header: "To", canHide: false, cell: (t) => <span className="font-medium">{t.toArea.name}</span> },
  { id: "market", header: "Market", cell: (t) => t.marketName },
  { id: "type", header: "Type", cell: (t) => t.transferType, className: "whitespace-nowrap" },
  {
    id: "sharing",
    header: "Sharing",
    cell: (t) => (
      <span className={t.sharingBasis === "private" ? "rounded bg-brand/10 px-1.5 py-0.5 text-xs font-semibold text-brand" : "rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700"}>
        {AREA_SHARING_LABEL[t.sharingBasis]}
      </span>
    ),
  },
  { id: "pax", header: "Pax", cell: (t) => (t.minPax !== null && t.maxPax !== null ? `${t.minPax}–${t.maxPax}` : "—"), className: "whitespace-nowrap" },
  {
    id: "amount",
    header: "Amount",
    canHide: false,
    cell: (t) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(t.amount, t.currency)}
        <span className="text-xs text-slate-500"> {t.isPerPax ? "/ pax" : "/ vehicle"}</span>
      </span>
    ),
  },
  { id: "valid", header: "Valid", cell: (t) => `${day(t.validFromDate)} – ${day(t.validTillDate)}`, className: "whitespace-nowrap" },
  { id: "priority", header: "Priority", cell: (t) => t.priority, isHiddenByDefault: true },
  { id: "bound", header: "Tour option", cell: (t) => t.boundTourOption?.name ?? "—", isHiddenByDefault: true },
  { id: "standAlone", header: "Stand-alone", cell: (t) => (t.isStandAlone ? "Yes" : "No"), isHiddenByDefault: true },
  { id: "description", header: "Description", cell: (t) => t.description || "—", isHiddenByDefault: true },
];

/** Staff: area-to-area transfer rates (spec 001: Area Transfer List, search, add, copy, delete). */
export function AreaTransfersScreen({ canEdit, canDelete }: { canEdit: boolean; canDelete: boolean }) {
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const transfers = useAreaTransfers(debounced, page);
  const remove = useDeleteAreaTransfer();
  const [form, setForm] = useState<{ copyOf: TAreaTransfer | null; isEdit?: boolean } | null>(null);
  const [deleting, setDeleting] = useState<TAreaTransfer | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove.mutateAsync(deleting.id).catch(() => null);
    if (result) {
      toast.success(result.message);
      closeDelete();
    }
  };
  const rowActions = [
    ...(canEdit
      ? [
          { id: "edit", label: "Edit", onSelect: (t: TAreaTransfer) => setForm({ copyOf: t, isEdit: true }) },
          { id: "copy", label: "Copy", onSelect: (t: TAreaTransfer) => setForm({ copyOf: t }) },
        ]
      : []),
    ...(canDelete ? [{ id: "delete", label: "Delete", tone: "danger" as const, onSelect: setDeleting }] : []),
  ];

  return (
    <section className="space-y-3">
      {warnings.length > 0 ? (
        <div role="status" className="flex items-start justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <div>
            <p className="font-medium">Saved, with warnings:</p>
            <ul className="list-disc pl-5">
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
          <Button variant="link" onClick={() => setWarnings([])}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <DataTable
        tableId="dmc-area-transfers"
        label="Area transfers"
        columns={COLUMNS}
        rows={transfers.data?.records ?? []}
        getRowId={(t) => t.id}
        page={transfers.data?.page ?? page}
        totalPages={transfers.data?.totalPages ?? 1}
        totalRecords={transfers.data?.totalRecords}
        onPageChange={setPage}
        isLoading={transfers.isLoading || transfers.isFetching}
        emptyMessage={AreaTransferMessages.empty}
        rowActions={rowActions.length > 0 ? rowActions : undefined}
        toolbar={
          <>
            <SearchBox id="transfer-search" label="Search transfers" value={search} onChange={onSearch} placeholder="Area, market, SIC or PVT" />
            {canEdit ? <Button onClick={() => setForm({ copyOf: null })}>Add transfer</Button> : null}
          </>
        }
      />
      {form ? (
        <AreaTransferForm
          key={`${form.isEdit ? "edit" : "copy"}-${form.copyOf?.id ?? "new"}`}
          copyOf={form.copyOf}
          isEdit={form.isEdit}
          onClose={() => setForm(null)}
          onSaved={(w) => {
            toast.success(AreaTransferMessages.saved);
            setWarnings(w);
            setForm(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this area transfer?"
        description={deleting ? `${deleting.fromArea.name} → ${deleting.toArea.name}, ${deleting.marketName}, ${deleting.transferType} ${AREA_SHARING_LABEL[deleting.sharingBasis]}, ${formatMoney(deleting.amount, deleting.currency)}.` : ""}
        error={errorMessageOf(remove.error)}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </section>
  );
}
