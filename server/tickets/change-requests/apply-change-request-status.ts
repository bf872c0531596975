import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { flightChangeRequests } from "@/db/schema/tickets";
import { ChangeRequestType } from "@/lib/contracts/change-requests";
import { STATUS_ID } from "@/server/booking/issue-tickets";
import { notFound } from "@/server/http/errors";
import { notifyChangeRequestCompleted } from "@/server/notifications/push-events";
import { webhookChangeRequestUpdated } from "@/server/webhooks/webhook-events";
import type { SupplierChangeRequestState } from "@/server/suppliers/change-request-types";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { getSiteUserOrThrow, getWalletForUser, type Tx } from "@/server/wallet/wallet-records";
import { isOpen, overallStatus, statusText, storedRequests, type ChangeRequestRow, type StoredSupplierRequest } from "./change-request-records";
import { allSectorsOf, isPassengerRefunded, ticketedStatusIdOf, withRefundMarks, type TicketHolder } from "./ticket-refunds";

/** Each supplier answer replaces the stored request with the same change request id, else the one of the same ticket. */
function merge(stored: StoredSupplierRequest[], states: SupplierChangeRequestState[]): StoredSupplierRequest[] {
  const out = [...stored];
  for (const s of states) {
    const i = out.findIndex((r) => r.changeRequestId === s.changeRequestId || (!r.changeRequestId && s.ticketId !== "" && r.ticketId === s.ticketId));
    const previous = i >= 0 ? out[i] : undefined;
    // A final state never goes back (a late or replayed answer cannot reopen a finished request).
    if (previous && !isOpen(previous.status) && isOpen(s.status)) continue;
    const next: StoredSupplierRequest = {
      changeRequestId: s.changeRequestId,
      ticketId: s.ticketId || previous?.ticketId || "",
      supplierStatus: s.supplierStatus,
      status: s.status,
      refundedAmount: s.refundedAmount,
      cancellationCharge: s.cancellationCharge,
      remarks: s.remarks,
      creditNoteNo: s.creditNoteNo,
    };
    if (i >= 0) out[i] = next;
    else out.push(next);
  }
  return out;
}

/** Credits a completed refund to the booking owner's wallet: key `cr:<id>:refund`, so it moves once. */
async function creditRefund(db: SiteDb, tx: Tx, row: ChangeRequestRow, amount: number): Promise<string> {
  const [booking] = await tx.select({ userId: flightBookings.userId, pnr: flightBookings.pnr }).from(flightBookings).where(db.byId(flightBookings, row.bookingId));
  if (!booking) throw notFound("Booking");
  const wallet = await getWalletForUser(tx, await getSiteUserOrThrow(db, booking.userId));
  const posted = await postWalletEntry(tx, {
    walletId: wallet.id,
    amount,
    kind: "refundCredit",
    counterAccount: "supplier_payable",
    remark: `Refund: change request ${row.id}`,
    idempotencyKey: `cr:${row.id}:refund`,
    pnr: booking.pnr,
    bookingId: row.bookingId,
  });
  return posted.entry.journalId;
}

/**
 * THE one place a supplier's change-request status is applied (getCRStatus, the poll job and the
 * send itself). Under the request row's lock: merge the per-ticket states, derive the request's
 * status, charges and refund, credit a completed refund once (refundJournalId, and the idempotency
 * key behind it), mark each refunded ticket and its sectors on the booking (ticket-refunds.ts), and
 * move the booking: a completed refund that leaves nobody to fly cancels it (statusId 4); any other
 * final state gives it back its tickets (ticketed: statusId 3, or 8 when some were refunded,
 * decision 0014); an open one keeps it ChangeRequested.
 */
export async function applyChangeRequestStatus(db: SiteDb, changeRequestId: number, states: SupplierChangeRequestState[], now = new Date()): Promise<ChangeRequestRow> {
  let completed: { bookingUserId: number; pnr: string | null } | null = null;
  let before: { status: string; cancellationCharge: number; refundedAmount: number } | null = null;
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(flightChangeRequests).where(db.byId(flightChangeRequests, changeRequestId)).for("update");
    if (!row) throw notFound("Change request");
    before = { status: row.status, cancellationCharge: row.cancellationCharge, refundedAmount: row.refundedAmount };
    const requests = merge(storedRequests(row), states);
    const status = isOpen(row.status) ? overallStatus(requests) : (row.status as ReturnType<typeof overallStatus>);
    const done = requests.filter((r) => r.status === "completed");
    const refundedAmount = done.reduce((s, r) => s + r.refundedAmount, 0);
    const isRefund = row.requestType === ChangeRequestType.Refund || row.requestType === ChangeRequestType.PartialRefund;
    let refundJournalId = row.refundJournalId;
    if (status === "completed" && isRefund && refundedAmount > 0 && !refundJournalId) refundJournalId = await creditRefund(db, tx, row, refundedAmount);
    if (isOpen(row.status) && status === "completed") {
      const [owner] = await tx.select({ userId: flightBookings.userId, pnr: flightBookings.pnr }).from(flightBookings).where(db.byId(flightBookings, row.bookingId));
      completed = { bookingUserId: owner?.userId ?? row.userId, pnr: owner?.pnr ?? null };
    }
    const text = statusText(status);
    const [updated] = await tx
      .update(flightChangeRequests)
      .set({
        supplierRequests: requests,
        status,
        statusText: text,
        cancellationCharge: requests.reduce((s, r) => s + r.cancellationCharge, 0),
        refundedAmount: status === "completed" ? refundedAmount : 0,
        creditNoteNo: done.map((r) => r.creditNoteNo).filter(Boolean).join(", ") || null,
        refundJournalId,
        checkedAt: now,
        updatedAt: now,
      })
      .where(eq(flightChangeRequests.id, row.id))
      .returning();
    // A completed refund marks each refunded ticket (and its sectors) on the booking; the booking is
    // cancelled when nobody is left to fly, else ticketed (statusId 3, or 8 once anything was refunded).
    const [booking] = await tx
      .select({ passengers: flightBookings.passengers, segments: flightBookings.segments, status: flightBookings.status })
      .from(flightBookings)
      .where(db.byId(flightBookings, row.bookingId))
      .for("update");
    if (!booking || booking.status !== "changeRequested") return updated;
    const sectors = allSectorsOf(booking.segments);
    const isMarked = status === "completed" && isRefund;
    const passengers = (isMarked ? withRefundMarks(booking.passengers, { id: row.id, sectors: row.requestType === ChangeRequestType.Refund ? [] : row.sectors }, done, now, sectors) : booking.passengers) as TicketHolder[];
    const isNobodyLeft = passengers.filter((p) => p.ticket).every((p) => isPassengerRefunded(p, sectors));
    const bookingStatus = isOpen(status) ? "changeRequested" : isMarked && isNobodyLeft ? "cancelled" : "ticketed";
    const statusId = bookingStatus === "ticketed" ? ticketedStatusIdOf(passengers) : STATUS_ID[bookingStatus];
    await tx
      .update(flightBookings)
      .set({ status: bookingStatus, statusId, passengers, changeRequestStatusText: text, updatedAt: now })
      .where(db.where(flightBookings, eq(flightBookings.id, row.bookingId), eq(flightBookings.status, "changeRequested")));
    return updated;
  });
  // After the commit: the customer hears of a completion that really happened.
  const done = completed as { bookingUserId: number; pnr: string | null } | null;
  if (done) await notifyChangeRequestCompleted(db.siteId, { ...result, ...done });
  // Partners hear of every change of status, charge or refund (decision 0029), not of a poll that changed nothing.
  const was = before as { status: string; cancellationCharge: number; refundedAmount: number } | null;
  if (was && (was.status !== result.status || was.cancellationCharge !== result.cancellationCharge || was.refundedAmount !== result.refundedAmount)) await webhookChangeRequestUpdated(db.siteId, result);
  return result;
}
