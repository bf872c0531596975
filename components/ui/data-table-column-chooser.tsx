"use client";

import { useMemo, useState, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function parseHidden(raw: string | null): string[] | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === "string") ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The columns a user hid in one table, remembered in this browser (localStorage) per table id. The
 * server render knows no localStorage, so the first paint uses the defaults.
 */
export function useRememberedHiddenColumns(tableId: string, defaultHidden: readonly string[]) {
  const storageKey = `wayfare.table.${tableId}.hiddenColumns`;
  const raw = useSyncExternalStore(subscribe, () => readStorage(storageKey), () => null);
  // When storage is blocked the choice still holds for this page.
  const [local, setLocal] = useState<string[] | null>(null);
  const hidden = useMemo(() => local ?? parseHidden(raw) ?? [...defaultHidden], [local, raw, defaultHidden]);

  const update = (next: string[]) => {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      setLocal(next);
    }
    listeners.forEach((l) => l());
  };
  return [hidden, update] as const;
}

type ChooserProps = {
  columns: { id: string; header: string; canHide: boolean }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
};

/** "Columns": a disclosure with one checkbox per column that may be hidden. */
export function ColumnChooser({ columns, hidden, onChange }: ChooserProps) {
  const hideable = columns.filter((c) => c.canHide);
  if (hideable.length === 0) return null;
  return (
    <details className="relative">
      <summary className="inline-flex min-h-8 cursor-pointer list-none items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50">
        Columns
        <span aria-hidden="true" className="text-xs text-slate-500">
          ▾
        </span>
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 w-56 space-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg">
        <legend className="sr-only">Columns to show</legend>
        {hideable.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={!hidden.includes(c.id)}
              onChange={(e) => onChange(e.target.checked ? hidden.filter((h) => h !== c.id) : [...hidden, c.id])}
              className="accent-[var(--brand-color)]"
            />
            {c.header}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
