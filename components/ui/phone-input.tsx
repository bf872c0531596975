"use client";

import clsx from "clsx";
import { useMemo } from "react";
import { DEFAULT_PHONE_COUNTRY, getDialCodeCountries, isOfferedPhoneCountry } from "@/lib/phone";

export type PhoneValue = { country: string; dialCode: string; phone: string };

export type PhoneInputProps = {
  id: string;
  label: string;
  /** Lower-case ISO country of the dial code; India when empty or not offered. */
  country?: string;
  phone: string;
  onChange: (value: PhoneValue) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
};

const MAX_DIGITS = 15;

/** Mobile number input with a dial-code selector (India preferred; excluded countries not offered). */
export function PhoneInput({
  id,
  label,
  country,
  phone,
  onChange,
  error,
  required,
  disabled,
  placeholder = "Mobile number",
  className,
}: PhoneInputProps) {
  const countries = useMemo(() => getDialCodeCountries(), []);
  const selected = country && isOfferedPhoneCountry(country) ? country.toLowerCase() : DEFAULT_PHONE_COUNTRY;
  const dialCodeOf = (code: string) => countries.find((c) => c.code === code)?.dial_code ?? "";
  const errorId = `${id}-error`;

  return (
    <div className={clsx("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      <div className="flex min-w-0 gap-2">
        <select
          aria-label="Country code"
          value={selected}
          disabled={disabled}
          onChange={(event) =>
            onChange({ country: event.target.value, dialCode: dialCodeOf(event.target.value), phone })
          }
          className="w-28 shrink-0 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm sm:w-44"
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.name} (${c.dial_code})`}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          disabled={disabled}
          required={required}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) =>
            onChange({
              country: selected,
              dialCode: dialCodeOf(selected),
              phone: event.target.value.replace(/\D/g, "").slice(0, MAX_DIGITS),
            })
          }
          className={clsx(
            "min-w-0 flex-1 rounded-md border px-3 py-2 text-sm",
            error ? "border-red-500" : "border-slate-300",
          )}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
