import "server-only";
import {
  paxFareFor,
  SupplierError,
  type SupplierBookedPassenger,
  type SupplierBookingStatus,
  type SupplierBookResult,
  type SupplierItinerary,
  type SupplierPassenger,
  type SupplierResult,
  type SupplierSearchRequest,
  type SupplierTicket,
  type SupplierTicketRequest,
  type SupplierTicketResult,
} from "../types";
import { bookingIdFor, pnrFor, ticketIdFor, ticketNumberFor } from "./booking-ids";
import { validatePassengers, type PaxCharges } from "./booking-validate";
import { simulatedSsr } from "./ssr";

/**
 * The simulated supplier's bookings (reference/flight-suppliers.md sections 1.6-1.9 in behaviour).
 * Ids come from the idempotency key alone; the bookings themselves live in this process's memory
 * (acceptable for the simulated supplier: a restart forgets holds, as a test double may).
 */
type SimRecord = { scope: string; traceId: string; resultIndex: string; passengers: SupplierPassenger[]; charges: PaxCharges[]; itinerary: SupplierItinerary };

const records = new Map<string, SimRecord>();
/** `${scope}|${op}|${idempotencyKey}` -> bookingId. */
const answered = new Map<string, string>();
const MAX_KEPT = 20_000;

/** Supplier status codes the simulated supplier reports (spec 000 section 4: 3 Ticketed, 4 Cancelled). */
export const SIM_STATUS: Record<SupplierBookingStatus, number> = { held: 1, ticketed: 3, cancelled: 4, pending: 6 };
/** TBO Source numbers by LCC airline (GDS results are 4, Amadeus). */
const LCC_SOURCE: Record<string, number> = { "6E": 6, SG: 3, IX: 14, QP: 109 };

export type Quoted = { search: SupplierSearchRequest; result: SupplierResult; raised: () => SupplierResult };

export type SimDeskOptions = {
  scope: string;
  sourceName: string;
  /** The quoted (fare-quote) result for a trace and index; throws for an unknown one. */
  quote: (traceId: string, resultIndex: string) => Quoted;
  now: () => Date;
  failAt?: "book" | "ticket";
  priceChangeAtTicket?: boolean;
};

const clone = <T>(v: T): T => structuredClone(v);
const istTime = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 19);

function buildItinerary(bookingId: string, pnr: string, result: SupplierResult, passengers: SupplierPassenger[], charges: PaxCharges[]): SupplierItinerary {
  const first = result.segments[0]?.[0];
  const airline = first?.airlineCode ?? "";
  const nth = new Map<number, number>();
  const booked: SupplierBookedPassenger[] = passengers.map((p, i) => {
    const n = nth.get(p.paxType) ?? 0;
    nth.set(p.paxType, n + 1);
    return {
      paxIndex: i,
      paxId: ticketIdFor(bookingId, "pax", i),
      paxType: p.paxType,
      title: p.title,
      firstName: p.firstName.trim().toUpperCase(),
      lastName: p.lastName.trim().toUpperCase(),
      isLeadPax: p.isLeadPax,
      fare: paxFareFor(result.fare, p.paxType, n),
      baggage: charges[i].baggage,
      meals: charges[i].meals,
      ticket: null,
    };
  });
  const baggage = charges.reduce((s, c) => s + c.baggageTotal, 0);
  const meals = charges.reduce((s, c) => s + c.mealTotal, 0);
  const f = result.fare;
  return {
    bookingId,
    pnr,
    status: "held",
    supplierStatus: SIM_STATUS.held,
    source: result.isLcc ? (LCC_SOURCE[airline] ?? 19) : 4,
    isLcc: result.isLcc,
    origin: first?.origin.code ?? "",
    // A return's destination is the turnaround point (TBO's FlightItinerary.Destination).
    destination: result.segments[0]?.at(-1)?.destination.code ?? "",
    airlineCode: airline,
    validatingAirlineCode: airline,
    lastTicketDate: result.isLcc ? null : result.lastTicketDate,
    fare: { currency: f.currency, baseFare: f.baseFare, tax: f.tax, otherCharges: f.otherCharges, totalBaggageCharges: baggage, totalMealCharges: meals, totalSeatCharges: 0, publishedFare: f.publishedFare + baggage + meals, offeredFare: f.offeredFare + baggage + meals },
    passengers: booked,
    // LCC: the airline's record locator is the PNR; GDS: each airline has its own.
    segments: result.segments.map((leg) => leg.map((s) => ({ ...s, airlinePnr: result.isLcc ? pnr : pnrFor(bookingId, "airline", s.airlineCode) }))),
  };
}

function issueTickets(record: SimRecord, now: Date): SupplierTicket[] {
  const it = record.itinerary;
  const tickets = it.passengers.map((p) => ({
    paxIndex: p.paxIndex,
    paxId: p.paxId,
    ticketId: ticketIdFor(it.bookingId, p.paxIndex),
    ticketNumber: ticketNumberFor(it.validatingAirlineCode, it.bookingId, p.paxIndex),
    validatingAirline: it.validatingAirlineCode,
    issueDate: istTime(now),
    status: "OK",
  }));
  it.passengers.forEach((p, i) => (p.ticket = tickets[i]));
  it.status = "ticketed";
  it.supplierStatus = SIM_STATUS.ticketed;
  return tickets;
}

const ticketAnswer = (it: SupplierItinerary, isPriceChanged = false): SupplierTicketResult => ({
  bookingId: it.bookingId,
  pnr: it.pnr,
  status: it.status,
  isPriceChanged,
  isTimeChanged: false,
  ssrDenied: false,
  ssrMessage: "",
  tickets: it.passengers.flatMap((p) => (p.ticket ? [p.ticket] : [])),
  itinerary: clone(it),
});

export function createSimulatedBookingDesk(o: SimDeskOptions) {
  const err = (message: string) => new SupplierError(o.sourceName, message);
  const key = (op: string, idempotencyKey: string) => `${o.scope}|${op}|${idempotencyKey}`;
  const recordOf = (bookingId: string) => records.get(`${o.scope}|${bookingId}`);
  const remember = (op: string, idempotencyKey: string, record: SimRecord) => {
    // Bounded: a long-running dev server forgets its oldest simulated bookings.
    for (const map of [records, answered] as Map<string, unknown>[]) if (map.size >= MAX_KEPT) map.delete(map.keys().next().value as string);
    records.set(`${o.scope}|${record.itinerary.bookingId}`, record);
    answered.set(key(op, idempotencyKey), record.itinerary.bookingId);
  };
  const previous = (op: string, idempotencyKey: string) => {
    const id = answered.get(key(op, idempotencyKey));
    return id ? recordOf(id) : undefined;
  };
  const requireKey = (k: string) => {
    if (!k || k.length > 200) throw err("An idempotency key (1-200 characters) is required");
  };

  function prepare(traceId: string, resultIndex: string, passengers: SupplierPassenger[], idempotencyKey: string, result: SupplierResult, search: SupplierSearchRequest): SimRecord {
    const charges = validatePassengers(o.sourceName, search, result, passengers, simulatedSsr(result));
    const itinerary = buildItinerary(bookingIdFor(idempotencyKey), pnrFor(idempotencyKey), result, passengers, charges);
    return { scope: o.scope, traceId, resultIndex, passengers: clone(passengers), charges, itinerary };
  }

  return {
    book(request: { traceId: string; resultIndex: string; passengers: SupplierPassenger[]; idempotencyKey: string }): SupplierBookResult {
      requireKey(request.idempotencyKey);
      const done = previous("book", request.idempotencyKey);
      const answer = (it: SupplierItinerary) => ({ bookingId: it.bookingId, pnr: it.pnr, status: it.status, isPriceChanged: false, isTimeChanged: false, itinerary: clone(it) });
      if (done) return answer(done.itinerary);
      const { search, result } = o.quote(request.traceId, request.resultIndex);
      if (result.isLcc) throw err("Book is for GDS fares; LCC fares are ticketed directly");
      const record = prepare(request.traceId, request.resultIndex, request.passengers, request.idempotencyKey, result, search);
      if (o.failAt === "book") throw err(`${o.sourceName} could not hold the booking (simulated failure)`);
      remember("book", request.idempotencyKey, record);
      return answer(record.itinerary);
    },

    /** Everything up to the moment tickets are issued; `issue` then finishes (after any simulated hang). */
    ticketPrepare(request: SupplierTicketRequest): { answer: SupplierTicketResult } | { issue: () => SupplierTicketResult } {
      requireKey(request.idempotencyKey);
      const done = previous("ticket", request.idempotencyKey);
      if (done) return { answer: ticketAnswer(done.itinerary) };
      let record: SimRecord;
      let raised: () => SupplierResult;
      if (request.bookingId || request.pnr) {
        const held = request.bookingId ? recordOf(request.bookingId) : [...records.values()].find((r) => r.scope === o.scope && r.itinerary.pnr === request.pnr);
        if (!held || (request.pnr && held.itinerary.pnr !== request.pnr)) throw err("No booking found for that booking id and PNR");
        if (held.itinerary.status === "cancelled") throw err("The booking was released and cannot be ticketed");
        if (held.itinerary.status === "ticketed") return { answer: ticketAnswer(held.itinerary) };
        record = held;
        raised = o.quote(held.traceId, held.resultIndex).raised;
      } else {
        if (!request.resultIndex || !request.passengers) throw err("An LCC ticket needs the result index and the passengers");
        const quoted = o.quote(request.traceId, request.resultIndex);
        if (!quoted.result.isLcc) throw err("GDS fares are booked first, then ticketed with the booking id and PNR");
        record = prepare(request.traceId, request.resultIndex, request.passengers, request.idempotencyKey, quoted.result, quoted.search);
        raised = quoted.raised;
      }
      if (o.failAt === "ticket") throw err(`${o.sourceName} could not issue the tickets (simulated failure)`);
      if (o.priceChangeAtTicket) {
        // The airline's price moved: nothing is issued until the caller accepts the new fare.
        const direct = !request.bookingId && !request.pnr;
        if (!request.isPriceChangeAccepted) {
          const it = direct ? buildItinerary("", "", raised(), record.passengers, record.charges) : buildItinerary(record.itinerary.bookingId, record.itinerary.pnr, raised(), record.passengers, record.charges);
          return { answer: { ...ticketAnswer({ ...it, status: direct ? "pending" : "held" }, true), status: "pending" } };
        }
        record.itinerary = buildItinerary(record.itinerary.bookingId, record.itinerary.pnr, raised(), record.passengers, record.charges);
      }
      return {
        issue: () => {
          issueTickets(record, o.now());
          remember("ticket", request.idempotencyKey, record);
          return ticketAnswer(record.itinerary);
        },
      };
    },

    details(request: { bookingId?: string; pnr?: string; firstName?: string; lastName?: string; traceId?: string }): SupplierItinerary {
      const mine = [...records.values()].filter((r) => r.scope === o.scope);
      const nameOk = (r: SimRecord) =>
        r.itinerary.passengers.some((p) => (!request.firstName || p.firstName === request.firstName.trim().toUpperCase()) && (!request.lastName || p.lastName === request.lastName.trim().toUpperCase()));
      const found = request.bookingId
        ? recordOf(request.bookingId)
        : request.pnr
          ? mine.find((r) => r.itinerary.pnr === request.pnr && nameOk(r))
          : request.traceId
            ? mine.findLast((r) => r.traceId === request.traceId)
            : undefined;
      if (!found || (request.bookingId && request.pnr && found.itinerary.pnr !== request.pnr)) throw err("No booking found");
      return clone(found.itinerary);
    },

    /** The trace and result a booking was made from (its fare's rules), or undefined. */
    sourceOf(bookingId: string): { traceId: string; resultIndex: string } | undefined {
      const record = recordOf(bookingId);
      return record ? { traceId: record.traceId, resultIndex: record.resultIndex } : undefined;
    },

    /** A completed full refund cancels the booking at the supplier (the change-request desk calls it). */
    cancelTicketed(bookingId: string): void {
      const record = recordOf(bookingId);
      if (!record) return;
      record.itinerary.status = "cancelled";
      record.itinerary.supplierStatus = SIM_STATUS.cancelled;
    },

    release(request: { bookingId: string; source: number }): { bookingId: string; status: "cancelled" } {
      const record = recordOf(request.bookingId);
      if (!record) throw err("No booking found");
      if (record.itinerary.status === "ticketed") throw err("A ticketed booking cannot be released; send a change request instead");
      record.itinerary.status = "cancelled";
      record.itinerary.supplierStatus = SIM_STATUS.cancelled;
      return { bookingId: record.itinerary.bookingId, status: "cancelled" };
    },
  };
}
