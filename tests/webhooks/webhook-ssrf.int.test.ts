import dns from "node:dns";
import { closeDb } from "@/db/client";
import { POST as createRoute } from "@/app/api/wl/webhooks/createWebhookEndpoint/route";
import { POST as updateRoute } from "@/app/api/wl/webhooks/updateWebhookEndpoint/route";
import { WebhookMessages } from "@/lib/contracts/webhooks";
import { emitWebhookEvent } from "@/server/webhooks/webhook-events";
import { runQueuedWebhookJobs } from "@/server/webhooks/webhook-queue";
import { createTestSite, createTestUser } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";
import { CREATE, deliveriesOf, makePartner, subscribe, webhookAdmin } from "./webhooks-world";

/*
 * SSRF (decision 0033): a webhook URL whose host is, or resolves to, a private, loopback, link-local,
 * CGNAT, multicast, metadata or reserved address is refused on registration (400 on url) and again at
 * delivery (DNS may have changed since). The only exception is the loopback opt-in
 * WAYFARE_WEBHOOK_ALLOW_LOOPBACK=1 (set for the tests, never by default), and it covers loopback only.
 * DNS answers are faked per host name by replacing dns.lookup (the guard resolves through it).
 */

const OPT_IN = "WAYFARE_WEBHOOK_ALLOW_LOOPBACK";
const fakeDns = new Map<string, { address: string; family: number }[]>();
const realLookup = dns.lookup;
let receiver: WebhookReceiver;
let site: { id: number; domain: string };
let token: string;
let partner: number;

beforeAll(async () => {
  (dns as { lookup: unknown }).lookup = ((host: string, options: unknown, callback: unknown) => {
    const cb = (typeof options === "function" ? options : callback) as (err: NodeJS.ErrnoException | null, a?: unknown, f?: number) => void;
    const opts = (typeof options === "object" && options !== null ? options : {}) as { all?: boolean };
    const answer = fakeDns.get(host);
    if (!answer) return (realLookup as (...args: unknown[]) => void)(host, options, callback);
    process.nextTick(() => (opts.all ? cb(null, answer) : cb(null, answer[0].address, answer[0].family)));
  }) as typeof dns.lookup;
  receiver = await startWebhookReceiver();
  site = await createTestSite();
  const agent = await createTestUser(site.id);
  partner = await makePartner(site.id, agent.id, "Rebind Partners");
  token = (await webhookAdmin(site)).token;
});
afterAll(async () => {
  (dns as { lookup: unknown }).lookup = realLookup;
  process.env[OPT_IN] = "1";
  await receiver.close();
  await closeDb();
});
afterEach(() => {
  process.env[OPT_IN] = "1";
  fakeDns.clear();
});

const create = (url: string) => call(createRoute, CREATE, { host: site.domain, token, body: { legalEntityId: partner, url, eventTypes: ["booking.ticketed"] } });

/** Runs due webhook jobs until the endpoint's newest delivery has made `attempts` attempts. */
async function attemptsOf(endpointId: number, attempts = 1) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await deliveriesOf(endpointId);
    if ((rows.at(-1)?.attempts ?? 0) >= attempts || Date.now() > deadline) return rows;
    if ((await runQueuedWebhookJobs()) === 0) await new Promise((r) => setTimeout(r, 100));
  }
}

describe("registration refuses a URL that reaches an internal address", () => {
  it.each([
    ["https://10.0.0.5/hooks", "a private address"],
    ["https://192.168.0.10/hooks", "a private address"],
    ["https://169.254.169.254/latest/meta-data", "a cloud metadata address"],
    ["https://100.64.0.7/hooks", "a carrier-grade NAT address"],
    ["https://224.0.0.251/hooks", "a multicast address"],
    ["https://[fe80::1]/hooks", "a link-local address"],
    ["https://[fd00:ec2::254]/hooks", "a cloud metadata address"],
    ["https://[::ffff:10.0.0.1]/hooks", "a private address"],
    ["https://[::ffff:127.0.0.1]/hooks", "a loopback address"],
    ["https://2130706433/hooks", "a loopback address"],
    ["https://127.0.0.1/hooks", "a loopback address"],
    ["https://localhost/hooks", "a loopback address"],
    ["https://[::1]/hooks", "a loopback address"],
  ])("%s: 400, %s", async (url, kind) => {
    delete process.env[OPT_IN];
    const res = await create(url);
    expect(res.status).toBe(400);
    expect(res.body.shortError.url).toContain(WebhookMessages.urlNotPublic);
    expect(res.body.shortError.url).toContain(kind);
  });

  it("a host name resolving to a private address (among public ones) is refused, naming the address", async () => {
    fakeDns.set("intranet.partner.example", [
      { address: "93.184.216.34", family: 4 },
      { address: "10.1.2.3", family: 4 },
    ]);
    const res = await create("https://intranet.partner.example/hooks");
    expect(res.status).toBe(400);
    expect(res.body.shortError.url).toBe(`${WebhookMessages.urlNotPublic}: intranet.partner.example resolves to a private address (10.1.2.3)`);
    fakeDns.set("v6.partner.example", [{ address: "::ffff:169.254.169.254", family: 6 }]);
    expect((await create("https://v6.partner.example/hooks")).body.shortError.url).toContain("a cloud metadata address (::ffff:169.254.169.254)");
  });

  it("update refuses the same URLs", async () => {
    fakeDns.set("public.partner.example", [{ address: "93.184.216.34", family: 4 }]);
    const { endpoint } = (await create("https://public.partner.example/hooks")).body.data;
    const res = await call(updateRoute, "/api/wl/webhooks/updateWebhookEndpoint", { host: site.domain, token, body: { endpointId: endpoint.id, url: "https://10.9.8.7/hooks" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError.url).toContain("a private address");
  });

  it("the loopback opt-in allows loopback only: private and metadata addresses stay refused", async () => {
    process.env[OPT_IN] = "1";
    expect((await create(receiver.url)).status).toBe(200);
    expect((await create("https://localhost/hooks")).status).toBe(200);
    expect((await create("https://10.0.0.5/hooks")).body.shortError.url).toContain("a private address");
    expect((await create("https://169.254.169.254/hooks")).body.shortError.url).toContain("a cloud metadata address");
  });

  it("without the opt-in, http to the loopback receiver is refused as not https", async () => {
    delete process.env[OPT_IN];
    const res = await create(receiver.url);
    expect(res.status).toBe(400);
    expect(res.body.shortError.url).toBe(WebhookMessages.urlInvalid);
  });
});

describe("delivery checks the address again", () => {
  it("a host that resolved to a public address at registration and to a private one now is not called", async () => {
    fakeDns.set("rebind.partner.example", [{ address: "93.184.216.34", family: 4 }]);
    const { endpoint } = (await create("https://rebind.partner.example/hooks")).body.data;
    fakeDns.set("rebind.partner.example", [{ address: "10.0.0.8", family: 4 }]);
    await emitWebhookEvent(site.id, partner, "booking.ticketed", { bookingId: 1 });
    const [row] = await attemptsOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, responseCode: null });
    expect(row.lastError).toBe(`${WebhookMessages.urlNotPublic}: rebind.partner.example resolves to a private address (10.0.0.8)`);
  });

  it("a host name is connected to through the guard's lookup: the checked address is the one reached", async () => {
    fakeDns.set("receiver.localhost", [{ address: "127.0.0.1", family: 4 }]);
    const url = receiver.url.replace("127.0.0.1", "receiver.localhost");
    const res = await create(url);
    expect(res.status).toBe(200);
    receiver.useSecret(res.body.data.secret);
    const before = receiver.received.length;
    await emitWebhookEvent(site.id, partner, "booking.ticketed", { bookingId: 4 });
    const rows = await attemptsOf(res.body.data.endpoint.id);
    expect(rows.at(-1)).toMatchObject({ status: "succeeded", responseCode: 204 });
    expect(receiver.received.slice(before).map((h) => h.payload.data)).toContainEqual({ bookingId: 4 });
    // Re-pointed to a private address: the next delivery does not connect.
    fakeDns.set("receiver.localhost", [{ address: "192.168.7.7", family: 4 }]);
    await emitWebhookEvent(site.id, partner, "booking.ticketed", { bookingId: 5 });
    const next = await attemptsOf(res.body.data.endpoint.id);
    expect(next.at(-1)!.lastError).toBe(`${WebhookMessages.urlNotPublic}: receiver.localhost resolves to a private address (192.168.7.7)`);
  });

  it("the loopback receiver registered under the opt-in is not called once the opt-in is off", async () => {
    const { endpoint } = await subscribe(site, token, receiver, partner, ["booking.ticketed"]);
    const before = receiver.received.length;
    delete process.env[OPT_IN];
    await emitWebhookEvent(site.id, partner, "booking.ticketed", { bookingId: 2 });
    const rows = await attemptsOf(endpoint.id);
    expect(rows.at(-1)).toMatchObject({ attempts: 1, responseCode: null });
    expect(rows.at(-1)!.lastError).toContain("a loopback address");
    expect(receiver.received.length).toBe(before);
    // With the opt-in the same endpoint is reached (the control).
    process.env[OPT_IN] = "1";
    await emitWebhookEvent(site.id, partner, "booking.ticketed", { bookingId: 3 });
    const deadline = Date.now() + 15_000;
    while (receiver.received.length === before && Date.now() < deadline) if ((await runQueuedWebhookJobs()) === 0) await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received.at(-1)?.payload.data).toEqual({ bookingId: 3 });
  });
});
