"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { api } from "@/lib/api-client";
import { useDebounced } from "@/components/ui/use-debounced";

export type AirportOption = { code: string; name: string; city: string; cityCode: string; countryName: string; label: string };

type Props = { label: string; value: AirportOption | null; onChange: (value: AirportOption | null) => void; error?: string };

export const AUTOCOMPLETE_DEBOUNCE_MS = 500;


const AIRPORTS_STALE_MS = 5 * 60_000;
const airportsQuery = (query: string) => ({
  queryKey: ["airports", query],
  staleTime: AIRPORTS_STALE_MS,
  queryFn: async () => (await api.flight.post<{ data: { result: AirportOption[] } }>("/api/getAirports", { query, limit: 8 })).data.result,
});

/**
 * City autocomplete (spec 000 section 5): placeholder 'Search Cities', the search starts with an
 * empty query (popular airports), 500 ms debounce, Tab picks the first match. Tab and Enter pick
 * from the list of what is typed: while the list still shows an earlier query (inside the debounce
 * or while it loads), they ask for the typed text at once and pick its first match.
 */
export function AirportAutocomplete({ label, value, onChange, error }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebounced(text, AUTOCOMPLETE_DEBOUNCE_MS);
  const queryClient = useQueryClient();
  // What is typed now, for a pick that waits on the network (the user may type on meanwhile).
  const typed = useRef("");
  const { data = [], isFetching } = useQuery({ ...airportsQuery(query), enabled: isOpen });
  const isListCurrent = query === text && !isFetching;

  const pick = (option: AirportOption | undefined) => {
    if (!option) return;
    onChange(option);
    typed.current = "";
    setText("");
    setIsOpen(false);
  };
  /** The option at `index` of the list for what is typed, fetched now when the list shows an earlier query. */
  const pickForTyped = (index: number) => {
    if (isListCurrent) return pick(data[index] ?? data[0]);
    const wanted = text;
    void queryClient
      .fetchQuery(airportsQuery(wanted))
      .then((fresh) => {
        if (typed.current === wanted) pick(fresh[0]);
      })
      .catch(() => undefined);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!isOpen) return;
    const hasText = text.trim() !== "";
    if (e.key === "Tab" && hasText) pickForTyped(0);
    else if (e.key === "Enter" && (hasText || data[active])) {
      // Enter picks (it never submits the form with the field unpicked).
      e.preventDefault();
      if (hasText) pickForTyped(active);
      else pick(data[active]);
    } else if (e.key === "ArrowDown") setActive((a) => Math.min(a + 1, data.length - 1));
    else if (e.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
    else if (e.key === "Escape") setIsOpen(false);
  };

  return (
    <div className="relative flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-invalid={!!error}
        autoComplete="off"
        placeholder="Search Cities"
        className="w-full rounded border border-slate-300 px-3 py-2"
        value={isOpen ? text : value ? `${value.city} (${value.code})` : text}
        onFocus={() => {
          setIsOpen(true);
          setActive(0);
        }}
        onBlur={() => setTimeout(() => setIsOpen(false), 150)}
        onChange={(e) => {
          typed.current = e.target.value;
          setText(e.target.value);
          setActive(0);
          setIsOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {isOpen ? (
        <ul id={`${id}-list`} role="listbox" aria-label={`${label} suggestions`} className="absolute top-full z-20 mt-1 max-h-72 w-full overflow-auto rounded border border-slate-200 bg-white shadow-lg">
          {isFetching && data.length === 0 ? <li className="px-3 py-2 text-sm text-slate-500">Searching...</li> : null}
          {!isFetching && data.length === 0 ? <li className="px-3 py-2 text-sm text-slate-500">No Reults found!</li> : null}
          {data.map((option, i) => (
            <li
              key={option.code}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-slate-100" : ""}`}
            >
              <span className="font-medium">{option.label}</span>
              <span className="block text-xs text-slate-500">
                {option.name}, {option.countryName}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
