"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal, ModalFormActions } from "@/components/ui/modal";
import { useDebounced } from "@/components/ui/use-debounced";
import { useFindTourOptions } from "@/components/dmc/combos/use-dmc-combos";
import {
  AREA_SHARING,
  AREA_SHARING_LABEL,
  AREA_TRANSFER_PURPOSES,
  DMC_CURRENCIES,
  NO_BOUND_TOUR_OPTION,
  ZAreaTransferForm,
  type TAreaTransfer,
  type TAreaTransferFormInput,
} from "@/lib/contracts/dmc-geo-transfers";
import { errorMessageOf, inputClass, serverFieldErrors } from "./geo-ui";
import { useAreas, useCreateAreaTransfer, useMarketOptions } from "./use-dmc-geo";

const toNumber = (v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v));
const toNullableNumber = (v: unknown) => (v === "" || v === undefined || v === null ? null : Number(v));

/** The form's values for a new transfer, or a copy of `from` (copy: the same values, saved as a new rate). */
function initialValues(from: TAreaTransfer | null): TAreaTransferFormInput {
  if (!from) {
    return {
      fromAreaId: undefined as unknown as number,
      toAreaId: undefined as unknown as number,
      marketId: undefined as unknown as number,
      description: "",
      transferType: "Pickup",
      sharingBasis: "sharing",
      currency: "USD",
      amount: undefined as unknown as number,
      isStandAlone: false,
      minPax: null,
      maxPax: null,
      boundTourOptionId: NO_BOUND_TOUR_OPTION,
      validFromDate: "",
      validTillDate: "",
      priority: 1,
    };
  }
  return {
    fromAreaId: from.fromArea.id,
    toAreaId: from.toArea.id,
    marketId: from.marketId,
    description: from.description,
    transferType: from.transferType,
    sharingBasis: from.sharingBasis,
    currency: from.currency as TAreaTransferFormInput["currency"],
    amount: from.amount,
    isStandAlone: from.isStandAlone,
    minPax: from.minPax,
    maxPax: from.maxPax,
    boundTourOptionId: from.boundTourOptionId,
    validFromDate: from.validFromDate,
    validTillDate: from.validTillDate,
    priority: from.priority,
  };
}

/**
 * Add an area transfer, or copy one (prefilled, saved as a new rate). The spec's form rules come
 * from the endpoint's own schema (ZAreaTransferForm), every error at once; min and max pax only for
 * private; per pax follows the sharing basis.
 */
export function AreaTransferForm({
  copyOf,
  isEdit = false,
  onSaved,
  onClose,
}: {
  copyOf: TAreaTransfer | null;
  /** Edit: the same form, filled with copyOf, saved in place (with its id) through the same checks. */
  isEdit?: boolean;
  onSaved: (warnings: string[]) => void;
  onClose: () => void;
}) {
  const save = useCreateAreaTransfer();
  const areas = useAreas();
  const markets = useMarketOptions();
  const { register, handleSubmit, setError, control, formState } = useForm<TAreaTransferFormInput>({ resolver: zodResolver(ZAreaTransferForm), defaultValues: initialValues(copyOf) });
  // Binding a transfer to a tour option: search them (areas/findTourOptions, the spec's 500 ms debounce).
  const [tourSearch, setTourSearch] = useState("");
  const foundTourOptions = useFindTourOptions(useDebounced(tourSearch.trim(), 500));
  const sharing = useWatch({ control, name: "sharingBasis" });
  const isPrivate = sharing === "private";
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(isEdit && copyOf ? { ...values, id: copyOf.id } : values);
      onSaved(saved.warnings);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) setError(field as keyof TAreaTransferFormInput, { message });
    }
  });
  const aria = (field: keyof TAreaTransferFormInput, id: string) => ({ "aria-invalid": !!errors[field], "aria-describedby": errors[field] ? getFieldErrorId(id) : undefined });
  const areaOptions = (areas.data ?? []).map((a) => (
    <option key={a.id} value={a.id}>
      {a.name}
    </option>
  ));
  const formError = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? errorMessageOf(save.error) : null;
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={copyOf ? `${isEdit ? "Edit" : "Copy"} transfer ${copyOf.fromArea.name} → ${copyOf.toArea.name}` : "Add area transfer"}
      showOk={false}
      className="max-w-3xl"
      actions={<ModalFormActions form="area-transfer-form" onCancel={onClose} isSaving={save.isPending} />}
    >
      <form id="area-transfer-form" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {formError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-700 sm:col-span-2 lg:col-span-3">
            {formError}
          </p>
        ) : null}
        <Field label="From area" htmlFor="at-from" required error={errors.fromAreaId?.message}>
          <select id="at-from" className={inputClass} {...aria("fromAreaId", "at-from")} {...register("fromAreaId", { setValueAs: toNumber })}>
            <option value="">Select area</option>
            {areaOptions}
          </select>
        </Field>
        <Field label="To area" htmlFor="at-to" required error={errors.toAreaId?.message}>
          <select id="at-to" className={inputClass} {...aria("toAreaId", "at-to")} {...register("toAreaId", { setValueAs: toNumber })}>
            <option value="">Select area</option>
            {areaOptions}
          </select>
        </Field>
        <Field label="Market" htmlFor="at-market" required error={errors.marketId?.message}>
          <select id="at-market" className={inputClass} {...aria("marketId", "at-market")} {...register("marketId", { setValueAs: toNumber })}>
            <option value="">Select market</option>
            {(markets.data?.result ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
                {m.isDefault ? " (default)" : ""}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Transfer type" htmlFor="at-type" error={errors.transferType?.message}>
          <select id="at-type" className={inputClass} {...register("transferType")}>
            {AREA_TRANSFER_PURPOSES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Sharing basis" htmlFor="at-sharing" error={errors.sharingBasis?.message} hint={isPrivate ? "Per vehicle, for a pax band" : "Per person"}>
          <select id="at-sharing" className={inputClass} {...register("sharingBasis")}>
            {AREA_SHARING.map((s) => (
              <option key={s} value={s}>
                {AREA_SHARING_LABEL[s]}
              </option>
            ))}
          </select>
        </Field>
        {isPrivate ? (
          <div className="grid grid-cols-2 gap-2">
            <Field label="Min pax" htmlFor="at-min" required error={errors.minPax?.message}>
              <input id="at-min" type="number" min={1} className={inputClass} {...aria("minPax", "at-min")} {...register("minPax", { setValueAs: toNullableNumber })} />
            </Field>
            <Field label="Max pax" htmlFor="at-max" required error={errors.maxPax?.message}>
              <input id="at-max" type="number" min={1} className={inputClass} {...aria("maxPax", "at-max")} {...register("maxPax", { setValueAs: toNullableNumber })} />
            </Field>
          </div>
        ) : (
          <div className="hidden lg:block" />
        )}
        <Field label="Currency" htmlFor="at-currency" error={errors.currency?.message}>
          <select id="at-currency" className={inputClass} {...register("currency")}>
            {DMC_CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field label="Amount" htmlFor="at-amount" required error={errors.amount?.message}>
          <input id="at-amount" type="number" step="0.01" min={0} inputMode="decimal" className={inputClass} {...aria("amount", "at-amount")} {...register("amount", { setValueAs: toNumber })} />
        </Field>
        <Field label="Priority" htmlFor="at-priority" error={errors.priority?.message} hint="Higher wins when rates overlap">
          <input id="at-priority" type="number" min={1} className={inputClass} {...aria("priority", "at-priority")} {...register("priority", { setValueAs: toNumber })} />
        </Field>
        <Field label="Valid from" htmlFor="at-from-date" required error={errors.validFromDate?.message}>
          <input id="at-from-date" type="date" className={inputClass} {...aria("validFromDate", "at-from-date")} {...register("validFromDate")} />
        </Field>
        <Field label="Valid till" htmlFor="at-till-date" required error={errors.validTillDate?.message}>
          <input id="at-till-date" type="date" className={inputClass} {...aria("validTillDate", "at-till-date")} {...register("validTillDate")} />
        </Field>
        <Field label="Find a tour option" htmlFor="at-bound-search">
          <input id="at-bound-search" className={inputClass} autoComplete="off" placeholder="Type a tour option or activity" value={tourSearch} onChange={(e) => setTourSearch(e.target.value)} />
        </Field>
        <Field label="Bound tour option" htmlFor="at-bound" error={errors.boundTourOptionId?.message}>
          <select id="at-bound" className={inputClass} {...register("boundTourOptionId", { setValueAs: (v) => toNumber(v) ?? NO_BOUND_TOUR_OPTION })}>
            <option value={NO_BOUND_TOUR_OPTION}>None</option>
            {copyOf?.boundTourOption ? <option value={copyOf.boundTourOption.id}>{copyOf.boundTourOption.name}</option> : null}
            {foundTourOptions.data
              ?.filter((t) => t.id !== copyOf?.boundTourOption?.id)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.activityName}: {t.name}
                </option>
              ))}
          </select>
        </Field>
        <Field label="Description" htmlFor="at-description" error={errors.description?.message} className="sm:col-span-2">
          <input id="at-description" className={inputClass} placeholder="e.g. Airport arrival, shared coach" {...register("description")} />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-[var(--brand-color)]" {...register("isStandAlone")} />
          Stand-alone transfer
        </label>
      </form>
    </Modal>
  );
}
