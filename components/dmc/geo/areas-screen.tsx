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
import { ZAddAreaRequest, type TAddAreaRequest, type TDmcArea } from "@/lib/contracts/dmc-geo";
import { ConfirmDialog, errorMessageOf, inputClass, SearchBox, serverFieldErrors } from "./geo-ui";
import { useAddArea, useAreas, useCities, useDeleteArea } from "./use-dmc-geo";

/** The spec's search debounce for areas (spec 001 section 9). */
export const AREA_SEARCH_DEBOUNCE_MS = 500;

const COLUMNS: DataTableColumn<TDmcArea>[] = [
  { id: "name", header: "Area", canHide: false, cell: (a) => <span className="font-medium">{a.name}</span> },
  { id: "city", header: "City", cell: (a) => a.city.city },
  { id: "country", header: "Country", cell: (a) => a.city.country },
];

function AddAreaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const add = useAddArea();
  const cities = useCities("Dubai");
  // The city defaults to a Dubai match (spec 001 section 5).
  const dubai = cities.data?.find((c) => c.city.toLowerCase() === "dubai") ?? cities.data?.[0];
  const { register, handleSubmit, reset, setError, formState } = useForm<TAddAreaRequest>({ resolver: zodResolver(ZAddAreaRequest), defaultValues: { name: "" } });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await add.mutateAsync({ name: values.name, cityId: values.cityId ?? dubai?.id });
      toast.success(saved.message);
      reset({ name: "" });
      onClose();
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) setError(field as keyof TAddAreaRequest, { message });
    }
  });
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Add Area"
      showOk={false}
      actions={<ModalFormActions form="add-area-form" onCancel={onClose} isSaving={add.isPending} submitLabel="Add" />}
    >
      <form id="add-area-form" noValidate onSubmit={submit} className="grid gap-3">
        <Field label="Name" htmlFor="area-name" required error={errors.name?.message}>
          <input id="area-name" autoFocus className={inputClass} aria-invalid={!!errors.name} aria-describedby={errors.name ? getFieldErrorId("area-name") : undefined} {...register("name")} />
        </Field>
        <Field label="City" htmlFor="area-city" error={errors.cityId?.message}>
          <select id="area-city" className={inputClass} {...register("cityId", { setValueAs: (v) => (v === "" || v === undefined ? undefined : Number(v)) })} defaultValue="">
            <option value="">{dubai ? `${dubai.city}, ${dubai.country}` : "Dubai"}</option>
            {(cities.data ?? [])
              .filter((c) => c.id !== dubai?.id)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.city}, {c.country}
                </option>
              ))}
          </select>
        </Field>
      </form>
    </Modal>
  );
}

/** Staff: the site's areas (spec 001: Area List, search as you type, add, delete). */
export function AreasScreen({ canCreate, canDelete }: { canCreate: boolean; canDelete: boolean }) {
  const toast = useToast();
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search.trim(), AREA_SEARCH_DEBOUNCE_MS);
  const areas = useAreas(debounced);
  const remove = useDeleteArea();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TDmcArea | null>(null);

  const close = () => {
    setDeleting(null);
    remove.reset();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove.mutateAsync(deleting.id).catch(() => null);
    if (result) {
      toast.success(result.message);
      close();
    }
  };

  return (
    <section className="space-y-3">
      <DataTable
        tableId="dmc-areas"
        label="Areas"
        columns={COLUMNS}
        rows={areas.data ?? []}
        getRowId={(a) => a.id}
        totalRecords={areas.data?.length ?? null}
        isLoading={areas.isLoading || areas.isFetching}
        emptyMessage={Messages.noResults}
        rowActions={canDelete ? [{ id: "delete", label: "Delete", tone: "danger", onSelect: setDeleting }] : undefined}
        toolbar={
          <>
            <SearchBox id="area-search" label="Search areas" value={search} onChange={setSearch} placeholder="Area or city" />
            {canCreate ? <Button onClick={() => setAdding(true)}>Add Area</Button> : null}
          </>
        }
      />
      {canCreate ? <AddAreaDialog open={adding} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this area?"
        description={deleting ? `${deleting.name}, ${deleting.city.city} is removed from the catalogue.` : ""}
        error={errorMessageOf(remove.error)}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={close}
      />
    </section>
  );
}
