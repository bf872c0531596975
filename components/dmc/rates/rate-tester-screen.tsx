"use client";

import clsx from "clsx";
import { useMemo, useState } from "react";
import { useDebounced } from "@/components/ui/use-debounced";
import { ApiError } from "@/lib/api-client";
import { RATE_TESTER_TOUR_SHARING, RATE_TESTER_TRANSFER_TYPES, type TPricedItem } from "@/lib/contracts/dmc-rates";
import { DMC_SEARCH_DEBOUNCE_MS } from "./hotels-screen";
import { PriceExplanation } from "./price-explanation";
import { useCustomerOptions, useLinePrice, usePricedItems, type CustomerOption } from "./use-dmc-rates";

/** User search debounce (spec 001 section 9). */
const USER_SEARCH_DEBOUNCE_MS = 400;
const KINDS: { kind: TPricedItem["kind"]; label: string }[] = [
  { kind: "tourOption", label: "Tour option" },
  { kind: "areaTransfer", label: "Area transfer" },
  { kind: "hotel", label: "Hotel room" },
];
const inputClass = "min-h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-normal";
const labelClass = "flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-600";
const today = () => new Date().toISOString().slice(0, 10);
const int = (v: string, min: number) => Math.max(min, Number.parseInt(v, 10) || min);

function Picker<T>({ label, search, onSearch, results, selected, onPick, describe, placeholder }: {
  label: string;
  search: string;
  onSearch: (v: string) => void;
  results: T[];
  selected: T | null;
  onPick: (item: T | null) => void;
  describe: (item: T) => string;
  placeholder: string;
}) {
  return (
    <div className="space-y-1">
      <label className={labelClass}>
        {label}
        <input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={placeholder} aria-label={`Search ${label.toLowerCase()}`} className={inputClass} />
      </label>
      {selected ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded bg-brand/10 px-2 py-0.5 font-medium text-slate-900">{describe(selected)}</span>
          <button type="button" onClick={() => onPick(null)} className="text-xs text-slate-600 underline">
            Clear
          </button>
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul className="max-h-44 overflow-y-auto rounded-md border border-slate-200 bg-white text-sm" aria-label={`${label} results`}>
          {results.map((item, i) => (
            <li key={i}>
              <button type="button" onClick={() => onPick(item)} className="w-full px-2 py-1.5 text-left hover:bg-brand/10">
                {describe(item)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The rate tester: pick an item, a customer (optional), a date and a party; see the price and why. */
export function RateTesterScreen({ canSearchCustomers }: { canSearchCustomers: boolean }) {
  const [kind, setKind] = useState<TPricedItem["kind"]>("tourOption");
  const [itemSearch, setItemSearch] = useState("");
  const [item, setItem] = useState<TPricedItem | null>(null);
  const [customerSearch, setCustomerSearch] = useState("");
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [date, setDate] = useState(today);
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const [transfer, setTransfer] = useState("");
  const [nights, setNights] = useState(1);
  const [rooms, setRooms] = useState(1);
  const [withBed, setWithBed] = useState(0);

  const items = usePricedItems(kind, useDebounced(itemSearch.trim(), DMC_SEARCH_DEBOUNCE_MS));
  const customers = useCustomerOptions(useDebounced(customerSearch, USER_SEARCH_DEBOUNCE_MS), canSearchCustomers && customer === null);
  const body = useMemo(() => {
    if (!item || !date) return null;
    const party = { adults, children, ...(customer ? { customerId: customer.id } : {}) };
    if (item.kind === "tourOption") {
      const [sharingBasis, transferType] = transfer.split(" ");
      return { ...party, lines: [{ kind: "tourOption", tourOptionId: item.tourOptionId, date, transfer: transfer ? { sharingBasis, transferType } : null }] };
    }
    if (item.kind === "areaTransfer") return { ...party, lines: [{ kind: "areaTransfer", fromAreaId: item.fromAreaId, toAreaId: item.toAreaId, purpose: item.purpose, sharingBasis: item.sharingBasis, date }] };
    const bed = Math.min(withBed, children);
    return { ...party, lines: [{ kind: "hotel", roomTypeId: item.roomTypeId, checkinDate: date, nights, rooms, childrenWithBed: bed, childrenWithoutBed: children - bed }] };
  }, [item, date, adults, children, customer, transfer, nights, rooms, withBed]);
  const price = useLinePrice(body);
  const error = price.error instanceof ApiError ? price.error.message : price.error ? "Could not price" : null;

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <form onSubmit={(e) => e.preventDefault()} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" aria-label="What to price">
        <div role="radiogroup" aria-label="Item kind" className="flex flex-wrap gap-1">
          {KINDS.map((k) => (
            <button
              key={k.kind}
              type="button"
              role="radio"
              aria-checked={kind === k.kind}
              onClick={() => {
                setKind(k.kind);
                setItem(null);
              }}
              className={clsx("rounded-md border px-2.5 py-1 text-sm", kind === k.kind ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-700")}
            >
              {k.label}
            </button>
          ))}
        </div>
        <Picker
          label={KINDS.find((k) => k.kind === kind)!.label}
          search={itemSearch}
          onSearch={setItemSearch}
          results={item ? [] : (items.data ?? [])}
          selected={item}
          onPick={setItem}
          describe={(i) => i.label}
          placeholder="Type to search"
        />
        {canSearchCustomers ? (
          <Picker
            label="Customer (optional)"
            search={customerSearch}
            onSearch={setCustomerSearch}
            results={customer ? [] : (customers.data ?? [])}
            selected={customer}
            onPick={setCustomer}
            describe={(c) => c.label}
            placeholder="Name, email or company"
          />
        ) : null}
        <div className="grid grid-cols-3 gap-2">
          <label className={clsx(labelClass, "col-span-3 sm:col-span-1 lg:col-span-3")}>
            {kind === "hotel" ? "Check-in" : "Date"}
            <input type="date" value={date} onChange={(e) => setDate(e.target.value)} className={inputClass} />
          </label>
          <label className={labelClass}>
            Adults
            <input type="number" min={1} max={50} value={adults} onChange={(e) => setAdults(int(e.target.value, 1))} className={inputClass} />
          </label>
          <label className={labelClass}>
            Children
            <input type="number" min={0} max={50} value={children} onChange={(e) => setChildren(int(e.target.value, 0))} className={inputClass} />
          </label>
          {kind === "hotel" ? (
            <>
              <label className={labelClass}>
                With bed
                <input type="number" min={0} max={children} value={Math.min(withBed, children)} onChange={(e) => setWithBed(int(e.target.value, 0))} className={inputClass} />
              </label>
              <label className={labelClass}>
                Nights
                <input type="number" min={1} max={90} value={nights} onChange={(e) => setNights(int(e.target.value, 1))} className={inputClass} />
              </label>
              <label className={labelClass}>
                Rooms
                <input type="number" min={1} max={20} value={rooms} onChange={(e) => setRooms(int(e.target.value, 1))} className={inputClass} />
              </label>
            </>
          ) : null}
        </div>
        {kind === "tourOption" ? (
          <label className={labelClass}>
            Transfer
            <select value={transfer} onChange={(e) => setTransfer(e.target.value)} className={inputClass} aria-label="Transfer">
              <option value="">Ticket only</option>
              {RATE_TESTER_TOUR_SHARING.flatMap((s) =>
                RATE_TESTER_TRANSFER_TYPES.map((t) => (
                  <option key={`${s} ${t}`} value={`${s} ${t}`}>
                    {s} {t}
                  </option>
                )),
              )}
            </select>
          </label>
        ) : null}
      </form>
      <section aria-label="Price" className="min-w-0 space-y-3">
        {!item ? <p className="text-sm text-slate-500">Pick a {KINDS.find((k) => k.kind === kind)!.label.toLowerCase()} to see its price and why.</p> : null}
        {item && price.isFetching && !price.data ? <p className="text-sm text-slate-500">Pricing...</p> : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {item && price.data ? (
          <>
            <p className="text-xl font-semibold text-slate-900">
              Total: <span data-testid="price-total">{price.data.totals.map((t) => `${t.currency} ${t.amount.toFixed(2)}`).join(" + ") || "no price"}</span>
            </p>
            <PriceExplanation answer={price.data} />
          </>
        ) : null}
      </section>
    </div>
  );
}
