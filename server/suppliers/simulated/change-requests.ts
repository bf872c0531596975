import "server-only";
import { SupplierError, type SupplierItinerary } from "../types";
import { type SupplierCancellationCharges, type SupplierChangeRequestInput, type SupplierChangeRequestState, type SupplierChangeRequestStatus, type SupplierChangeRequestType } from "../change-request-types";
import { bookingIdFor } from "./booking-ids";

/**
 * The simulated supplier's change-request desk (reference/flight-suppliers.md sections 1.10-1.12 in
 * behaviour). One request per ticket; its state is a pure function of the time since it was raised:
 * pending, then inProgress after `inProgressAfterSeconds`, then completed (or rejected, by the test
 * switch) after `completedAfterSeconds`; `instant` makes the answer to the send final at once.
 * Charges come from the booked fare: 20% of the refunded share (at least ₹500, at most the share);
 * a reissue costs a flat ₹2,500 and refunds nothing. Requests live in this process's memory, like
 * the booking desk's bookings.
 */
export type SimChangeRequestSettings = { inProgressAfterSeconds: number; completedAfterSeconds: number; outcome: "completed" | "rejected"; instant: boolean };

type SimChangeRequest = { scope: string; changeRequestId: string; ticketId: string; bookingId: string; requestType: SupplierChangeRequestType; sectors: string[]; raisedAt: number; cancellationCharge: number; refundedAmount: number };

const requests = new Map<string, SimChangeRequest>();
const MAX_KEPT = 20_000;
/** TBO-like status codes: 1 Unassigned (pending), 3 Acknowledged (in progress), 4 Completed, 5 Rejected. */
export const SIM_CR_STATUS: Record<SupplierChangeRequestStatus, number> = { pending: 1, inProgress: 3, completed: 4, rejected: 5 };
export const REISSUE_FEE = 250_000;
const MIN_CANCELLATION_CHARGE = 50_000;

type Sector = { origin: string; destination: string };

/** Per ticket: the cancellation charge and what is refunded (minor units). */
export function simulatedCharges(it: SupplierItinerary, requestType: SupplierChangeRequestType, ticketIds: string[], sectors: Sector[]) {
  const total = it.segments.flat().length || 1;
  const covered = requestType === 2 ? Math.min(sectors.length, total) : total;
  return it.passengers
    .filter((p) => p.ticket && ticketIds.includes(p.ticket.ticketId))
    .map((p) => {
      const fare = p.fare.publishedFare;
      const share = requestType === 2 ? Math.floor((fare * covered) / total) : fare;
      if (requestType === 3) return { ticketId: p.ticket!.ticketId, cancellationCharge: REISSUE_FEE, refundedAmount: 0 };
      const charge = Math.min(share, Math.max(MIN_CANCELLATION_CHARGE, Math.floor((share * 2 + 5) / 10)));
      return { ticketId: p.ticket!.ticketId, cancellationCharge: charge, refundedAmount: share - charge };
    });
}

export function createSimulatedChangeRequestDesk(o: {
  scope: string;
  sourceName: string;
  now: () => Date;
  settings: SimChangeRequestSettings;
  /** The booking as the supplier holds it (throws for an unknown one). */
  itinerary: (bookingId: string) => SupplierItinerary;
  cancelTicketed: (bookingId: string) => void;
}) {
  const err = (message: string) => new SupplierError(o.sourceName, message);
  const key = (id: string) => `${o.scope}|${id}`;
  const mine = () => [...requests.values()].filter((r) => r.scope === o.scope);

  function statusOf(r: SimChangeRequest): SupplierChangeRequestStatus {
    const elapsed = (o.now().getTime() - r.raisedAt) / 1000;
    const { instant, inProgressAfterSeconds, completedAfterSeconds, outcome } = o.settings;
    if (instant || elapsed >= completedAfterSeconds) return outcome;
    return elapsed >= inProgressAfterSeconds ? "inProgress" : "pending";
  }

  function stateOf(r: SimChangeRequest): SupplierChangeRequestState {
    const status = statusOf(r);
    if (status === "completed" && r.requestType === 1) o.cancelTicketed(r.bookingId);
    const done = status === "completed";
    return {
      changeRequestId: r.changeRequestId,
      ticketId: r.ticketId,
      status,
      supplierStatus: SIM_CR_STATUS[status],
      cancellationCharge: r.cancellationCharge,
      refundedAmount: done ? r.refundedAmount : 0,
      creditNoteNo: done && r.requestType !== 3 ? `SIM/CN/${r.changeRequestId}` : null,
      remarks: status === "rejected" ? "Change request rejected by the airline (simulated)" : done ? `Ticket Id: ${r.ticketId} processed` : "",
    };
  }

  function checkSectors(it: SupplierItinerary, sectors: Sector[]) {
    const known = new Set(it.segments.flat().map((s) => `${s.origin.code}-${s.destination.code}`));
    const unknown = sectors.find((s) => !known.has(`${s.origin}-${s.destination}`));
    if (unknown) throw err(`Sector ${unknown.origin}-${unknown.destination} is not part of this booking`);
  }

  return {
    send(request: SupplierChangeRequestInput): SupplierChangeRequestState[] {
      const it = o.itinerary(request.bookingId);
      if (it.status !== "ticketed") throw err("Only a ticketed booking can take a change request");
      if (!request.remarks.trim()) throw err("Remarks are required");
      const all = it.passengers.flatMap((p) => (p.ticket ? [p.ticket.ticketId] : []));
      const ticketIds = request.requestType === 1 ? all : request.ticketIds;
      if (ticketIds.length === 0) throw err("At least one ticket is required");
      const stranger = ticketIds.find((t) => !all.includes(t));
      if (stranger) throw err(`Ticket ${stranger} is not part of this booking`);
      if (request.requestType === 2) {
        if (request.sectors.length === 0) throw err("Sectors are required for a partial cancellation");
        checkSectors(it, request.sectors);
      }
      // An open request holds the ticket; a completed refund holds the sectors it gave back; a rejected one or a done reissue holds nothing.
      const allSectors = it.segments.flat().map((s) => `${s.origin.code}-${s.destination.code}`);
      const wanted = request.requestType === 2 ? request.sectors.map((s) => `${s.origin}-${s.destination}`) : allSectors;
      const refundedOf = (ticketId: string) => new Set(mine().filter((r) => r.bookingId === request.bookingId && r.ticketId === ticketId && r.requestType !== 3 && statusOf(r) === "completed").flatMap((r) => r.sectors));
      const holds = (r: SimChangeRequest) =>
        ["pending", "inProgress"].includes(statusOf(r)) ||
        (statusOf(r) === "completed" && r.requestType !== 3 && (request.requestType === 2 ? r.sectors.some((x) => wanted.includes(x)) : allSectors.every((x) => refundedOf(r.ticketId).has(x))));
      const busy = mine().find((r) => r.bookingId === request.bookingId && ticketIds.includes(r.ticketId) && holds(r));
      if (busy) throw err(`A change request (${busy.changeRequestId}) already exists for ticket ${busy.ticketId}`);
      const raisedAt = o.now().getTime();
      const charges = simulatedCharges(it, request.requestType, ticketIds, request.sectors);
      return charges.map((c) => {
        const n = mine().filter((r) => r.bookingId === request.bookingId && r.ticketId === c.ticketId).length;
        const r: SimChangeRequest = { scope: o.scope, changeRequestId: bookingIdFor("change-request", o.scope, request.bookingId, c.ticketId, n), bookingId: request.bookingId, requestType: request.requestType, sectors: wanted, raisedAt, ...c };
        if (requests.size >= MAX_KEPT) requests.delete(requests.keys().next().value as string);
        requests.set(key(r.changeRequestId), r);
        return stateOf(r);
      });
    },

    status(changeRequestId: string): SupplierChangeRequestState {
      const r = requests.get(key(changeRequestId));
      if (!r) throw err(`Unknown change request ${changeRequestId}`);
      return stateOf(r);
    },

    charges(request: { bookingId: string; requestType: SupplierChangeRequestType; sectors?: Sector[]; ticketIds?: string[] }): SupplierCancellationCharges {
      const it = o.itinerary(request.bookingId);
      if (it.status !== "ticketed") throw err("Only a ticketed booking has cancellation charges");
      const all = it.passengers.flatMap((p) => (p.ticket ? [p.ticket.ticketId] : []));
      const ticketIds = request.requestType === 1 || !request.ticketIds?.length ? all : request.ticketIds;
      const sectors = request.sectors?.length ? request.sectors : it.segments.flat().map((s) => ({ origin: s.origin.code, destination: s.destination.code }));
      if (request.requestType === 2) checkSectors(it, sectors);
      const rows = simulatedCharges(it, request.requestType, ticketIds, sectors);
      const sum = (f: "cancellationCharge" | "refundedAmount") => rows.reduce((s, r) => s + r[f], 0);
      return { cancellationCharge: sum("cancellationCharge"), refundAmount: sum("refundedAmount"), currency: it.fare.currency, remarks: request.requestType === 3 ? "Reissue fee per ticket" : "Airline cancellation fee" };
    },
  };
}
