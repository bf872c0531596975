"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { Messages } from "@/lib/constants";
import type { TApiKey } from "@/lib/contracts/api-keys";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { useApiKeys, useRevokeApiKey } from "./use-api-keys";

const when = (iso: string | null, empty = "—") => (iso ? new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" }) : empty);
const STATUS_CLASS: Record<TApiKey["status"], string> = { active: "bg-green-100 text-green-800", expired: "bg-amber-100 text-amber-800", revoked: "bg-slate-200 text-slate-700" };

const COLUMNS: DataTableColumn<TApiKey>[] = [
  { id: "prefix", header: "Key", canHide: false, cell: (k) => <code className="font-mono text-xs">{k.prefix}…</code> },
  { id: "name", header: "Name", cell: (k) => k.name },
  { id: "company", header: "Company", cell: (k) => k.companyName },
  { id: "mode", header: "Mode", cell: (k) => (k.mode === "live" ? "Live" : "Test") },
  { id: "scope", header: "Scope", cell: (k) => (k.scope === "write" ? "Read and write" : "Read-only") },
  { id: "rate", header: "Per minute", isHiddenByDefault: true, cell: (k) => k.rateLimitPerMinute },
  { id: "created", header: "Created", cell: (k) => when(k.createdAt) },
  { id: "expires", header: "Expires", cell: (k) => when(k.expiresAt, "Never") },
  { id: "lastUsed", header: "Last used", cell: (k) => when(k.lastUsedAt, "Never") },
  { id: "status", header: "Status", cell: (k) => <span className={`rounded px-2 py-0.5 text-xs font-medium capitalize ${STATUS_CLASS[k.status]}`}>{k.status}</span> },
];

/** Staff: the site's partner API keys; issue one (shown once) and revoke (decision 0028). */
export function ApiKeysScreen({ canManage }: { canManage: boolean }) {
  const toast = useToast();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revoke.mutateAsync(revoking.id).catch(() => null);
    setRevoking(null);
    if (result) toast.success(result.message);
  };

  return (
    <section className="space-y-3">
      <DataTable
        tableId="api-keys"
        label="API keys"
        columns={COLUMNS}
        rows={keys.data ?? []}
        getRowId={(k) => k.id}
        totalRecords={null}
        isLoading={keys.isLoading || revoke.isPending}
        emptyMessage={Messages.noResults}
        rowActions={canManage ? [{ id: "revoke", label: (k) => `Revoke ${k.prefix}`, tone: "danger", onSelect: setRevoking, isVisible: (k) => k.status !== "revoked" }] : undefined}
        toolbar={canManage ? <Button onClick={() => setCreating(true)}>New API key</Button> : undefined}
      />
      {canManage ? <CreateApiKeyDialog open={creating} onOpenChange={setCreating} /> : null}
      <Modal
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this API key?"
        description={revoking ? `${revoking.prefix}… of ${revoking.companyName} stops working at once.` : undefined}
        showOk={false}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmRevoke}>
              Revoke
            </Button>
          </>
        }
      />
    </section>
  );
}
