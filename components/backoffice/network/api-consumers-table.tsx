"use client";

import Link from "next/link";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { SettingSwitch } from "@/components/backoffice/customers/setting-switch";
import { useMarkupGroupChoices } from "@/components/backoffice/customers/use-customer-admin";
import { useToast } from "@/components/ui/toast";
import type { TApiConsumerRow } from "@/lib/contracts/network-supplier";
import { useNetworkWrite, useSupplierConsumers } from "./use-network";
import { StatusBadge } from "./status-badge";

const NO_REQUESTS = "No Requests found!";

/*
 * Every write here says the server's message on success ('Setting saved successfully', 'Tds
 * deduction successfully changed.', 'Request status changed successfully'). A failure is announced
 * once, by the API client's toast (the server's errorMessage): no second line under the control.
 */

/** One of the two per consumer and category switches: it moves only when the server reports success. */
function ConsumerSwitch({ row, kind, canEdit }: { row: TApiConsumerRow; kind: "search" | "hold"; canEdit: boolean }) {
  const toast = useToast();
  const isSearch = kind === "search";
  const write = useNetworkWrite<Record<string, unknown>, { message: string }>(isSearch ? "/api/supplier/supplierOnlyAccess/setFlightSearchSetting" : "/api/supplier/supplierOnlyAccess/setFlightHoldSetting");
  const checked = isSearch ? row.sc_map_isFlightSearchAllowed : row.sc_map_isFlightHoldAllowed;
  const label = `${isSearch ? "Flight search" : "Flight hold"} (${row.wl_companyName}, ${row.sup_category})`;
  if (!canEdit) return <span className="text-sm">{checked ? "Allowed" : "Off"}</span>;
  return (
    <div className="min-w-24 [&_label]:sr-only">
      <SettingSwitch
        label={label}
        checked={checked}
        isPending={write.isPending}
        onRequest={(next) =>
          write.mutate(
            { [isSearch ? "isFlightSearchAllowed" : "isFlightHold"]: next, consumerSiteId: row.wl_mongoDb_siteId, supplierListId: row.sc_map_supplierListId },
            { onSuccess: (r) => toast.success(r.message) },
          )
        }
      />
    </div>
  );
}

function TdsSwitch({ row, canEdit }: { row: TApiConsumerRow; canEdit: boolean }) {
  const toast = useToast();
  const write = useNetworkWrite<{ isTdsDeductable: boolean; userLEID: number }, { message: string }>("/api/supplier/setLERelationConfig");
  if (!canEdit || row.wl_legalEntityId === null) return <span className="text-sm">{row.isTdsDeductable ? "Deduct" : "Do not deduct"}</span>;
  return (
    <div className="min-w-24 [&_label]:sr-only">
      <SettingSwitch
        label={`TDS deduction (${row.wl_companyName})`}
        checked={row.isTdsDeductable}
        isPending={write.isPending}
        onRequest={(next) => write.mutate({ isTdsDeductable: next, userLEID: row.wl_legalEntityId! }, { onSuccess: (r) => toast.success(r.message) })}
      />
    </div>
  );
}

/** The consumer company's markup group here (mapLEIdWithLEGroupId): the picker shows the saved group, so it moves only on success. */
function MarkupGroupPicker({ row, canEdit }: { row: TApiConsumerRow; canEdit: boolean }) {
  const toast = useToast();
  const groups = useMarkupGroupChoices(canEdit && row.wl_legalEntityId !== null);
  const write = useNetworkWrite<{ groupId: number; LEId: number }, { message: string }>("/api/markupDiscount/mapLEIdWithLEGroupId");
  if (!canEdit || row.wl_legalEntityId === null || !groups.data) return <span className="text-sm">{row.leGroup_groupName ?? "—"}</span>;
  const legalEntityId = row.wl_legalEntityId;
  return (
    <div className="min-w-44">
      <select
        aria-label={`Markup group (${row.wl_companyName}, ${row.sup_category})`}
        value={row.userGroup.groupId ?? ""}
        disabled={write.isPending}
        aria-busy={write.isPending || undefined}
        onChange={(e) => e.target.value !== "" && write.mutate({ groupId: Number(e.target.value), LEId: legalEntityId }, { onSuccess: (r) => toast.success(r.message) })}
        className="min-h-8 w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:cursor-wait disabled:opacity-60"
      >
        {row.userGroup.groupId === null ? <option value="">—</option> : null}
        {groups.data.map((g) => (
          <option key={g.id} value={g.id}>
            {g.isDefault ? `${g.groupName} (default)` : g.groupName}
          </option>
        ))}
      </select>
    </div>
  );
}

function SuspendButton({ row }: { row: TApiConsumerRow }) {
  const toast = useToast();
  const write = useNetworkWrite<{ newRequestStatus: string; requestId: number; consumerMongoSiteId: number }, { message: string }>(
    "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus",
  );
  const isApproved = row.requestStatus === "Approved";
  return (
    <button
      type="button"
      disabled={write.isPending}
      onClick={() =>
        write.mutate(
          { newRequestStatus: isApproved ? "Suspended" : "Approved", requestId: row.sc_map_supplierListId, consumerMongoSiteId: row.wl_mongoDb_siteId },
          { onSuccess: (r) => toast.success(r.message) },
        )
      }
      className="min-h-8 rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
      aria-label={`${isApproved ? "Suspend" : "Resume"} ${row.wl_companyName} ${row.sup_category}`}
    >
      {isApproved ? "Suspend" : "Resume"}
    </button>
  );
}

export type ApiConsumersAccess = { canEditSwitches: boolean; canEditTds: boolean; canChangeStatus: boolean; canEditGroup: boolean };

/** The API consumers tab (spec 001 sections 2-4): the supplier's consumers, one row per consumer and category. */
export function ApiConsumersTable({ access }: { access: ApiConsumersAccess }) {
  const consumers = useSupplierConsumers();
  const columns = useMemo<DataTableColumn<TApiConsumerRow>[]>(
    () => [
      {
        id: "consumer",
        header: "Consumer",
        canHide: false,
        cell: (r) => (
          <div className="min-w-36">
            <div className="font-medium">{r.wl_companyName}</div>
            <div className="text-xs text-slate-500">{r.wl_domain}</div>
          </div>
        ),
      },
      { id: "category", header: "Category", cell: (r) => r.sup_category },
      { id: "status", header: "Status", cell: (r) => <StatusBadge status={r.requestStatus} /> },
      { id: "search", header: "Flight search", cell: (r) => <ConsumerSwitch row={r} kind="search" canEdit={access.canEditSwitches} /> },
      { id: "hold", header: "Flight hold", cell: (r) => <ConsumerSwitch row={r} kind="hold" canEdit={access.canEditSwitches} /> },
      { id: "tds", header: "TDS", cell: (r) => <TdsSwitch row={r} canEdit={access.canEditTds} /> },
      { id: "group", header: "Markup group", cell: (r) => <MarkupGroupPicker row={r} canEdit={access.canEditGroup} /> },
      ...(access.canChangeStatus ? [{ id: "actions", header: "Access", cell: (r: TApiConsumerRow) => <SuspendButton row={r} /> }] : []),
      { id: "contact", header: "Contact", cell: (r) => <div className="min-w-40 text-xs">{[r.wl_adminEmail, r.wl_adminContact].filter(Boolean).join(" · ") || "—"}</div> },
    ],
    [access],
  );
  const error = consumers.error instanceof Error ? consumers.error.message : null;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        Sites that buy from this site. New requests are on{" "}
        <Link href="/staff/consumer-requests" className="font-medium text-brand underline">
          API customer requests
        </Link>
        .
      </p>
      <DataTable<TApiConsumerRow>
        tableId="staff-api-consumers"
        label="API consumers"
        columns={columns}
        rows={consumers.data?.result ?? []}
        getRowId={(r) => r.sc_map_supplierListId}
        page={1}
        totalPages={consumers.data && consumers.data.result.length > 0 ? 1 : 0}
        totalRecords={consumers.data?.result.length}
        onPageChange={() => {}}
        isLoading={consumers.isFetching}
        emptyMessage={error ?? NO_REQUESTS}
      />
    </div>
  );
}
