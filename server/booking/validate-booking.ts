import "server-only";
import { eq } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { PaxType } from "@/lib/constants";
import { BookingMessages, type TValidateBookingRequest } from "@/lib/contracts/bookings";
import type { TFlightResult } from "@/lib/contracts/flights";
import { toMajorUnits, toMinorUnits } from "@/lib/money";
import { validatePassengers, type TripFacts } from "@/lib/passenger-rules";
import { getAirportInfo } from "@/server/flights/get-airport-info";
import { loadSourceById } from "@/server/flights/load-source-by-id";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { assertOrderOpen, canHoldFare, findLegBooking, getBookerOrThrow, getOwnOrderOrThrow, legOf, type OrderLeg } from "./order-records";
import { saleTotals } from "@/lib/sale-totals";
import { saleFareOfResult } from "@/server/pricing/sale-totals";
import { priceSsr } from "./price-ssr";

export const PAYMENT_TIME_EXPIRED = BookingMessages.paymentExpired;

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

/** The outbound leg must be booked (ticketed or held) before the inbound of a domestic return. */
async function assertLegBookable(ctx: UserContext, orderId: string, leg: OrderLeg) {
  if (leg.legIndex === 1) {
    const outbound = await findLegBooking(ctx.db, orderId, 0);
    if (!outbound || !["ticketed", "held"].includes(outbound.status)) throw new AppError("CONFLICT", BookingMessages.outboundFirst);
  }
  const existing = await findLegBooking(ctx.db, orderId, leg.legIndex);
  if (existing && existing.status !== "draft") throw new AppError("CONFLICT", existing.status === "booking" ? BookingMessages.inProgress : BookingMessages.alreadyBooked);
}

/**
 * POST /api/validateBooking {orderId, isReturn, passengers, ssr}: the passenger rules against the
 * caller's own, unexpired order; then the leg's extras are priced by its supplier and the leg's
 * draft booking is written (or rewritten) with the amount to pay: the quoted fare plus extras.
 */
export async function validateBooking(ctx: UserContext, input: TValidateBookingRequest) {
  const order = await getOwnOrderOrThrow(ctx, input.orderId);
  assertOrderOpen(order);
  const leg = legOf(order, input.isReturn ? 1 : 0);
  await assertLegBookable(ctx, order.id, leg);
  const trip = await tripFactsOf(order.selection as TFlightResult[]);
  const shortError = validatePassengers(input.passengers, trip);
  const first = Object.entries(shortError)[0];
  if (first) throw new AppError("VALIDATION_ERROR", `${first[0]}: ${first[1]}`, { shortError });

  const booker = await getBookerOrThrow(ctx);
  const loaded = await loadSourceById(ctx.db, leg.supplier.id);
  if (!loaded) throw new AppError("NOT_FOUND", "The supplier of this result is no longer available");
  const ssr = await priceSsr(loaded, { traceId: leg.supplier.traceId, resultIndex: leg.supplierResultIndex, endUserIp: ctx.ip ?? undefined }, input.ssr, input.passengers.map((p) => p.paxType));
  const fareAmount = toMinorUnits(leg.result.publishedPrice);
  // The one computation of a sale's totals: the quoted fare plus the extras bought (decision 0014).
  const totals = saleTotals(saleFareOfResult(leg.result, fareAmount), ssr.extras);
  const segments = leg.result.segments.flat();
  const changes = {
    supplierId: leg.supplier.id,
    // The supplier's name from the stored search, not the result: a customer's result carries none (decision 0060).
    source: leg.supplier.name,
    traceId: leg.supplier.traceId,
    resultIndex: leg.selected.resultIndex,
    supplierResultIndex: leg.supplierResultIndex,
    isLcc: leg.result.isLcc,
    isLccSpecialReturn: leg.result.fareType === "lccSpecialReturn",
    isDomestic: order.trip?.isDomestic ?? !trip.isInternational,
    airlineCode: segments[0]?.airlineCode ?? "",
    origin: segments[0]?.originAirportCode ?? "",
    destination: leg.result.segments[0]?.at(-1)?.destinationAirportCode ?? "",
    travelDate: segments[0]?.departureTime.slice(0, 10) ?? trip.travelDate,
    passengers: input.passengers,
    passengerNames: input.passengers.map((p) => `${p.firstName} ${p.lastName}`.toLowerCase()).join("|"),
    ssr: ssr.perPassenger,
    result: leg.result,
    segments: leg.result.segments,
    fareAmount,
    ssrAmount: totals.extras,
    amount: totals.totalPayable,
    currency: leg.result.fare.currency,
    lastTicketDate: leg.result.lastTicketDate,
    updatedAt: new Date(),
  };
  const values = { ...changes, legalEntityId: booker.legalEntityId, siteId: ctx.site.id, orderId: order.id, legIndex: leg.legIndex, userId: ctx.principal.userId };
  // Only a draft is rewritten: a leg that moved on meanwhile answers 409.
  const [row] = await ctx.db.db
    .insert(flightBookings)
    .values(values)
    .onConflictDoUpdate({ target: [flightBookings.orderId, flightBookings.legIndex], set: changes, setWhere: ctx.db.where(flightBookings, eq(flightBookings.status, "draft")) })
    .returning({ id: flightBookings.id, status: flightBookings.status });
  if (!row) throw new AppError("CONFLICT", BookingMessages.inProgress);
  return {
    isValid: true as const,
    passengers: input.passengers,
    bookingId: row.id,
    fareAmount: toMajorUnits(fareAmount),
    ssrAmount: toMajorUnits(totals.extras),
    amount: toMajorUnits(values.amount),
    currency: values.currency,
    expiresAt: order.expiresAt.toISOString(),
    canHold: await canHoldFare(ctx, leg.result.isLcc, booker, leg.supplier.id),
  };
}
