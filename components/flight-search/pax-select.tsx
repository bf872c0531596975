"use client";

type Props = { id: string; label: string; value: number; min: number; max: number; onChange: (v: number) => void };

export function PaxSelect({ id, label, value, min, max, onChange }: Props) {
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} className="rounded border border-slate-300 px-2 py-2 font-normal">
        {Array.from({ length: max - min + 1 }, (_, i) => i + min).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
