import "server-only";
import { PARTIALLY_REFUNDED_STATUS_ID } from "@/lib/contracts/tickets";
import { TicketStatus } from "@/lib/constants";

/*
 * Refunds marked per ticket (issue 10; decision 0014). When a Refund or Partial Refund completes,
 * each refunded ticket in `flight_bookings.passengers` (jsonb, no migration) gets a mark:
 *
 *   passenger.ticket.refunds = [{ changeRequestId, sectors: ["BOM-DEL"], refundedAmount, cancellationCharge, completedAt }]
 *
 * A passenger whose every sector is refunded is refunded; the others keep flying the sectors left.
 * The e-ticket leaves refunded passengers and sectors (and their barcodes) off; totals show the
 * refund; a booking with refunded tickets that still has tickets to fly keeps `status` ticketed
 * (it may take another request) with statusId PARTIALLY_REFUNDED_STATUS_ID, shown as the spec's
 * "Change request" (statusId neither 3 nor 4).
 */

export type TicketRefund = { changeRequestId: number; sectors: string[]; refundedAmount: number; cancellationCharge: number; completedAt: string };
export type RefundableTicket = { ticketId: string; ticketNumber: string; validatingAirline: string; refunds?: TicketRefund[] };
export type TicketHolder = { ticket?: RefundableTicket | null };
type Passenger = TicketHolder;
type Segment = { originAirportCode: string; destinationAirportCode: string };

export const sectorKey = (s: { originAirportCode: string; destinationAirportCode: string }) => `${s.originAirportCode}-${s.destinationAirportCode}`;

/** Every sector of a booking ("BOM-DEL"), in journey order. */
export const allSectorsOf = (segments: unknown): string[] => ((segments ?? []) as Segment[][]).flat().map(sectorKey);

/** The sectors of a passenger's ticket that a completed refund gave back. */
export function refundedSectorsOf(p: Passenger): Set<string> {
  return new Set((p.ticket?.refunds ?? []).flatMap((r) => r.sectors));
}

/** A passenger with nothing left to fly: every sector of the booking refunded. */
export function isPassengerRefunded(p: Passenger, sectors: string[]): boolean {
  const refunded = refundedSectorsOf(p);
  return refunded.size > 0 && sectors.every((s) => refunded.has(s));
}

/** What completed refunds credited for a booking's tickets, paise. */
export function refundedAmountOf(passengers: unknown): number {
  return ((passengers ?? []) as Passenger[]).reduce((sum, p) => sum + (p.ticket?.refunds ?? []).reduce((s, r) => s + r.refundedAmount, 0), 0);
}

export const hasRefunds = (passengers: unknown) => ((passengers ?? []) as Passenger[]).some((p) => (p.ticket?.refunds ?? []).length > 0);

/** The statusId of a booking whose tickets are (still) issued: 3 Ticketed, or partially refunded. */
export const ticketedStatusIdOf = (passengers: unknown) => (hasRefunds(passengers) ? PARTIALLY_REFUNDED_STATUS_ID : TicketStatus.Ticketed);

type CompletedTicket = { ticketId: string; refundedAmount: number; cancellationCharge: number };

/**
 * The passengers with a refund mark on each ticket a completed refund covered (idempotent: a
 * request already marked on a ticket is not marked again).
 */
export function withRefundMarks(passengers: unknown, request: { id: number; sectors: { origin: string; destination: string }[] }, completed: CompletedTicket[], now: Date, allSectors: string[]): unknown[] {
  // A full refund (no sectors named) gives back every sector.
  const sectors = request.sectors.length > 0 ? request.sectors.map((s) => `${s.origin}-${s.destination}`) : allSectors;
  return ((passengers ?? []) as Passenger[]).map((p) => {
    const t = p.ticket;
    const done = t ? completed.find((c) => c.ticketId === t.ticketId) : undefined;
    if (!t || !done || (t.refunds ?? []).some((r) => r.changeRequestId === request.id)) return p;
    const mark: TicketRefund = { changeRequestId: request.id, sectors, refundedAmount: done.refundedAmount, cancellationCharge: done.cancellationCharge, completedAt: now.toISOString() };
    return { ...p, ticket: { ...t, refunds: [...(t.refunds ?? []), mark] } };
  });
}
