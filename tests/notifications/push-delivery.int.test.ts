import { eq } from "drizzle-orm";
import webpush from "web-push";
import { closeDb, systemDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema/notifications";
import { seedWalletForUser } from "@/db/seed/wallet";
import { POST as createRoute } from "@/app/api/notification/createPushNotificationSubscription/route";
import { POST as paymentEntryRoute } from "@/app/api/wl/user/userPaymentEntry/route";
import { runQueuedPushJobs } from "@/server/notifications/push-queue";
import { PUSH_MAX_FAILURES } from "@/server/notifications/deliver-push";
import { adult, createBookingWorld } from "../helpers/booking-fixtures";
import { startFakePushService, type BrowserSubscription, type FakePushService } from "../helpers/fake-push";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { endpoints, setSupplierSettings, ticketedWorld } from "../tickets/change-requests-world";
import { as, createMailWorld, type MailWorld } from "./mail-world";

const CREATE = "/api/notification/createPushNotificationSubscription";

let push: FakePushService;
let w: MailWorld;

beforeAll(async () => {
  push = await startFakePushService();
  w = await createMailWorld();
  await seedWalletForUser(systemDb, w.agent.id, 0);
});
afterAll(async () => {
  await push.close();
  await closeDb();
});

/** A browser on the fake push service, subscribed through the endpoint with this token and host. */
async function subscribeBrowser(host: string, token: string): Promise<BrowserSubscription> {
  const browser = push.subscribe();
  const res = await call(createRoute, CREATE, { host, token, body: { subscription: browser.toJSON() } });
  expect(res.status).toBe(200);
  return browser;
}

/** Runs the send-push queue until `endpoint` has `count` messages (other test files share the queue). */
async function deliveredTo(endpoint: string, count = 1): Promise<unknown[]> {
  const deadline = Date.now() + 15_000;
  while (push.messagesFor(endpoint).length < count && Date.now() < deadline) {
    if ((await runQueuedPushJobs()) === 0) await new Promise((r) => setTimeout(r, 100));
  }
  return push.messagesFor(endpoint);
}

/** Drains whatever is queued now (for asserting that nothing arrives). */
async function drain(): Promise<void> {
  await runQueuedPushJobs();
}

const recordTransfer = (bankReference: string) =>
  as(w, "agent")(paymentEntryRoute, "/api/wl/user/userPaymentEntry", { body: { amount: 2500.5, bankReference, transferDate: new Date().toISOString().slice(0, 10), remark: "NEFT" } });

const subscriptionRow = async (endpoint: string) => (await systemDb.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe("push delivery (send-push queue, web-push, a push service on loopback)", () => {
  it("a bank transfer waiting for approval reaches the staff who may approve it, signed and encrypted", async () => {
    const admin = await subscribeBrowser(w.site.domain, w.adminToken);
    const staff = await subscribeBrowser(w.site.domain, w.staffToken);
    const res = await recordTransfer(`UTR${Date.now()}`);
    expect(res.status).toBe(200);
    expect(await deliveredTo(admin.endpoint)).toEqual([
      { title: "Bank transfer waiting for approval", body: `Test ${w.agent.lastName} recorded a bank transfer of ₹2,500.50 (reference ${res.body.data.bankReference}).`, url: "/staff/payment-entries" },
    ]);
    const [wire] = push.received.filter((r) => r.endpoint === admin.endpoint);
    expect(wire).toMatchObject({ ttl: 86400, urgency: "high", vapidPublicKey: process.env.VAPID_PUBLIC_KEY, claims: { aud: push.origin, sub: `mailto:${w.site.adminEmail}` } });
    expect((await subscriptionRow(admin.endpoint)).lastSentAt).not.toBeNull();
    // Plain staff lack wallet.paymentEntries.approve: nothing for them.
    await drain();
    expect(push.messagesFor(staff.endpoint)).toEqual([]);
    expect(push.rejected.filter((r) => r.endpoint === admin.endpoint || r.endpoint === staff.endpoint)).toEqual([]);
  });

  it("a 410 from the push service deletes the subscription; other failures count failureCount", async () => {
    const gone = await subscribeBrowser(w.site.domain, w.adminToken);
    const failing = await subscribeBrowser(w.site.domain, w.adminToken);
    const healthy = await subscribeBrowser(w.site.domain, w.adminToken);
    push.markGone(gone.endpoint);
    push.failWith(failing.endpoint, 500);
    expect((await recordTransfer(`UTR${Date.now()}`)).status).toBe(200);
    expect(await deliveredTo(healthy.endpoint)).toHaveLength(1);
    expect(await subscriptionRow(gone.endpoint)).toBeUndefined();
    expect(await subscriptionRow(failing.endpoint)).toMatchObject({ failureCount: 1 });
    expect(await subscriptionRow(healthy.endpoint)).toMatchObject({ failureCount: 0 });
    expect(push.rejected.filter((r) => r.endpoint === gone.endpoint).map((r) => r.status)).toEqual([410]);
  });

  it(`a subscription that fails ${PUSH_MAX_FAILURES} times in a row is removed; one success in between resets the count`, async () => {
    const failing = await subscribeBrowser(w.site.domain, w.adminToken);
    const healthy = await subscribeBrowser(w.site.domain, w.adminToken);
    push.failWith(failing.endpoint, 500);
    await systemDb.update(pushSubscriptions).set({ failureCount: PUSH_MAX_FAILURES - 2 }).where(eq(pushSubscriptions.endpoint, failing.endpoint));
    expect((await recordTransfer(`UTR${Date.now()}a`)).status).toBe(200);
    expect(await deliveredTo(healthy.endpoint, 1)).toHaveLength(1);
    expect(await subscriptionRow(failing.endpoint)).toMatchObject({ failureCount: PUSH_MAX_FAILURES - 1 });
    expect((await recordTransfer(`UTR${Date.now()}b`)).status).toBe(200);
    expect(await deliveredTo(healthy.endpoint, 2)).toHaveLength(2);
    expect(await subscriptionRow(failing.endpoint)).toBeUndefined();
    expect(await subscriptionRow(healthy.endpoint)).toMatchObject({ failureCount: 0 });
  });

  it("a booking whose ticketing stays unconfirmed tells the site's staff it needs attention", async () => {
    const b = await createBookingWorld({ settings: { ticketTimeout: true }, supplier: { timeoutMs: 400 } });
    const staff = await createTestUser(b.site.id, { userType: "staff" });
    const browser = await subscribeBrowser(b.site.domain, await logInAs(b.site.domain, staff.email!));
    const agentBrowser = await subscribeBrowser(b.site.domain, b.token);
    const chosen = b.results.find((r) => r.isLcc)!;
    const orderId = await b.order(chosen.resultIndex);
    const v = await b.validate({ orderId, passengers: [adult()] });
    const paid = await b.pay({ orderId });
    expect(paid.body.data).toMatchObject({ status: "needsAttention" });
    const bookingId = v.body.data.bookingId as number;
    const [message] = (await deliveredTo(browser.endpoint)) as { title: string; body: string; url: string }[];
    expect(message).toMatchObject({ title: "Booking needs attention", url: `/app/flight/ticketDetail/${bookingId}` });
    expect(message.body).toMatch(new RegExp(`^Booking ${bookingId}.*: .+ The money is held and ticketing is retried\\.$`));
    await drain();
    expect(push.messagesFor(agentBrowser.endpoint)).toEqual([]);
  });

  it("a completed change request tells the customer who raised it, once", async () => {
    const { w: t, bookingId, api, booking } = await ticketedWorld();
    const browser = await subscribeBrowser(t.site.domain, t.token);
    expect((await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "Trip cancelled" })).status).toBe(200);
    await drain();
    expect(push.messagesFor(browser.endpoint)).toEqual([]);
    await setSupplierSettings(t, { changeRequestInstant: true });
    expect((await api.getCRStatus({ BookingId: bookingId })).body.data.changeRequest).toMatchObject({ status: "completed" });
    const [message] = (await deliveredTo(browser.endpoint)) as { title: string; body: string; url: string }[];
    expect(message).toMatchObject({ title: "Change request completed", url: "/app/flight/changeRequests" });
    expect(message.body).toMatch(new RegExp(`^Your Refund request \\d+ for PNR ${booking.pnr} is completed\\. ₹[\\d,.]+ refunded to your wallet\\.$`));
    // Asking again changes nothing and sends nothing more.
    await endpoints(t).getCRStatus({ BookingId: bookingId });
    await drain();
    expect(push.messagesFor(browser.endpoint)).toHaveLength(1);
  });
});

describe("the fake push service checks what a real one does", () => {
  const post = async (browser: BrowserSubscription, options: { audience?: string; keys?: { publicKey: string; privateKey: string }; forge?: boolean; otherKeys?: BrowserSubscription }) => {
    const keys = options.keys ?? { publicKey: process.env.VAPID_PUBLIC_KEY!, privateKey: process.env.VAPID_PRIVATE_KEY! };
    const target = options.otherKeys ? { endpoint: browser.endpoint, keys: options.otherKeys.keys } : browser;
    const request = webpush.generateRequestDetails(target, JSON.stringify({ title: "t", body: "b", url: "/" }), { vapidDetails: { subject: "mailto:desk@example.com", ...keys }, TTL: 60, contentEncoding: "aes128gcm" });
    const headers = { ...request.headers } as Record<string, string>;
    delete headers["Content-Length"];
    if (options.audience) headers.Authorization = webpush.getVapidHeaders(options.audience, "mailto:desk@example.com", keys.publicKey, keys.privateKey, "aes128gcm").Authorization;
    if (options.forge) {
      // Keep the signature, swap the claims and the key: a forgery.
      const [, params] = headers.Authorization.split(" ");
      const t = /t=([^,]+)/.exec(params)![1];
      const [h, , sig] = t.split(".");
      const claims = Buffer.from(JSON.stringify({ aud: options.audience ?? push.origin, exp: Math.floor(Date.now() / 1000) + 600, sub: "mailto:desk@example.com" })).toString("base64url");
      const k = options.forge ? webpush.generateVAPIDKeys().publicKey : keys.publicKey;
      headers.Authorization = `vapid t=${h}.${claims}.${sig}, k=${k}`;
    }
    const res = await fetch(request.endpoint, { method: "POST", headers, body: new Uint8Array(request.body) });
    return res.status;
  };

  it("accepts a message signed and encrypted for the subscription, and refuses forged or misdirected ones", async () => {
    const browser = push.subscribe();
    expect(await post(browser, {})).toBe(201);
    expect(await post(browser, { forge: true })).toBe(403);
    expect(await post(browser, { audience: "https://push.example.com" })).toBe(403);
    expect(await post(browser, { otherKeys: push.subscribe() })).toBe(400);
    expect(push.rejected.filter((r) => r.endpoint === browser.endpoint).map((r) => r.reason)).toEqual([
      "JWT signature does not verify with k",
      `aud https://push.example.com is not ${push.origin}`,
      "payload does not decrypt with the subscription's keys",
    ]);
  });
});
