"use client";

import { useMemo, useState } from "react";
import type { TBuilderOptions } from "@/lib/contracts/dmc-quotes";

type Option = TBuilderOptions["tourOptions"][number];
const input = "w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";
const cell = "flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-700";

/** "Activity 2 tour option" as the accessible name, "Tour option" on screen (as the line's other fields). */
function Name({ prefix, text }: { prefix: string; text: string }) {
  return (
    <span>
      <span className="sr-only">{prefix} </span>
      <span className="inline-block first-letter:uppercase">{text}</span>
    </span>
  );
}

/**
 * The builder's tour-option picker (issue 25): the site's options narrowed by city and by a search
 * (activity or option name), grouped by activity; the line's current option always stays listed.
 */
export function TourOptionPicker({ prefix, options, value, onChange }: { prefix: string; options: Option[]; value: number; onChange: (tourOptionId: number) => void }) {
  const [city, setCity] = useState("");
  const [q, setQ] = useState("");
  const cityList = useMemo(() => [...new Map(options.filter((o) => o.cityId !== null).map((o) => [o.cityId, o.cityName ?? ""])).entries()].sort((a, b) => a[1].localeCompare(b[1])), [options]);
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = options.filter((o) => o.tourOptionId === value || ((!city || String(o.cityId) === city) && words.every((w) => o.label.toLowerCase().includes(w))));
  const groups = [...new Set(shown.map((o) => o.activityName))];
  const pick = (list: Option[]) => {
    // The line's option left the list (another city or a search): take the first that fits.
    if (list.length > 0 && !list.some((o) => o.tourOptionId === value)) onChange(list[0].tourOptionId);
  };
  return (
    <div className="col-span-full grid grid-cols-2 gap-2 sm:grid-cols-6">
      <label className={cell}>
        <Name prefix={prefix} text="city" />
        <select className={input} value={city} onChange={(e) => { setCity(e.target.value); pick(options.filter((o) => !e.target.value || String(o.cityId) === e.target.value)); }}>
          <option value="">All cities</option>
          {cityList.map(([id, name]) => (<option key={id} value={String(id)}>{name}</option>))}
        </select>
      </label>
      <label className={cell}>
        <Name prefix={prefix} text="search tours" />
        <input className={input} type="search" placeholder="Tour or option" value={q} onChange={(e) => setQ(e.target.value)} />
      </label>
      <label className={`${cell} col-span-2 sm:col-span-4`}>
        <Name prefix={prefix} text="tour option" />
        <select className={input} value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {groups.map((g) => (
            <optgroup key={g} label={g}>
              {shown.filter((o) => o.activityName === g).map((o) => (<option key={o.tourOptionId} value={o.tourOptionId}>{o.name}{o.cityName && !city ? ` (${o.cityName})` : ""}</option>))}
            </optgroup>
          ))}
        </select>
      </label>
      <p className="col-span-full -mt-1 text-xs text-slate-500">{shown.length} of {options.length} tour options{city || words.length ? " match" : ""}</p>
    </div>
  );
}
