/**
 * bench/network-search.ts: `npx tsx --conditions=react-server bench/network-search.ts`
 * A consumer site whose only flight source is a linked supplier site (decision 0030): the consumer's
 * POST /api/search calls the supplier's POST /api/search over HTTP (a real loopback server running
 * the app's route handler) with the key the supplier issued to it, then prices the answer for its
 * own agent. Prints the consumer's end-to-end time divided by the supplier's own search time for
 * the same trip (its baseline: the supplier's agent searching directly), goal <= 1.15. The supplier's
 * simulated source answers after LATENCY_MS (default 300 and 1500) with RESULTS results (default 300).
 * Env: BENCH_PG_PORT (default 54421), RUNS (default 15).
 */
import { NextRequest } from "next/server";
import { startBenchDatabase } from "./bench-db";
import { pct } from "./stats";

const LATENCIES_MS = (process.env.LATENCY_MS ?? "300,1500").split(",").map(Number);
const RUNS = Number(process.env.RUNS ?? 15);
const RESULTS = Number(process.env.RESULTS ?? 300);
const GOAL = 1.15;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function main() {
  const pg = await startBenchDatabase("bench-network-pg", 54421);
  try {
    const { systemDb, closeDb } = await import("../db/client");
    const { seedSite } = await import("../db/seed/sites");
    const { seedUser } = await import("../db/seed/users");
    const { seedSupplier } = await import("../db/seed/suppliers");
    const { seedMarkupGroup, seedMarkupRule } = await import("../db/seed/markups");
    const { supplierProfiles, supplierRequests } = await import("../db/schema/network");
    const { legalEntities } = await import("../db/schema/users");
    const { leGroupMappings } = await import("../db/schema/pricing");
    const { createSession } = await import("../server/auth/session");
    const { POST: search } = await import("../app/api/search/route");
    const { startRouteServer } = await import("../tests/helpers/route-server");

    const supplierServer = await startRouteServer({ "/api/search": search });
    process.env.WAYFARE_NETWORK_ORIGIN = supplierServer.origin;
    process.env.NETWORK_SUPPLIER_TIMEOUT_MS = String(Math.max(...LATENCIES_MS) * 10);
    const departureDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate, adt: 1 });
    let failed = false;
    for (const [round, latency] of LATENCIES_MS.entries()) {
      const supplierDomain = `supplier-${round}.test`;
      const consumerDomain = `consumer-${round}.test`;
      const supplier = await seedSite(systemDb, { name: `Supplier ${latency}`, companyName: `Supplier ${latency}`, domains: [supplierDomain] });
      const consumer = await seedSite(systemDb, { name: `Consumer ${latency}`, companyName: `Consumer ${latency}`, domains: [consumerDomain] });
      await seedSupplier(systemDb, { siteId: supplier.id, code: "simulated", name: "Sim", settings: { seed: 3, latencyMs: latency, resultsPerSearch: RESULTS }, timeoutMs: latency * 10 });
      // Markups on both sides: the supplier's for its partners, the consumer's for its agents.
      const supplierGroup = await seedMarkupGroup(systemDb, { siteId: supplier.id, groupName: "Partners", isDefault: true });
      await seedMarkupRule(systemDb, { siteId: supplier.id, groupId: supplierGroup.id, kind: "defaultAirline", value: 10000, basis: "perBooking" });
      const consumerGroup = await seedMarkupGroup(systemDb, { siteId: consumer.id, groupName: "Agents", isDefault: true });
      await seedMarkupRule(systemDb, { siteId: consumer.id, groupId: consumerGroup.id, kind: "defaultAirline", value: 5000, basis: "perBooking" });
      // The approved Flights relationship (what approval makes: the consumer as a company of the supplier).
      await systemDb.insert(supplierProfiles).values({ siteId: supplier.id, categories: ["Flights"], termsAndConditions: "Bench terms" });
      const [company] = await systemDb.insert(legalEntities).values({ siteId: supplier.id, companyName: `Consumer ${latency}`, consumerSiteId: consumer.id }).returning();
      await systemDb.insert(leGroupMappings).values({ siteId: supplier.id, legalEntityId: company.id, groupId: supplierGroup.id });
      await systemDb.insert(supplierRequests).values({ supplierSiteId: supplier.id, consumerSiteId: consumer.id, category: "Flights", requestStatus: "Approved" });

      const supplierAgent = await seedUser(systemDb, { siteId: supplier.id, email: "agent@supplier.test", password: "Bench#12345", userType: "travelAgent", firstName: "S", companyName: "Supplier Agency" });
      const consumerAgent = await seedUser(systemDb, { siteId: consumer.id, email: "agent@consumer.test", password: "Bench#12345", userType: "travelAgent", firstName: "C", companyName: "Consumer Agency" });
      const tokens = { supplier: await createSession(supplierAgent), consumer: await createSession(consumerAgent) };
      const once = async (who: "supplier" | "consumer") => {
        const domain = who === "supplier" ? supplierDomain : consumerDomain;
        const request = new NextRequest(`http://${domain}/api/search`, { method: "POST", body, headers: { host: domain, "content-type": "application/json", "auth-token": tokens[who] } });
        const started = performance.now();
        const response = await search(request, { params: Promise.resolve({}) });
        const json = await response.json();
        const ms = performance.now() - started;
        if (response.status !== 200 || json.data.unavailableSources.length > 0) throw new Error(`${who} search failed: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
        return { ms, count: json.data.results[0].length as number };
      };
      await once("supplier");
      await once("consumer"); // warm-up; issues the key
      const own: number[] = [];
      const network: number[] = [];
      let count = 0;
      for (let i = 0; i < RUNS; i++) {
        own.push((await once("supplier")).ms);
        const r = await once("consumer");
        network.push(r.ms);
        count = r.count;
      }
      const ratio = mean(network) / mean(own);
      console.log(`one supplier site over HTTP, its source answering in ${latency} ms with ${count} results`);
      console.log(`  baseline, the supplier's own POST /api/search: mean ${mean(own).toFixed(1)} ms, p95 ${pct(own, 95).toFixed(1)} ms`);
      console.log(`  the consumer's POST /api/search through it:    mean ${mean(network).toFixed(1)} ms, p95 ${pct(network, 95).toFixed(1)} ms (overhead ${(mean(network) - mean(own)).toFixed(1)} ms)`);
      console.log(`  ratio consumer / supplier: mean ${ratio.toFixed(3)}, p95 ${(pct(network, 95) / pct(own, 95)).toFixed(3)} (goal <= ${GOAL})`);
      if (round === LATENCIES_MS.length - 1) failed = ratio > GOAL;
    }
    await supplierServer.close();
    await closeDb();
    if (failed) process.exitCode = 1;
  } finally {
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
