"use client";

import clsx from "clsx";
import { useId } from "react";

export type SettingSwitchProps = {
  label: string;
  /** What the server last answered: the switch shows this and nothing else. */
  checked: boolean;
  /** Asks for the other value; the switch moves only when the caller's state changes. */
  onRequest: (next: boolean) => void;
  isPending?: boolean;
  error?: string | null;
  hint?: string;
};

/** A switch saved at once (spec 001 section 8): it shows the server's value, so it moves only on success. */
export function SettingSwitch({ label, checked, onRequest, isPending = false, error, hint }: SettingSwitchProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-0.5 py-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="min-w-0 text-sm text-slate-800">
          {label}
          {hint ? <span className="block text-xs text-slate-500">{hint}</span> : null}
        </label>
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-busy={isPending || undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={isPending}
          onClick={() => onRequest(!checked)}
          className={clsx(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-wait disabled:opacity-60",
            checked ? "bg-brand" : "bg-slate-300",
          )}
        >
          <span aria-hidden="true" className={clsx("inline-block h-5 w-5 rounded-full bg-white shadow transition", checked ? "translate-x-5" : "translate-x-0.5")} />
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
