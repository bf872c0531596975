"use client";

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { PhoneInput } from "@/components/ui/phone-input";

type Props<T extends FieldValues> = { control: Control<T>; id: string; label: string; phone: Path<T>; code: Path<T> };

/** A phone number and its dial-code country, as two react-hook-form fields behind one PhoneInput. */
export function PhoneField<T extends FieldValues>({ control, id, label, phone, code }: Props<T>) {
  return (
    <Controller
      control={control}
      name={code}
      render={({ field: codeField, fieldState: codeState }) => (
        <Controller
          control={control}
          name={phone}
          render={({ field, fieldState }) => (
            <PhoneInput
              id={id}
              label={label}
              required
              country={String(codeField.value ?? "")}
              phone={String(field.value ?? "")}
              onChange={(v) => {
                field.onChange(v.phone);
                codeField.onChange(v.country);
              }}
              error={fieldState.error?.message ?? codeState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
