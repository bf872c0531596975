"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { applyServerErrors } from "@/components/backoffice/markups/use-markups";
import { ZSaveActivityRequest, type TActivity } from "@/lib/contracts/dmc-activities";
import { CityPicker, type PickedCity } from "./city-picker";
import { useSaveActivity } from "./use-dmc-activities";

type FormValues = z.input<typeof ZSaveActivityRequest>;
export type AreaOption = { id: number; name: string };
type Props = { activity: TActivity | null; defaultCity: PickedCity | null; areas: AreaOption[]; onClose: () => void };

const input = "w-full rounded border border-slate-300 px-3 py-2 text-sm";

function ActivityForm({ activity, defaultCity, areas, onClose }: Props) {
  const ids = { name: useId(), city: useId(), description: useId(), priority: useId(), area: useId() };
  const toast = useToast();
  const save = useSaveActivity();
  const [city, setCity] = useState<PickedCity | null>(activity ? { id: activity.cityId, label: activity.cityName } : defaultCity);
  const form = useForm<FormValues, unknown, z.output<typeof ZSaveActivityRequest>>({
    resolver: zodResolver(ZSaveActivityRequest),
    defaultValues: activity
      ? { id: activity.id, name: activity.name, cityId: activity.cityId, description: activity.description, priority: activity.priority, isTurnedOn: activity.isTurnedOn, isTransferRequired: activity.isTransferRequired, areaId: activity.area?.id ?? null }
      : { name: "", cityId: defaultCity?.id, description: "", priority: 1, isTurnedOn: true, isTransferRequired: false, areaId: null },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(saved.message);
      onClose();
    } catch (e) {
      applyServerErrors(e, form.setError);
    }
  });
  const describe = (id: string, has: unknown) => (has ? { "aria-invalid": true as const, "aria-describedby": getFieldErrorId(id) } : {});
  return (
    <form onSubmit={onSubmit} noValidate aria-label={activity ? "Edit activity" : "Create activity"} className="grid gap-3 sm:grid-cols-2">
      <Field label="Name" htmlFor={ids.name} error={errors.name?.message} required className="sm:col-span-2">
        <input id={ids.name} autoComplete="off" className={input} {...describe(ids.name, errors.name)} {...form.register("name")} />
      </Field>
      <Field label="City" htmlFor={ids.city} error={errors.cityId?.message} required className="sm:col-span-2">
        <CityPicker
          label="City"
          inputId={ids.city}
          value={city}
          error={errors.cityId?.message}
          onChange={(c) => {
            setCity(c);
            form.setValue("cityId", c?.id as number, { shouldValidate: form.formState.isSubmitted });
          }}
        />
      </Field>
      <Field label="Description" htmlFor={ids.description} error={errors.description?.message} className="sm:col-span-2">
        <textarea id={ids.description} rows={3} className={input} {...form.register("description")} />
      </Field>
      <Field label="Priority" htmlFor={ids.priority} error={errors.priority?.message}>
        <input id={ids.priority} type="number" min={0} step={1} className={input} {...describe(ids.priority, errors.priority)} {...form.register("priority", { valueAsNumber: true })} />
      </Field>
      <Field label="Area" htmlFor={ids.area} error={errors.areaId?.message}>
        <select
          id={ids.area}
          className={input}
          {...form.register("areaId", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}
        >
          <option value="">No area</option>
          {areas.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register("isTurnedOn")} /> Turned on
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register("isTransferRequired")} /> Transfer required
      </label>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save activity
        </Button>
      </div>
    </form>
  );
}

/** Create Activity (activity null) or edit one: the spec's activity modal. */
export function ActivityDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && props.onClose()} title={props.activity ? `Edit ${props.activity.name}` : "Create Activity"} showOk={false} className="max-w-2xl">
      {open ? <ActivityForm key={props.activity?.id ?? "new"} {...props} /> : null}
    </Modal>
  );
}
