"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useDebounced } from "@/components/ui/use-debounced";
import { api } from "@/lib/api-client";

export type PickedCity = { id: number; label: string };
type City = { id: number; city: string; country: string; cityCode: string; label: string };

/** The spec's city search debounce (section 9). */
export const CITY_SEARCH_DEBOUNCE_MS = 500;

/** A city search box (reference data, 500 ms debounce) with its matches as buttons. */
export function CityPicker({ label, value, onChange, inputId, error }: { label: string; value: PickedCity | null; onChange: (city: PickedCity | null) => void; inputId?: string; error?: string }) {
  const fallbackId = useId();
  const id = inputId ?? fallbackId;
  const [text, setText] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const search = useDebounced(text.trim(), CITY_SEARCH_DEBOUNCE_MS);
  const cities = useQuery({
    queryKey: ["dmc-city-search", search],
    enabled: isOpen && search.length > 0,
    queryFn: async () => (await api.get<{ data: { result: City[] } }>("/api/master/dbCities", { query: { city: search } })).data.result,
  });
  const listId = `${id}-list`;
  return (
    <div className="relative min-w-0">
      <input
        id={id}
        role="combobox"
        aria-label={label}
        aria-expanded={isOpen && (cities.data?.length ?? 0) > 0}
        aria-controls={listId}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        placeholder={value ? value.label : "Search a city"}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setIsOpen(true);
        }}
        className="w-full rounded border border-slate-300 px-3 py-2 text-sm"
      />
      {value ? (
        <p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
          <span>
            Selected: <strong>{value.label}</strong>
          </span>
          <button type="button" className="text-brand hover:underline" onClick={() => onChange(null)}>
            Clear
          </button>
        </p>
      ) : null}
      {isOpen && search.length > 0 && (cities.data?.length ?? 0) > 0 ? (
        <ul id={listId} role="listbox" aria-label={`${label} matches`} className="absolute z-20 mt-1 max-h-56 w-full overflow-y-auto rounded border border-slate-200 bg-white shadow">
          {cities.data!.map((c) => (
            <li key={c.id} role="option" aria-selected={value?.id === c.id}>
              <button
                type="button"
                className="w-full px-3 py-1.5 text-left text-sm hover:bg-brand/10"
                onClick={() => {
                  onChange({ id: c.id, label: `${c.city}, ${c.country}` });
                  setText("");
                  setIsOpen(false);
                }}
              >
                {c.city}, {c.country} ({c.cityCode})
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
