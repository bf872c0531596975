"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { ApiError } from "@/lib/api-client";
import { Messages } from "@/lib/constants";
import { CABIN_CLASSES, ZSearchRequest, type TSearchRequest } from "@/lib/contracts/flights";
import { AirportAutocomplete, type AirportOption } from "./airport-autocomplete";
import { PaxSelect } from "./pax-select";
import { useFlightSearch } from "./use-flight-search";

type Leg = { origin: AirportOption | null; destination: AirportOption | null; date: string };
type Errors = Record<string, string>;
const emptyLeg = (date = ""): Leg => ({ origin: null, destination: null, date });
const TRIP_TYPES = [
  { value: 1, label: "One way" },
  { value: 2, label: "Return" },
  { value: 3, label: "Multi city" },
] as const;

/**
 * The request of the form: one-way and return name the route at the top level; multi-city sends
 * its segments alone (decision 0015).
 */
function toRequest(journeyType: 1 | 2 | 3, legs: Leg[], returnDate: string, pax: { adt: number; chd: number; inf: number }, cabinClass: number, directFlight: boolean, specialReturn: boolean): unknown {
  const [first] = legs;
  const route =
    journeyType === 3
      ? { segments: legs.map((l) => ({ origin: l.origin?.code, destination: l.destination?.code, departureDate: l.date })) }
      : { origin: first.origin?.code, destination: first.destination?.code, departureDate: first.date, ...(journeyType === 2 ? { returnDate } : {}) };
  return { journeyType, ...route, ...pax, cabinClass, directFlight, specialReturn: journeyType === 2 && specialReturn };
}

/** The field key of a leg's field in messages: "origin" one-way and return, "segments.1.origin" multi-city. */
const fieldKey = (journeyType: number, i: number, field: string) => (journeyType === 3 ? `segments.${i}.${field}` : field);

/** 'This is required field.' for every empty field (spec 000 section 5), before any other rule. */
function findEmptyFields(journeyType: number, legs: Leg[], returnDate: string, only?: (keyof Leg)[]): Errors {
  const errors: Errors = {};
  legs.forEach((leg, i) => {
    for (const field of only ?? (["origin", "destination", "date"] as const)) {
      if (!leg[field]) errors[fieldKey(journeyType, i, field === "date" ? "departureDate" : field)] = Messages.required;
    }
  });
  if (journeyType === 2 && !returnDate && !only) errors.returnDate = Messages.required;
  return errors;
}

/** Each field's first message (a field may break several rules; the first one is shown). */
const firstMessages = (issues: { path: PropertyKey[]; message: string }[]): Errors =>
  issues.reduce<Errors>((all, i) => {
    const key = i.path.map(String).join(".");
    return key in all ? all : { ...all, [key]: i.message };
  }, {});

function DateField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} type="date" value={value} aria-invalid={!!error} onChange={(e) => onChange(e.target.value)} className="rounded border border-slate-300 px-3 py-2" />
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The flight search: trip type, airports, dates, passengers, class, special return, and the route's calendar fares. */
export function FlightSearchForm({ initial, showCalendarLink = true }: { initial?: Partial<{ origin: AirportOption; destination: AirportOption; date: string }>; showCalendarLink?: boolean }) {
  const router = useRouter();
  const search = useFlightSearch();
  const [journeyType, setJourneyType] = useState<1 | 2 | 3>(1);
  const [legs, setLegs] = useState<Leg[]>([{ origin: initial?.origin ?? null, destination: initial?.destination ?? null, date: initial?.date ?? "" }, emptyLeg()]);
  const [returnDate, setReturnDate] = useState("");
  const [pax, setPax] = useState({ adt: 1, chd: 0, inf: 0 });
  const [cabinClass, setCabinClass] = useState(2);
  const [directFlight, setDirectFlight] = useState(false);
  const [specialReturn, setSpecialReturn] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // A refusal (403: search switched off, look-to-book limit) stays on the form, not only in a toast.
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = journeyType === 3 ? legs : legs.slice(0, 1);

  /** A changed field's message goes with the change (the next search checks it again). */
  const clearError = (...keys: string[]) => setErrors((all) => (keys.some((k) => k in all) ? Object.fromEntries(Object.entries(all).filter(([k]) => !keys.includes(k))) : all));
  const setLeg = (i: number, patch: Partial<Leg>) => {
    setLegs((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
    clearError(...Object.keys(patch).map((f) => fieldKey(journeyType, i, f === "date" ? "departureDate" : f)));
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const empty = findEmptyFields(journeyType, shown, returnDate);
    const parsed = ZSearchRequest.safeParse(toRequest(journeyType, shown, returnDate, pax, cabinClass, directFlight, specialReturn));
    const found = { ...(parsed.success ? {} : firstMessages(parsed.error.issues)), ...empty };
    setErrors(found);
    setRefusal(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    await search.mutateAsync(parsed.data as TSearchRequest).catch((error: unknown) => {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
      if (error instanceof ApiError && error.status === 403) setRefusal(error.message);
    });
  };
  const openCalendar = () => {
    const [first] = shown;
    const missing = findEmptyFields(journeyType, [first], "", ["origin", "destination"]);
    if (Object.keys(missing).length > 0) return setErrors((all) => ({ ...all, ...missing }));
    const month = /^\d{4}-\d{2}/.test(first.date) ? first.date.slice(0, 7) : new Date().toISOString().slice(0, 7);
    router.push(`/app/flight/calendarFareResult?${new URLSearchParams({ origin: first.origin!.code, destination: first.destination!.code, month })}`);
  };
  const fieldError = (i: number, field: string) => errors[fieldKey(journeyType, i, field)] ?? (i === 0 ? errors[field] : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-label="Flight search">
      <LoadingOverlay show={search.isPending} label="Searching flights..." />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Trip type</legend>
        {TRIP_TYPES.map((t) => (
          <label key={t.value} className="flex items-center gap-2 text-sm font-medium">
            <input type="radio" name="journeyType" checked={journeyType === t.value} onChange={() => (setJourneyType(t.value), setErrors({}))} className="accent-brand" />
            {t.label}
          </label>
        ))}
      </fieldset>
      {shown.map((leg, i) => (
        <div key={i} className="grid gap-3 sm:grid-cols-3">
          <AirportAutocomplete label={journeyType === 3 ? `From (flight ${i + 1})` : "From"} value={leg.origin} onChange={(v) => setLeg(i, { origin: v })} error={fieldError(i, "origin")} />
          <AirportAutocomplete label={journeyType === 3 ? `To (flight ${i + 1})` : "To"} value={leg.destination} onChange={(v) => setLeg(i, { destination: v })} error={fieldError(i, "destination")} />
          <DateField label={journeyType === 3 ? `Departure date (flight ${i + 1})` : "Departure date"} value={leg.date} onChange={(date) => setLeg(i, { date })} error={fieldError(i, "departureDate")} />
        </div>
      ))}
      {errors.segments ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.segments}
        </p>
      ) : null}
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
          <DateField label="Return date" value={returnDate} onChange={(v) => (setReturnDate(v), clearError("returnDate"))} error={errors.returnDate} />
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
            <input type="checkbox" checked={specialReturn} onChange={(e) => setSpecialReturn(e.target.checked)} className="accent-brand" />
            Special return fares
          </label>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <PaxSelect id="search-adt" label="Adults" value={pax.adt} min={1} max={9} onChange={(adt) => (setPax((p) => ({ ...p, adt })), clearError("adt", "chd", "inf"))} error={errors.adt} />
        <PaxSelect id="search-chd" label="Children" value={pax.chd} min={0} max={8} onChange={(chd) => (setPax((p) => ({ ...p, chd })), clearError("adt", "chd"))} error={errors.chd} />
        <PaxSelect id="search-inf" label="Infants" value={pax.inf} min={0} max={9} onChange={(inf) => (setPax((p) => ({ ...p, inf })), clearError("inf"))} error={errors.inf} />
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
          <input type="checkbox" checked={directFlight} onChange={(e) => setDirectFlight(e.target.checked)} className="accent-brand" />
          Direct flights only
        </label>
      </div>
      {refusal ? (
        <p role="alert" data-testid="search-refusal" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={search.isPending} className="w-full rounded bg-brand px-4 py-2 font-medium text-white disabled:opacity-60 sm:w-auto">
          Search Flights
        </button>
        {showCalendarLink ? (
          <button type="button" onClick={openCalendar} className="text-sm font-medium text-brand underline-offset-2 hover:underline">
            Calendar fares
          </button>
        ) : null}
      </div>
    </form>
  );
}
