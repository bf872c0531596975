"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText, postOrThrow } from "@/components/backoffice/customers/use-customer-admin";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TAddRemoteSupplierForm, TRemoteSupplier } from "@/lib/contracts/remote-suppliers";
import type { SuppliersAccess } from "./suppliers-screen";

const KEY = ["network", "remote-suppliers"] as const;
const inputClass = "w-full rounded border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500";

function useRemoteSuppliers() {
  return useQuery({
    queryKey: KEY,
    retry: false,
    queryFn: async () => {
      const envelope = await api.get<ApiEnvelope<{ result: TRemoteSupplier[] }>>("/api/supplier/remoteSuppliers");
      if (!envelope.success || !envelope.data) throw new ApiError(envelope.errorMessage ?? "Could not load the suppliers", 400, { body: envelope });
      return envelope.data.result;
    },
  });
}

function useRemoteWrite<B>(path: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: B) => postOrThrow<{ message: string }>(path, body), onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

const COLUMNS: DataTableColumn<TRemoteSupplier>[] = [
  {
    id: "supplier",
    header: "Supplier",
    canHide: false,
    cell: (r) => (
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{r.name}</span>
        <span className="break-all text-xs text-slate-500">
          {r.origin} · site {r.siteId}
        </span>
      </span>
    ),
  },
  { id: "key", header: "Key", cell: (r) => <code className="font-mono text-xs">{r.keyPrefix}…</code> },
  { id: "access", header: "Access", cell: (r) => `${r.keyMode === "live" ? "Live" : "Test"}, ${r.keyScope === "write" ? "search and book" : "search only"}` },
  { id: "as", header: "Our company there", isHiddenByDefault: true, cell: (r) => r.remoteCompanyName },
  {
    id: "status",
    header: "Status",
    cell: (r) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${r.isPaused ? "bg-amber-100 text-amber-800" : "bg-green-100 text-green-800"}`}>{r.isPaused ? "Paused" : "Active"}</span>,
  },
];

function AddDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const add = useRemoteWrite<TAddRemoteSupplierForm>("/api/supplier/remoteSuppliers/add");
  const [form, setForm] = useState({ origin: "", siteId: "", apiKey: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  const err = (field: string) => ({ "aria-invalid": !!errors[field], "aria-describedby": errors[field] ? getFieldErrorId(`rs-${field}`) : undefined });

  const submit = async () => {
    setErrors({});
    setMessage(null);
    try {
      const result = await add.mutateAsync({ origin: form.origin, siteId: Number(form.siteId) || (form.siteId as unknown as number), apiKey: form.apiKey.trim() });
      toast.success(result.message);
      setForm({ origin: "", siteId: "", apiKey: "" });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
      setMessage(errorText(error));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add a supplier from another deployment"
      description="A Wayfare site on another server that supplies us. Its staff give you its address, its site id and an API key issued to our company there; the key is checked with them before it is saved."
      showOk={false}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" onClick={submit} disabled={add.isPending}>
            {add.isPending ? "Checking…" : "Check and add"}
          </Button>
        </>
      }
    >
      <div className="grid gap-3">
        {message && Object.keys(errors).length === 0 ? (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {message}
          </p>
        ) : null}
        <Field label="Supplier's address (origin)" htmlFor="rs-origin" required error={errors.origin} hint="e.g. https://travel.example.com">
          <input id="rs-origin" value={form.origin} onChange={set("origin")} placeholder="https://" inputMode="url" autoComplete="off" className={inputClass} {...err("origin")} />
        </Field>
        <Field label="Supplier's site id there" htmlFor="rs-siteId" required error={errors.siteId}>
          <input id="rs-siteId" value={form.siteId} onChange={set("siteId")} inputMode="numeric" autoComplete="off" className={inputClass} {...err("siteId")} />
        </Field>
        <Field label="API key the supplier issued us" htmlFor="rs-apiKey" required error={errors.apiKey} hint="Starts with wf_live_ or wf_test_; stored encrypted, never shown again">
          <input id="rs-apiKey" type="password" value={form.apiKey} onChange={set("apiKey")} autoComplete="off" spellCheck={false} className={`${inputClass} font-mono`} {...err("apiKey")} />
        </Field>
      </div>
    </Modal>
  );
}

/** The consumer's suppliers in other Wayfare deployments (decision 0034): add, pause or resume, remove. */
export function RemoteSuppliersPanel({ access }: { access: SuppliersAccess }) {
  const toast = useToast();
  const list = useRemoteSuppliers();
  const status = useRemoteWrite<{ remoteSupplierId: number; isPaused: boolean }>("/api/supplier/remoteSuppliers/changeStatus");
  const remove = useRemoteWrite<{ remoteSupplierId: number }>("/api/supplier/remoteSuppliers/remove");
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TRemoteSupplier | null>(null);

  const run = (promise: Promise<{ message: string }>) => promise.then((r) => toast.success(r.message)).catch((e: unknown) => toast.error(errorText(e) ?? "The request failed"));
  const confirmRemove = () => {
    if (removing) void run(remove.mutateAsync({ remoteSupplierId: removing.remoteSupplierId }));
    setRemoving(null);
  };

  return (
    <section className="space-y-2" aria-labelledby="remote-suppliers-title">
      <h2 id="remote-suppliers-title" className="text-lg font-semibold">
        Suppliers in other deployments
      </h2>
      <DataTable
        tableId="remote-suppliers"
        label="Suppliers in other deployments"
        columns={COLUMNS}
        rows={list.data ?? []}
        getRowId={(r) => r.remoteSupplierId}
        totalRecords={null}
        isLoading={list.isLoading || status.isPending || remove.isPending}
        emptyMessage={list.isError ? (errorText(list.error) ?? "Could not load the suppliers") : "No suppliers from other deployments yet."}
        rowActions={
          access.canChangeStatus
            ? [
                { id: "pause", label: (r) => (r.isPaused ? "Resume" : "Pause"), onSelect: (r) => void run(status.mutateAsync({ remoteSupplierId: r.remoteSupplierId, isPaused: !r.isPaused })) },
                { id: "remove", label: "Remove", tone: "danger", onSelect: setRemoving },
              ]
            : undefined
        }
        toolbar={access.canRequest ? <Button onClick={() => setAdding(true)}>Add a supplier from another deployment</Button> : undefined}
      />
      {access.canRequest ? <AddDialog open={adding} onOpenChange={setAdding} /> : null}
      <Modal
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this supplier?"
        description={removing ? `${removing.name} (${removing.origin}) stops appearing in searches and its API key is deleted here. To add it again you will need the key again.` : undefined}
        showOk={false}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmRemove}>
              Remove
            </Button>
          </>
        }
      />
    </section>
  );
}
