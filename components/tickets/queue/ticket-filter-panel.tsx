"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { TTicketFiltersInput } from "@/lib/contracts/tickets";
import { CreatorPicker } from "./creator-picker";

export type FilterDraft = {
  sortBy: "BD" | "BA" | "TD" | "TA";
  isDomestic: boolean;
  isInternational: boolean;
  pnrOrTicketNumber: string;
  airlineCode: string;
  passengerName: string;
  bookingDateFrom: string;
  bookingDateTo: string;
  travelDateFrom: string;
  travelDateTo: string;
  userId: string;
  /** The picked creator's name, shown in the picker (not sent). */
  userLabel: string;
};

export const EMPTY_FILTERS: FilterDraft = { sortBy: "BD", isDomestic: false, isInternational: false, pnrOrTicketNumber: "", airlineCode: "", passengerName: "", bookingDateFrom: "", bookingDateTo: "", travelDateFrom: "", travelDateTo: "", userId: "", userLabel: "" };

/** The draft as the endpoint takes it: blanks left out. */
export function toFilters(d: FilterDraft): TTicketFiltersInput {
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    sortBy: d.sortBy,
    isDomestic: d.isDomestic || undefined,
    isInternational: d.isInternational || undefined,
    pnrOrTicketNumber: text(d.pnrOrTicketNumber),
    airlineCode: text(d.airlineCode),
    passengerName: text(d.passengerName),
    bookingDateFrom: text(d.bookingDateFrom),
    bookingDateTo: text(d.bookingDateTo),
    travelDateFrom: text(d.travelDateFrom),
    travelDateTo: text(d.travelDateTo),
    userId: d.userId ? Number(d.userId) : undefined,
  };
}

// Short enough for the filter column (the longer "Booking date (newest first)" was cut in the select).
const SORTS: [FilterDraft["sortBy"], string][] = [
  ["BD", "Newest booking first"],
  ["BA", "Oldest booking first"],
  ["TD", "Latest travel first"],
  ["TA", "Earliest travel first"],
];

type Props = { initial: FilterDraft; errors?: Record<string, string>; canPickCreator?: boolean; onApply: (draft: FilterDraft) => void; onClear: () => void };

function TextInput({ id, label, value, onChange, type = "text", error }: { id: string; label: string; value: string; onChange: (v: string) => void; type?: string; error?: string }) {
  return (
    <label htmlFor={id} className="block text-sm">
      <span className="text-slate-700">{label}</span>
      <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} className="mt-1 block w-full rounded border border-slate-300 px-2 py-1" />
      {error ? <span className="text-xs text-red-600">{error}</span> : null}
    </label>
  );
}

/** The spec's 'Filters' panel (000 section 2): sort, domestic, international, PNR or ticket number, airline, passenger, dates; Apply and Clear Filters. */
export function TicketFilterPanel({ initial, errors = {}, canPickCreator = false, onApply, onClear }: Props) {
  const [d, setD] = useState<FilterDraft>(initial);
  const set = <K extends keyof FilterDraft>(key: K) => (value: FilterDraft[K]) => setD((prev) => ({ ...prev, [key]: value }));
  return (
    <form
      aria-label="Filters"
      className="space-y-3 rounded border border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(d);
      }}
    >
      <h2 className="font-semibold">Filters</h2>
      <label htmlFor="tq-sort" className="block text-sm">
        <span className="text-slate-700">Sort by</span>
        <select id="tq-sort" value={d.sortBy} onChange={(e) => set("sortBy")(e.target.value as FilterDraft["sortBy"])} className="mt-1 block w-full rounded border border-slate-300 px-2 py-1">
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-4 text-sm">
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={d.isDomestic} onChange={(e) => set("isDomestic")(e.target.checked)} /> Domestic
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={d.isInternational} onChange={(e) => set("isInternational")(e.target.checked)} /> International
        </label>
      </div>
      <TextInput id="tq-pnr" label="PNR or ticket number" value={d.pnrOrTicketNumber} onChange={set("pnrOrTicketNumber")} error={errors.pnrOrTicketNumber} />
      <TextInput id="tq-airline" label="Airline code" value={d.airlineCode} onChange={set("airlineCode")} error={errors.airlineCode} />
      <TextInput id="tq-pax" label="Passenger name" value={d.passengerName} onChange={set("passengerName")} error={errors.passengerName} />
      <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
        <TextInput id="tq-bd-from" type="date" label="Booking date from" value={d.bookingDateFrom} onChange={set("bookingDateFrom")} error={errors.bookingDateFrom} />
        <TextInput id="tq-bd-to" type="date" label="Booking date to" value={d.bookingDateTo} onChange={set("bookingDateTo")} error={errors.bookingDateTo} />
        <TextInput id="tq-td-from" type="date" label="Travel date from" value={d.travelDateFrom} onChange={set("travelDateFrom")} error={errors.travelDateFrom} />
        <TextInput id="tq-td-to" type="date" label="Travel date to" value={d.travelDateTo} onChange={set("travelDateTo")} error={errors.travelDateTo} />
      </div>
      {canPickCreator ? (
        <CreatorPicker
          value={d.userId ? { id: Number(d.userId), label: d.userLabel } : null}
          onChange={(picked) => setD((prev) => ({ ...prev, userId: picked ? String(picked.id) : "", userLabel: picked?.label ?? "" }))}
        />
      ) : null}
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setD(EMPTY_FILTERS);
            onClear();
          }}
        >
          Clear Filters
        </Button>
      </div>
    </form>
  );
}
