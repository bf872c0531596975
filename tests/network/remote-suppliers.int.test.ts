import { eq } from "drizzle-orm";
import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { remoteSuppliers } from "@/db/schema/network";
import { users } from "@/db/schema/users";
import { POST as searchRoute } from "@/app/api/search/route";
import { GET as whoAmIRoute } from "@/app/api/partner/whoAmI/route";
import { POST as createKeyRoute } from "@/app/api/wl/apiKeys/createApiKey/route";
import { GET as listRoute } from "@/app/api/supplier/remoteSuppliers/route";
import { POST as addRoute } from "@/app/api/supplier/remoteSuppliers/add/route";
import { POST as statusRoute } from "@/app/api/supplier/remoteSuppliers/changeStatus/route";
import { POST as removeRoute } from "@/app/api/supplier/remoteSuppliers/remove/route";
import { loadSourceById } from "@/server/flights/load-source-by-id";
import { isNetworkHoldAllowed } from "@/server/network/network-hold";
import { remoteSourceId } from "@/server/network/remote-flight-sources";
import { addSupplier, daysFromNow } from "../helpers/flight-fixtures";
import { startRouteServer } from "../helpers/route-server";
import { createNetworkSite, expectStaffOnly, type NetworkSite } from "./network-world";

/**
 * The supplier lives in "another deployment": a site served on loopback by the route server, reached
 * only over HTTP with its origin, its site id and a key it issued (decision 0034).
 */
let remote: Awaited<ReturnType<typeof startRouteServer>>;
beforeAll(async () => {
  remote = await startRouteServer({ "/api/partner/whoAmI": whoAmIRoute, "/api/search": searchRoute });
});
beforeEach(() => {
  process.env.NETWORK_ALLOW_LOOPBACK_HTTP = "1";
  delete process.env.WAYFARE_NETWORK_ORIGIN;
});
afterAll(async () => {
  delete process.env.NETWORK_ALLOW_LOOPBACK_HTTP;
  await remote.close();
  await closeDb();
});

const ADD = "/api/supplier/remoteSuppliers/add";
const LIST = "/api/supplier/remoteSuppliers";
const STATUS = "/api/supplier/remoteSuppliers/changeStatus";
const REMOVE = "/api/supplier/remoteSuppliers/remove";

async function issueKey(supplier: NetworkSite, options: { mode?: "test" | "live"; scope?: "read" | "write" } = {}): Promise<string> {
  const [agent] = await systemDb.select({ legalEntityId: users.legalEntityId }).from(users).where(eq(users.id, supplier.agent.id));
  const res = await supplier.as("admin")(createKeyRoute, "/api/wl/apiKeys/createApiKey", {
    body: { legalEntityId: agent.legalEntityId, name: "Consumer network key", mode: options.mode ?? "live", scope: options.scope ?? "write" },
  });
  expect(res.status).toBe(200);
  return res.body.data.key as string;
}

async function world() {
  const supplier = await createNetworkSite({ companyName: "Remote Air" });
  await addSupplier(supplier.site.id, { code: "simulated", name: "Remote Sim", settings: { seed: 5 } });
  const consumer = await createNetworkSite({ companyName: "Far Consumer" });
  await addSupplier(consumer.site.id, { code: "simulated", name: "Own Sim", settings: { seed: 9 } });
  const key = await issueKey(supplier);
  return { supplier, consumer, key };
}

type Result = { resultIndex: string; source: string };
/** Searched by the site's staff, who see the sources' names (its agents do not: decision 0060). */
async function searchSources(s: NetworkSite) {
  const res = await s.as("staff")(searchRoute, "/api/search", { body: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(25), adt: 1 } });
  expect(res.status).toBe(200);
  return res.body.data.results[0] as Result[];
}

describe("a supplier from another deployment", () => {
  it("is added with origin, site id and key, checked by one call to the remote, stored sealed, and becomes a flight source", async () => {
    const w = await world();
    const res = await w.consumer.as("admin")(addRoute, ADD, { body: { origin: `${remote.origin}/`, siteId: w.supplier.site.id, apiKey: w.key } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Supplier added successfully");
    expect(res.body.data.remoteSupplier).toMatchObject({ origin: remote.origin, siteId: w.supplier.site.id, name: "Remote Air", keyMode: "live", keyScope: "write", isPaused: false, keyPrefix: w.key.slice(0, 16) });
    expect(JSON.stringify(res.body)).not.toContain(w.key);
    const [row] = await systemDb.select().from(remoteSuppliers).where(eq(remoteSuppliers.consumerSiteId, w.consumer.site.id));
    expect(row.apiKeySealed).not.toContain(w.key.slice(8));
    const list = await w.consumer.as("staff")(listRoute, LIST);
    expect(list.body.data.result).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(w.key);

    const results = await searchSources(w.consumer);
    const remoteResults = results.filter((r) => r.source === "Remote Air");
    expect(remoteResults.length).toBeGreaterThan(0);
    expect(results.some((r) => r.source === "Own Sim")).toBe(true);
    // Its own id space: -(1e9 + id), never a linked supplier's -<supplierListId>.
    for (const r of remoteResults) expect(r.resultIndex.startsWith(`${remoteSourceId(row.id)}~`)).toBe(true);
    expect(remoteSourceId(row.id)).toBeLessThan(-1_000_000_000);
  });

  it("answers a clear error for a wrong origin, site id or key", async () => {
    const w = await world();
    const add = (body: Record<string, unknown>) => w.consumer.as("admin")(addRoute, ADD, { body: { origin: remote.origin, siteId: w.supplier.site.id, apiKey: w.key, ...body } });

    const closed = await startRouteServer({});
    await closed.close();
    const unreachable = await add({ origin: closed.origin });
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.errorMessage).toBe("Could not reach the supplier at this origin: check the origin");

    const notWayfare = await startRouteServer({});
    const wrongOrigin = await add({ origin: notWayfare.origin });
    await notWayfare.close();
    expect(wrongOrigin.body.errorMessage).toBe("The origin did not answer as a Wayfare site: check the origin");

    const noSite = await add({ siteId: 2_000_000_000 });
    expect(noSite.status).toBe(400);
    expect(noSite.body.errorMessage).toBe("The supplier's deployment has no site with this id: check the site id");

    const otherSite = await add({ siteId: w.consumer.site.id });
    expect(otherSite.status).toBe(400);
    expect(otherSite.body.errorMessage).toBe("The supplier did not accept this API key: This API key is not valid for this site");

    const unknownKey = await add({ apiKey: `wf_live_${"0".repeat(40)}` });
    expect(unknownKey.body.errorMessage).toMatch(/^The supplier did not accept this API key: /);

    expect((await add({ apiKey: "secret" })).body.errorMessage).toBe("apiKey: Paste the whole API key the supplier issued you (it starts with wf_live_ or wf_test_)");
    expect((await add({ origin: "https://supplier.example.com/api/search" })).body.errorMessage).toBe("origin: Paste the supplier's origin, e.g. https://travel.example.com");
    expect((await add({ origin: "" })).body.errorMessage).toBe("origin: This is required field.");
    expect((await add({ origin: "http://supplier.example.com" })).body.errorMessage).toBe("The supplier's origin must be an https URL");
    expect((await add({ origin: "https://10.1.2.3" })).body.errorMessage).toBe("Could not reach the supplier at this origin: check the origin");

    expect(await systemDb.select().from(remoteSuppliers).where(eq(remoteSuppliers.consumerSiteId, w.consumer.site.id))).toEqual([]);
  });

  it("allows http to a loopback origin only behind the explicit switch", async () => {
    const w = await world();
    delete process.env.NETWORK_ALLOW_LOOPBACK_HTTP;
    const res = await w.consumer.as("admin")(addRoute, ADD, { body: { origin: remote.origin, siteId: w.supplier.site.id, apiKey: w.key } });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe("The supplier's origin must be an https URL");
  });

  it("refuses the same supplier twice (409)", async () => {
    const w = await world();
    const body = { origin: remote.origin, siteId: w.supplier.site.id, apiKey: w.key };
    expect((await w.consumer.as("admin")(addRoute, ADD, { body })).status).toBe(200);
    const again = await w.consumer.as("admin")(addRoute, ADD, { body });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe("This supplier is already added");
  });

  it("is paused, resumed and removed from the consumer side; the next search follows", async () => {
    const w = await world();
    const added = await w.consumer.as("admin")(addRoute, ADD, { body: { origin: remote.origin, siteId: w.supplier.site.id, apiKey: w.key } });
    const remoteSupplierId = added.body.data.remoteSupplier.remoteSupplierId as number;
    const count = async () => (await searchSources(w.consumer)).filter((r) => r.source === "Remote Air").length;
    expect(await count()).toBeGreaterThan(0);

    const paused = await w.consumer.as("admin")(statusRoute, STATUS, { body: { remoteSupplierId, isPaused: true } });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ message: "Supplier status changed successfully", remoteSupplier: { isPaused: true } });
    expect(await count()).toBe(0);
    await w.consumer.as("admin")(statusRoute, STATUS, { body: { remoteSupplierId, isPaused: false } });
    expect(await count()).toBeGreaterThan(0);

    const removed = await w.consumer.as("admin")(removeRoute, REMOVE, { body: { remoteSupplierId } });
    expect(removed.body.data).toEqual({ remoteSupplierId, message: "Supplier removed successfully" });
    expect(await count()).toBe(0);
    expect((await w.consumer.as("admin")(removeRoute, REMOVE, { body: { remoteSupplierId } })).status).toBe(404);
  });

  it("a remote supplier's source id finds that supplier for booking, and nothing once it is paused (no hold offered)", async () => {
    const w = await world();
    const added = await w.consumer.as("admin")(addRoute, ADD, { body: { origin: remote.origin, siteId: w.supplier.site.id, apiKey: w.key } });
    const remoteSupplierId = added.body.data.remoteSupplier.remoteSupplierId as number;
    const db = createSiteDb(w.consumer.site.id);
    expect(await loadSourceById(db, remoteSourceId(remoteSupplierId))).toMatchObject({ id: remoteSourceId(remoteSupplierId), name: "Remote Air", code: "wayfare" });
    expect(await isNetworkHoldAllowed(db, remoteSourceId(remoteSupplierId))).toBe(false);
    // Another site cannot reach it through the same id.
    expect(await loadSourceById(createSiteDb(w.supplier.site.id), remoteSourceId(remoteSupplierId))).toBeUndefined();
    await w.consumer.as("admin")(statusRoute, STATUS, { body: { remoteSupplierId, isPaused: true } });
    expect(await loadSourceById(db, remoteSourceId(remoteSupplierId))).toBeUndefined();
  });

  it("is the consumer's own: another site neither lists, pauses nor removes it (404), and permissions apply", async () => {
    const w = await world();
    const added = await w.consumer.as("admin")(addRoute, ADD, { body: { origin: remote.origin, siteId: w.supplier.site.id, apiKey: w.key } });
    const remoteSupplierId = added.body.data.remoteSupplier.remoteSupplierId as number;
    const stranger = await createNetworkSite({ companyName: "Stranger Travel" });
    await addSupplier(stranger.site.id, { code: "simulated", name: "Stranger Sim", settings: { seed: 3 } });
    expect((await stranger.as("admin")(listRoute, LIST)).body.data.result).toEqual([]);
    expect((await stranger.as("admin")(statusRoute, STATUS, { body: { remoteSupplierId, isPaused: true } })).status).toBe(404);
    expect((await stranger.as("admin")(removeRoute, REMOVE, { body: { remoteSupplierId } })).status).toBe(404);
    expect((await searchSources(stranger)).filter((r) => r.source === "Remote Air")).toHaveLength(0);

    // Plain staff may view (default) but not add, pause or remove.
    expect((await w.consumer.as("staff")(addRoute, ADD, { body: { origin: remote.origin, siteId: w.supplier.site.id, apiKey: w.key } })).status).toBe(403);
    expect((await w.consumer.as("staff")(statusRoute, STATUS, { body: { remoteSupplierId, isPaused: true } })).status).toBe(403);
    expect((await w.consumer.as("staff")(removeRoute, REMOVE, { body: { remoteSupplierId } })).status).toBe(403);
    await expectStaffOnly(w.consumer, listRoute, LIST);
    await expectStaffOnly(w.consumer, addRoute, ADD, { body: { origin: remote.origin, siteId: w.supplier.site.id, apiKey: w.key } });
  });
});

describe("GET /api/partner/whoAmI (the remote's side of the check)", () => {
  it("answers the key's site, company, prefix, mode and scope; a session without a key is 400", async () => {
    const w = await world();
    const readKey = await issueKey(w.supplier, { mode: "test", scope: "read" });
    const res = await fetch(`${remote.origin}/api/partner/whoAmI`, { headers: { "user-key": readKey, "site-id": String(w.supplier.site.id) } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toEqual({ siteId: w.supplier.site.id, siteCompanyName: "Remote Air", companyName: `Agency ${w.supplier.site.id}`, prefix: readKey.slice(0, 16), mode: "test", scope: "read", canSearchFlights: true });
    const session = await w.supplier.as("staff")(whoAmIRoute, "/api/partner/whoAmI");
    expect(session.status).toBe(400);
    expect(session.body.errorMessage).toBe("This call checks an API key: send it as user-key (with site-id) or auth-token");
    expect((await w.supplier.as("anonymous")(whoAmIRoute, "/api/partner/whoAmI")).status).toBe(401);
  });
});
