/**
 * The fake TBO server's change-request calls (reference/flight-suppliers.md sections 1.10-1.12), on
 * the booking host. SendChangeRequest answers one TicketCRInfo per ticket (ChangeRequestStatus 1,
 * Unassigned); GetChangeRequestStatus answers the request's state, or the status a test sets with
 * the `changeRequestStatus` switch (4 Completed carries RefundedAmount and a CreditNoteNo; a
 * completed full cancellation cancels the booking, Status 4); GetCancellationCharges prices the
 * whole booking. Charges: 20% of each ticket's PublishedFare; a reissue costs 2500 and refunds nothing.
 */
type W = Record<string, unknown>;
export type ChangeRequestMethod = "SendChangeRequest" | "GetChangeRequestStatus" | "GetCancellationCharges";
export const CHANGE_REQUEST_METHODS: ChangeRequestMethod[] = ["SendChangeRequest", "GetChangeRequestStatus", "GetCancellationCharges"];

type Booked = { bookingId: number; traceId: string; status: number; passengers: W[]; tickets: W[] | null };
type FakeCr = { id: number; bookingId: number; ticketId: number; requestType: number; status: number; charge: number; refund: number };

const OK_ERROR = { ErrorCode: 0, ErrorMessage: "" };
const fail = (ResponseStatus: number, ErrorMessage: string) => ({ Response: { ResponseStatus, Error: { ErrorCode: ResponseStatus, ErrorMessage }, TraceId: "" } });
const round2 = (n: number) => Math.round(n * 100) / 100;

export function createFakeChangeRequestDesk(deps: { bookings: Map<number, Booked>; status: () => number | null }) {
  const requests = new Map<number, FakeCr>();
  let nextId = 309_390;

  function charges(b: Booked, requestType: number, ticketIds: number[]) {
    return (b.tickets ?? [])
      .map((t, i) => ({ ticketId: Number(t.TicketId), fare: Number((b.passengers[i]?.Fare as W | undefined)?.PublishedFare ?? 0) }))
      .filter((t) => ticketIds.includes(t.ticketId))
      .map((t) => (requestType === 3 ? { ...t, charge: 2500, refund: 0 } : { ...t, charge: round2(t.fare * 0.2), refund: round2(t.fare - round2(t.fare * 0.2)) }));
  }

  const wire = (cr: FakeCr) => ({
    ChangeRequestId: cr.id,
    TicketId: cr.ticketId,
    Status: 1,
    Remarks: cr.status === 4 ? `Ticket is Cancelled Successfully | Ticket Id: ${cr.ticketId}` : "",
    ChangeRequestStatus: cr.status,
    CancellationCharge: cr.charge,
    RefundedAmount: cr.status === 4 ? cr.refund : 0,
    ServiceTaxOnRAF: 0,
    CreditNoteNo: cr.status === 4 ? `IE/2425/${cr.id}` : null,
    CreditNoteCreatedOn: cr.status === 4 ? "2026-09-02T19:07:14" : null,
  });

  return {
    requests,
    answer(method: ChangeRequestMethod, body: W): unknown {
      if (method === "GetChangeRequestStatus") {
        const cr = requests.get(Number(body.ChangeRequestId));
        if (!cr) return fail(3, "Invalid ChangeRequestId");
        const forced = deps.status();
        if (forced !== null) cr.status = forced;
        const b = deps.bookings.get(cr.bookingId);
        if (b && cr.status === 4 && cr.requestType === 1) b.status = 4;
        // The documented answer: no TicketId, Status or Remarks, unlike TicketCRInfo.
        const w = wire(cr);
        const state = { ChangeRequestId: w.ChangeRequestId, RefundedAmount: w.RefundedAmount, CancellationCharge: w.CancellationCharge, ServiceTaxOnRAF: 0, ChangeRequestStatus: w.ChangeRequestStatus, CreditNoteNo: w.CreditNoteNo, CreditNoteCreatedOn: w.CreditNoteCreatedOn };
        return { Response: { ResponseStatus: 1, Error: null, TraceId: b?.traceId ?? "", ...state } };
      }
      const b = deps.bookings.get(Number(body.BookingId));
      if (!b) return fail(3, "Invalid BookingId");
      if (b.status !== 3) return fail(2, "Only a ticketed booking can be cancelled or reissued");
      const requestType = Number(body.RequestType);
      if (![1, 2, 3].includes(requestType)) return fail(3, "Invalid RequestType");
      const allTickets = (b.tickets ?? []).map((t) => Number(t.TicketId));
      if (method === "GetCancellationCharges") {
        if (Number(body.BookingMode) !== 5) return fail(3, "Invalid BookingMode");
        const rows = charges(b, requestType, allTickets);
        const sum = (f: "charge" | "refund") => round2(rows.reduce((s, r) => s + r[f], 0));
        return { Response: { TraceId: b.traceId, ResponseStatus: 1, RefundAmount: sum("refund"), CancellationCharge: sum("charge"), Remarks: "", Currency: "INR", Error: OK_ERROR } };
      }
      if (![2, 3].includes(Number(body.CancellationType))) return fail(3, "Invalid CancellationType");
      if (!String(body.Remarks ?? "").trim()) return fail(3, "Remarks is required");
      const ticketIds = Array.isArray(body.TicketId) ? body.TicketId.map(Number) : [];
      if (ticketIds.length === 0 || ticketIds.some((t) => !allTickets.includes(t))) return fail(3, "Invalid TicketId");
      if (requestType === 1 && ticketIds.length !== allTickets.length) return fail(3, "Send every TicketId for a full cancellation");
      if (requestType === 2 && (!Array.isArray(body.Sectors) || body.Sectors.length === 0)) return fail(3, "Sectors are required for a partial cancellation");
      if ([...requests.values()].some((r) => r.bookingId === b.bookingId && ticketIds.includes(r.ticketId) && r.status !== 5)) return fail(2, "Change request already raised for this ticket");
      const made = charges(b, requestType, ticketIds).map((c) => {
        const cr: FakeCr = { id: nextId++, bookingId: b.bookingId, ticketId: c.ticketId, requestType, status: 1, charge: c.charge, refund: c.refund };
        requests.set(cr.id, cr);
        return wire(cr);
      });
      return { Response: { B2B2BStatus: false, TicketCRInfo: made, ResponseStatus: 1, TraceId: b.traceId, Error: OK_ERROR } };
    },
  };
}
