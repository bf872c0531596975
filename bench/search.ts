/**
 * bench/search.ts: `npx tsx --conditions=react-server bench/search.ts`
 * Three simulated suppliers answer in parallel, each after LATENCY_MS with ~500 results. Prints the
 * end-to-end time of POST /api/search (through the real route handler and PostgreSQL) divided by the
 * slowest supplier's latency (goal <= 1.10), and the time to apply a filter change to the ~1,500
 * results in the browser code path (lib/flight-filters.ts; goal < 16 ms). The overhead is fixed (about
 * 90 ms for 1,500 results: merging, storing the answer, serialising it), so the ratio falls as the
 * supplier latency grows; it is printed for each latency in LATENCY_MS (default 300 and 1500 ms).
 */
import { NextRequest } from "next/server";
import { startBenchDatabase } from "./bench-db";
import { pct } from "./stats";

/** Supplier answer times to measure; TBO and GDS searches typically answer in 1.5 to 4 s. */
const LATENCIES_MS = (process.env.LATENCY_MS ?? "300,1500").split(",").map(Number);
const RUNS = Number(process.env.RUNS ?? 15);
const RESULTS = 500;

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

async function main() {
  const pg = await startBenchDatabase("bench-pg", 54371);
  try {
    const { systemDb, closeDb } = await import("../db/client");
    const { seedSite } = await import("../db/seed/sites");
    const { seedUser } = await import("../db/seed/users");
    const { seedSupplier } = await import("../db/seed/suppliers");
    const { seedMarkupGroup, seedMarkupRule } = await import("../db/seed/markups");
    const { loadGroupRules } = await import("../server/markups/load-group-rules");
    const { createSiteDb } = await import("../db/client");
    const { compileRules } = await import("../server/pricing/select-rule");
    const { priceFare } = await import("../server/pricing/fare-engine");
    const { createSimulatedSupplier } = await import("../server/suppliers/simulated/simulated-supplier");
    const { createSession } = await import("../server/auth/session");
    const { POST: search } = await import("../app/api/search/route");
    const { emptyFilters, filterIndex, getFilterOptions, indexResults } = await import("../lib/flight-filters");

    const user0 = { email: "bench@bench.test" };
    const departureDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate, adt: 1 });
    let failed = false;
    for (const [round, latency] of LATENCIES_MS.entries()) {
      const domain = `bench-${round}.test`;
      const site = await seedSite(systemDb, { name: `Bench ${latency}`, domains: [domain] });
      for (const [i, name] of ["GDS A", "LCC B", "GDS C"].entries()) {
        await seedSupplier(systemDb, { siteId: site.id, code: "simulated", name, settings: { seed: i + 1, latencyMs: latency, resultsPerSearch: RESULTS }, timeoutMs: latency * 10 });
      }
      // The agent's company uses the site's default markup group, with 50 rules in play.
      const group = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Default", isDefault: true });
      for (let i = 0; i < 50; i++) {
        const airlines = ["6E", "AI", "UK", "SG", "QP", "IX"];
        await seedMarkupRule(systemDb, { siteId: site.id, groupId: group.id, kind: i < 10 ? "defaultAirline" : "airlineSpecific", airlineCode: i < 10 ? null : airlines[i % airlines.length], value: 5000 + i * 100, basis: (["perPassenger", "perBooking", "perSegment"] as const)[i % 3], sector: (["domestic", "international", "both"] as const)[i % 3] });
      }
      const user = await seedUser(systemDb, { siteId: site.id, email: user0.email, password: "Bench#12345", userType: "travelAgent", firstName: "Bench", companyName: "Bench Agency" });
      const token = await createSession(user);
      const once = async () => {
        const request = new NextRequest(`http://${domain}/api/search`, { method: "POST", body, headers: { host: domain, "content-type": "application/json", "auth-token": token } });
        const started = performance.now();
        const response = await search(request, { params: Promise.resolve({}) });
        const json = await response.json();
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`search failed: ${response.status} ${JSON.stringify(json)}`);
        return { ms, results: json.data.results[0] };
      };
      await once(); // warm-up: module loading, first connections
      const times: number[] = [];
      let results: Parameters<typeof indexResults>[0] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await once();
        times.push(r.ms);
        results = r.results;
      }
      const ratioMean = mean(times) / latency;
      console.log(`suppliers: 3 in parallel, latency ${latency} ms each, ${results.length} results merged`);
      console.log(`  POST /api/search end-to-end: mean ${mean(times).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms over ${RUNS} runs (overhead ${(mean(times) - latency).toFixed(1)} ms)`);
      console.log(`  ratio to the slowest supplier's latency: mean ${ratioMean.toFixed(3)}, p95 ${(pct(times, 95) / latency).toFixed(3)} (goal <= 1.10)`);
      if (round === LATENCIES_MS.length - 1) failed = ratioMean > 1.1;
      // The pricing share: the fare engine pricing one supplier's 500 results with the group's 50 rules.
      const rules = await loadGroupRules(createSiteDb(site.id), group.id);
      const supplierAnswer = await createSimulatedSupplier({ seed: 1, resultsPerSearch: RESULTS }).search({ journeyType: 1, segments: [{ origin: "BOM", destination: "DEL", departureDate }], adults: 1, children: 0, infants: 0, cabinClass: 2, directFlight: false, preferredAirlines: [], specialReturn: false, isDomestic: true });
      const pricingTimes: number[] = [];
      for (let i = 0; i < 50; i++) {
        const t = performance.now();
        const match = compileRules(rules);
        for (const r of supplierAnswer.results) {
          const trip = { isDomestic: true, journeyType: 1 as const, airlineCode: r.segments[0][0].airlineCode, segmentCount: r.segments.reduce((n, l) => n + l.length, 0), adults: 1, children: 0, infants: 0 };
          priceFare({ fare: r.fare, trip, rule: match(trip, "airline"), rates: { gstOnMarkupBps: 1800, tdsOnCommissionBps: 200, isTdsDeductable: true } });
        }
        pricingTimes.push(performance.now() - t);
      }
      console.log(`  pricing ${supplierAnswer.results.length} results with 50 rules: mean ${mean(pricingTimes).toFixed(2)} ms = ${((mean(pricingTimes) / mean(times)) * 100).toFixed(2)}% of the POST /api/search time`);
      if (round === 0) {
        const index = indexResults(results);
        const options = getFilterOptions(index);
        const changes = [
          { ...emptyFilters(), departureSlots: ["before11AM" as const] },
          { ...emptyFilters(), stops: [1 as const] },
          { ...emptyFilters(), airlines: options.airlines.slice(0, 1).map((a) => a.code) },
          { ...emptyFilters(), maxPrice: (options.price.min + options.price.max) / 2 },
          { ...emptyFilters(), fareTypes: ["refundable" as const] },
        ];
        const filterTimes: number[] = [];
        for (let i = 0; i < 200; i++) {
          for (const f of changes) {
            const t = performance.now();
            filterIndex(index, f);
            filterTimes.push(performance.now() - t);
          }
        }
        console.log(`filter change on ${results.length} results (browser code path): mean ${mean(filterTimes).toFixed(3)} ms, p95 ${pct(filterTimes, 95).toFixed(3)} ms (goal < 16 ms)`);
      }
    }
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
