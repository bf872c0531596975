"use client";

type Props = { id: string; label: string; value: number; min: number; max: number; onChange: (v: number) => void; error?: string };

export function PaxSelect({ id, label, value, min, max, onChange, error }: Props) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} aria-invalid={!!error} onChange={(e) => onChange(Number(e.target.value))} className="rounded border border-slate-300 px-2 py-2">
        {Array.from({ length: max - min + 1 }, (_, i) => i + min).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
