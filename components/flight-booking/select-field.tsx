"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Field, getFieldErrorId } from "@/components/ui/field";

export type SelectOption = { value: string; label: string };

type Props = {
  id: string;
  label: string;
  options: SelectOption[];
  registration: UseFormRegisterReturn;
  error?: FieldError;
  required?: boolean;
  /** The empty first option ("Select"); omit for none. */
  placeholder?: string;
  className?: string;
};

/** A labelled select wired to react-hook-form, showing its field error. */
export function SelectField({ id, label, options, registration, error, required = true, placeholder = "Select", className }: Props) {
  return (
    <Field label={label} htmlFor={id} error={error?.message} required={required} className={className}>
      <select
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? getFieldErrorId(id) : undefined}
        className="w-full rounded border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-500"
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
