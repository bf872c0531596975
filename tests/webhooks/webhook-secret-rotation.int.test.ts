import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { closeDb, systemDb } from "@/db/client";
import { webhookEndpoints } from "@/db/schema/webhooks";
import { POST as rotateRoute } from "@/app/api/wl/webhooks/rotateWebhookSecret/route";
import { GET as listRoute } from "@/app/api/wl/webhooks/listWebhookEndpoints/route";
import { WEBHOOK_SECRET_GRACE_HOURS, WebhookMessages } from "@/lib/contracts/webhooks";
import { emitWebhookEvent } from "@/server/webhooks/webhook-events";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from "../helpers/webhook-receiver";
import { makePartner, receivedBy, subscribe, webhookAdmin } from "./webhooks-world";

/*
 * Secret rotation (decision 0033): rotateWebhookSecret answers a new secret once; for
 * WEBHOOK_SECRET_GRACE_HOURS every delivery carries two signatures (new and old, space-separated in
 * webhook-signature, as Standard Webhooks allows), so a receiver still holding the old secret and one
 * already holding the new one both verify. After the grace period only the new secret signs.
 */

const ROTATE = "/api/wl/webhooks/rotateWebhookSecret";
let receiver: WebhookReceiver;
type World = Awaited<ReturnType<typeof makeWorld>>;
async function makeWorld() {
  const site = await createTestSite();
  const agent = await createTestUser(site.id);
  const partner = await makePartner(site.id, agent.id, "Rotating Partners");
  const { token } = await webhookAdmin(site);
  const staff = await createTestUser(site.id, { userType: "staff" });
  return { site, partner, token, staffToken: await logInAs(site.domain, staff.email!) };
}
let a: World;
let b: World;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  [a, b] = await Promise.all([makeWorld(), makeWorld()]);
});
afterAll(async () => {
  await receiver.close();
  await closeDb();
});

const headersOf = (hook: ReceivedWebhook) => ({ "webhook-id": hook.id, "webhook-timestamp": String(hook.timestamp), "webhook-signature": hook.signature });
const verifies = (secret: string, hook: ReceivedWebhook) => {
  try {
    new Webhook(secret).verify(hook.body, headersOf(hook));
    return true;
  } catch {
    return false;
  }
};
const rotate = (w: World, body: unknown, token = w.token) => call(rotateRoute, ROTATE, { host: w.site.domain, token, body });

async function deliverOne(w: World, bookingId: number) {
  const before = receiver.received.length;
  await emitWebhookEvent(w.site.id, w.partner, "booking.ticketed", { bookingId });
  const hooks = await receivedBy(receiver, before + 1);
  expect(hooks).toHaveLength(before + 1);
  return hooks[before];
}

describe("wl/webhooks/rotateWebhookSecret", () => {
  it("answers a new secret once; for the grace period deliveries verify with the old and with the new secret; then only the new one", async () => {
    const { endpoint, secret: oldSecret } = await subscribe(a.site, a.token, receiver, a.partner, ["booking.ticketed"]);
    const res = await rotate(a, { endpointId: endpoint.id });
    expect(res.status).toBe(200);
    const { secret: newSecret, endpoint: rotated, message } = res.body.data;
    expect(message).toBe(WebhookMessages.rotated);
    expect(newSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.secretHint).toBe(`${newSecret.slice(0, 10)}…`);
    const graceEnd = Date.parse(rotated.previousSecretExpiresAt);
    expect(Math.abs(graceEnd - (Date.now() + WEBHOOK_SECRET_GRACE_HOURS * 3600_000))).toBeLessThan(60_000);
    expect(WEBHOOK_SECRET_GRACE_HOURS).toBe(24);
    const list = await call(listRoute, "/api/wl/webhooks/listWebhookEndpoints", { host: a.site.domain, token: a.token });
    expect(JSON.stringify(list.body)).not.toContain(newSecret.slice(10));
    expect(JSON.stringify(list.body)).not.toContain(oldSecret.slice(10));

    // In the grace period: two signatures; the receiver still on the old secret verifies, and so does one on the new.
    receiver.useSecret(oldSecret);
    const during = await deliverOne(a, 11);
    expect(during.signature.split(" ")).toHaveLength(2);
    expect(verifies(oldSecret, during)).toBe(true);
    expect(verifies(newSecret, during)).toBe(true);
    receiver.useSecret(newSecret);
    const switched = await deliverOne(a, 12);
    expect(switched.payload.data).toEqual({ bookingId: 12 });
    expect(verifies(oldSecret, switched)).toBe(true);

    // After the grace period: only the new secret signs.
    await systemDb.update(webhookEndpoints).set({ previousSecretExpiresAt: new Date(Date.now() - 1000) }).where(eq(webhookEndpoints.id, endpoint.id));
    const after = await deliverOne(a, 13);
    expect(after.signature.split(" ")).toHaveLength(1);
    expect(verifies(newSecret, after)).toBe(true);
    expect(verifies(oldSecret, after)).toBe(false);
  });

  it("rotating again within the grace period keeps only the secret it replaces as the old one", async () => {
    const { endpoint, secret: first } = await subscribe(b.site, b.token, receiver, b.partner, ["booking.ticketed"]);
    const second = (await rotate(b, { endpointId: endpoint.id })).body.data.secret as string;
    const third = (await rotate(b, { endpointId: endpoint.id })).body.data.secret as string;
    receiver.useSecret(third);
    const hook = await deliverOne(b, 21);
    expect(verifies(third, hook)).toBe(true);
    expect(verifies(second, hook)).toBe(true);
    expect(verifies(first, hook)).toBe(false);
  });

  it("401 without a session, 403 without backoffice.webhooks.manage, 400 without endpointId, another site's endpoint 404", async () => {
    const { endpoint } = (await subscribe(a.site, a.token, receiver, a.partner, ["booking.needsAttention"])) as { endpoint: { id: number } };
    expect((await call(rotateRoute, ROTATE, { host: a.site.domain, body: { endpointId: endpoint.id } })).status).toBe(401);
    expect((await rotate(a, { endpointId: endpoint.id }, a.staffToken)).status).toBe(403);
    const bad = await rotate(a, {});
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toHaveProperty("endpointId");
    expect((await rotate(b, { endpointId: endpoint.id })).status).toBe(404);
  });
});
