"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Field, getFieldErrorId } from "@/components/ui/field";

type Props = { id: string; label: string; registration: UseFormRegisterReturn; error?: FieldError; type?: string; autoComplete?: string; required?: boolean };

/** A labelled text input wired to react-hook-form, showing its field error. */
export function TextField({ id, label, registration, error, type = "text", autoComplete, required = true }: Props) {
  return (
    <Field label={label} htmlFor={id} error={error?.message} required={required}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={!!error}
        aria-describedby={error ? getFieldErrorId(id) : undefined}
        className="w-full rounded border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-500"
        {...registration}
      />
    </Field>
  );
}
