"use client";

import { useMemo, useState } from "react";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import type { TApiCustomerRequest } from "@/lib/contracts/network-supplier";
import { StatusBadge } from "./status-badge";
import { useConsumerRequests, useNetworkWrite } from "./use-network";

const NO_REQUESTS = "No Requests found!";
const dateTime = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });

/** Pending: Approve and Reject. Decided: who decided, instead of the buttons (spec 001 section 4). */
function Decision({ row, canDecide }: { row: TApiCustomerRequest; canDecide: boolean }) {
  const toast = useToast();
  const write = useNetworkWrite<{ newRequestStatus: string; requestId: number; consumerMongoSiteId: number }, { message: string }>(
    "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus",
  );
  if (row.requestStatus !== "Pending") {
    const name = [row.decidedBy_firstName, row.decidedBy_lastName].filter(Boolean).join(" ");
    return (
      <div className="min-w-40 text-xs text-slate-700">
        {row.requestStatus} by {name || "—"}
        {row.decidedBy_email ? <div className="text-slate-500">{row.decidedBy_email}</div> : null}
        {row.decidedAt ? <div className="text-slate-500">{dateTime(row.decidedAt)}</div> : null}
      </div>
    );
  }
  if (!canDecide) return <span className="text-xs text-slate-500">Awaiting decision</span>;
  // 'Request status changed successfully' on success; a failure is the API client's one toast.
  const decide = (newRequestStatus: "Approved" | "Rejected") =>
    write.mutate({ newRequestStatus, requestId: row.id, consumerMongoSiteId: row.whitelabel_mongoDb_siteId }, { onSuccess: (r) => toast.success(r.message) });
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" disabled={write.isPending} onClick={() => decide("Approved")} className="min-h-8 rounded-md bg-brand px-3 py-1 text-xs font-medium text-white hover:opacity-90 disabled:opacity-60">
        Approve
      </button>
      <button type="button" disabled={write.isPending} onClick={() => decide("Rejected")} className="min-h-8 rounded-md border border-red-300 px-3 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-60">
        Reject
      </button>
    </div>
  );
}

/** API customer requests: the requests other sites made to this supplier, a page at a time. */
export function ConsumerRequestsTable({ canDecide }: { canDecide: boolean }) {
  const [page, setPage] = useState(1);
  const requests = useConsumerRequests(page);
  const columns = useMemo<DataTableColumn<TApiCustomerRequest>[]>(
    () => [
      {
        id: "site",
        header: "Site",
        canHide: false,
        cell: (r) => (
          <div className="flex min-w-40 items-center gap-2">
            {r.logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- per-site logos come from the database
              <img src={r.logoUrl} alt="" className="h-6 w-6 rounded object-contain" />
            ) : null}
            <div>
              <div className="font-medium">{r.companyName}</div>
              <div className="text-xs text-slate-500">{r.domain}</div>
            </div>
          </div>
        ),
      },
      { id: "category", header: "Category", cell: (r) => r.supplier_category },
      { id: "status", header: "Status", cell: (r) => <StatusBadge status={r.requestStatus} /> },
      { id: "decision", header: "Decision", canHide: false, cell: (r) => <Decision row={r} canDecide={canDecide} /> },
      { id: "requested", header: "Requested", cell: (r) => <span className="text-xs">{dateTime(r.requestGeneratedAt)}</span> },
      { id: "terms", header: "Terms", cell: (r) => (r.isTermsAccepted ? "Accepted" : "Not accepted") },
      { id: "contact", header: "Contact", cell: (r) => <div className="min-w-40 text-xs">{[r.adminEmail, r.adminContact].filter(Boolean).join(" · ") || "—"}</div> },
    ],
    [canDecide],
  );
  const error = requests.error instanceof Error ? requests.error.message : null;
  return (
    <DataTable<TApiCustomerRequest>
      tableId="staff-consumer-requests"
      label="API customer requests"
      columns={columns}
      rows={requests.data?.records ?? []}
      getRowId={(r) => r.id}
      page={requests.data?.page ?? page}
      totalPages={requests.data?.totalPages ?? 0}
      totalRecords={requests.data?.totalRecords}
      onPageChange={setPage}
      isLoading={requests.isFetching}
      emptyMessage={error ?? NO_REQUESTS}
    />
  );
}
