import "server-only";
import { eq } from "drizzle-orm";
import { flightOrders } from "@/db/schema/orders";
import { PaxType } from "@/lib/constants";
import type { TFlightResult } from "@/lib/contracts/flights";
import type { TValidateBookingRequest } from "@/lib/contracts/bookings";
import { validatePassengers, type TripFacts } from "@/lib/passenger-rules";
import { getAirportInfo } from "@/server/flights/get-airport-info";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

export const PAYMENT_TIME_EXPIRED = "Payment time expired. Please search again.";

/** Trip facts of an order's selection: first/last departure day, international, searched counts. */
export async function tripFactsOf(results: TFlightResult[]): Promise<Omit<TripFacts, "today">> {
  const segments = results.flatMap((r) => r.segments.flat());
  const days = segments.map((s) => s.departureTime.slice(0, 10)).sort();
  const airports = await getAirportInfo(segments.flatMap((s) => [s.originAirportCode, s.destinationAirportCode]));
  const country = (code: string) => airports.get(code)?.countryCode;
  const countries = new Set(segments.flatMap((s) => [country(s.originAirportCode), country(s.destinationAirportCode)]));
  // An unknown airport counts as international: the passport rules are the safe side.
  const isInternational = countries.has(undefined) || countries.size > 1;
  const fares = results[0]?.fareBreakdown ?? [];
  const countOf = (t: number) => fares.find((f) => f.paxType === t)?.passengerCount ?? 0;
  return {
    travelDate: days[0] ?? "",
    lastTravelDate: days[days.length - 1] ?? "",
    isInternational,
    adults: countOf(PaxType.Adult),
    children: countOf(PaxType.Child),
    infants: countOf(PaxType.Infant),
  };
}

/** POST /api/validateBooking {orderId, passengers}: the passenger rules against the caller's own, unexpired order. */
export async function validateBooking(ctx: UserContext, input: TValidateBookingRequest) {
  const [row] = await ctx.db.db.select().from(flightOrders).where(ctx.db.where(flightOrders, eq(flightOrders.id, input.orderId))).limit(1);
  if (!row || row.userId !== ctx.principal.userId) throw new AppError("NOT_FOUND", "Order not found");
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("CONFLICT", PAYMENT_TIME_EXPIRED);
  const trip = await tripFactsOf(row.selection as TFlightResult[]);
  const shortError = validatePassengers(input.passengers, trip);
  const first = Object.entries(shortError)[0];
  if (first) throw new AppError("VALIDATION_ERROR", `${first[0]}: ${first[1]}`, { shortError });
  return { isValid: true as const, passengers: input.passengers };
}
