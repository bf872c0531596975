import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightBookings, type BookingStatus } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { ledgerEntries } from "@/db/schema/wallet";
import { BookingMessages } from "@/lib/contracts/bookings";
import type { TFlightResult } from "@/lib/contracts/flights";
import type { TPassenger } from "@/lib/passenger-rules";
import type { LoadedSupplier } from "@/server/flights/load-site-suppliers";
import { loadSourceById } from "@/server/flights/load-source-by-id";
import { notifyBookingNeedsAttention } from "@/server/notifications/push-events";
import { webhookBookingNeedsAttention, webhookBookingTicketed } from "@/server/webhooks/webhook-events";
import { toApiSegment } from "@/server/flights/to-api-result";
import { canBook, SupplierError, ticketsWithoutBook, type BookingSupplier, type SupplierBookedSegment, type SupplierItinerary, type SupplierTicket } from "@/server/suppliers/types";
import type { BookingRow } from "./order-records";
import type { PassengerSsr } from "./price-ssr";
import { refundBooking } from "./refund-booking";
import { toSupplierPassengers } from "./to-supplier-passengers";

/** The spec's statusId (3 Ticketed, 4 Cancelled); the other numbers are ours. */
export const STATUS_ID: Record<BookingStatus, number> = { draft: 0, booking: 0, held: 1, ticketed: 3, cancelled: 4, released: 4, needsAttention: 5, failed: 6, changeRequested: 7 };

/** Attempts before a booking whose ticketing stayed uncertain is given up and refunded. */
export const MAX_TICKET_ATTEMPTS = 4;

/** A Book or Ticket call under the supplier's timeout. A timeout is uncertain: the supplier may have done it. */
async function callUncertain<T>(loaded: LoadedSupplier, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SupplierError(loaded.name, `${loaded.name} did not answer within ${loaded.timeoutMs} ms`, true, true));
    }, loaded.timeoutMs);
  });
  try {
    return await Promise.race([call(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const toSegments = (legs: SupplierBookedSegment[][]) => legs.map((leg) => leg.map((s) => ({ ...toApiSegment(s), airlinePnr: s.airlinePnr })));

function withTickets(passengers: TPassenger[], tickets: SupplierTicket[]) {
  return passengers.map((p, i) => {
    const t = tickets.find((x) => x.paxIndex === i);
    return { ...p, ticket: t ? { ticketId: t.ticketId, ticketNumber: t.ticketNumber, validatingAirline: t.validatingAirline } : null };
  });
}

function extrasOf(ssr: PassengerSsr[]) {
  const bags = ssr.flatMap((p) => p.baggage);
  const meals = ssr.flatMap((p) => p.meals);
  return {
    baggages: bags.map((b) => ({ flightNumber: `${b.airlineCode}${b.flightNumber}`, weight: b.weightKg, price: b.price })),
    meals: meals.map((m) => ({ flightNumber: `${m.airlineCode}${m.flightNumber}`, quantity: m.quantity, description: m.description, price: m.price })),
  };
}

type Ctx = { db: SiteDb; booking: BookingRow; loaded: LoadedSupplier; supplier: BookingSupplier; endUserIp?: string };

async function save(db: SiteDb, id: number, changes: Partial<typeof flightBookings.$inferInsert>): Promise<BookingRow> {
  const [row] = await db.db
    .update(flightBookings)
    .set({ ...changes, ...(changes.status ? { statusId: STATUS_ID[changes.status as BookingStatus] } : {}), updatedAt: new Date() })
    .where(db.byId(flightBookings, id))
    .returning();
  return row;
}

async function fareRulesOf(c: Ctx) {
  try {
    return await callUncertain(c.loaded, (signal) => c.supplier.fareRules({ traceId: c.booking.traceId, resultIndex: c.booking.supplierResultIndex }, { signal }));
  } catch {
    return [];
  }
}

async function finishTicketed(c: Ctx, itinerary: SupplierItinerary, tickets: SupplierTicket[]): Promise<BookingRow> {
  const { booking, db } = c;
  const now = new Date();
  const row = await save(db, booking.id, {
    status: "ticketed",
    pnr: itinerary.pnr || booking.pnr,
    supplierBookingId: itinerary.bookingId || booking.supplierBookingId,
    supplierSource: itinerary.source,
    passengers: withTickets(booking.passengers as TPassenger[], tickets),
    ticketNumbers: tickets.map((t) => t.ticketNumber),
    segments: itinerary.segments.length > 0 ? toSegments(itinerary.segments) : booking.segments,
    ...extrasOf(booking.ssr as PassengerSsr[]),
    fareRules: await fareRulesOf(c),
    accounting: { middleManWl: { cost: itinerary.fare.offeredFare }, endCustomer: { cost: booking.amount } },
    attentionReason: null,
    bookedAt: booking.bookedAt ?? now,
    ticketedAt: now,
  });
  // The wallet debit was written before the PNR existed: statements and searchTransactionByPNR find it now.
  if (row.pnr) await db.db.update(ledgerEntries).set({ pnr: row.pnr }).where(and(eq(ledgerEntries.siteId, db.siteId), eq(ledgerEntries.bookingId, booking.id), isNull(ledgerEntries.pnr)));
  await markOrderBooked(db, booking);
  await webhookBookingTicketed(db.siteId, row);
  return row;
}

async function markOrderBooked(db: SiteDb, booking: BookingRow) {
  const [order] = await db.db.select({ selection: flightOrders.selection }).from(flightOrders).where(db.where(flightOrders, eq(flightOrders.id, booking.orderId))).limit(1);
  if (order && booking.legIndex === (order.selection as unknown[]).length - 1) {
    await db.db.update(flightOrders).set({ status: "booked" }).where(eq(flightOrders.id, booking.orderId));
  }
}

/**
 * A definite failure: nothing was ticketed. A GDS hold made for it is released (best effort), the
 * money goes back to the wallet and the booking shows why.
 */
async function fail(c: Ctx, reason: string): Promise<BookingRow> {
  const [current] = await c.db.db.select({ supplierBookingId: flightBookings.supplierBookingId, supplierSource: flightBookings.supplierSource }).from(flightBookings).where(c.db.byId(flightBookings, c.booking.id));
  if (c.supplier && !c.booking.isLcc && current?.supplierBookingId) {
    await c.supplier.releasePnr({ bookingId: current.supplierBookingId, source: current.supplierSource ?? 0 }).catch(() => undefined);
  }
  await refundBooking(c.db, c.booking, reason);
  return save(c.db, c.booking.id, { status: "failed", attentionReason: reason });
}

/** An uncertain outcome: the money stays held and the ticketing retry job checks again. Staff get a push on the first and the last attempt. */
async function needsAttention(c: Ctx, reason: string): Promise<BookingRow> {
  const row = await save(c.db, c.booking.id, { status: "needsAttention", attentionReason: reason });
  const attempt = c.booking.ticketAttempts + 1;
  if (attempt === 1 || attempt >= MAX_TICKET_ATTEMPTS) {
    await notifyBookingNeedsAttention(c.db.siteId, { id: row.id, pnr: row.pnr, reason, isRetryingStopped: attempt >= MAX_TICKET_ATTEMPTS });
    await webhookBookingNeedsAttention(c.db.siteId, row, { reason, isRetryingStopped: attempt >= MAX_TICKET_ATTEMPTS });
  }
  return row;
}

async function run(c: Ctx): Promise<BookingRow> {
  const { booking } = c;
  const result = booking.result as TFlightResult;
  const fallbackCity = result.segments[0]?.[0]?.originCityName ?? "NA";
  const passengers = toSupplierPassengers(booking.passengers as TPassenger[], booking.ssr as PassengerSsr[], result, fallbackCity);
  const options = { endUserIp: c.endUserIp };
  let pnr = booking.pnr;
  let supplierBookingId = booking.supplierBookingId;
  // A supplier that tickets in one call (a Wayfare supplier site) books first only to hold.
  const isDirect = booking.isLcc || (ticketsWithoutBook(c.supplier) && !booking.isHold && !supplierBookingId);
  if (!isDirect && !supplierBookingId) {
    const held = await callUncertain(c.loaded, (signal) =>
      c.supplier.book({ traceId: booking.traceId, resultIndex: booking.supplierResultIndex, passengers, idempotencyKey: `booking:${booking.id}:book` }, { ...options, signal }),
    );
    pnr = held.pnr;
    supplierBookingId = held.bookingId;
    const saved = await save(c.db, booking.id, { pnr, supplierBookingId, supplierSource: held.itinerary.source, segments: toSegments(held.itinerary.segments), lastTicketDate: held.itinerary.lastTicketDate, bookedAt: new Date() });
    if (booking.isHold) {
      await markOrderBooked(c.db, booking);
      return save(c.db, booking.id, { status: "held", ...extrasOf(booking.ssr as PassengerSsr[]), fareRules: await fareRulesOf({ ...c, booking: saved }) });
    }
  }
  const ticketed = await callUncertain(c.loaded, (signal) =>
    c.supplier.ticket(
      isDirect
        ? { traceId: booking.traceId, resultIndex: booking.supplierResultIndex, passengers, idempotencyKey: `booking:${booking.id}:ticket` }
        : { traceId: booking.traceId, bookingId: supplierBookingId ?? undefined, pnr: pnr ?? undefined, idempotencyKey: `booking:${booking.id}:ticket` },
      { ...options, signal },
    ),
  );
  if (ticketed.isPriceChanged) return fail(c, "The airline changed the fare at ticketing; nothing was ticketed");
  if (ticketed.status !== "ticketed") return needsAttention(c, `The airline has not confirmed the tickets yet (status ${ticketed.status})`);
  return finishTicketed(c, ticketed.itinerary, ticketed.tickets);
}

/**
 * Books and tickets a claimed booking (status `booking`) with its supplier: LCC fares are ticketed
 * directly, GDS fares are booked (PNR) and then ticketed, or left held for a hold. Every supplier
 * call carries an idempotency key derived from the booking, so a retry never books twice. A
 * definite failure refunds the payment to the wallet (`failed`); an uncertain one (timeout, no
 * confirmation) keeps the money and leaves the booking `needsAttention` for the retry job.
 */
export async function issueTickets(db: SiteDb, booking: BookingRow, options: { endUserIp?: string } = {}): Promise<BookingRow> {
  const loaded = await loadSourceById(db, booking.supplierId);
  const supplier = loaded?.supplier;
  const c = { db, booking, loaded: loaded as LoadedSupplier, supplier: supplier as BookingSupplier, endUserIp: options.endUserIp };
  if (!loaded || !supplier || !canBook(supplier)) return fail(c, `${booking.source} is no longer available for booking`);
  await save(db, booking.id, { ticketAttempts: booking.ticketAttempts + 1 });
  try {
    return await run(c);
  } catch (error) {
    // Only the supplier's own "no" is definite; anything else (a timeout, our own fault) may hide tickets.
    if (error instanceof SupplierError && !error.isUncertain && !error.isTimeout) return fail(c, error.message);
    return needsAttention(c, error instanceof Error ? error.message : String(error));
  }
}

export const bookingOutcomeMessage = (status: string) =>
  status === "failed" ? BookingMessages.failedRefunded : status === "needsAttention" ? BookingMessages.needsAttention : status === "held" ? "Booking held successfully" : "Booking confirmed";
