"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import type { TWebhookDelivery, TWebhookEndpoint } from "@/lib/contracts/webhooks";
import { WEBHOOK_MAX_ATTEMPTS } from "@/lib/contracts/webhooks";
import { useReplayDelivery, useWebhookDeliveries } from "./use-webhooks";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" }) : "—");

const STATUS_CLASS: Record<TWebhookDelivery["status"], string> = {
  pending: "bg-amber-100 text-amber-800",
  succeeded: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
};

const COLUMNS: DataTableColumn<TWebhookDelivery>[] = [
  { id: "event", header: "Event", canHide: false, cell: (d) => <span className="font-mono text-xs">{d.eventType}</span> },
  {
    id: "status",
    header: "Status",
    canHide: false,
    cell: (d) => (
      <span className={`rounded px-2 py-0.5 text-xs font-medium capitalize ${STATUS_CLASS[d.status]}`} data-testid="delivery-status">
        {d.status}
      </span>
    ),
  },
  { id: "attempts", header: "Attempts", cell: (d) => `${d.attempts} / ${WEBHOOK_MAX_ATTEMPTS}` },
  {
    id: "responseCode",
    header: "Last response",
    cell: (d) => <span title={d.lastError ?? undefined}>{d.responseCode ? `HTTP ${d.responseCode}` : d.lastError ? "No answer" : "—"}</span>,
  },
  { id: "lastError", header: "Last error", isHiddenByDefault: true, cell: (d) => d.lastError ?? "—" },
  { id: "nextAttemptAt", header: "Next attempt", className: "min-w-[9rem]", cell: (d) => when(d.nextAttemptAt) },
  { id: "createdAt", header: "Created", className: "min-w-[9rem]", cell: (d) => when(d.createdAt) },
  { id: "messageId", header: "webhook-id", isHiddenByDefault: true, cell: (d) => <span className="font-mono text-xs">{d.messageId}</span> },
  { id: "replayOf", header: "Replay of", isHiddenByDefault: true, cell: (d) => (d.replayOfId ? `#${d.replayOfId}` : "—") },
];

/** One endpoint's delivery log, newest first, with Replay on every row. */
export function DeliveryLog({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, refetch } = useWebhookDeliveries(endpoint.id, page);
  const replay = useReplayDelivery();
  return (
    <section aria-label={`Deliveries to ${endpoint.url}`} className="space-y-2">
      <h2 className="text-lg font-semibold">
        Deliveries <span className="text-sm font-normal text-slate-600">to {endpoint.companyName}</span>
      </h2>
      <DataTable
        tableId="webhook-deliveries"
        label="Webhook deliveries"
        columns={COLUMNS}
        rows={data?.records ?? []}
        getRowId={(d) => d.id}
        page={data?.page ?? page}
        totalPages={Math.max(1, data?.totalPages ?? 1)}
        totalRecords={data?.totalRecords}
        onPageChange={setPage}
        isLoading={isLoading || replay.isPending}
        emptyMessage="No deliveries yet"
        toolbar={
          <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
            Refresh
          </Button>
        }
        rowActions={[
          {
            id: "replay",
            label: "Replay",
            onSelect: (d) =>
              replay
                .mutateAsync(d.id)
                .then((r) => r && toast.success(r.message))
                .catch(() => undefined),
          },
        ]}
      />
    </section>
  );
}
