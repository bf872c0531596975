import "server-only";
import { CHANGE_REQUEST_TYPE_LABELS, type TChangeRequestType } from "@/lib/contracts/change-requests";
import { formatMoney, toMajorUnits } from "@/lib/money";
import { enqueuePush } from "./push-queue";

/*
 * The three events that send a browser push (issue 11; docs/decisions/0025-push-notifications.md).
 * Each only queues a job (push-queue.ts) and never throws into the action that raised it.
 */

/**
 * A booking's ticketing outcome is uncertain (server/booking/issue-tickets.ts, status
 * needsAttention: the airline did not confirm, the money stays held): the site's staff who see
 * every customer's tickets are told on the first uncertain attempt, and again when the automatic
 * retries have stopped and a person must check with the airline.
 */
export async function notifyBookingNeedsAttention(
  siteId: number,
  booking: { id: number; pnr: string | null; reason: string; isRetryingStopped: boolean },
): Promise<void> {
  const name = booking.pnr ? `Booking ${booking.id} (PNR ${booking.pnr})` : `Booking ${booking.id}`;
  const next = booking.isRetryingStopped ? "Automatic retries have stopped: check with the airline." : "The money is held and ticketing is retried.";
  await enqueuePush({
    siteId,
    audience: { staffPermission: "tickets.queue.viewAllCustomers" },
    payload: { title: "Booking needs attention", body: `${name}: ${booking.reason}`.slice(0, 300) + ` ${next}`, url: `/app/flight/ticketDetail/${booking.id}` },
  });
}

/**
 * A change request reached Completed (server/tickets/change-requests/apply-change-request-status.ts):
 * the customer who raised it, and the booking's owner when someone else raised it, are told.
 */
export async function notifyChangeRequestCompleted(
  siteId: number,
  request: { id: number; requestType: number; userId: number; bookingUserId: number; pnr: string | null; refundedAmount: number; currency: string },
): Promise<void> {
  const type = CHANGE_REQUEST_TYPE_LABELS[request.requestType as TChangeRequestType] ?? "Change";
  const refund = request.refundedAmount > 0 ? ` ${formatMoney(toMajorUnits(request.refundedAmount), request.currency)} refunded to your wallet.` : "";
  await enqueuePush({
    siteId,
    audience: { userIds: [...new Set([request.userId, request.bookingUserId])] },
    payload: {
      title: "Change request completed",
      body: `Your ${type} request ${request.id}${request.pnr ? ` for PNR ${request.pnr}` : ""} is completed.${refund}`,
      url: "/app/flight/changeRequests",
    },
  });
}

/**
 * A customer recorded a bank transfer into their wallet (server/wallet/record-payment-entry.ts): it
 * waits for staff approval, so the staff who may approve payment entries are told.
 */
export async function notifyPaymentEntryAwaitingApproval(
  siteId: number,
  entry: { id: number; amount: number; bankReference: string; userName: string; currency?: string },
): Promise<void> {
  await enqueuePush({
    siteId,
    audience: { staffPermission: "wallet.paymentEntries.approve" },
    payload: {
      title: "Bank transfer waiting for approval",
      body: `${entry.userName} recorded a bank transfer of ${formatMoney(toMajorUnits(entry.amount), entry.currency ?? "INR")} (reference ${entry.bankReference}).`,
      url: "/staff/payment-entries",
    },
  });
}
