"use client";

import clsx from "clsx";
import { useEffect, useRef } from "react";

export type CheckboxOption = { value: string; label: string };

export type CheckboxGroupProps = {
  label: string;
  options: CheckboxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  error?: string;
  className?: string;
};

const SELECT_ALL_LABEL = "Select All";

/** A fieldset of checkboxes; a Select All checkbox appears when there is more than one option. */
export function CheckboxGroup({ label, options, value, onChange, disabled, error, className }: CheckboxGroupProps) {
  const selected = new Set(value);
  const selectedCount = options.filter((option) => selected.has(option.value)).length;
  const isAllSelected = options.length > 0 && selectedCount === options.length;
  const isSomeSelected = selectedCount > 0 && !isAllSelected;
  const selectAllRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = isSomeSelected;
  }, [isSomeSelected]);

  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    // Keep the options' order; keep any selected values the options do not list.
    const known = options.map((option) => option.value).filter((v) => next.has(v));
    const unknown = value.filter((v) => next.has(v) && !options.some((option) => option.value === v));
    onChange([...known, ...unknown]);
  };

  const toggleAll = () => {
    onChange(isAllSelected ? [] : options.map((option) => option.value));
  };

  return (
    <fieldset className={clsx("min-w-0", className)} disabled={disabled} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-col gap-1.5">
        {options.length > 1 && (
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              ref={selectAllRef}
              type="checkbox"
              checked={isAllSelected}
              onChange={toggleAll}
              className="h-4 w-4 accent-brand"
            />
            {SELECT_ALL_LABEL}
          </label>
        )}
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              value={option.value}
              checked={selected.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="h-4 w-4 accent-brand"
            />
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
