"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal, ModalFormActions } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { Messages } from "@/lib/constants";
import { ZSaveDriverRequest, type TDmcDriver, type TSaveDriverRequest } from "@/lib/contracts/dmc-geo";
import { inputClass, serverFieldErrors } from "./geo-ui";
import { useDrivers, useSaveDriver } from "./use-dmc-geo";

const COLUMNS: DataTableColumn<TDmcDriver>[] = [
  { id: "driverName", header: "Driver", canHide: false, cell: (d) => <span className="font-medium">{d.driverName}</span> },
  { id: "phone", header: "Phone", cell: (d) => d.phone ?? "—" },
];

/** Add (driver null) or edit a driver. */
function DriverDialog({ driver, onClose }: { driver: TDmcDriver | "new"; onClose: () => void }) {
  const toast = useToast();
  const save = useSaveDriver();
  const existing = driver === "new" ? null : driver;
  const { register, handleSubmit, setError, formState } = useForm<TSaveDriverRequest>({
    resolver: zodResolver(ZSaveDriverRequest),
    defaultValues: { id: existing?.id, driverName: existing?.driverName ?? "", phone: existing?.phone ?? "" },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      toast.success((await save.mutateAsync(values)).message);
      onClose();
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) setError(field as keyof TSaveDriverRequest, { message });
    }
  });
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={existing ? `Edit ${existing.driverName}` : "Add driver"}
      showOk={false}
      actions={<ModalFormActions form="driver-form" onCancel={onClose} isSaving={save.isPending} />}
    >
      <form id="driver-form" noValidate onSubmit={submit} className="grid gap-3">
        <Field label="Name" htmlFor="driver-name" required error={errors.driverName?.message}>
          <input id="driver-name" autoFocus className={inputClass} aria-invalid={!!errors.driverName} aria-describedby={errors.driverName ? getFieldErrorId("driver-name") : undefined} {...register("driverName")} />
        </Field>
        <Field label="Phone" htmlFor="driver-phone" error={errors.phone?.message}>
          <input id="driver-phone" type="tel" className={inputClass} placeholder="+971 50 123 4567" aria-invalid={!!errors.phone} {...register("phone")} />
        </Field>
      </form>
    </Modal>
  );
}

/** Staff: the site's drivers; add and edit. */
export function DriversScreen({ canEdit }: { canEdit: boolean }) {
  const drivers = useDrivers();
  const [editing, setEditing] = useState<TDmcDriver | "new" | null>(null);
  return (
    <section className="space-y-3">
      <DataTable
        tableId="dmc-drivers"
        label="Drivers"
        columns={COLUMNS}
        rows={drivers.data ?? []}
        getRowId={(d) => d.id}
        totalRecords={drivers.data?.length ?? null}
        isLoading={drivers.isLoading}
        emptyMessage={Messages.noResults}
        rowActions={canEdit ? [{ id: "edit", label: "Edit", onSelect: setEditing }] : undefined}
        toolbar={canEdit ? <Button onClick={() => setEditing("new")}>Add driver</Button> : undefined}
      />
      {editing ? <DriverDialog key={editing === "new" ? "new" : editing.id} driver={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
