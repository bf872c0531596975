"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useDebounced } from "@/components/ui/use-debounced";
import type { TAccomodationView } from "@/lib/contracts/dmc-rates";
import { formatMoney } from "@/lib/money";
import { HotelForm } from "./hotel-form";
import type { TRatePageOptions as RatePageOptions } from "@/lib/contracts/dmc-rates";
import { useAccomodation } from "./use-dmc-rates";

/** The spec's search debounce (section 9). */
export const DMC_SEARCH_DEBOUNCE_MS = 500;
const price = (amount: number, currency: string) => formatMoney(amount, currency);
const dayLabel = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function RoomTypes({ hotel }: { hotel: TAccomodationView }) {
  if (hotel.roomTypes.length === 0) return <span className="text-slate-500">None</span>;
  return (
    <ul className="space-y-2">
      {hotel.roomTypes.map((rt) => (
        <li key={rt.id}>
          <p className="font-medium text-slate-900">{rt.name}</p>
          <ul className="mt-0.5 space-y-0.5 text-xs text-slate-600">
            {rt.rates.map((r) => (
              <li key={r.id} className="break-words">
                <span className="font-medium text-brand">{r.marketName}</span> {dayLabel(r.validFromDate)} to {dayLabel(r.validTillDate)}, priority {r.priority}: single {price(r.singleRoomPrice, r.currency)}, double{" "}
                {price(r.doubleRoomPrice, r.currency)}, extra adult {price(r.extraAdultPrice, r.currency)}, child with bed {price(r.childWithBedPrice, r.currency)}, without bed{" "}
                {price(r.childWithoutBedPrice, r.currency)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: DataTableColumn<TAccomodationView>[] = [
  {
    id: "name",
    header: "Hotel",
    canHide: false,
    cell: (h) => (
      <div>
        <p className="font-medium text-slate-900">{h.name}</p>
        <p className="text-xs text-slate-500">{[h.areaName, h.cityName].filter(Boolean).join(", ")}</p>
      </div>
    ),
  },
  { id: "stars", header: "Stars", cell: (h) => (h.starRating ? `${h.starRating}★` : "-") },
  { id: "roomTypes", header: "Room types and nightly rates", cell: (h) => <RoomTypes hotel={h} />, className: "min-w-[18rem]" },
];

/** Hotels (the spec's accomodation): the list with room types and rates, search as you type, Create hotel. */
export function HotelsScreen({ options, canCreate }: { options: RatePageOptions; canCreate: boolean }) {
  const [search, setSearch] = useState("");
  const debounced = useDebounced(search, DMC_SEARCH_DEBOUNCE_MS);
  const hotels = useAccomodation(debounced.trim());
  const [isCreating, setIsCreating] = useState(false);
  const rows = hotels.data ?? [];
  return (
    <div className="space-y-4">
      <DataTable
        tableId="dmc-hotels"
        label="Hotels"
        columns={COLUMNS}
        rows={rows}
        getRowId={(h) => h.id}
        isLoading={hotels.isLoading}
        emptyMessage="No hotels found"
        toolbar={
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-xs font-medium text-slate-600">
              Search
              <input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder="Hotel name"
                aria-label="Search hotels"
                className="mt-1 min-h-9 w-56 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-normal"
              />
            </label>
            {canCreate ? <Button onClick={() => setIsCreating(true)}>Create hotel</Button> : null}
          </div>
        }
      />
      {isCreating ? <HotelForm options={options} onClose={() => setIsCreating(false)} /> : null}
    </div>
  );
}
