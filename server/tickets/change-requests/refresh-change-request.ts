import "server-only";
import type { SiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { notFound } from "@/server/http/errors";
import type { SupplierCallOptions } from "@/server/suppliers/types";
import type { SupplierChangeRequestState } from "@/server/suppliers/change-request-types";
import { applyChangeRequestStatus } from "./apply-change-request-status";
import { isOpen, loadChangeRequestSupplier, storedRequests, type ChangeRequestRow } from "./change-request-records";

/**
 * Asks the supplier for the state of a request's open per-ticket change requests (GetChangeRequestStatus),
 * the first one first, and applies the answers (applyChangeRequestStatus). When a call fails, what
 * was already answered is applied and the failure is rethrown.
 */
export async function refreshChangeRequest(db: SiteDb, row: ChangeRequestRow, options: SupplierCallOptions = {}): Promise<ChangeRequestRow> {
  const open = storedRequests(row).filter((r) => isOpen(r.status) && r.changeRequestId);
  if (open.length === 0) return row;
  const [booking] = await db.db
    .select({ supplierId: flightBookings.supplierId, supplierBookingId: flightBookings.supplierBookingId, source: flightBookings.source })
    .from(flightBookings)
    .where(db.byId(flightBookings, row.bookingId));
  if (!booking) throw notFound("Booking");
  const { supplier } = await loadChangeRequestSupplier(db, booking);
  const states: SupplierChangeRequestState[] = [];
  try {
    for (const r of open) {
      const state = await supplier.getChangeRequestStatus({ changeRequestId: r.changeRequestId }, options);
      // Attach to the ticket whose id matches (the answer may not name it).
      states.push({ ...state, changeRequestId: r.changeRequestId, ticketId: state.ticketId || r.ticketId });
    }
  } catch (error) {
    if (states.length > 0) await applyChangeRequestStatus(db, row.id, states);
    throw error;
  }
  return applyChangeRequestStatus(db, row.id, states);
}
