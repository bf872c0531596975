import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema/webhooks";
import type { TWebhookEventType } from "@/lib/contracts/webhooks";
import { toMajorUnits } from "@/lib/money";
import { getLogger } from "@/server/http/logger";
import { enqueueWebhookAttempt } from "./webhook-queue";

/*
 * The three partner events (decision 0029; docs/webhooks.md). Each payload is
 * { type, timestamp, data } with amounts in major units (rupees, two decimals), the unit of the REST
 * answers (getBookingDetails, getCRStatus): the booking's amount and a change request's charge and
 * refund read the same in both (decision 0059). An event creates one delivery per
 * active endpoint of the booking's company subscribed to its type, and queues it. Never throws: a
 * webhook that cannot be recorded is logged and dropped, so the business action still succeeds.
 */

export type WebhookPayload = { type: TWebhookEventType; timestamp: string; data: Record<string, unknown> };

export async function emitWebhookEvent(siteId: number, legalEntityId: number | null, type: TWebhookEventType, data: Record<string, unknown>, now = new Date()): Promise<number> {
  if (legalEntityId === null) return 0;
  try {
    const endpoints = await systemDb
      .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.siteId, siteId), eq(webhookEndpoints.legalEntityId, legalEntityId), eq(webhookEndpoints.isActive, true)));
    const subscribed = endpoints.filter((e) => e.eventTypes.includes(type));
    if (subscribed.length === 0) return 0;
    const payload: WebhookPayload = { type, timestamp: now.toISOString(), data };
    const rows = await systemDb
      .insert(webhookDeliveries)
      .values(subscribed.map((e) => ({ siteId, endpointId: e.id, eventType: type, messageId: `msg_${randomUUID().replaceAll("-", "")}`, payload, nextAttemptAt: now })))
      .returning({ id: webhookDeliveries.id });
    for (const row of rows) await enqueueWebhookAttempt(row.id);
    return rows.length;
  } catch (error) {
    getLogger().warn({ err: error, site: siteId, event: type }, "webhook event not recorded");
    return 0;
  }
}

type BookingLike = {
  id: number;
  legalEntityId: number | null;
  pnr: string | null;
  status: string;
  statusId: number;
  /** Minor units (the column); the payload converts. */
  amount: number;
  currency: string;
  ticketNumbers: string[];
  origin: string;
  destination: string;
  travelDate: string | Date | null;
};

const bookingData = (b: BookingLike) => ({
  bookingId: b.id,
  pnr: b.pnr,
  status: b.status,
  statusId: b.statusId,
  amount: toMajorUnits(b.amount),
  currency: b.currency,
  origin: b.origin,
  destination: b.destination,
  travelDate: b.travelDate instanceof Date ? b.travelDate.toISOString().slice(0, 10) : b.travelDate,
  ticketNumbers: b.ticketNumbers,
});

/** booking.ticketed: the booking has its tickets (server/booking/issue-tickets.ts). */
export const webhookBookingTicketed = (siteId: number, b: BookingLike) => emitWebhookEvent(siteId, b.legalEntityId, "booking.ticketed", bookingData(b));

/** booking.needsAttention: the airline did not confirm the tickets; the money stays held (issue-tickets.ts). */
export const webhookBookingNeedsAttention = (siteId: number, b: BookingLike, attention: { reason: string; isRetryingStopped: boolean }) =>
  emitWebhookEvent(siteId, b.legalEntityId, "booking.needsAttention", { ...bookingData(b), reason: attention.reason, isRetryingStopped: attention.isRetryingStopped });

/** changeRequest.updated: a change request's status, charges or refund changed (apply-change-request-status.ts). */
export async function webhookChangeRequestUpdated(
  siteId: number,
  request: { id: number; bookingId: number; requestType: number; status: string; statusText: string | null; cancellationCharge: number; refundedAmount: number; currency: string; creditNoteNo: string | null },
): Promise<number> {
  try {
    const [booking] = await systemDb
      .select({ legalEntityId: flightBookings.legalEntityId, pnr: flightBookings.pnr, status: flightBookings.status })
      .from(flightBookings)
      .where(and(eq(flightBookings.siteId, siteId), eq(flightBookings.id, request.bookingId)))
      .limit(1);
    if (!booking) return 0;
    return await emitWebhookEvent(siteId, booking.legalEntityId, "changeRequest.updated", {
      changeRequestId: request.id,
      bookingId: request.bookingId,
      pnr: booking.pnr,
      bookingStatus: booking.status,
      requestType: request.requestType,
      status: request.status,
      statusText: request.statusText,
      cancellationCharge: toMajorUnits(request.cancellationCharge),
      refundedAmount: toMajorUnits(request.refundedAmount),
      currency: request.currency,
      creditNoteNo: request.creditNoteNo,
    });
  } catch (error) {
    getLogger().warn({ err: error, site: siteId }, "change request webhook not recorded");
    return 0;
  }
}
