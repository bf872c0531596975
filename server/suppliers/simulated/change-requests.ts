import "server-only";
import { SupplierError, type SupplierItinerary } from "../types";
import { allocate } from "@/lib/money";
import {
  type SupplierCancellationCharges,
  type SupplierCancellationType,
  type SupplierChangeRequestInput,
  type SupplierChangeRequestState,
  type SupplierChangeRequestStatus,
  type SupplierChangeRequestType,
} from "../change-request-types";
import { bookingIdFor } from "./booking-ids";
import { AIRLINE_CANCELLED_RULE, inr, LATE_DAYS, type SimFarePolicy } from "./fare-rules";

/**
 * The simulated supplier's change-request desk (reference/flight-suppliers.md sections 1.10-1.12 in
 * behaviour). One request per ticket; its state is a pure function of the time since it was raised:
 * pending, then inProgress after `inProgressAfterSeconds`, then completed (or rejected, by the test
 * switch) after `completedAfterSeconds`; `instant` makes the answer to the send final at once.
 * Charges follow the fare rules the airline publishes for the booked fare (fare-rules.ts, the same
 * policy renders the text): per passenger per sector given up, the cancellation fee of its band
 * (0-3 days before that sector departs, or 4 and more) or the sector's airfare if lower, the rest
 * refunded; a non-refundable fare refunds the sector's statutory taxes only; extras are not refunded
 * unless the airline cancelled the flight (CancellationType 2: no fee, airfare and extras back); a
 * reissue costs the date change fee per sector and refunds nothing. Requests live in this
 * process's memory, like the booking desk's bookings.
 */
export type SimChangeRequestSettings = { inProgressAfterSeconds: number; completedAfterSeconds: number; outcome: "completed" | "rejected"; instant: boolean };

type SimChangeRequest = { scope: string; changeRequestId: string; ticketId: string; bookingId: string; requestType: SupplierChangeRequestType; sectors: string[]; raisedAt: number; cancellationCharge: number; refundedAmount: number };

const requests = new Map<string, SimChangeRequest>();
const MAX_KEPT = 20_000;
/** TBO-like status codes: 1 Unassigned (pending), 3 Acknowledged (in progress), 4 Completed, 5 Rejected. */
export const SIM_CR_STATUS: Record<SupplierChangeRequestStatus, number> = { pending: 1, inProgress: 3, completed: 4, rejected: 5 };
const DAY_MS = 86_400_000;

type Sector = { origin: string; destination: string };
/** The booked fare's published policy and when each sector departs. */
export type SimFareTerms = { policy: SimFarePolicy; departures: { sector: string; departsAt: number }[] };
type ChargeRequest = { requestType: SupplierChangeRequestType; cancellationType: SupplierCancellationType; ticketIds: string[]; sectors: Sector[] };

/** Per ticket: the charge, what is refunded (airfare and extras), and the extras covered (minor units). */
export function simulatedCharges(it: SupplierItinerary, terms: SimFareTerms, request: ChargeRequest, now: Date) {
  const all = it.segments.flat().map((s) => `${s.origin.code}-${s.destination.code}`);
  const covered = new Set(request.requestType === 2 ? request.sectors.map((s) => `${s.origin}-${s.destination}`) : all);
  const isAirlineCancelled = request.cancellationType === 2 && request.requestType !== 3;
  const { policy } = terms;
  return it.passengers
    .filter((p) => p.ticket && request.ticketIds.includes(p.ticket.ticketId))
    .map((p) => {
      const shares = allocate(p.fare.publishedFare, all.map(() => 1));
      const taxes = allocate(p.fare.tax, all.map(() => 1));
      let charge = 0;
      let refund = 0;
      let extrasAmount = 0;
      all.forEach((sector, i) => {
        if (!covered.has(sector)) return;
        const departsAt = terms.departures.find((d) => d.sector === sector)?.departsAt ?? now.getTime();
        const isLate = Math.floor((departsAt - now.getTime()) / DAY_MS) <= LATE_DAYS;
        const extras = [...p.baggage, ...p.meals].filter((x) => `${x.origin}-${x.destination}` === sector).reduce((t, x) => t + x.price, 0);
        extrasAmount += extras;
        if (request.requestType === 3) {
          charge += (isLate ? policy.changeLate : policy.changeEarly) * 100;
        } else if (isAirlineCancelled) {
          refund += shares[i] + extras;
        } else if (policy.isRefundable) {
          const fee = Math.min((isLate ? policy.cancelLate : policy.cancelEarly) * 100, shares[i]);
          charge += fee;
          refund += shares[i] - fee;
        } else {
          charge += shares[i] - taxes[i];
          refund += taxes[i];
        }
      });
      return { ticketId: p.ticket!.ticketId, cancellationCharge: charge, refundedAmount: refund, extrasAmount, extrasRefund: isAirlineCancelled ? extrasAmount : 0 };
    });
}

/** The preview's words: the rule applied and what happens to the extras. */
function chargesRemarks(terms: SimFareTerms, request: ChargeRequest, extras: { amount: number; refundAmount: number }): string {
  const rupees = (paise: number) => inr(Math.round(paise / 100));
  if (request.requestType === 3) return `Date change fee per passenger per sector by the fare rules, plus the fare difference.${extras.amount > 0 ? " Extra baggage and meals stay with the ticket." : ""}`;
  if (request.cancellationType === 2) return `${AIRLINE_CANCELLED_RULE}${extras.amount > 0 ? ` Extra baggage and meals (${rupees(extras.amount)}) are refunded.` : ""}`;
  const fee = terms.policy.isRefundable
    ? `Cancellation fee by the fare rules: ${inr(terms.policy.cancelLate)} per passenger per sector 0-${LATE_DAYS} days before departure, ${inr(terms.policy.cancelEarly)} ${LATE_DAYS + 1} days and more, or the airfare if lower.`
    : "Non-refundable fare: only statutory taxes are refunded.";
  return `${fee}${extras.amount > 0 ? ` Extra baggage and meals (${rupees(extras.amount)}) are not refunded.` : ""}`;
}

export function createSimulatedChangeRequestDesk(o: {
  scope: string;
  sourceName: string;
  now: () => Date;
  settings: SimChangeRequestSettings;
  /** The booking as the supplier holds it (throws for an unknown one). */
  itinerary: (bookingId: string) => SupplierItinerary;
  /** The published policy of the booked fare and its sectors' departures. */
  terms: (bookingId: string) => SimFareTerms;
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

  /** Every sector of the ticket given back by completed refunds. */
  function isWhollyRefunded(it: SupplierItinerary, ticketId: string): boolean {
    const refunded = new Set(mine().filter((r) => r.bookingId === it.bookingId && r.ticketId === ticketId && r.requestType !== 3 && statusOf(r) === "completed").flatMap((r) => r.sectors));
    return it.segments.flat().every((s) => refunded.has(`${s.origin.code}-${s.destination.code}`));
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
      const ticketIds = request.requestType === 1 ? all.filter((t) => !isWhollyRefunded(it, t)) : request.ticketIds;
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
      const charges = simulatedCharges(it, o.terms(request.bookingId), { requestType: request.requestType, cancellationType: request.cancellationType, ticketIds, sectors: request.sectors }, o.now());
      return charges.map((c) => {
        const n = mine().filter((r) => r.bookingId === request.bookingId && r.ticketId === c.ticketId).length;
        const r: SimChangeRequest = {
          scope: o.scope,
          changeRequestId: bookingIdFor("change-request", o.scope, request.bookingId, c.ticketId, n),
          bookingId: request.bookingId,
          requestType: request.requestType,
          sectors: wanted,
          raisedAt,
          ticketId: c.ticketId,
          cancellationCharge: c.cancellationCharge,
          refundedAmount: c.refundedAmount,
        };
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

    charges(request: { bookingId: string; requestType: SupplierChangeRequestType; cancellationType?: SupplierCancellationType; sectors?: Sector[]; ticketIds?: string[] }): SupplierCancellationCharges {
      const it = o.itinerary(request.bookingId);
      if (it.status !== "ticketed") throw err("Only a ticketed booking has cancellation charges");
      const all = it.passengers.flatMap((p) => (p.ticket ? [p.ticket.ticketId] : []));
      const ticketIds = request.requestType === 1 || !request.ticketIds?.length ? all.filter((t) => !isWhollyRefunded(it, t)) : request.ticketIds;
      const sectors = request.sectors?.length ? request.sectors : it.segments.flat().map((s) => ({ origin: s.origin.code, destination: s.destination.code }));
      if (request.requestType === 2) checkSectors(it, sectors);
      const terms = o.terms(request.bookingId);
      const chargeRequest: ChargeRequest = { requestType: request.requestType, cancellationType: request.cancellationType ?? 3, ticketIds, sectors };
      const rows = simulatedCharges(it, terms, chargeRequest, o.now());
      const sum = (f: "cancellationCharge" | "refundedAmount" | "extrasAmount" | "extrasRefund") => rows.reduce((s, r) => s + r[f], 0);
      const extras = { amount: sum("extrasAmount"), refundAmount: sum("extrasRefund") };
      return { cancellationCharge: sum("cancellationCharge"), refundAmount: sum("refundedAmount"), currency: it.fare.currency, remarks: chargesRemarks(terms, chargeRequest, extras), extras };
    },
  };
}
