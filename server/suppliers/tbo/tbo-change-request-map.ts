import "server-only";
import { toMinorUnits } from "../minor-units";
import type { SupplierCancellationCharges, SupplierChangeRequestInput, SupplierChangeRequestState, SupplierChangeRequestStatus } from "../change-request-types";
import { wireBookingId } from "./tbo-booking-wire";
import { arr, num, rec, str, type Wire } from "./tbo-wire";

/**
 * TBO's change-request calls (reference/flight-suppliers.md sections 1.10-1.12): SendChangeRequest,
 * GetChangeRequestStatus and GetCancellationCharges, all on the booking host. Amounts are rupees on
 * the wire and paise here.
 *
 * ChangeRequestStatus is read as NotSet 0, Unassigned 1, Assigned 2, Acknowledged 3, Completed 4,
 * Rejected 5, Closed 6, Pending 7, Other 8 (the reference marks this enum unverified; real samples
 * show 4 with "Ticket is Cancelled Successfully"). Closed is taken as final and completed: what is
 * refunded is whatever RefundedAmount says, so a closed request with nothing refunded credits nothing.
 */
export function tboChangeRequestStatus(code: number): SupplierChangeRequestStatus {
  if (code === 4 || code === 6) return "completed";
  if (code === 5) return "rejected";
  if (code === 2 || code === 3) return "inProgress";
  return "pending";
}

function paise(v: unknown): number {
  try {
    return Math.max(0, toMinorUnits(typeof v === "number" || typeof v === "string" ? v : 0));
  } catch {
    return 0;
  }
}

/** TBO ticket ids are numbers; anything else is sent as given. */
const wireTicketId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

/** Sectors only for a partial cancellation; a full cancellation sends every ticket. */
export function toSendChangeRequestBody(request: SupplierChangeRequestInput): Wire {
  return {
    BookingId: wireBookingId(request.bookingId),
    RequestType: request.requestType,
    CancellationType: request.cancellationType,
    ...(request.requestType === 2 ? { Sectors: request.sectors.map((s) => ({ Origin: s.origin, Destination: s.destination })) } : {}),
    TicketId: request.ticketIds.map(wireTicketId),
    Remarks: request.remarks,
  };
}

/** One TicketCRInfo entry, or the GetChangeRequestStatus answer itself. */
export function mapChangeRequestState(raw: unknown): SupplierChangeRequestState {
  const r = rec(raw);
  const supplierStatus = num(r.ChangeRequestStatus);
  return {
    changeRequestId: str(r.ChangeRequestId),
    ticketId: str(r.TicketId),
    status: tboChangeRequestStatus(supplierStatus),
    supplierStatus,
    cancellationCharge: paise(r.CancellationCharge),
    refundedAmount: paise(r.RefundedAmount),
    creditNoteNo: str(r.CreditNoteNo) || null,
    remarks: str(r.Remarks),
  };
}

export const mapTicketCrInfo = (response: Wire): SupplierChangeRequestState[] => arr(response.TicketCRInfo).map(mapChangeRequestState).filter((s) => s.changeRequestId !== "");

export function mapCancellationCharges(response: Wire): SupplierCancellationCharges {
  return { cancellationCharge: paise(response.CancellationCharge), refundAmount: paise(response.RefundAmount), currency: str(response.Currency) || "INR", remarks: str(response.Remarks) };
}
