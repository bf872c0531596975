"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { WEBHOOK_SECRET_GRACE_HOURS, type TWebhookEndpoint } from "@/lib/contracts/webhooks";
import { DeliveryLog } from "./delivery-log";
import { EndpointForm, type PartnerCompany } from "./endpoint-form";
import { SecretShownOnce } from "./secret-shown-once";
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, useWebhookEndpoints } from "./use-webhooks";

const COLUMNS: DataTableColumn<TWebhookEndpoint>[] = [
  { id: "company", header: "Partner", canHide: false, cell: (e) => <span className="font-medium">{e.companyName}</span> },
  { id: "url", header: "URL", canHide: false, className: "min-w-[14rem]", cell: (e) => <span className="break-all font-mono text-xs">{e.url}</span> },
  {
    id: "events",
    header: "Events",
    className: "min-w-[11rem]",
    cell: (e) => (
      <ul className="font-mono text-xs">
        {e.eventTypes.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    ),
  },
  {
    id: "active",
    header: "Active",
    cell: (e) => <span className={e.isActive ? "text-green-700" : "text-slate-500"}>{e.isActive ? "Active" : "Disabled"}</span>,
  },
  {
    id: "secret",
    header: "Secret",
    className: "min-w-[9rem]",
    cell: (e) => (
      <span className="text-xs">
        <span className="font-mono">{e.secretHint}</span>
        {e.previousSecretExpiresAt ? <span className="block text-amber-800">Old secret also signs until {new Date(e.previousSecretExpiresAt).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" })}</span> : null}
      </span>
    ),
  },
  { id: "description", header: "Description", isHiddenByDefault: true, cell: (e) => e.description ?? "—" },
];

/** Staff: the site's partner webhook endpoints; choosing one opens its delivery log. */
export function WebhooksScreen({ companies, allowLoopbackHttp = false }: { companies: PartnerCompany[]; allowLoopbackHttp?: boolean }) {
  const toast = useToast();
  const { data, isLoading } = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const [form, setForm] = useState<{ editing: TWebhookEndpoint | null } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TWebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<TWebhookEndpoint | null>(null);
  const [rotatedSecret, setRotatedSecret] = useState<string | null>(null);
  const rotate = useRotateWebhookSecret();
  const endpoints = data ?? [];
  const selected = endpoints.find((e) => e.id === selectedId) ?? null;

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove.mutateAsync(deleting.id).catch(() => null);
    if (deleting.id === selectedId) setSelectedId(null);
    setDeleting(null);
    if (result) toast.success(result.message);
  };

  const confirmRotate = async () => {
    if (!rotating) return;
    const result = await rotate.mutateAsync(rotating.id).catch(() => null);
    setRotating(null);
    if (result) {
      toast.success(result.message);
      setRotatedSecret(result.secret);
    }
  };

  return (
    <div className="space-y-6">
      <DataTable
        tableId="webhook-endpoints"
        label="Webhook endpoints"
        columns={COLUMNS}
        rows={endpoints}
        getRowId={(e) => e.id}
        isLoading={isLoading || remove.isPending}
        emptyMessage="No webhook endpoints yet"
        toolbar={<Button onClick={() => setForm({ editing: null })}>Add endpoint</Button>}
        rowActions={[
          { id: "deliveries", label: (e) => (e.id === selectedId ? "Showing deliveries" : "Deliveries"), onSelect: (e) => setSelectedId(e.id) },
          { id: "edit", label: "Edit", onSelect: (e) => setForm({ editing: e }) },
          { id: "rotate", label: "Rotate secret", onSelect: (e) => setRotating(e) },
          { id: "delete", label: "Delete", tone: "danger", onSelect: (e) => setDeleting(e) },
        ]}
      />
      {selected ? <DeliveryLog key={selected.id} endpoint={selected} /> : endpoints.length > 0 ? <p className="text-sm text-slate-600">Choose Deliveries on an endpoint to see its delivery log.</p> : null}
      {form ? <EndpointForm key={form.editing?.id ?? "new"} companies={companies} editing={form.editing} allowLoopbackHttp={allowLoopbackHttp} open onClose={() => setForm(null)} /> : null}
      <Modal
        open={rotating !== null}
        onOpenChange={(o) => !o && setRotating(null)}
        title="Rotate the signing secret?"
        okLabel="Cancel"
        actions={
          <Button onClick={confirmRotate} loading={rotate.isPending}>
            Rotate secret
          </Button>
        }
      >
        {rotating ? (
          <p className="text-sm">
            {rotating.companyName} gets a new secret for {rotating.url}. For {WEBHOOK_SECRET_GRACE_HOURS} hours every delivery is signed with both the old and the new secret, so the partner can switch without
            missing a webhook; after that only the new secret signs.
          </p>
        ) : null}
      </Modal>
      {rotatedSecret ? (
        <SecretShownOnce
          secret={rotatedSecret}
          title="New signing secret"
          note={`Give this secret to the partner now: it is never shown again. The old secret keeps signing too for ${WEBHOOK_SECRET_GRACE_HOURS} hours.`}
          onClose={() => setRotatedSecret(null)}
        />
      ) : null}
      <Modal
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this endpoint?"
        okLabel="Cancel"
        actions={
          <Button variant="danger" onClick={confirmDelete}>
            Yes, delete
          </Button>
        }
      >
        {deleting ? <p>{deleting.url} and its delivery log will be deleted; the partner stops receiving webhooks there.</p> : null}
      </Modal>
    </div>
  );
}
