import { and, eq, sql } from "drizzle-orm";
import { POST as getBookingDetailsRoute } from "@/app/api/getBookingDetails/route";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { WEBHOOK_MAX_ATTEMPTS } from "@/lib/contracts/webhooks";
import { attemptWebhookDelivery, webhookRetryDelayMs } from "@/server/webhooks/deliver-webhook";
import { emitWebhookEvent } from "@/server/webhooks/webhook-events";
import { adult, createBookingWorld } from "../helpers/booking-fixtures";
import { call } from "../helpers/http";
import { createTestSite, createTestUser } from "../helpers/fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";
import { setSupplierSettings, ticketedWorld } from "../tickets/change-requests-world";
import { deliveriesOf, makePartner, moveBookingTo, receivedBy, subscribe, webhookAdmin } from "./webhooks-world";

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());
afterAll(() => closeDb());

const bookingRow = async (id: number) => (await systemDb.select().from(flightBookings).where(eq(flightBookings.id, id)))[0];

describe("partner webhook events (signed per Standard Webhooks, verified by the receiver)", () => {
  it("booking.ticketed reaches the company's endpoint with the booking's id, PNR, status and amount in major units, as getBookingDetails answers it", async () => {
    const b = await createBookingWorld();
    const partner = await makePartner(b.site.id, b.agent.id);
    const { token } = await webhookAdmin(b.site);
    const { endpoint } = await subscribe(b.site, token, receiver, partner, ["booking.ticketed"]);
    const chosen = b.results.find((r) => r.isLcc)!;
    const orderId = await b.order(chosen.resultIndex);
    const v = await b.validate({ orderId, passengers: [adult()] });
    const paid = await b.pay({ orderId });
    expect(paid.body.data).toMatchObject({ status: "ticketed" });
    const booking = await bookingRow(v.body.data.bookingId);
    const [hook] = await receivedBy(receiver);
    expect(hook.payload).toEqual({
      type: "booking.ticketed",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        bookingId: booking.id,
        pnr: booking.pnr,
        status: "ticketed",
        statusId: 3,
        amount: booking.amount / 100,
        currency: booking.currency,
        origin: "BOM",
        destination: "DEL",
        travelDate: booking.travelDate,
        ticketNumbers: booking.ticketNumbers,
      },
    });
    // The REST answer and the webhook say the same amount in the same unit (rupees, two decimals).
    const details = await call(getBookingDetailsRoute, "/api/getBookingDetails", b.opts({ bookingId: booking.id }));
    expect(hook.payload.data.amount).toBe(details.body.data.transactionDetails.amount);
    expect(hook.payload.data.amount).not.toBe(booking.amount);
    expect(hook.id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(hook.signature).toMatch(/^v1,/);
    expect(receiver.rejected).toEqual([]);
    expect(await deliveriesOf(endpoint.id)).toEqual([expect.objectContaining({ status: "succeeded", attempts: 1, responseCode: 204, messageId: hook.id, nextAttemptAt: null })]);
  });

  it("booking.needsAttention tells the partner the airline has not confirmed; an endpoint not subscribed to it gets nothing", async () => {
    const b = await createBookingWorld({ settings: { ticketTimeout: true }, supplier: { timeoutMs: 400 } });
    const partner = await makePartner(b.site.id, b.agent.id);
    const { token } = await webhookAdmin(b.site);
    await subscribe(b.site, token, receiver, partner, ["booking.needsAttention"]);
    const other = await startWebhookReceiver();
    const { endpoint: ticketedOnly } = await subscribe(b.site, token, other, partner, ["booking.ticketed"]);
    try {
      const orderId = await b.order(b.results.find((r) => r.isLcc)!.resultIndex);
      const v = await b.validate({ orderId, passengers: [adult()] });
      expect((await b.pay({ orderId })).body.data).toMatchObject({ status: "needsAttention" });
      const [hook] = await receivedBy(receiver);
      expect(hook.payload).toMatchObject({ type: "booking.needsAttention", data: { bookingId: v.body.data.bookingId, status: "needsAttention", statusId: 5, reason: expect.any(String), isRetryingStopped: false } });
      expect(await deliveriesOf(ticketedOnly.id)).toEqual([]);
      expect(other.received).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("changeRequest.updated follows the change request to completed, with the charge and refund in major units, as getCRStatus answers them", async () => {
    const { w, bookingId, api } = await ticketedWorld();
    const partner = await makePartner(w.site.id, w.agent.id);
    await moveBookingTo(bookingId, partner);
    const { token } = await webhookAdmin(w.site);
    await subscribe(w.site, token, receiver, partner, ["changeRequest.updated"]);
    expect((await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "Trip cancelled" })).status).toBe(200);
    await setSupplierSettings(w, { changeRequestInstant: true });
    expect((await api.getCRStatus({ BookingId: bookingId })).body.data.changeRequest).toMatchObject({ status: "completed" });
    // One delivery per change (raised: pending; completed); jobs may run in any order.
    const hooks = await receivedBy(receiver, 2);
    expect(hooks.map((h) => h.payload.data.status).sort()).toEqual(["completed", "pending"]);
    const last = hooks.find((h) => h.payload.data.status === "completed")!.payload;
    expect(last).toMatchObject({ type: "changeRequest.updated", data: { bookingId, status: "completed", requestType: 1, currency: "INR" } });
    expect((last.data.refundedAmount as number) > 0).toBe(true);
    const rest = (await api.getCRStatus({ BookingId: bookingId })).body.data.changeRequest;
    expect({ refundedAmount: last.data.refundedAmount, cancellationCharge: last.data.cancellationCharge }).toEqual({ refundedAmount: rest.refundedAmount, cancellationCharge: rest.cancellationCharge });
    // Asking again changes nothing and sends nothing more.
    const count = receiver.received.length;
    await api.getCRStatus({ BookingId: bookingId });
    await receivedBy(receiver, count + 1).catch(() => undefined);
    expect(receiver.received).toHaveLength(count);
  });

  it("a booking of a company without endpoints, or of no company, records nothing", async () => {
    const site = await createTestSite();
    expect(await emitWebhookEvent(site.id, null, "booking.ticketed", { bookingId: 1 })).toBe(0);
    const user = await createTestUser(site.id);
    expect(await emitWebhookEvent(site.id, await makePartner(site.id, user.id), "booking.ticketed", { bookingId: 1 })).toBe(0);
  });
});

describe("delivery: at least once, with exponential backoff, then giving up", () => {
  async function oneDelivery() {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const partner = await makePartner(site.id, user.id);
    const { token } = await webhookAdmin(site);
    const { endpoint } = await subscribe(site, token, receiver, partner, ["booking.ticketed"]);
    expect(await emitWebhookEvent(site.id, partner, "booking.ticketed", { bookingId: 42 })).toBe(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    return { site, token, endpoint, delivery };
  }

  it("a receiver answering 500 twice is retried after 30 s, then 2 min, and the third attempt succeeds with the same webhook-id", async () => {
    receiver.failNext(2);
    const { endpoint, delivery } = await oneDelivery();
    await receivedBy(receiver, 1);
    const [first] = await deliveriesOf(endpoint.id);
    expect(first).toMatchObject({ status: "pending", attempts: 1, responseCode: 500, lastError: "The endpoint answered HTTP 500" });
    expect(first.nextAttemptAt!.getTime() - first.lastAttemptAt!.getTime()).toBe(30_000);
    // The next attempt is a pg-boss job that starts at nextAttemptAt.
    const jobs = await systemDb.execute<{ start_after: Date }>(sql`select start_after from pgboss.job where name = 'deliver-webhook' and data->>'deliveryId' = ${String(delivery.id)} and state = 'created'`);
    expect(jobs.rows.map((j) => new Date(j.start_after).getTime())).toEqual([first.nextAttemptAt!.getTime()]);
    const t2 = new Date(first.nextAttemptAt!.getTime() + 1000);
    expect(await attemptWebhookDelivery(delivery.id, t2)).toBe("pending");
    const [second] = await deliveriesOf(endpoint.id);
    expect(second).toMatchObject({ attempts: 2, responseCode: 500 });
    expect(second.nextAttemptAt!.getTime() - t2.getTime()).toBe(120_000);
    expect(await attemptWebhookDelivery(delivery.id, new Date(second.nextAttemptAt!.getTime() + 1000))).toBe("succeeded");
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: "succeeded", attempts: 3, responseCode: 204, lastError: null, nextAttemptAt: null });
    expect(receiver.received.map((r) => [r.id, r.answered])).toEqual([
      [delivery.messageId, 500],
      [delivery.messageId, 500],
      [delivery.messageId, 204],
    ]);
    expect(new Set(receiver.received.map((r) => JSON.stringify(r.payload))).size).toBe(1);
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} attempts: failed, no next attempt, and a late job does nothing`, async () => {
    receiver.failNext(1000, 503);
    const { endpoint, delivery } = await oneDelivery();
    let now = Date.now();
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i += 1) {
      now += webhookRetryDelayMs(i + 1);
      await attemptWebhookDelivery(delivery.id, new Date(now));
    }
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: "failed", attempts: WEBHOOK_MAX_ATTEMPTS, responseCode: 503, nextAttemptAt: null });
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(await attemptWebhookDelivery(delivery.id)).toBeNull();
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(webhookRetryDelayMs(1)).toBe(30_000);
    expect(webhookRetryDelayMs(5)).toBe(30_000 * 256);
  });

  it("a disabled endpoint's pending delivery fails without calling it", async () => {
    const { endpoint, delivery } = await oneDelivery();
    const { webhookEndpoints } = await import("@/db/schema/webhooks");
    await systemDb.update(webhookEndpoints).set({ isActive: false }).where(and(eq(webhookEndpoints.id, endpoint.id)));
    expect(await attemptWebhookDelivery(delivery.id)).toBe("failed");
    expect(receiver.received).toEqual([]);
  });
});
