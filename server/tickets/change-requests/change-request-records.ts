import "server-only";
import type { SiteDb } from "@/db/client";
import { flightChangeRequests, type ChangeRequestStatus } from "@/db/schema/tickets";
import type { TTicketCRInfo } from "@/lib/contracts/bookings";
import { CHANGE_REQUEST_STATUS_TEXT, ChangeRequestMessages, type TChangeRequestView } from "@/lib/contracts/change-requests";
import { toMajorUnits } from "@/lib/money";
import type { BookingRow } from "@/server/booking/order-records";
import { loadSourceById } from "@/server/flights/load-source-by-id";
import { AppError } from "@/server/http/errors";
import { SupplierError } from "@/server/suppliers/types";
import { canChangeRequest, type ChangeRequestSupplier, type SupplierChangeRequestStatus } from "@/server/suppliers/change-request-types";

export type ChangeRequestRow = typeof flightChangeRequests.$inferSelect;
/** A row of `supplierRequests` as written here: the declared shape plus our status and the credit note. */
export type StoredSupplierRequest = ChangeRequestRow["supplierRequests"][number] & { status: SupplierChangeRequestStatus; creditNoteNo: string | null };

export const storedRequests = (row: Pick<ChangeRequestRow, "supplierRequests">) => row.supplierRequests as StoredSupplierRequest[];
export const isOpen = (status: string) => status === "pending" || status === "inProgress";
export const statusText = (status: ChangeRequestStatus) => CHANGE_REQUEST_STATUS_TEXT[status];

/**
 * A request's status from its tickets': final when every ticket's is (completed if any ticket was
 * completed, else rejected); otherwise in progress once the supplier moved any ticket, else pending.
 */
export function overallStatus(requests: { status: SupplierChangeRequestStatus }[]): ChangeRequestStatus {
  if (requests.length === 0) return "pending";
  const final = requests.filter((r) => !isOpen(r.status));
  if (final.length === requests.length) return final.some((r) => r.status === "completed") ? "completed" : "rejected";
  return final.length > 0 || requests.some((r) => r.status === "inProgress") ? "inProgress" : "pending";
}

/** One entry per ticket of the request (spec 000 section 4: updates attach to the ticket whose ticket id matches). */
export const toTicketCrInfo = (row: Pick<ChangeRequestRow, "supplierRequests">): TTicketCRInfo[] =>
  storedRequests(row).map((r) => ({ changeRequestId: r.changeRequestId, ticketId: r.ticketId, status: r.status, statusText: statusText(r.status) }));

export function toChangeRequestView(row: ChangeRequestRow): TChangeRequestView {
  return {
    id: row.id,
    requestType: row.requestType,
    cancellationType: row.cancellationType,
    status: row.status as ChangeRequestStatus,
    statusText: row.statusText,
    sectors: row.sectors,
    ticketIds: row.ticketIds,
    cancellationCharge: toMajorUnits(row.cancellationCharge),
    refundedAmount: toMajorUnits(row.refundedAmount),
    currency: row.currency,
    creditNoteNo: row.creditNoteNo,
    isRefundCredited: row.refundJournalId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The sectors of a booking, in journey order ({origin, destination} per flown segment). */
export function bookingSectors(booking: Pick<BookingRow, "segments">): { origin: string; destination: string }[] {
  const legs = (booking.segments ?? []) as { originAirportCode: string; destinationAirportCode: string }[][];
  return legs.flat().map((s) => ({ origin: s.originAirportCode, destination: s.destinationAirportCode }));
}

/** The booking's ticket ids, by passenger. */
export function bookingTicketIds(booking: Pick<BookingRow, "passengers">): string[] {
  const pax = (booking.passengers ?? []) as { ticket?: { ticketId: string } | null }[];
  return pax.flatMap((p) => (p.ticket?.ticketId ? [p.ticket.ticketId] : []));
}

/** The booking's supplier, able to take change requests, and the supplier's booking id. */
export async function loadChangeRequestSupplier(db: SiteDb, booking: Pick<BookingRow, "supplierId" | "supplierBookingId" | "source">): Promise<{ supplier: ChangeRequestSupplier; supplierBookingId: string }> {
  const loaded = await loadSourceById(db, booking.supplierId);
  if (!loaded || !canChangeRequest(loaded.supplier) || !booking.supplierBookingId) throw new AppError("SUPPLIER_ERROR", `${booking.source}: ${ChangeRequestMessages.notSupported}`);
  return { supplier: loaded.supplier, supplierBookingId: booking.supplierBookingId };
}

/** A supplier failure as the 502 the caller sees (the supplier's own words, never a secret); anything else unchanged. */
export function toSupplierAppError(error: unknown, source: string): unknown {
  if (!(error instanceof SupplierError)) return error;
  return new AppError("SUPPLIER_ERROR", error.message || `${source} did not answer`);
}
