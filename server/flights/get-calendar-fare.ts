import "server-only";
import type { TCalendarFareRequest } from "@/lib/contracts/flights";
import { toMajorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import type { CalendarFareDay } from "@/server/suppliers/types";
import { fanOut } from "./fan-out";
import { getAirportInfo } from "./get-airport-info";
import { loadSiteSuppliers } from "./load-site-suppliers";
import { assertMaySearch } from "./look-to-book";
import { createCallerPricer } from "./price-for-caller";
import { sourceNameFor } from "./source-names";
import { todayIn } from "./search-rules";

type BestDay = CalendarFareDay & { source: string };

/** The cheapest supplier fare of each day of the month from `from` on ("YYYY-MM-DD"). */
function cheapestPerDay(answers: { supplier: { name: string }; value: CalendarFareDay[] }[], month: string, from: string): BestDay[] {
  const best = new Map<string, BestDay>();
  for (const { supplier, value } of answers) {
    for (const day of value) {
      if (!day.date.startsWith(month) || day.date < from) continue;
      const current = best.get(day.date);
      if (!current || day.fare < current.fare) best.set(day.date, { ...day, source: supplier.name });
    }
  }
  return [...best.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * POST /api/getCalendarFare: the lowest fare of each bookable day of the month across suppliers,
 * priced for the caller like search (their group's markup and its GST, one adult). Days before
 * today at the origin are left out, so the lowest-fare mark always falls on a day one can book.
 */
export async function getCalendarFare(ctx: UserContext, input: TCalendarFareRequest) {
  const airports = await getAirportInfo([input.origin, input.destination]);
  const shortError: Record<string, string> = {};
  if (!airports.has(input.origin)) shortError.origin = `Unknown airport code ${input.origin}`;
  if (!airports.has(input.destination)) shortError.destination = `Unknown airport code ${input.destination}`;
  if (input.origin === input.destination) shortError.destination = "Origin and destination must differ";
  const first = Object.entries(shortError)[0];
  if (first) throw new AppError("VALIDATION_ERROR", `${first[0]}: ${first[1]}`, { shortError });

  // The same check as search (decision 0022); a calendar look is not counted as a search.
  const caller = await assertMaySearch(ctx);
  const today = todayIn(airports.get(input.origin)?.timezone ?? "UTC");
  const empty = { origin: input.origin, destination: input.destination, month: input.month, result: [], unavailableSources: [] as string[] };
  if (input.month < today.slice(0, 7)) return empty;

  const suppliers = await loadSiteSuppliers(ctx.db);
  const isDomestic = airports.get(input.origin)?.countryCode === airports.get(input.destination)?.countryCode;
  const [{ answers, failures }, pricer] = await Promise.all([
    fanOut(suppliers, (s, signal) => s.supplier.calendarFare({ origin: input.origin, destination: input.destination, month: input.month, cabinClass: input.cabinClass }, { signal })),
    createCallerPricer(ctx, { isDomestic, journeyType: 1, adults: 1, children: 0, infants: 0 }, caller),
  ]);
  if (answers.length === 0) throw new AppError("SUPPLIER_ERROR", "No supplier answered. Please try again.");

  const priced = cheapestPerDay(answers, input.month, today).map((d) => {
    // A calendar day names its airline but not its stops: priced as one segment.
    const detail = pricer.priceFare(
      { currency: "INR", baseFare: d.baseFare, tax: d.tax, otherCharges: 0, publishedFare: d.fare, offeredFare: d.fare, commissionEarned: 0, tdsOnCommission: 0, breakdown: [] },
      { airlineCode: d.airlineCode, segmentCount: 1 },
    );
    return { ...d, payable: detail.totalPayable };
  });
  const lowest = Math.min(...priced.map((d) => d.payable));
  let isLowestMarked = false;
  const result = priced.map((d) => {
    const isLowest = !isLowestMarked && d.payable === lowest;
    if (isLowest) isLowestMarked = true;
    return { date: d.date, fare: toMajorUnits(d.payable), baseFare: toMajorUnits(d.baseFare), tax: toMajorUnits(d.tax), airlineCode: d.airlineCode, airlineName: d.airlineName, source: sourceNameFor(d.source, pricer.showSources), isLowestFareOfMonth: isLowest };
  });
  return { ...empty, result, unavailableSources: failures.map((f) => sourceNameFor(f.supplier.name, pricer.showSources)) };
}
