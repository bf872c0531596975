"use client";

import { useId, useState } from "react";
import { CABIN_CLASSES, type TSearchRequest } from "@/lib/contracts/flights";
import { fromSearchQuery } from "@/lib/flight-search-params";
import { AirportAutocomplete, type AirportOption } from "./airport-autocomplete";
import { useFlightSearch } from "./use-flight-search";

const codeOption = (code: string): AirportOption | null => (code ? { code, name: code, city: code, cityCode: code, countryName: "", label: code } : null);

const paxLabel = (r: { adt: number; chd: number; inf: number }) =>
  [`${r.adt} ${r.adt === 1 ? "adult" : "adults"}`, r.chd ? `${r.chd} ${r.chd === 1 ? "child" : "children"}` : "", r.inf ? `${r.inf} ${r.inf === 1 ? "infant" : "infants"}` : ""].filter(Boolean).join(", ");

/** The search of the result page's address as a request (one-way and return; multi-city is changed on the search form). */
export function requestFromQuery(query: string): TSearchRequest {
  const raw = fromSearchQuery(new URLSearchParams(query)) as TSearchRequest;
  return { ...raw, chd: raw.chd ?? 0, inf: raw.inf ?? 0, cabinClass: raw.cabinClass ?? 2, directFlight: raw.directFlight ?? false, specialReturn: raw.specialReturn ?? false };
}

const field = "min-h-8 rounded border border-slate-300 bg-white px-2 py-1 text-sm";

/**
 * Modify search on the results (issue 16): a one-line summary of the search; Modify opens the route
 * (with Swap), the dates, the party and the class in one row, and Search runs it from here.
 */
export function ModifySearchBar({ query }: { query: string }) {
  const initial = requestFromQuery(query);
  const [isOpen, setIsOpen] = useState(false);
  const [req, setReq] = useState(initial);
  const [from, setFrom] = useState(codeOption(initial.origin ?? ""));
  const [to, setTo] = useState(codeOption(initial.destination ?? ""));
  const search = useFlightSearch();
  const formId = useId();
  if (initial.journeyType === 3) return null;
  const set = (patch: Partial<TSearchRequest>) => setReq((r) => ({ ...r, ...patch }));
  const swap = () => {
    setFrom(to);
    setTo(from);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: TSearchRequest = { ...req, origin: from?.code ?? "", destination: to?.code ?? "" };
    if (next.journeyType !== 2) delete next.returnDate;
    search.mutate(next);
  };

  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-1.5 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className="font-medium text-slate-900">
          {initial.origin} → {initial.destination}
        </p>
        <p className="text-slate-600">
          {initial.departureDate}
          {initial.returnDate ? ` – ${initial.returnDate}` : ""} · {paxLabel(initial)} · {CABIN_CLASSES[initial.cabinClass as keyof typeof CABIN_CLASSES]}
        </p>
        <button type="button" aria-expanded={isOpen} aria-controls={formId} onClick={() => setIsOpen((o) => !o)} className="ml-auto rounded border border-brand px-3 py-1 text-sm font-medium text-brand hover:bg-brand hover:text-white">
          {isOpen ? "Close" : "Modify search"}
        </button>
      </div>
      <form id={formId} hidden={!isOpen} aria-label="Modify search" onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-2">
        {isOpen ? (
          <>
            <div className="w-44">
              <AirportAutocomplete label="From" value={from} onChange={setFrom} />
            </div>
            <button type="button" onClick={swap} aria-label="Swap origin and destination" className="mb-1 rounded border border-slate-300 px-2 py-1 hover:border-brand">
              ⇄
            </button>
            <div className="w-44">
              <AirportAutocomplete label="To" value={to} onChange={setTo} />
            </div>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              Trip
              <select className={field} value={req.journeyType} onChange={(e) => set({ journeyType: Number(e.target.value) as 1 | 2, returnDate: Number(e.target.value) === 2 ? (req.returnDate ?? req.departureDate) : undefined })}>
                <option value={1}>One way</option>
                <option value={2}>Return</option>
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              Departure date
              <input type="date" className={field} value={req.departureDate ?? ""} onChange={(e) => set({ departureDate: e.target.value })} />
            </label>
            {req.journeyType === 2 ? (
              <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
                Return date
                <input type="date" className={field} value={req.returnDate ?? ""} min={req.departureDate} onChange={(e) => set({ returnDate: e.target.value })} />
              </label>
            ) : null}
            {(
              [
                ["adt", "Adults", 1, 9],
                ["chd", "Children", 0, 8],
                ["inf", "Infants", 0, 9],
              ] as const
            ).map(([key, label, min, max]) => (
              <label key={key} className="flex flex-col gap-1 text-sm font-medium text-slate-800">
                {label}
                <select className={field} value={req[key]} onChange={(e) => set({ [key]: Number(e.target.value) })}>
                  {Array.from({ length: max - min + 1 }, (_, i) => i + min).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              Class
              <select className={field} value={req.cabinClass} onChange={(e) => set({ cabinClass: Number(e.target.value) as TSearchRequest["cabinClass"] })}>
                {Object.entries(CABIN_CLASSES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={search.isPending} className="min-h-8 rounded-md bg-brand px-4 py-1 text-sm font-medium text-white hover:opacity-90 disabled:opacity-60">
              {search.isPending ? "Searching..." : "Search"}
            </button>
            {search.error ? (
              <p role="alert" className="w-full text-sm text-red-600">
                {search.error.message}
              </p>
            ) : null}
          </>
        ) : null}
      </form>
    </div>
  );
}
