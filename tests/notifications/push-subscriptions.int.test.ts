import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema/notifications";
import { POST as checkRoute } from "@/app/api/notification/checkExistingSubscription/route";
import { POST as createRoute } from "@/app/api/notification/createPushNotificationSubscription/route";
import { base64UrlByteLength, isAllowedPushEndpoint, PushMessages } from "@/lib/contracts/push";
import { startFakePushService, type FakePushService } from "../helpers/fake-push";
import { as, createMailWorld, type MailWorld } from "./mail-world";

const CREATE = "/api/notification/createPushNotificationSubscription";
const CHECK = "/api/notification/checkExistingSubscription";

let push: FakePushService;
let w: MailWorld;
let other: MailWorld;

beforeAll(async () => {
  push = await startFakePushService();
  [w, other] = await Promise.all([createMailWorld(), createMailWorld()]);
});
afterAll(async () => {
  await push.close();
  await closeDb();
});

const rowsOf = (siteId: number, endpoint: string) => systemDb.select().from(pushSubscriptions).where(and(eq(pushSubscriptions.siteId, siteId), eq(pushSubscriptions.endpoint, endpoint)));
const check = (world: MailWorld, who: "admin" | "staff" | "agent" | "anonymous", endpoint: string) => as(world, who)(checkRoute, CHECK, { body: { subscriptionEndPoint: endpoint } });

describe("POST /api/notification/createPushNotificationSubscription", () => {
  it("stores the browser's subscription for the signed-in user; checkExistingSubscription then answers true", async () => {
    const browser = push.subscribe();
    expect((await check(w, "staff", browser.endpoint)).body).toEqual({ success: true, data: { result: { isSubscriptionExistForCurrentUser: false } } });
    const res = await as(w, "staff")(createRoute, CREATE, { body: { subscription: browser.toJSON() }, headers: { "user-agent": "Chromium test" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { message: "Push notifications turned on" } });
    expect(await rowsOf(w.site.id, browser.endpoint)).toEqual([
      expect.objectContaining({ userId: w.staff.id, p256dh: browser.keys.p256dh, auth: browser.keys.auth, userAgent: "Chromium test", failureCount: 0 }),
    ]);
    expect((await check(w, "staff", browser.endpoint)).body.data).toEqual({ result: { isSubscriptionExistForCurrentUser: true } });
  });

  it("subscribing again from the same browser keeps one row, owned by the last user, with fresh keys", async () => {
    const browser = push.subscribe();
    await as(w, "staff")(createRoute, CREATE, { body: { subscription: browser.toJSON() } });
    await systemDb.update(pushSubscriptions).set({ failureCount: 3 }).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    const again = await as(w, "agent")(createRoute, CREATE, { body: { subscription: { ...browser.toJSON(), keys: { ...browser.keys, auth: "AAAAAAAAAAAAAAAAAAAAAA" } } } });
    expect(again.status).toBe(200);
    const rows = await rowsOf(w.site.id, browser.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: w.agent.id, auth: "AAAAAAAAAAAAAAAAAAAAAA", failureCount: 0 });
    expect((await check(w, "agent", browser.endpoint)).body.data.result.isSubscriptionExistForCurrentUser).toBe(true);
    expect((await check(w, "staff", browser.endpoint)).body.data.result.isSubscriptionExistForCurrentUser).toBe(false);
  });

  it("answers 400 with each field's message and stores nothing", async () => {
    const browser = push.subscribe();
    const send = (subscription: unknown) => as(w, "staff")(createRoute, CREATE, { body: { subscription } });
    const empty = await as(w, "staff")(createRoute, CREATE, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
    expect((await send({})).body.shortError).toEqual({ "subscription.endpoint": PushMessages.endpointRequired, "subscription.keys": PushMessages.keysRequired });
    const badKeys = await send({ endpoint: browser.endpoint, keys: { p256dh: browser.keys.p256dh.slice(0, 40), auth: "not base64!" } });
    expect(badKeys.body.shortError).toEqual({ "subscription.keys.p256dh": PushMessages.p256dhInvalid, "subscription.keys.auth": PushMessages.authInvalid });
    // 65 bytes but not an uncompressed point (0x04 first), and a 17-byte auth.
    const notAPoint = await send({ endpoint: browser.endpoint, keys: { p256dh: Buffer.alloc(65, 7).toString("base64url"), auth: Buffer.alloc(17).toString("base64url") } });
    expect(notAPoint.body.shortError).toEqual({ "subscription.keys.p256dh": PushMessages.p256dhInvalid, "subscription.keys.auth": PushMessages.authInvalid });
    for (const endpoint of ["ftp://push.example.com/x", "http://push.example.com/x", "not a url", "https://user:pw@push.example.com/x"]) {
      expect((await send({ ...browser.toJSON(), endpoint })).body.shortError).toEqual({ "subscription.endpoint": PushMessages.endpointInvalid });
    }
    expect((await send({ ...browser.toJSON(), expirationTime: "soon" })).body.shortError).toEqual({ "subscription.expirationTime": PushMessages.expirationInvalid });
    expect(await systemDb.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, browser.endpoint))).toBe(0);
  });

  it("needs a login (401)", async () => {
    const browser = push.subscribe();
    const res = await as(w, "anonymous")(createRoute, CREATE, { body: { subscription: browser.toJSON() } });
    expect(res.status).toBe(401);
    expect((await check(w, "anonymous", browser.endpoint)).status).toBe(401);
    expect(await systemDb.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, browser.endpoint))).toBe(0);
  });

  it("is site-scoped: another site's subscription is not visible, and the same browser subscribes to each site apart", async () => {
    const browser = push.subscribe();
    await as(other, "staff")(createRoute, CREATE, { body: { subscription: browser.toJSON() } });
    expect((await check(other, "staff", browser.endpoint)).body.data.result.isSubscriptionExistForCurrentUser).toBe(true);
    expect((await check(w, "staff", browser.endpoint)).body.data.result.isSubscriptionExistForCurrentUser).toBe(false);
    expect((await check(w, "admin", browser.endpoint)).body.data.result.isSubscriptionExistForCurrentUser).toBe(false);
    // A site's user asking with another site's endpoint on the other host still reads their own site only.
    const crossed = await as(w, "staff")(checkRoute, CHECK, { host: other.site.domain, body: { subscriptionEndPoint: browser.endpoint } });
    expect(crossed.body.data?.result?.isSubscriptionExistForCurrentUser ?? false).toBe(false);
    await as(w, "staff")(createRoute, CREATE, { body: { subscription: browser.toJSON() } });
    expect((await rowsOf(other.site.id, browser.endpoint))[0]).toMatchObject({ userId: other.staff.id });
    expect((await rowsOf(w.site.id, browser.endpoint))[0]).toMatchObject({ userId: w.staff.id });
  });
});

describe("push subscription rules", () => {
  it("decodes base64url lengths", () => {
    expect(base64UrlByteLength(Buffer.alloc(16).toString("base64url"))).toBe(16);
    expect(base64UrlByteLength(Buffer.alloc(65).toString("base64url"))).toBe(65);
    expect(base64UrlByteLength(Buffer.alloc(16).toString("base64"))).toBe(16);
    expect(base64UrlByteLength("a+b/")).toBe(-1);
    expect(base64UrlByteLength("abcde")).toBe(-1);
  });

  it("allows http endpoints on loopback outside production only", () => {
    expect(isAllowedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", true)).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:4706/push/1", false)).toBe(true);
    expect(isAllowedPushEndpoint("http://localhost:4706/push/1", false)).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:4706/push/1", true)).toBe(false);
    expect(isAllowedPushEndpoint("http://push.example.com/1", false)).toBe(false);
  });
});
