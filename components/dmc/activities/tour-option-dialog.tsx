"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { applyServerErrors } from "@/components/backoffice/markups/use-markups";
import { TIME_SLOTS, ZSaveTourOptionRequest, type TTourOption } from "@/lib/contracts/dmc-activities";
import { useSaveTourOption } from "./use-dmc-activities";

type FormValues = z.input<typeof ZSaveTourOptionRequest>;
type Props = { activityId: number; activityName: string; tourOption: TTourOption | null; onClose: () => void };
const input = "w-full rounded border border-slate-300 px-3 py-2 text-sm";
const FLAGS = [
  ["hasTimeSlots", "Has time slots"],
  ["hasMeal", "Meal included"],
  ["hasGuide", "Guide included"],
  ["hasTicket", "Ticket included"],
] as const;

function TourOptionForm({ activityId, tourOption, onClose }: Props) {
  const ids = { name: useId(), description: useId(), pickup: useId(), drop: useId() };
  const toast = useToast();
  const save = useSaveTourOption();
  const form = useForm<FormValues, unknown, z.output<typeof ZSaveTourOptionRequest>>({
    resolver: zodResolver(ZSaveTourOptionRequest),
    defaultValues: tourOption
      ? { ...tourOption, pickupTime: tourOption.pickupTime ?? "", dropTime: tourOption.dropTime ?? "", timeSlots: tourOption.timeSlots as FormValues["timeSlots"] }
      : { activityId, name: "", description: "", hasTimeSlots: false, hasMeal: false, hasGuide: false, hasTicket: true, pickupTime: "", dropTime: "", timeSlots: [] },
  });
  const errors = form.formState.errors;
  const hasTimeSlots = useWatch({ control: form.control, name: "hasTimeSlots" });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = tourOption ? { ...values, id: tourOption.id, activityId } : { ...values, activityId };
      const saved = await save.mutateAsync(body);
      toast.success(saved.message);
      onClose();
    } catch (e) {
      applyServerErrors(e, form.setError);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={tourOption ? "Edit tour option" : "Add tour option"} className="grid gap-3 sm:grid-cols-2">
      <Field label="Tour option name" htmlFor={ids.name} error={errors.name?.message} required className="sm:col-span-2">
        <input id={ids.name} autoComplete="off" className={input} {...form.register("name")} />
      </Field>
      <Field label="Description" htmlFor={ids.description} error={errors.description?.message} className="sm:col-span-2">
        <textarea id={ids.description} rows={3} className={input} {...form.register("description")} />
      </Field>
      <Field label="Pickup time" htmlFor={ids.pickup} error={errors.pickupTime?.message}>
        <input id={ids.pickup} type="time" className={input} {...form.register("pickupTime")} />
      </Field>
      <Field label="Drop time" htmlFor={ids.drop} error={errors.dropTime?.message}>
        <input id={ids.drop} type="time" className={input} {...form.register("dropTime")} />
      </Field>
      <div className="grid grid-cols-2 gap-2 sm:col-span-2">
        {FLAGS.map(([name, label]) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register(name)} /> {label}
          </label>
        ))}
      </div>
      {hasTimeSlots ? (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">Time slots</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {TIME_SLOTS.map((slot) => (
              <label key={slot.label} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={slot.label} className="h-4 w-4 accent-brand" {...form.register("timeSlots")} /> {slot.label}{" "}
                <span className="text-xs text-slate-500">({slot.window})</span>
              </label>
            ))}
          </div>
          {errors.timeSlots ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.timeSlots.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save tour option
        </Button>
      </div>
    </form>
  );
}

export function TourOptionDialog({ open, ...props }: Props & { open: boolean }) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && props.onClose()} title={props.tourOption ? `Edit ${props.tourOption.name}` : `Add tour option to ${props.activityName}`} showOk={false} className="max-w-2xl">
      {open ? <TourOptionForm key={props.tourOption?.id ?? "new"} {...props} /> : null}
    </Modal>
  );
}
