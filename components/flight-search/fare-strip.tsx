"use client";

import { useQueries } from "@tanstack/react-query";
import clsx from "clsx";
import { api } from "@/lib/api-client";
import type { TSearchRequest } from "@/lib/contracts/flights";
import { addDays, fareStripDays } from "@/lib/fare-strip";
import { useFlightSearch } from "./use-flight-search";

type Day = { date: string; fare: number };
type Answer = { result: Day[] };

const money = (v: number) => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(v);
const dayLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/**
 * The ±3-day fare strip over the results (issue 16): each day's lowest fare from the calendar fares
 * (one call per month the seven days touch); a click searches that day (a return keeps its length).
 */
export function FareStrip({ request, today }: { request: TSearchRequest; today: string }) {
  const search = useFlightSearch();
  const departure = request.departureDate ?? "";
  const days = fareStripDays(departure, today);
  const months = [...new Set(days.map((d) => d.slice(0, 7)))];
  const answers = useQueries({
    queries: months.map((month) => ({
      queryKey: ["calendar-fare", request.origin, request.destination, month],
      staleTime: 5 * 60_000,
      retry: false,
      queryFn: async () => (await api.flight.post<{ data: Answer }>("/api/getCalendarFare", { origin: request.origin, destination: request.destination, month, cabinClass: request.cabinClass })).data,
    })),
  });
  if (request.journeyType === 3 || !departure) return null;
  const fares = new Map<string, number>();
  for (const a of answers) for (const d of a.data?.result ?? []) fares.set(d.date, d.fare);
  // A caller without calendar fares (no permission, no supplier answer) sees no strip.
  if (answers.every((a) => a.isError)) return null;

  const moveTo = (date: string) => {
    const shift = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${departure}T00:00:00Z`)) / 86_400_000);
    search.mutate({ ...request, departureDate: date, ...(request.returnDate ? { returnDate: addDays(request.returnDate, shift) } : {}) });
  };

  return (
    <nav aria-label="Fares by day" className="flex gap-1 overflow-x-auto">
      {days.map((date) => {
        const fare = fares.get(date);
        const isCurrent = date === departure;
        return (
          <button
            key={date}
            type="button"
            aria-current={isCurrent ? "date" : undefined}
            aria-label={`${dayLabel(date)}: ${fare === undefined ? "no fare" : money(fare)}`}
            disabled={isCurrent || search.isPending}
            onClick={() => moveTo(date)}
            className={clsx(
              "flex min-w-[5.5rem] flex-1 flex-col items-center rounded-md border px-2 py-1 text-xs leading-tight",
              isCurrent ? "border-brand bg-brand text-white" : "border-slate-200 bg-white text-slate-700 enabled:hover:border-brand disabled:opacity-60",
            )}
          >
            <span>{dayLabel(date)}</span>
            <span className="font-semibold tabular-nums">{fare === undefined ? "–" : money(fare)}</span>
          </button>
        );
      })}
    </nav>
  );
}
