import "server-only";
import { z } from "zod";
import { ZFareQuoteResponse, ZOrder } from "@/lib/contracts/booking";
import { BookingMessages, ZBookingView, ZOrderSuccessCallbackResponse } from "@/lib/contracts/bookings";
import { toMinorUnits } from "@/lib/money";
import { SupplierError, type BookingSupplier, type SupplierBookRequest, type SupplierCallOptions, type SupplierItinerary, type SupplierPassenger } from "../types";
import { dataOrThrow, type WayfareAnswer, type WayfareCall } from "./wayfare-http";
import { ticketsOf, toWayfareItinerary, toWayfarePassengers } from "./wayfare-booking-map";
import { fromWayfareResult } from "./wayfare-map";

type Booking = Pick<BookingSupplier, "fareQuote" | "ssr" | "book" | "ticket" | "getBookingDetails" | "releasePnr">;

function parsed<T>(name: string, schema: z.ZodType<T>, data: unknown, what: string): T {
  const out = schema.safeParse(data);
  if (!out.success) throw new SupplierError(name, `${name} answered ${what} in an unknown shape`);
  return out.data;
}

/**
 * The booking side of the `wayfare` adapter (decision 0032). Booking a fare of the supplier site is
 * its own partner flow with our key: setFlightDetails (with our idempotency key, so a retry finds
 * the same order), fareQuote (the supplier books the price it quotes now), validateBooking (the
 * passengers), orderSuccessCallback (wallet: the supplier debits our company's wallet there, once
 * per order; hold: its GDS hold), then getBookingDetails for the PNR and tickets.
 */
export function createWayfareBooking(name: string, call: WayfareCall): Booking {
  const details = async (bookingId: string, options?: SupplierCallOptions) => {
    const id = Number(bookingId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new SupplierError(name, `${name} needs its own booking id`);
    const data = dataOrThrow(name, await call("/api/getBookingDetails", { bookingId: id }, options)) as { passenger?: { ticket?: unknown }[] } | null;
    // A passenger not ticketed yet comes without `ticket`.
    const view = data && Array.isArray(data.passenger) ? { ...data, passenger: data.passenger.map((p) => ({ ...p, ticket: p.ticket ?? null })) } : data;
    return parsed(name, ZBookingView, view, "a booking");
  };

  /** After a payment call, not knowing the outcome is uncertain: the supplier may have booked (and charged) it. */
  const detailsAfterPayment = async (bookingId: number, options?: SupplierCallOptions) => {
    try {
      return await details(String(bookingId), options);
    } catch (error) {
      throw new SupplierError(name, error instanceof Error ? error.message : `${name} did not answer`, false, true);
    }
  };

  /** Pays (or holds) the supplier's order; a lost answer or an unfinished booking is uncertain, a refusal definite. */
  const pay = async (orderId: string, isReturn: boolean, paymentMethod: "wallet" | "hold", options?: SupplierCallOptions) => {
    const answer: WayfareAnswer = await call("/api/payments/orderSuccessCallback", { orderId, isReturn, paymentMethod }, { ...options, isMoneyCall: true });
    if (answer.success) return parsed(name, ZOrderSuccessCallbackResponse, answer.data, "a payment");
    const data = (answer.data ?? {}) as { bookingId?: number; status?: string };
    const words = `${name}: ${answer.errorMessage || `HTTP ${answer.status}`}`;
    // 402 with needsAttention, or 409 in progress: the supplier may still ticket it (and holds our money).
    const isExpired = answer.status === 409 && answer.errorMessage === BookingMessages.paymentExpired;
    if ((answer.status === 402 && data.status === "needsAttention") || (answer.status === 409 && !isExpired) || answer.status >= 500) throw new SupplierError(name, words, false, true);
    throw new SupplierError(name, words);
  };

  /** One order at the supplier for this booking attempt (found again by the key), quoted, with our passengers. */
  const placeOrder = async (request: { traceId: string; resultIndex: string; passengers: SupplierPassenger[]; idempotencyKey: string }, options?: SupplierCallOptions) => {
    const order = parsed(
      name,
      ZOrder,
      dataOrThrow(name, await call("/api/setFlightDetails", { searchId: request.traceId, resultIndex: request.resultIndex, idempotencyKey: request.idempotencyKey }, options)),
      "an order",
    );
    // A repeat (our retry) may already be paid there and may not be quotable any more: straight to its payment.
    if (order.status !== "inProcess") return order;
    if (order.isRepeat) {
      await call("/api/validateBooking", { orderId: order.orderId, passengers: toWayfarePassengers(request.passengers) }, options);
      return order;
    }
    const quoted = parsed(name, ZFareQuoteResponse, dataOrThrow(name, await call("/api/fareQuote", { searchId: request.traceId, resultIndex: request.resultIndex }, options)), "a fare quote");
    // What we expect to pay it: the fare our customer was charged for (the supplier's price when we quoted).
    const expected = request.passengers.reduce((n, p) => n + p.fare.publishedFare, 0);
    if (expected > 0 && toMinorUnits(quoted.fareDetailResult.totalPayable) > expected) throw new SupplierError(name, `${name} changed the fare; nothing was booked`);
    const validated = await call("/api/validateBooking", { orderId: order.orderId, passengers: toWayfarePassengers(request.passengers) }, options);
    // 409: a retry of an order the supplier already took; its payment call answers the booking as it stands.
    if (!validated.success && validated.status !== 409) dataOrThrow(name, validated);
    return order;
  };

  const withItinerary = async (bookingId: number, options?: SupplierCallOptions): Promise<SupplierItinerary> => toWayfareItinerary(await detailsAfterPayment(bookingId, options));

  return {
    async fareQuote(request, options) {
      const data = parsed(name, ZFareQuoteResponse, dataOrThrow(name, await call("/api/fareQuote", { searchId: request.traceId, resultIndex: request.resultIndex }, options)), "a fare quote");
      // The supplier keys its quote by the result index of its search: keep that one.
      return { isPriceChanged: data.isPriceChanged, result: { ...fromWayfareResult(data.fareDetailResult, 0), resultIndex: request.resultIndex } };
    },
    // Extras are not sold through the network yet: no options, so any choice is "not offered".
    async ssr() {
      return { isLcc: false, baggage: [], meals: [], mealPreferences: [], seatPreferences: [] };
    },
    async book(request: SupplierBookRequest, options) {
      const order = await placeOrder(request, options);
      const paid = await pay(order.orderId, false, "hold", options);
      const itinerary = await withItinerary(paid.bookingId, options);
      return { bookingId: itinerary.bookingId, pnr: itinerary.pnr, status: itinerary.status, isPriceChanged: false, isTimeChanged: false, itinerary };
    },
    async ticket(request, options) {
      let bookingId: number;
      if (request.bookingId) {
        // A booking we hold there: pay its order now (the supplier tickets a held booking on payment).
        const held = await details(request.bookingId, options);
        bookingId = (await pay(held.orderId, held.legIndex === 1, "wallet", options)).bookingId;
      } else {
        if (!request.resultIndex || !request.passengers) throw new SupplierError(name, `${name} needs the fare and the passengers to ticket`);
        const order = await placeOrder({ traceId: request.traceId, resultIndex: request.resultIndex, passengers: request.passengers, idempotencyKey: request.idempotencyKey }, options);
        bookingId = (await pay(order.orderId, false, "wallet", options)).bookingId;
      }
      const view = await detailsAfterPayment(bookingId, options);
      const itinerary = toWayfareItinerary(view);
      return { bookingId: itinerary.bookingId, pnr: itinerary.pnr, status: itinerary.status, isPriceChanged: false, isTimeChanged: false, ssrDenied: false, ssrMessage: "", tickets: ticketsOf(view), itinerary };
    },
    async getBookingDetails(request, options) {
      if (!request.bookingId) throw new SupplierError(name, `${name} finds bookings by its own booking id only`);
      return toWayfareItinerary(await details(request.bookingId, options));
    },
    async releasePnr(request, options) {
      dataOrThrow(name, await call("/api/releaseFlight", { BookingId: Number(request.bookingId) }, options));
      return { bookingId: request.bookingId, status: "cancelled" as const };
    },
  };
}
