import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { flightChangeRequests } from "@/db/schema/tickets";
import type { TChangeRequestStatusResponse } from "@/lib/contracts/change-requests";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { notFound } from "@/server/http/errors";
import { isOpen, storedRequests, toChangeRequestView, toSupplierAppError, type ChangeRequestRow } from "./change-request-records";
import { listTicketCrInfo } from "./list-ticket-cr-info";
import { refreshChangeRequest } from "./refresh-change-request";

/** The booking's change-request answer: its status, ticketCRInfo[], supplierChangeReqStatus and the request. */
export async function toStatusAnswer(db: SiteDb, bookingId: number, row: ChangeRequestRow | null): Promise<TChangeRequestStatusResponse> {
  const [booking] = await db.db
    .select({ status: flightBookings.status, statusId: flightBookings.statusId, text: flightBookings.changeRequestStatusText })
    .from(flightBookings)
    .where(db.byId(flightBookings, bookingId));
  if (!booking) throw notFound("Booking");
  return {
    bookingId,
    status: booking.status,
    statusId: booking.statusId,
    ticketCRInfo: await listTicketCrInfo(db, bookingId),
    supplierChangeReqStatus: booking.text ? { statusText: booking.text } : null,
    changeRequest: row ? toChangeRequestView(row) : null,
  };
}

/**
 * POST /api/getCRStatus {BookingId}: Refresh Status. The booking's first open change request (there
 * is at most one) is fetched from the supplier and applied; without one, the latest is answered as
 * it stands.
 */
export async function getChangeRequestStatus(ctx: UserContext, input: { BookingId: number }): Promise<TChangeRequestStatusResponse> {
  const booking = await getViewableBookingOrThrow(ctx, input.BookingId);
  const rows = await ctx.db.db
    .select()
    .from(flightChangeRequests)
    .where(ctx.db.where(flightChangeRequests, eq(flightChangeRequests.bookingId, booking.id)))
    .orderBy(asc(flightChangeRequests.createdAt), asc(flightChangeRequests.id));
  const open = rows.find((r) => isOpen(r.status) && storedRequests(r).length > 0);
  let current = open ?? rows.at(-1) ?? null;
  if (open) {
    try {
      current = await refreshChangeRequest(ctx.db, open, { endUserIp: ctx.ip ?? undefined });
    } catch (error) {
      throw toSupplierAppError(error, booking.source);
    }
  }
  return toStatusAnswer(ctx.db, booking.id, current);
}
