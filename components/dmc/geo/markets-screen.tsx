"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal, ModalFormActions } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { useDebounced } from "@/components/ui/use-debounced";
import { Messages } from "@/lib/constants";
import { DmcGeoMessages, ZCreateMarketRequest, type TCreateMarketRequest, type TDmcMarket } from "@/lib/contracts/dmc-geo";
import { inputClass, SearchBox, serverFieldErrors } from "./geo-ui";
import { useCreateMarket, useMarkets, useSetDefaultMarket } from "./use-dmc-geo";

const COLUMNS: DataTableColumn<TDmcMarket>[] = [
  { id: "name", header: "Market", canHide: false, cell: (m) => <span className="font-medium">{m.name}</span> },
  {
    id: "default",
    header: "Default",
    cell: (m) => (m.isDefault ? <span className="rounded bg-brand/10 px-1.5 py-0.5 text-xs font-medium text-brand ring-1 ring-brand/30 ring-inset">Default</span> : null),
  },
];

function CreateMarketDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateMarket();
  const { register, handleSubmit, reset, setError, formState } = useForm<TCreateMarketRequest>({ resolver: zodResolver(ZCreateMarketRequest), defaultValues: { name: "", isDefault: false } });
  const submit = handleSubmit(async (values) => {
    try {
      toast.success((await create.mutateAsync(values)).message);
      reset();
      onClose();
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) setError(field as keyof TCreateMarketRequest, { message });
    }
  });
  const nameError = formState.errors.name?.message;
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="New market"
      showOk={false}
      actions={<ModalFormActions form="market-form" onCancel={onClose} isSaving={create.isPending} submitLabel="Create" />}
    >
      <form id="market-form" noValidate onSubmit={submit} className="grid gap-3">
        <Field label="Name" htmlFor="market-name" required error={nameError}>
          <input id="market-name" autoFocus className={inputClass} placeholder="e.g. Europe" aria-invalid={!!nameError} aria-describedby={nameError ? getFieldErrorId("market-name") : undefined} {...register("name")} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-[var(--brand-color)]" {...register("isDefault")} />
          Make it the default market
        </label>
      </form>
    </Modal>
  );
}

/** Staff: the site's markets; create one, make one the default. */
export function MarketsScreen({ canEdit }: { canEdit: boolean }) {
  const toast = useToast();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), 500);
  const markets = useMarkets(debounced);
  const setDefault = useSetDefaultMarket();
  const [creating, setCreating] = useState(false);
  return (
    <section className="space-y-3">
      <DataTable
        tableId="dmc-markets"
        label="Markets"
        columns={COLUMNS}
        rows={markets.data ?? []}
        getRowId={(m) => m.id}
        totalRecords={markets.data?.length ?? null}
        isLoading={markets.isLoading || setDefault.isPending}
        emptyMessage={markets.isError ? DmcGeoMessages.marketsFailed : Messages.noResults}
        rowActions={
          canEdit
            ? [{ id: "default", label: (m) => `Set ${m.name} as default`, isVisible: (m) => !m.isDefault, onSelect: (m) => setDefault.mutateAsync(m.id).then((r) => toast.success(r.message), () => undefined) }]
            : undefined
        }
        toolbar={
          <>
            <SearchBox id="market-search" label="Search markets" value={search} onChange={setSearch} placeholder="Market name" />
            {canEdit ? <Button onClick={() => setCreating(true)}>New market</Button> : null}
          </>
        }
      />
      {canEdit ? <CreateMarketDialog open={creating} onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
