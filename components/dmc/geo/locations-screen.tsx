"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal, ModalFormActions } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { useDebounced } from "@/components/ui/use-debounced";
import { Messages } from "@/lib/constants";
import { ZSaveLocationRequest, type TDmcLocation, type TSaveLocationRequest } from "@/lib/contracts/dmc-geo";
import { inputClass, SearchBox, serverFieldErrors } from "./geo-ui";
import { useAreas, useCities, useLocations, useSaveLocation } from "./use-dmc-geo";

const COLUMNS: DataTableColumn<TDmcLocation>[] = [
  { id: "name", header: "Location", canHide: false, cell: (l) => <span className="font-medium">{l.name}</span> },
  { id: "address", header: "Address", cell: (l) => l.address, className: "min-w-48" },
  { id: "area", header: "Area", cell: (l) => l.area ?? "—" },
  { id: "city", header: "City", cell: (l) => l.city.city },
  { id: "phone", header: "Phone", cell: (l) => l.phone ?? "—", className: "whitespace-nowrap" },
  { id: "email", header: "Email", cell: (l) => l.email ?? "—", isHiddenByDefault: false },
];

const toNumber = (v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v));

function LocationDialog({ location, onClose }: { location: TDmcLocation | "new"; onClose: () => void }) {
  const toast = useToast();
  const save = useSaveLocation();
  const existing = location === "new" ? null : location;
  const [citySearch, setCitySearch] = useState(existing?.city.city ?? "Dubai");
  const cities = useCities(useDebounced(citySearch.trim(), 500));
  const areas = useAreas();
  const { register, handleSubmit, setError, setValue, getValues, formState } = useForm<TSaveLocationRequest>({
    resolver: zodResolver(ZSaveLocationRequest),
    defaultValues: {
      id: existing?.id,
      name: existing?.name ?? "",
      address: existing?.address ?? "",
      cityId: existing?.cityId,
      areaId: existing?.areaId ?? null,
      phone: existing?.phone ?? "",
      email: existing?.email ?? "",
    },
  });
  // A new location's city starts at the first match (Dubai by default).
  const first = cities.data?.[0]?.id;
  useEffect(() => {
    if (getValues("cityId") === undefined && first !== undefined) setValue("cityId", first);
  }, [first, getValues, setValue]);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      toast.success((await save.mutateAsync(values)).message);
      onClose();
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) setError(field as keyof TSaveLocationRequest, { message });
    }
  });
  const cityOptions = [...(cities.data ?? []).map((c) => ({ id: c.id, label: `${c.city}, ${c.country}` }))];
  if (existing && !cityOptions.some((c) => c.id === existing.cityId)) cityOptions.unshift({ id: existing.cityId, label: `${existing.city.city}, ${existing.city.country}` });
  const aria = (field: keyof TSaveLocationRequest, id: string) => ({ "aria-invalid": !!errors[field], "aria-describedby": errors[field] ? getFieldErrorId(id) : undefined });
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={existing ? `Edit ${existing.name}` : "Add location"}
      showOk={false}
      className="max-w-2xl"
      actions={<ModalFormActions form="location-form" onCancel={onClose} isSaving={save.isPending} />}
    >
      <form id="location-form" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" htmlFor="loc-name" required error={errors.name?.message} className="sm:col-span-2">
          <input id="loc-name" autoFocus className={inputClass} {...aria("name", "loc-name")} {...register("name")} />
        </Field>
        <Field label="Address" htmlFor="loc-address" required error={errors.address?.message} className="sm:col-span-2">
          <textarea id="loc-address" rows={3} className={inputClass} {...aria("address", "loc-address")} {...register("address")} />
        </Field>
        <Field label="Find city" htmlFor="loc-city-search">
          <input id="loc-city-search" className={inputClass} value={citySearch} onChange={(e) => setCitySearch(e.target.value)} />
        </Field>
        <Field label="City" htmlFor="loc-city" required error={errors.cityId?.message}>
          <select id="loc-city" className={inputClass} {...aria("cityId", "loc-city")} {...register("cityId", { setValueAs: toNumber })}>
            <option value="">Choose a city</option>
            {cityOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Area" htmlFor="loc-area" error={errors.areaId?.message}>
          <select id="loc-area" className={inputClass} {...register("areaId", { setValueAs: (v) => toNumber(v) ?? null })}>
            <option value="">None</option>
            {(areas.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Phone" htmlFor="loc-phone" error={errors.phone?.message}>
          <input id="loc-phone" type="tel" className={inputClass} {...aria("phone", "loc-phone")} {...register("phone")} />
        </Field>
        <Field label="Email" htmlFor="loc-email" error={errors.email?.message} className="sm:col-span-2">
          <input id="loc-email" type="email" className={inputClass} {...aria("email", "loc-email")} {...register("email")} />
        </Field>
      </form>
    </Modal>
  );
}

/** Staff: pickup and drop locations; search, add and edit. */
export function LocationsScreen({ canEdit }: { canEdit: boolean }) {
  const [search, setSearch] = useState("");
  const locations = useLocations(useDebounced(search.trim(), 500));
  const [editing, setEditing] = useState<TDmcLocation | "new" | null>(null);
  return (
    <section className="space-y-3">
      <DataTable
        tableId="dmc-locations"
        label="Locations"
        columns={COLUMNS}
        rows={locations.data ?? []}
        getRowId={(l) => l.id}
        totalRecords={locations.data?.length ?? null}
        isLoading={locations.isLoading || locations.isFetching}
        emptyMessage={Messages.noResults}
        rowActions={canEdit ? [{ id: "edit", label: "Edit", onSelect: setEditing }] : undefined}
        toolbar={
          <>
            <SearchBox id="location-search" label="Search locations" value={search} onChange={setSearch} placeholder="Name, address or area" />
            {canEdit ? <Button onClick={() => setEditing("new")}>Add location</Button> : null}
          </>
        }
      />
      {editing ? <LocationDialog key={editing === "new" ? "new" : editing.id} location={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
