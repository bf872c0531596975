"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { useForm, useWatch, type FieldError } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import {
  ACTIVITY_MARKUP_BASES,
  MARKUP_BASES,
  MARKUP_SECTORS,
  ZAddActivityMarkupRequest,
  ZEditActivityMarkupRequest,
  ZSaveAirlineSpecificMarkupRequest,
  ZSaveMarkupRequest,
} from "@/lib/contracts/markups";
import { BASIS_LABELS, flatUnit, JOURNEY_TYPE_LABELS, SECTOR_LABELS, valueTypeLabel, type RuleKind } from "./markup-format";
import { applyServerErrors, useSaveMarkupRule, type MarkupRule } from "./use-markups";

type ValueType = "flat" | "percent";

/** The fields of every kind's request (each kind's schema accepts only its own subset). */
type RuleFormValues = {
  markupId?: number;
  id?: number;
  groupId: number;
  airlineCode?: string;
  valueType: ValueType;
  value?: number;
  basis: string;
  sector: string;
  journeyType?: 1 | 2 | 3 | null;
  discountValueType: ValueType | null;
  discountValue?: number;
};

/** The endpoint's own request schema (spec: forms validate with the schema the server uses). */
function getSchema(kind: RuleKind, isUpdate: boolean): z.ZodType<RuleFormValues, RuleFormValues> {
  const schema =
    kind === "activity" ? (isUpdate ? ZEditActivityMarkupRequest : ZAddActivityMarkupRequest) : kind === "airlineSpecific" ? ZSaveAirlineSpecificMarkupRequest : ZSaveMarkupRequest;
  // One form serves four schemas whose inputs are subsets of RuleFormValues.
  return schema as unknown as z.ZodType<RuleFormValues, RuleFormValues>;
}

/** Only the keys the kind's strict schema accepts: an update carries its id, flights a journey type. */
function toFormValues(kind: RuleKind, groupId: number, rule: MarkupRule | null): RuleFormValues {
  const values: RuleFormValues = {
    groupId,
    valueType: rule?.valueType ?? "flat",
    value: rule?.value,
    basis: rule?.basis ?? "perPassenger",
    sector: rule?.sector ?? "both",
    discountValueType: rule?.discountValueType ?? null,
    discountValue: rule?.discountValueType ? rule.discountValue : undefined,
  };
  if (kind === "activity") return rule ? { id: rule.markupId, ...values } : values;
  const flight: RuleFormValues = { ...values, journeyType: (rule?.journeyType ?? null) as RuleFormValues["journeyType"] };
  if (kind === "airlineSpecific") flight.airlineCode = rule?.airlineCode ?? "";
  return rule ? { markupId: rule.markupId, ...flight } : flight;
}

const toNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));
const toNullable = (v: unknown) => (v === "" ? null : v);
const inputClass = "w-full min-w-0 rounded border border-slate-300 bg-white px-3 py-2 text-sm";

function Control({ id, label, error, required, hint, children }: { id: string; label: string; error?: FieldError; required?: boolean; hint?: string; children: ReactNode }) {
  return (
    <Field label={label} htmlFor={id} error={error?.message} required={required} hint={hint}>
      {children}
    </Field>
  );
}

const describedBy = (id: string, error?: FieldError) => ({ "aria-invalid": error ? true : undefined, "aria-describedby": error ? getFieldErrorId(id) : undefined });

type Props = { kind: RuleKind; noun: string; groupId: number; rule: MarkupRule | null; onDone: () => void };

/** Add (rule null) or update one rule; saving posts the kind's endpoint, toasts and leaves edit mode. */
export function MarkupRuleForm({ kind, noun, groupId, rule, onDone }: Props) {
  const uid = useId();
  const toast = useToast();
  const save = useSaveMarkupRule(kind, groupId);
  const isUpdate = rule !== null;
  const form = useForm<RuleFormValues>({
    // raw: the server takes the amounts as typed (major units) and converts them itself.
    resolver: zodResolver(getSchema(kind, isUpdate), undefined, { raw: true }),
    defaultValues: toFormValues(kind, groupId, rule),
  });
  const { register, formState } = form;
  const { errors } = formState;
  const discountType = useWatch({ control: form.control, name: "discountValueType" });
  const valueType = useWatch({ control: form.control, name: "valueType" });
  const id = (name: string) => `${uid}-${name}`;
  const bases = kind === "activity" ? ACTIVITY_MARKUP_BASES : MARKUP_BASES;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      const saved = await save.mutateAsync({ isUpdate, payload });
      toast.success(saved.message);
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${isUpdate ? "Update" : "Add"} ${noun}`} className="space-y-3 rounded-md border border-brand/40 bg-slate-50 p-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {kind === "airlineSpecific" ? (
          <Control id={id("airline")} label="Airline code" error={errors.airlineCode} required hint="2-character IATA code, e.g. 6E">
            <input id={id("airline")} maxLength={2} autoCapitalize="characters" className={`${inputClass} uppercase`} {...describedBy(id("airline"), errors.airlineCode)} {...register("airlineCode")} />
          </Control>
        ) : null}
        <Control id={id("value-type")} label="Value type" error={errors.valueType} required>
          <select id={id("value-type")} className={inputClass} {...register("valueType")}>
            {(["flat", "percent"] as const).map((v) => (
              <option key={v} value={v}>
                {valueTypeLabel(kind, v)}
              </option>
            ))}
          </select>
        </Control>
        <Control id={id("value")} label={valueType === "percent" ? "Value (%)" : `Value (${flatUnit(kind)})`} error={errors.value} required>
          <input id={id("value")} type="number" inputMode="decimal" min={0} step="0.01" className={inputClass} {...describedBy(id("value"), errors.value)} {...register("value", { setValueAs: toNumber })} />
        </Control>
        <Control id={id("basis")} label="Basis" error={errors.basis} required>
          <select id={id("basis")} className={inputClass} {...register("basis")}>
            {bases.map((v) => (
              <option key={v} value={v}>
                {BASIS_LABELS[v]}
              </option>
            ))}
          </select>
        </Control>
        <Control id={id("sector")} label="Sector" error={errors.sector} required>
          <select id={id("sector")} className={inputClass} {...register("sector")}>
            {MARKUP_SECTORS.map((v) => (
              <option key={v} value={v}>
                {SECTOR_LABELS[v]}
              </option>
            ))}
          </select>
        </Control>
        {kind !== "activity" ? (
          <Control id={id("journey")} label="Journey type" error={errors.journeyType}>
            <select id={id("journey")} className={inputClass} {...register("journeyType", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}>
              {(["", "1", "2", "3"] as const).map((v) => (
                <option key={v} value={v}>
                  {JOURNEY_TYPE_LABELS[v]}
                </option>
              ))}
            </select>
          </Control>
        ) : null}
        <Control id={id("discount-type")} label="Discount type" error={errors.discountValueType}>
          <select id={id("discount-type")} className={inputClass} {...register("discountValueType", { setValueAs: toNullable })}>
            <option value="">No discount</option>
            <option value="flat">{valueTypeLabel(kind, "flat")}</option>
            <option value="percent">{valueTypeLabel(kind, "percent")}</option>
          </select>
        </Control>
        <Control id={id("discount")} label={discountType === "percent" ? "Discount (%)" : `Discount (${flatUnit(kind)})`} error={errors.discountValue}>
          <input
            id={id("discount")}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            className={`${inputClass} disabled:bg-slate-100`}
            {...describedBy(id("discount"), errors.discountValue)}
            {...register("discountValue", { setValueAs: toNumber, disabled: !discountType })}
          />
        </Control>
      </div>
      <div className="flex flex-wrap justify-end gap-2 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {isUpdate ? "Update" : "Add"}
        </Button>
      </div>
    </form>
  );
}
