import "server-only";
import type { TCalendarFareRequest } from "@/lib/contracts/flights";
import { toMajorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { fanOut } from "./fan-out";
import { getAirportInfo } from "./get-airport-info";
import { loadSiteSuppliers } from "./load-site-suppliers";

/** POST /api/getCalendarFare: the lowest fare of each day of the month across suppliers. */
export async function getCalendarFare(ctx: UserContext, input: TCalendarFareRequest) {
  const airports = await getAirportInfo([input.origin, input.destination]);
  const shortError: Record<string, string> = {};
  if (!airports.has(input.origin)) shortError.origin = `Unknown airport code ${input.origin}`;
  if (!airports.has(input.destination)) shortError.destination = `Unknown airport code ${input.destination}`;
  if (input.origin === input.destination) shortError.destination = "Origin and destination must differ";
  const first = Object.entries(shortError)[0];
  if (first) throw new AppError("VALIDATION_ERROR", `${first[0]}: ${first[1]}`, { shortError });

  const suppliers = await loadSiteSuppliers(ctx.db);
  const { answers, failures } = await fanOut(suppliers, (s, signal) =>
    s.supplier.calendarFare({ origin: input.origin, destination: input.destination, month: input.month, cabinClass: input.cabinClass }, { signal }),
  );
  if (answers.length === 0) throw new AppError("SUPPLIER_ERROR", "No supplier answered. Please try again.");
  const best = new Map<string, { date: string; fare: number; baseFare: number; tax: number; airlineCode: string; airlineName: string; source: string }>();
  for (const { supplier, value } of answers) {
    for (const day of value) {
      if (!day.date.startsWith(input.month)) continue;
      const current = best.get(day.date);
      if (!current || day.fare < current.fare) best.set(day.date, { ...day, source: supplier.name });
    }
  }
  const days = [...best.values()].sort((a, b) => a.date.localeCompare(b.date));
  const lowest = Math.min(...days.map((d) => d.fare));
  let lowestMarked = false;
  const result = days.map((d) => {
    const isLowest = !lowestMarked && d.fare === lowest;
    if (isLowest) lowestMarked = true;
    return { date: d.date, fare: toMajorUnits(d.fare), baseFare: toMajorUnits(d.baseFare), tax: toMajorUnits(d.tax), airlineCode: d.airlineCode, airlineName: d.airlineName, source: d.source, isLowestFareOfMonth: isLowest };
  });
  return { origin: input.origin, destination: input.destination, month: input.month, result, unavailableSources: failures.map((f) => f.supplier.name) };
}
