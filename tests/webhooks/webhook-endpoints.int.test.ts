import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { webhookEndpoints } from "@/db/schema/webhooks";
import { POST as createRoute } from "@/app/api/wl/webhooks/createWebhookEndpoint/route";
import { POST as deleteRoute } from "@/app/api/wl/webhooks/deleteWebhookEndpoint/route";
import { GET as deliveriesRoute } from "@/app/api/wl/webhooks/listDeliveries/route";
import { GET as listRoute } from "@/app/api/wl/webhooks/listWebhookEndpoints/route";
import { POST as replayRoute } from "@/app/api/wl/webhooks/replayDelivery/route";
import { POST as updateRoute } from "@/app/api/wl/webhooks/updateWebhookEndpoint/route";
import { WEBHOOK_DELIVERY_PAGE_SIZE, WebhookMessages } from "@/lib/contracts/webhooks";
import { decryptSecret } from "@/server/security/secret-box";
import { emitWebhookEvent } from "@/server/webhooks/webhook-events";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";
import { CREATE, deliveriesOf, makePartner, receivedBy, subscribe, webhookAdmin } from "./webhooks-world";

const P = "/api/wl/webhooks/";
let receiver: WebhookReceiver;

type World = Awaited<ReturnType<typeof makeWorld>>;
async function makeWorld() {
  const site = await createTestSite();
  const agent = await createTestUser(site.id);
  const partner = await makePartner(site.id, agent.id, "Skyline Partners");
  const { token } = await webhookAdmin(site);
  const staff = await createTestUser(site.id, { userType: "staff" });
  const staffToken = await logInAs(site.domain, staff.email!);
  const agentToken = await logInAs(site.domain, agent.email!);
  return { site, partner, token, staffToken, agentToken };
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

const create = (w: World, body: unknown, token = w.token) => call(createRoute, CREATE, { host: w.site.domain, token, body });

describe("wl/webhooks/createWebhookEndpoint", () => {
  it("answers the whsec_ secret once, stores it sealed, and never lists it", async () => {
    const res = await create(a, { legalEntityId: a.partner, url: "https://hooks.partner.example/wayfare", eventTypes: ["booking.ticketed", "changeRequest.updated", "booking.ticketed"], description: "Ops" });
    expect(res.status).toBe(200);
    const { endpoint, secret, message } = res.body.data;
    expect(message).toBe(WebhookMessages.created);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(endpoint).toMatchObject({ legalEntityId: a.partner, companyName: "Skyline Partners", url: "https://hooks.partner.example/wayfare", eventTypes: ["booking.ticketed", "changeRequest.updated"], isActive: true, description: "Ops", secretHint: `${secret.slice(0, 10)}…` });
    const [row] = await systemDb.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row.secretEnc).not.toContain(secret.slice(6));
    expect(row.secretEnc).toMatch(/^v1\./);
    expect(decryptSecret(row.secretEnc)).toBe(secret);
    const list = await call(listRoute, `${P}listWebhookEndpoints`, { host: a.site.domain, token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.data.result.map((e: { id: number }) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(10));
    // Another site's list does not show it.
    const other = await call(listRoute, `${P}listWebhookEndpoints`, { host: b.site.domain, token: b.token });
    expect(other.body.data.result.map((e: { id: number }) => e.id)).not.toContain(endpoint.id);
  });

  it.each([
    [{ url: "http://hooks.partner.example/x" }, "url", WebhookMessages.urlInvalid],
    [{ url: "ftp://hooks.partner.example/x" }, "url", WebhookMessages.urlInvalid],
    [{ url: "not a url" }, "url", WebhookMessages.urlInvalid],
    [{ url: "" }, "url", WebhookMessages.urlRequired],
    [{ eventTypes: ["booking.cancelled"] }, "eventTypes.0", WebhookMessages.eventTypeUnknown],
    [{ eventTypes: [] }, "eventTypes", WebhookMessages.eventTypesRequired],
    [{ eventTypes: undefined }, "eventTypes", WebhookMessages.eventTypesRequired],
  ])("%j: 400 with the field's message", async (change, field, message) => {
    const res = await create(a, { legalEntityId: a.partner, url: "https://ok.example/h", eventTypes: ["booking.ticketed"], ...change });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(JSON.stringify(res.body)).toContain(field.split(".")[0]);
  });

  it("accepts http only for a loopback host (the tests' receiver)", async () => {
    expect((await create(a, { legalEntityId: a.partner, url: receiver.url, eventTypes: ["booking.ticketed"] })).status).toBe(200);
  });

  it("401 without a session, 403 for staff without backoffice.webhooks.manage and for an agent; another site's company 404", async () => {
    const body = { legalEntityId: a.partner, url: "https://ok.example/h", eventTypes: ["booking.ticketed"] };
    expect((await call(createRoute, CREATE, { host: a.site.domain, body })).status).toBe(401);
    expect((await create(a, body, a.staffToken)).status).toBe(403);
    expect((await create(a, body, a.agentToken)).status).toBe(403);
    expect((await call(listRoute, `${P}listWebhookEndpoints`, { host: a.site.domain, token: a.staffToken })).status).toBe(403);
    const foreign = await create(a, { ...body, legalEntityId: b.partner });
    expect(foreign.status).toBe(404);
  });
});

describe("update, delete, delivery log and replay", () => {
  it("update changes only what is sent; another site's endpoint is 404 on every call", async () => {
    const { endpoint } = (await create(a, { legalEntityId: a.partner, url: "https://one.example/h", eventTypes: ["booking.ticketed"] })).body.data;
    const up = await call(updateRoute, `${P}updateWebhookEndpoint`, { host: a.site.domain, token: a.token, body: { endpointId: endpoint.id, isActive: false, eventTypes: ["booking.needsAttention"] } });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ message: WebhookMessages.updated, endpoint: { id: endpoint.id, url: "https://one.example/h", isActive: false, eventTypes: ["booking.needsAttention"], secretHint: endpoint.secretHint } });
    const bad = await call(updateRoute, `${P}updateWebhookEndpoint`, { host: a.site.domain, token: a.token, body: { endpointId: endpoint.id, url: "http://example.com" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(WebhookMessages.urlInvalid);
    const asB = { host: b.site.domain, token: b.token };
    expect((await call(updateRoute, `${P}updateWebhookEndpoint`, { ...asB, body: { endpointId: endpoint.id, isActive: true } })).status).toBe(404);
    expect((await call(deleteRoute, `${P}deleteWebhookEndpoint`, { ...asB, body: { endpointId: endpoint.id } })).status).toBe(404);
    expect((await call(deliveriesRoute, `${P}listDeliveries`, { ...asB, query: { endpointId: String(endpoint.id) } })).status).toBe(404);
    const del = await call(deleteRoute, `${P}deleteWebhookEndpoint`, { host: a.site.domain, token: a.token, body: { endpointId: endpoint.id } });
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ endpointId: endpoint.id, message: WebhookMessages.deleted });
    expect(await systemDb.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))).toEqual([]);
  });

  it("the log pages the deliveries; replay sends the same payload with the same webhook-id as a new delivery", async () => {
    const { endpoint } = await subscribe(a.site, a.token, receiver, a.partner, ["booking.ticketed"]);
    expect(await emitWebhookEvent(a.site.id, a.partner, "booking.ticketed", { bookingId: 7, pnr: "ABC123" })).toBeGreaterThanOrEqual(1);
    const before = receiver.received.length;
    await receivedBy(receiver, before + 1);
    const log = await call(deliveriesRoute, `${P}listDeliveries`, { host: a.site.domain, token: a.token, query: { endpointId: String(endpoint.id) } });
    expect(log.status).toBe(200);
    expect(log.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, page: 1 });
    const [first] = log.body.data.records;
    expect(first).toMatchObject({ eventType: "booking.ticketed", status: "succeeded", attempts: 1, responseCode: 204, nextAttemptAt: null, replayOfId: null });
    // Another site cannot replay it; a plain staff member may not.
    expect((await call(replayRoute, `${P}replayDelivery`, { host: b.site.domain, token: b.token, body: { deliveryId: first.id } })).status).toBe(404);
    expect((await call(replayRoute, `${P}replayDelivery`, { host: a.site.domain, token: a.staffToken, body: { deliveryId: first.id } })).status).toBe(403);
    expect((await call(replayRoute, `${P}replayDelivery`, { host: a.site.domain, token: a.token, body: {} })).status).toBe(400);
    const replay = await call(replayRoute, `${P}replayDelivery`, { host: a.site.domain, token: a.token, body: { deliveryId: first.id } });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ message: WebhookMessages.replayed, delivery: { status: "pending", attempts: 0, messageId: first.messageId, replayOfId: first.id } });
    const hooks = await receivedBy(receiver, before + 2);
    expect(hooks[before + 1].id).toBe(hooks[before].id);
    expect(hooks[before + 1].payload).toEqual(hooks[before].payload);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((r) => [r.status, r.replayOfId])).toEqual([
      ["succeeded", null],
      ["succeeded", first.id],
    ]);
    const page2 = await call(deliveriesRoute, `${P}listDeliveries`, { host: a.site.domain, token: a.token, query: { endpointId: String(endpoint.id), page: "2" } });
    expect(page2.body.data).toMatchObject({ records: [], totalRecords: 2, page: 2 });
    expect(WEBHOOK_DELIVERY_PAGE_SIZE).toBe(20);
    const badPage = await call(deliveriesRoute, `${P}listDeliveries`, { host: a.site.domain, token: a.token, query: { endpointId: String(endpoint.id), page: "0" } });
    expect(badPage.status).toBe(400);
  });
});
