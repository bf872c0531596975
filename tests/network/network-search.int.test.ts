import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { apiKeys } from "@/db/schema/api-keys";
import { supplierRequests } from "@/db/schema/network";
import { legalEntities } from "@/db/schema/users";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as acceptTerms } from "@/app/api/wl/user/supplierApproval_acceptTermsAndConditions/route";
import { POST as requestCategory } from "@/app/api/supplier/consumerToSupplierRequests/route";
import { POST as changeStatus } from "@/app/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus/route";
import { POST as setSearch } from "@/app/api/supplier/supplierOnlyAccess/setFlightSearchSetting/route";
import { POST as pauseSupplier } from "@/app/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide/route";
import { addSupplier, daysFromNow } from "../helpers/flight-fixtures";
import { startRouteServer } from "../helpers/route-server";
import { createNetworkWorld, type NetworkSite, type NetworkWorld } from "./network-world";

type Fare = Record<string, number | undefined>;
type Result = { resultIndex: string; source: string; publishedPrice: number; fare: Fare; segments: { flightNumber: string; airlineCode: string; departureTime: string }[][]; fareChain?: Record<string, number> };

let supplierServer: Awaited<ReturnType<typeof startRouteServer>>;
beforeAll(async () => {
  supplierServer = await startRouteServer({ "/api/search": searchRoute });
});
beforeEach(() => {
  process.env.WAYFARE_NETWORK_ORIGIN = supplierServer.origin;
  delete process.env.NETWORK_SUPPLIER_TIMEOUT_MS;
});
afterAll(async () => {
  delete process.env.WAYFARE_NETWORK_ORIGIN;
  await supplierServer.close();
  await closeDb();
});

const SEARCH = "/api/search";
const body = () => ({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(20), adt: 2 });
const flightKey = (r: Result) => r.segments.map((leg) => leg.map((s) => `${s.airlineCode}${s.flightNumber}@${s.departureTime}`).join("+")).join("|");
/** A linked site's result: its index carries the mapping's negated id (an agent sees no source names, decision 0060). */
const isLinked = (r: Result) => r.resultIndex.startsWith("-");
const search = async (s: NetworkSite, role: "agent" | "staff" = "agent") => {
  const res = await s.as(role)(searchRoute, SEARCH, { body: body() });
  expect(res.status).toBe(200);
  return { results: res.body.data.results[0] as Result[], unavailable: res.body.data.unavailableSources as string[] };
};

async function link(w: NetworkWorld, who: "consumer" | "other" = "consumer"): Promise<number> {
  await w[who].as("admin")(acceptTerms, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { body: { supplierSiteId: w.supplier.site.id } });
  const req = await w[who].as("admin")(requestCategory, "/api/supplier/consumerToSupplierRequests", { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
  const requestId = req.body.data.requestId as number;
  const approved = await w.supplier.as("admin")(changeStatus, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", {
    body: { newRequestStatus: "Approved", requestId, consumerMongoSiteId: w[who].site.id },
  });
  expect(approved.status).toBe(200);
  return requestId;
}

/** Supplier: its own simulated source, ₹100 per booking for its partners (+18% GST). Consumer: its own source, ₹50 per booking for its agents. */
async function world() {
  const w = await createNetworkWorld();
  await addSupplier(w.supplier.site.id, { code: "simulated", name: "Supplier Sim", settings: { seed: 7 } });
  await seedMarkupRule(systemDb, { siteId: w.supplier.site.id, groupId: w.group.id, kind: "defaultAirline", value: 10000, basis: "perBooking" });
  await addSupplier(w.consumer.site.id, { code: "simulated", name: "Own Sim", settings: { seed: 11 } });
  const consumerGroup = await seedMarkupGroup(systemDb, { siteId: w.consumer.site.id, groupName: "Agents", isDefault: true });
  await seedMarkupRule(systemDb, { siteId: w.consumer.site.id, groupId: consumerGroup.id, kind: "defaultAirline", value: 5000, basis: "perBooking" });
  await addSupplier(w.other.site.id, { code: "simulated", name: "Other Sim", settings: { seed: 13 } });
  return w;
}

describe("flights through the network: search", () => {
  it("a consumer agent sees the supplier's fares priced with the supplier's markup for it plus its own, beside its own sources", async () => {
    const w = await world();
    await link(w);
    const { results, unavailable } = await search(w.consumer);
    expect(unavailable).toEqual([]);
    const fromSupplier = results.filter((r) => isLinked(r));
    expect(fromSupplier.length).toBeGreaterThan(0);
    expect(results.some((r) => !isLinked(r))).toBe(true);
    // Merged into one list by price.
    expect(results.map((r) => r.publishedPrice)).toEqual([...results.map((r) => r.publishedPrice)].sort((a, b) => a - b));
    // The supplier's own agents (same default group) see what the consumer's company buys at.
    // A network result's index is the mapping's (negated) id, then the supplier's own result index.
    const direct = new Map((await search(w.supplier)).results.map((r) => [r.resultIndex, r]));
    for (const r of fromSupplier) {
      expect(r.resultIndex).toMatch(/^-\d+~\d+~/);
      const d = direct.get(r.resultIndex.slice(r.resultIndex.indexOf("~") + 1))!;
      expect(d).toBeDefined();
      expect(d.fare.markup).toBe(100);
      expect(d.fare.gstOnMarkup).toBe(18);
      // The supplier's price to the consumer is the consumer's published fare; its markup +₹50 and 18% GST on top.
      expect(r.fare.publishedFare).toBeCloseTo(d.fare.totalPayable!, 2);
      expect(r.fare.markup).toBe(50);
      expect(r.fare.gstOnMarkup).toBe(9);
      expect(r.publishedPrice).toBeCloseTo(d.fare.totalPayable! + 59, 2);
      expect(r.publishedPrice).toBeCloseTo(d.fare.publishedFare! + 118 + 59, 2);
      expect(r.fareChain).toEqual({ supplierNet: d.fare.offeredFare, supplierMarkup: 118, consumerMarkup: 59, agentMarkup: 0 });
      expect(flightKey(r)).toBe(flightKey(d));
    }
    for (const r of results.filter((x) => !isLinked(x))) expect(r.fareChain).toBeUndefined();
  });

  // Issue 24: out of the box (no WAYFARE_NETWORK_ORIGIN) a linked site of the same deployment is
  // reached in-process (decision 0060); it was called at https://<its domain> and "did not answer".
  it("works with no origin setting: the linked site's fares arrive in-process, under the same key and relationship checks", async () => {
    delete process.env.WAYFARE_NETWORK_ORIGIN;
    const w = await world();
    const requestId = await link(w);
    const { results, unavailable } = await search(w.consumer);
    expect(unavailable).toEqual([]);
    const fromSupplier = results.filter((r) => isLinked(r));
    expect(fromSupplier.length).toBeGreaterThan(0);
    expect(fromSupplier.every((r) => /^-\d+~\d+~/.test(r.resultIndex) && r.fareChain?.supplierMarkup === 118)).toBe(true);
    // White label (decision 0060): the agent reads no source name, the consumer's staff do.
    expect(JSON.stringify(results)).not.toMatch(/Supplier Co|Supplier Sim|Own Sim/);
    const staff = await search(w.consumer, "staff");
    expect(new Set(staff.results.map((r) => r.source))).toEqual(new Set(["Supplier Co", "Own Sim"]));
    // The same rules as over HTTP: a revoked key, then a suspension, and the supplier drops out.
    const [mapping] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, requestId));
    await systemDb.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, mapping.networkApiKeyId!));
    const revoked = await search(w.consumer);
    expect(revoked.unavailable).toEqual([""]);
    expect(revoked.results.filter((r) => isLinked(r))).toHaveLength(0);
    expect(revoked.results.length).toBeGreaterThan(0);
  });

  it("issues one live read-write key for the consumer's company at the supplier and keeps it sealed on the mapping", async () => {
    const w = await world();
    const requestId = await link(w);
    await Promise.all([search(w.consumer), search(w.consumer)]);
    const [mapping] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, requestId));
    expect(mapping.networkApiKeySealed).toBeTruthy();
    expect(mapping.networkApiKeySealed).not.toContain("wf_live_");
    const keys = await systemDb.select().from(apiKeys).where(eq(apiKeys.siteId, w.supplier.site.id));
    const live = keys.filter((k) => !k.revokedAt);
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ id: mapping.networkApiKeyId, mode: "live", scope: "write" });
    const [company] = await systemDb.select().from(legalEntities).where(eq(legalEntities.id, live[0].legalEntityId));
    expect(company.consumerSiteId).toBe(w.consumer.site.id);
  });

  it("pausing, the supplier's search switch and suspension drop the source from the next search", async () => {
    const w = await world();
    const requestId = await link(w);
    const count = async () => (await search(w.consumer)).results.filter((r) => isLinked(r)).length;
    expect(await count()).toBeGreaterThan(0);

    const pause = (isPaused: boolean) => w.consumer.as("admin")(pauseSupplier, "/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide", { body: { supplierListId: requestId, isPaused } });
    expect((await pause(true)).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await pause(false)).status).toBe(200);
    expect(await count()).toBeGreaterThan(0);

    const toggle = (isFlightSearchAllowed: boolean) =>
      w.supplier.as("admin")(setSearch, "/api/supplier/supplierOnlyAccess/setFlightSearchSetting", { body: { isFlightSearchAllowed, consumerSiteId: w.consumer.site.id, supplierListId: requestId } });
    expect((await toggle(false)).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await toggle(true)).status).toBe(200);
    expect(await count()).toBeGreaterThan(0);

    const suspended = await w.supplier.as("admin")(changeStatus, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", {
      body: { newRequestStatus: "Suspended", requestId, consumerMongoSiteId: w.consumer.site.id },
    });
    expect(suspended.status).toBe(200);
    const after = await search(w.consumer);
    expect(after.results.filter((r) => isLinked(r))).toHaveLength(0);
    expect(after.results.length).toBeGreaterThan(0);
  });

  it("a consumer never sees another consumer's relationship: no source unless linked, and each key acts for its own company", async () => {
    const w = await world();
    const mine = await link(w);
    const other = await search(w.other);
    expect(other.results.filter((r) => isLinked(r))).toHaveLength(0);
    expect(other.results.some((r) => !isLinked(r))).toBe(true);

    const theirs = await link(w, "other");
    await search(w.consumer);
    await search(w.other);
    const rows = await systemDb
      .select({ id: supplierRequests.id, consumerSiteId: legalEntities.consumerSiteId })
      .from(supplierRequests)
      .innerJoin(apiKeys, eq(apiKeys.id, supplierRequests.networkApiKeyId))
      .innerJoin(legalEntities, and(eq(legalEntities.id, apiKeys.legalEntityId), eq(legalEntities.siteId, w.supplier.site.id)));
    const byRequest = new Map(rows.map((r) => [r.id, r.consumerSiteId]));
    expect(byRequest.get(mine)).toBe(w.consumer.site.id);
    expect(byRequest.get(theirs)).toBe(w.other.site.id);
  });

  it("a supplier that is down or hangs does not break the consumer's search: its own sources answer", async () => {
    const w = await world();
    await link(w);
    const dead = await startRouteServer({});
    await dead.close();
    process.env.WAYFARE_NETWORK_ORIGIN = dead.origin;
    const down = await search(w.consumer);
    expect(down.unavailable).toEqual([""]);
    expect(down.results.length).toBeGreaterThan(0);
    expect(down.results.every((r) => !isLinked(r))).toBe(true);

    const hanging = await startRouteServer({ "/api/search": () => new Promise<Response>(() => undefined) });
    process.env.WAYFARE_NETWORK_ORIGIN = hanging.origin;
    process.env.NETWORK_SUPPLIER_TIMEOUT_MS = "400";
    const started = Date.now();
    const slow = await search(w.consumer);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(slow.unavailable).toEqual([""]);
    expect(slow.results.every((r) => !isLinked(r))).toBe(true);
    hanging.server.closeAllConnections();
    await hanging.close();
  });
});
