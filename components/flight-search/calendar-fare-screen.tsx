"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { api } from "@/lib/api-client";
import type { z } from "zod";
import type { ZCalendarFareDay } from "@/lib/contracts/flights";
import { useFlightSearch } from "./use-flight-search";

type Day = z.infer<typeof ZCalendarFareDay>;
type Answer = { origin: string; destination: string; month: string; result: Day[]; unavailableSources: string[] };

const money = (v: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(v);
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The next 10 months, "YYYY-MM" (spec 001 section 9: month options). */
export function nextMonths(from = new Date(), count = 10): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Calendar fare result: the lowest fare per day from today on (priced for the caller); a click searches that date. */
export function CalendarFareScreen({ origin, destination, month, today }: { origin: string; destination: string; month: string; today: string }) {
  const router = useRouter();
  const search = useFlightSearch();
  const { data, isLoading, error } = useQuery({
    queryKey: ["calendar-fare", origin, destination, month],
    queryFn: async () => (await api.flight.post<{ data: Answer }>("/api/getCalendarFare", { origin, destination, month })).data,
  });
  const [year, mon] = month.split("-").map(Number);
  const firstWeekday = (new Date(Date.UTC(year, mon - 1, 1)).getUTCDay() + 6) % 7;
  const byDate = new Map((data?.result ?? []).map((d) => [d.date, d]));
  const daysInMonth = new Date(Date.UTC(year, mon, 0)).getUTCDate();

  return (
    <section className="space-y-3">
      <LoadingOverlay show={isLoading || search.isPending} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {origin} to {destination}
        </h1>
        <label className="text-sm font-medium">
          Month{" "}
          <select value={month} onChange={(e) => router.push(`/app/flight/calendarFareResult?origin=${origin}&destination=${destination}&month=${e.target.value}`)} className="rounded border border-slate-300 px-2 py-1">
            {nextMonths(new Date(`${today}T00:00:00Z`)).map((m) => (
              <option key={m} value={m}>
                {new Date(`${m}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? <p role="alert" className="text-red-600">{error instanceof Error ? error.message : "Some error occurred"}</p> : null}
      <div role="grid" aria-label="Fares by date" className="grid grid-cols-7 gap-1 text-center text-sm">
        {WEEKDAYS.map((w) => (
          <div key={w} role="columnheader" className="py-1 font-medium text-slate-500">
            {w}
          </div>
        ))}
        {Array.from({ length: firstWeekday }, (_, i) => (
          <div key={`pad-${i}`} />
        ))}
        {Array.from({ length: daysInMonth }, (_, i) => {
          const date = `${month}-${String(i + 1).padStart(2, "0")}`;
          const day = byDate.get(date);
          const isPast = date < today;
          return (
            <button
              key={date}
              type="button"
              role="gridcell"
              disabled={isPast || !day}
              aria-label={day ? `${date}: ${money(day.fare)}${day.isLowestFareOfMonth ? ", lowest fare of the month" : ""}` : `${date}: no fare`}
              onClick={() => search.mutate({ journeyType: 1, origin, destination, departureDate: date, adt: 1, chd: 0, inf: 0, cabinClass: 2, directFlight: false, specialReturn: false })}
              className={`rounded border p-1 enabled:hover:border-brand focus-visible:outline-2 focus-visible:outline-brand max-[601px]:text-xs ${day?.isLowestFareOfMonth ? "border-green-600 bg-green-50" : "border-slate-200 bg-white"} disabled:opacity-40`}
            >
              <span className="block font-medium">{i + 1}</span>
              <span className="block">{day ? money(day.fare) : "-"}</span>
              {day?.isLowestFareOfMonth ? <span className="block text-[0.65rem] font-semibold uppercase text-green-700">Lowest</span> : null}
            </button>
          );
        })}
      </div>
    </section>
  );
}
