import "server-only";
import { canBook, type BookingSupplier, type FlightSupplier, type SupplierCallOptions } from "./types";

// ---------------------------------------------------------------------------------------------
// Change requests (spec 000 sections 4, 5, 7; reference/flight-suppliers.md sections 1.10-1.12)
// ---------------------------------------------------------------------------------------------

/** 1 Refund (full cancellation), 2 Partial Refund (partial cancellation), 3 Change Itinerary / Reissue. */
export type SupplierChangeRequestType = 1 | 2 | 3;
/** 2 the flight was cancelled, 3 any other reason. */
export type SupplierCancellationType = 2 | 3;
/** Where a change request stands; completed and rejected are final. */
export type SupplierChangeRequestStatus = "pending" | "inProgress" | "completed" | "rejected";

export type SupplierChangeRequestInput = {
  /** The supplier's booking id. */
  bookingId: string;
  requestType: SupplierChangeRequestType;
  cancellationType: SupplierCancellationType;
  /** Partial refund only: the sectors given up. */
  sectors: { origin: string; destination: string }[];
  /** The supplier's ticket ids (the passengers' ticket.ticketId); a full refund sends every ticket. */
  ticketIds: string[];
  remarks: string;
};

/** The state of one change request (one per ticket). Amounts in minor units. */
export type SupplierChangeRequestState = {
  changeRequestId: string;
  /** Empty when the answer does not name the ticket (GetChangeRequestStatus). */
  ticketId: string;
  status: SupplierChangeRequestStatus;
  /** The supplier's own status code, for support. */
  supplierStatus: number;
  cancellationCharge: number;
  refundedAmount: number;
  creditNoteNo: string | null;
  remarks: string;
};

export type SupplierCancellationCharges = {
  cancellationCharge: number;
  refundAmount: number;
  currency: string;
  remarks: string;
  /** The paid baggage and meals the request covers and what of them is refunded (within refundAmount), when the supplier says. */
  extras?: { amount: number; refundAmount: number };
};

/** Suppliers that take refunds and reissues of ticketed bookings (ARCHITECTURE section 7). */
export interface ChangeRequestSupplier extends BookingSupplier {
  /** One change request per ticket. A timeout is uncertain (isUncertain): the request may have been raised. */
  sendChangeRequest(request: SupplierChangeRequestInput, options?: SupplierCallOptions): Promise<SupplierChangeRequestState[]>;
  getChangeRequestStatus(request: { changeRequestId: string }, options?: SupplierCallOptions): Promise<SupplierChangeRequestState>;
  /** The charges preview for the booking (sectors and tickets narrow it where the supplier can). */
  getCancellationCharges(
    request: { bookingId: string; requestType: SupplierChangeRequestType; cancellationType?: SupplierCancellationType; sectors?: { origin: string; destination: string }[]; ticketIds?: string[] },
    options?: SupplierCallOptions,
  ): Promise<SupplierCancellationCharges>;
}

export const canChangeRequest = (supplier: FlightSupplier): supplier is ChangeRequestSupplier => {
  const s = supplier as Partial<ChangeRequestSupplier>;
  return canBook(supplier) && [s.sendChangeRequest, s.getChangeRequestStatus, s.getCancellationCharges].every((f) => typeof f === "function");
};
