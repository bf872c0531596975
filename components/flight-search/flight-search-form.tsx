"use client";

import { useState, type FormEvent } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { ApiError } from "@/lib/api-client";
import { CABIN_CLASSES, ZSearchRequest, type TSearchRequest } from "@/lib/contracts/flights";
import { AirportAutocomplete, type AirportOption } from "./airport-autocomplete";
import { PaxSelect } from "./pax-select";
import { useFlightSearch } from "./use-flight-search";

type Leg = { origin: AirportOption | null; destination: AirportOption | null; date: string };
const emptyLeg = (date = ""): Leg => ({ origin: null, destination: null, date });
const TRIP_TYPES = [
  { value: 1, label: "One way" },
  { value: 2, label: "Return" },
  { value: 3, label: "Multi city" },
] as const;

function toRequest(journeyType: 1 | 2 | 3, legs: Leg[], returnDate: string, pax: { adt: number; chd: number; inf: number }, cabinClass: number, directFlight: boolean, specialReturn: boolean): unknown {
  const [first] = legs;
  return {
    journeyType,
    origin: first.origin?.code ?? "",
    destination: first.destination?.code ?? "",
    departureDate: first.date,
    ...(journeyType === 2 ? { returnDate } : {}),
    ...(journeyType === 3 ? { segments: legs.map((l) => ({ origin: l.origin?.code ?? "", destination: l.destination?.code ?? "", departureDate: l.date })) } : {}),
    ...pax,
    cabinClass,
    directFlight,
    specialReturn: journeyType === 2 && specialReturn,
  };
}

/** The flight search: trip type, airports, dates, passengers, class, special return. */
export function FlightSearchForm({ initial }: { initial?: Partial<{ origin: AirportOption; destination: AirportOption; date: string }> }) {
  const search = useFlightSearch();
  const [journeyType, setJourneyType] = useState<1 | 2 | 3>(1);
  const [legs, setLegs] = useState<Leg[]>([{ origin: initial?.origin ?? null, destination: initial?.destination ?? null, date: initial?.date ?? "" }, emptyLeg()]);
  const [returnDate, setReturnDate] = useState("");
  const [pax, setPax] = useState({ adt: 1, chd: 0, inf: 0 });
  const [cabinClass, setCabinClass] = useState(2);
  const [directFlight, setDirectFlight] = useState(false);
  const [specialReturn, setSpecialReturn] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = journeyType === 3 ? legs : legs.slice(0, 1);

  const setLeg = (i: number, patch: Partial<Leg>) => setLegs((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZSearchRequest.safeParse(toRequest(journeyType, shown, returnDate, pax, cabinClass, directFlight, specialReturn));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])));
      return;
    }
    setErrors({});
    await search.mutateAsync(parsed.data as TSearchRequest).catch((error: unknown) => {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
    });
  };
  const fieldError = (i: number, field: string) => errors[journeyType === 3 ? `segments.${i}.${field}` : field] ?? (i === 0 ? errors[field] : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label="Flight search">
      <LoadingOverlay show={search.isPending} label="Searching flights..." />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Trip type</legend>
        {TRIP_TYPES.map((t) => (
          <label key={t.value} className="flex items-center gap-2 text-sm font-medium">
            <input type="radio" name="journeyType" checked={journeyType === t.value} onChange={() => setJourneyType(t.value)} />
            {t.label}
          </label>
        ))}
      </fieldset>
      {shown.map((leg, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-3">
          <AirportAutocomplete label={journeyType === 3 ? `From (flight ${i + 1})` : "From"} value={leg.origin} onChange={(v) => setLeg(i, { origin: v })} error={fieldError(i, "origin")} />
          <AirportAutocomplete label={journeyType === 3 ? `To (flight ${i + 1})` : "To"} value={leg.destination} onChange={(v) => setLeg(i, { destination: v })} error={fieldError(i, "destination")} />
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {journeyType === 3 ? `Departure date (flight ${i + 1})` : "Departure date"}
            <input type="date" value={leg.date} onChange={(e) => setLeg(i, { date: e.target.value })} className="rounded border border-slate-300 px-3 py-2 font-normal" />
            {fieldError(i, "departureDate") ? (
              <span role="alert" className="text-sm font-normal text-red-600">
                {fieldError(i, "departureDate")}
              </span>
            ) : null}
          </label>
        </div>
      ))}
      {journeyType === 3 ? (
        <div className="flex gap-2">
          <button type="button" disabled={legs.length >= 5} onClick={() => setLegs((l) => [...l, emptyLeg()])} className="rounded border border-slate-300 px-3 py-1 text-sm disabled:opacity-50">
            Add flight
          </button>
          <button type="button" disabled={legs.length <= 2} onClick={() => setLegs((l) => l.slice(0, -1))} className="rounded border border-slate-300 px-3 py-1 text-sm disabled:opacity-50">
            Remove flight
          </button>
        </div>
      ) : null}
      {journeyType === 2 ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Return date
            <input type="date" value={returnDate} onChange={(e) => setReturnDate(e.target.value)} className="rounded border border-slate-300 px-3 py-2 font-normal" />
            {errors.returnDate ? (
              <span role="alert" className="text-sm font-normal text-red-600">
                {errors.returnDate}
              </span>
            ) : null}
          </label>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input type="checkbox" checked={specialReturn} onChange={(e) => setSpecialReturn(e.target.checked)} />
            Special return fares
          </label>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <PaxSelect id="search-adt" label="Adults" value={pax.adt} min={1} max={9} onChange={(adt) => setPax((p) => ({ ...p, adt }))} />
        <PaxSelect id="search-chd" label="Children" value={pax.chd} min={0} max={8} onChange={(chd) => setPax((p) => ({ ...p, chd }))} />
        <PaxSelect id="search-inf" label="Infants" value={pax.inf} min={0} max={9} onChange={(inf) => setPax((p) => ({ ...p, inf }))} />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Class
          <select value={cabinClass} onChange={(e) => setCabinClass(Number(e.target.value))} className="rounded border border-slate-300 px-2 py-2 font-normal">
            {Object.entries(CABIN_CLASSES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input type="checkbox" checked={directFlight} onChange={(e) => setDirectFlight(e.target.checked)} />
          Direct flights only
        </label>
      </div>
      {errors.chd || errors.inf ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.chd ?? errors.inf}
        </p>
      ) : null}
      <button type="submit" disabled={search.isPending} className="w-full rounded bg-[var(--brand-color)] px-4 py-2 font-medium text-white disabled:opacity-60 sm:w-auto">
        Search Flights
      </button>
    </form>
  );
}
