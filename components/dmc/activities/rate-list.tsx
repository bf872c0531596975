"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn, type DataTableRowAction } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { tourSharingLabel, tourTransferTypeLabel, type TTicketRate, type TTransferRate } from "@/lib/contracts/dmc-tour-rates";
import { formatCalendarDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { RateForm, type MarketOption } from "./rate-form";
import { useRateMutations, useRates, type AnyRate, type RateKind } from "./use-dmc-activities";

export type RatePermissions = { canEdit: boolean; canDelete: boolean };
type Props = { kind: RateKind; tourOptionId: number; tourOptionName: string; markets: MarketOption[]; permissions: RatePermissions };

const validity = (r: AnyRate) => `${formatCalendarDate(r.validFromDate)} to ${formatCalendarDate(r.validTillDate)}`;
const pax = (r: AnyRate) => (r.minPax === null && r.maxPax === null ? "Any" : `${r.minPax ?? 1}-${r.maxPax ?? "any"}`);

/**
 * A tour option's ticket or transfer rates, highest priority first. Move up / Move down reorder them:
 * the request sends the new list reversed (spec 001 section 4), and the list shows the server's answer.
 */
export function RateList({ kind, tourOptionId, tourOptionName, markets, permissions }: Props) {
  const toast = useToast();
  const rates = useRates(kind, tourOptionId);
  const { remove, reorder } = useRateMutations(kind, tourOptionId);
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<AnyRate | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const rows = (rates.data ?? []) as AnyRate[];
  const label = kind === "ticket" ? "Ticket rates" : "Transfer rates";

  const move = async (index: number, by: -1 | 1) => {
    const order = rows.map((r) => r.id);
    const target = index + by;
    [order[index], order[target]] = [order[target], order[index]];
    const result = await reorder.mutateAsync(order).catch(() => null);
    if (result) {
      toast.success(result.message);
      setWarnings(result.warnings);
    }
  };

  const columns: DataTableColumn<AnyRate>[] = [
    {
      id: "order",
      header: "Order",
      canHide: false,
      cell: (r) => {
        const i = rows.findIndex((x) => x.id === r.id);
        return permissions.canEdit ? (
          <span className="inline-flex gap-1">
            <button type="button" aria-label={`Move up: ${r.description}`} disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)} className="rounded border border-slate-300 px-1.5 text-xs disabled:opacity-40">
              ▲
            </button>
            <button type="button" aria-label={`Move down: ${r.description}`} disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(i, 1)} className="rounded border border-slate-300 px-1.5 text-xs disabled:opacity-40">
              ▼
            </button>
          </span>
        ) : (
          i + 1
        );
      },
    },
    { id: "description", header: "Description", canHide: false, cell: (r) => r.description },
    { id: "market", header: "Market", cell: (r) => r.marketName },
    ...(kind === "ticket"
      ? ([
          { id: "adult", header: "Adult", cell: (r) => formatMoney((r as TTicketRate).adultAmount, r.currency) },
          { id: "child", header: "Child", cell: (r) => formatMoney((r as TTicketRate).childAmount, r.currency) },
        ] satisfies DataTableColumn<AnyRate>[])
      : ([
          { id: "type", header: "Type", cell: (r) => `${tourTransferTypeLabel((r as TTransferRate).transferType)} · ${tourSharingLabel((r as TTransferRate).sharingBasis)}` },
          { id: "amount", header: "Amount", cell: (r) => formatMoney((r as TTransferRate).amount, r.currency) },
        ] satisfies DataTableColumn<AnyRate>[])),
    { id: "basis", header: "Basis", cell: (r) => (r.isPerPax ? "Per pax" : "Per vehicle") },
    { id: "validity", header: "Validity", cell: validity, className: "whitespace-nowrap" },
    { id: "pax", header: "Pax", cell: pax, isHiddenByDefault: kind === "ticket" },
    { id: "priority", header: "Priority", cell: (r) => r.priority },
  ];

  return (
    <section aria-label={`${label} of ${tourOptionName}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="text-sm font-semibold text-slate-800">{label}</h5>
        {permissions.canEdit && !isAdding && !editing ? (
          <Button variant="secondary" onClick={() => setIsAdding(true)} className="!px-3 !py-1 text-xs">
            {kind === "ticket" ? "Add ticket rate" : "Add transfer rate"}
          </Button>
        ) : null}
      </div>
      {isAdding || editing ? (
        <RateForm
          key={editing?.id ?? "new"}
          kind={kind}
          tourOptionId={tourOptionId}
          markets={markets}
          rate={editing}
          onCancel={() => {
            setIsAdding(false);
            setEditing(null);
          }}
          onDone={(w) => {
            toast.success("Rate saved successfully");
            setWarnings(w);
            setIsAdding(false);
            setEditing(null);
          }}
        />
      ) : null}
      {warnings.length > 0 ? (
        <ul role="status" aria-label="Rate sheet warnings" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      <DataTable
        tableId={`dmc-${kind}-rates`}
        label={`${label} of ${tourOptionName}`}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        totalRecords={null}
        isLoading={rates.isLoading}
        emptyMessage="No Reults found!"
        rowActions={[
          ...(permissions.canEdit
            ? [
                {
                  id: "edit",
                  label: "Edit",
                  onSelect: (r: AnyRate) => {
                    setIsAdding(false);
                    setEditing(r);
                  },
                },
              ]
            : []),
          ...(permissions.canDelete
            ? [
                {
                  id: "delete",
                  label: "Delete",
                  tone: "danger" as const,
                  onSelect: async (r: AnyRate) => {
                    if (!window.confirm(`Delete the rate "${r.description}"?`)) return;
                    const done = await remove.mutateAsync(r.id).catch(() => null);
                    if (done) toast.success(done.message);
                  },
                },
              ]
            : []),
        ] satisfies DataTableRowAction<AnyRate>[]}
      />
    </section>
  );
}
