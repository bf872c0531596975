"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { applyServerErrors } from "@/components/backoffice/markups/use-markups";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { ZCreateAccomodationRequest, type TCreateAccomodationInput, type TRatePageOptions } from "@/lib/contracts/dmc-rates";
import { useCreateAccomodation } from "./use-dmc-rates";

type Values = TCreateAccomodationInput;
type RateValues = Values["roomTypes"][number]["rates"][number];

const inputClass = "w-full min-w-0 rounded border border-slate-300 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-500";
const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));
const toId = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
const invalid = (id: string, message?: string) => ({ "aria-invalid": message ? true : undefined, "aria-describedby": message ? getFieldErrorId(id) : undefined });

const PRICE_FIELDS = [
  ["singleRoomPrice", "Single room"],
  ["doubleRoomPrice", "Double room"],
  ["extraAdultPrice", "Extra adult"],
  ["childWithBedPrice", "Child with bed"],
  ["childWithoutBedPrice", "Child without bed"],
] as const;

const newRate = (marketId: number): RateValues => ({ marketId, currency: "USD", singleRoomPrice: undefined as unknown as number, doubleRoomPrice: undefined as unknown as number, validFromDate: "", validTillDate: "", priority: 1 });

type RoomProps = { index: number; control: Control<Values>; register: UseFormRegister<Values>; errors: FieldErrors<Values>; options: TRatePageOptions; uid: string; onRemove?: () => void };

function RoomTypeFields({ index, control, register, errors, options, uid, onRemove }: RoomProps) {
  const rates = useFieldArray({ control, name: `roomTypes.${index}.rates` });
  const rtErrors = errors.roomTypes?.[index];
  const defaultMarket = options.markets.find((m) => m.isDefault)?.id ?? options.markets[0]?.id ?? 0;
  const nameId = `${uid}-rt${index}-name`;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Room type {index + 1}</legend>
      <div className="flex items-end gap-2">
        <Field label="Name" htmlFor={nameId} error={rtErrors?.name?.message} required className="flex-1">
          <input id={nameId} className={inputClass} {...invalid(nameId, rtErrors?.name?.message)} {...register(`roomTypes.${index}.name`)} />
        </Field>
        {onRemove ? (
          <Button variant="secondary" onClick={onRemove} aria-label={`Remove room type ${index + 1}`}>
            Remove
          </Button>
        ) : null}
      </div>
      {rtErrors?.rates?.message ? <p className="text-sm text-red-600">{rtErrors.rates.message}</p> : null}
      {rates.fields.map((field, r) => {
        const e = rtErrors?.rates?.[r];
        const id = (name: string) => `${uid}-rt${index}-r${r}-${name}`;
        const path = `roomTypes.${index}.rates.${r}` as const;
        return (
          <div key={field.id} className="rounded border border-slate-100 bg-slate-50 p-2">
            <p className="mb-2 text-xs font-semibold text-slate-600">Rate {r + 1}</p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Field label="Market" htmlFor={id("market")} error={e?.marketId?.message} required>
                <select id={id("market")} className={inputClass} {...register(`${path}.marketId`, { setValueAs: toNumber })}>
                  {options.markets.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Currency" htmlFor={id("currency")} error={e?.currency?.message}>
                <input id={id("currency")} maxLength={3} className={`${inputClass} uppercase`} {...register(`${path}.currency`)} />
              </Field>
              <Field label="Valid from" htmlFor={id("from")} error={e?.validFromDate?.message} required>
                <input id={id("from")} type="date" className={inputClass} {...invalid(id("from"), e?.validFromDate?.message)} {...register(`${path}.validFromDate`)} />
              </Field>
              <Field label="Valid till" htmlFor={id("till")} error={e?.validTillDate?.message} required>
                <input id={id("till")} type="date" className={inputClass} {...invalid(id("till"), e?.validTillDate?.message)} {...register(`${path}.validTillDate`)} />
              </Field>
              {PRICE_FIELDS.map(([name, label]) => (
                <Field key={name} label={label} htmlFor={id(name)} error={e?.[name]?.message} required={name === "singleRoomPrice" || name === "doubleRoomPrice"}>
                  <input id={id(name)} type="number" inputMode="decimal" min={0} step="0.01" className={inputClass} {...invalid(id(name), e?.[name]?.message)} {...register(`${path}.${name}`, { setValueAs: toNumber })} />
                </Field>
              ))}
              <Field label="Priority" htmlFor={id("priority")} error={e?.priority?.message}>
                <input id={id("priority")} type="number" min={1} step={1} className={inputClass} {...register(`${path}.priority`, { setValueAs: toNumber })} />
              </Field>
            </div>
            {rates.fields.length > 1 ? (
              <button type="button" onClick={() => rates.remove(r)} className="mt-2 text-xs text-red-700 underline">
                Remove rate {r + 1}
              </button>
            ) : null}
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => rates.append(newRate(defaultMarket))}>
        Add rate
      </Button>
    </fieldset>
  );
}

/** Create hotel: name, city, area, stars, address, then room types each with their rates (the sheet is checked on save). */
export function HotelForm({ options, onClose }: { options: TRatePageOptions; onClose: () => void }) {
  const uid = useId();
  const toast = useToast();
  const create = useCreateAccomodation();
  const [sheetErrors, setSheetErrors] = useState<string[]>([]);
  const defaultMarket = options.markets.find((m) => m.isDefault)?.id ?? options.markets[0]?.id ?? 0;
  const form = useForm<Values>({
    resolver: zodResolver(ZCreateAccomodationRequest, undefined, { raw: true }),
    defaultValues: { name: "", cityId: options.cities[0]?.id, areaId: null, address: "", starRating: null, description: "", roomTypes: [{ name: "", rates: [newRate(defaultMarket)] }] },
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const roomTypes = useFieldArray({ control, name: "roomTypes" });
  const id = (name: string) => `${uid}-${name}`;

  const onSubmit = form.handleSubmit(async (values) => {
    setSheetErrors([]);
    try {
      const saved = await create.mutateAsync(values);
      toast.success(saved.message);
      for (const w of saved.warnings) toast.success(`Warning: ${w}`);
      onClose();
    } catch (error) {
      if (applyServerErrors(error, form.setError)) return;
      setSheetErrors([error instanceof ApiError ? error.message : "Could not save the hotel"]);
    }
  });

  return (
    <Modal open onOpenChange={(open) => !open && !create.isPending && onClose()} title="Create hotel" showOk={false} className="max-w-3xl">
      <form onSubmit={onSubmit} noValidate aria-label="Create hotel" className="max-h-[70vh] space-y-3 overflow-y-auto pr-1">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="Name" htmlFor={id("name")} error={errors.name?.message} required>
            <input id={id("name")} className={inputClass} {...invalid(id("name"), errors.name?.message)} {...register("name")} />
          </Field>
          <Field label="City" htmlFor={id("city")} error={errors.cityId?.message} required>
            <select id={id("city")} className={inputClass} {...register("cityId", { setValueAs: toNumber })}>
              {options.cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Area" htmlFor={id("area")} error={errors.areaId?.message}>
            <select id={id("area")} className={inputClass} {...register("areaId", { setValueAs: toId })}>
              <option value="">None</option>
              {options.areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Stars" htmlFor={id("stars")} error={errors.starRating?.message}>
            <input id={id("stars")} type="number" min={1} max={7} className={inputClass} {...register("starRating", { setValueAs: toId })} />
          </Field>
          <Field label="Address" htmlFor={id("address")} error={errors.address?.message} className="sm:col-span-2">
            <input id={id("address")} className={inputClass} {...register("address")} />
          </Field>
        </div>
        {errors.roomTypes?.message ? <p className="text-sm text-red-600">{errors.roomTypes.message}</p> : null}
        {roomTypes.fields.map((field, i) => (
          <RoomTypeFields key={field.id} index={i} control={control} register={register} errors={errors} options={options} uid={uid} onRemove={roomTypes.fields.length > 1 ? () => roomTypes.remove(i) : undefined} />
        ))}
        <Button variant="secondary" onClick={() => roomTypes.append({ name: "", rates: [newRate(defaultMarket)] })}>
          Add room type
        </Button>
        {sheetErrors.length > 0 ? (
          <div role="alert" className="rounded border border-red-200 bg-red-50 p-2 text-sm text-red-700">
            {sheetErrors.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save hotel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
