/**
 * bench/rates.ts: `npx tsx --conditions=react-server bench/rates.ts`
 * Seeds a DMC catalogue of 100,000 rates on one site (RATES to change): 2,000 tour options with
 * ticket and transfer rates, 2,450 area-to-area lanes (50 areas) of transfer rates, 1,000 hotel room types with
 * nightly rates, each item's rates spread over two markets, 10 validity periods and priorities.
 * Then prices a 30-line itinerary (15 tour options, 10 of them with a transfer, 8 area transfers,
 * 7 two-night hotel stays) for a travel agent in the GCC market with an activity markup, RUNS
 * times, and prints the p50/p95 of the engine (loader + customer + pure pricing, as
 * dmc/priceDmcLines runs it) and of the whole route (session, permission, JSON) next to the goal
 * (p95 under 20 ms).
 */
import { NextRequest } from "next/server";
import { startBenchDatabase } from "./bench-db";
import { pct } from "./stats";

const RATES = Number(process.env.RATES ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 200);
const GOAL_MS = 20;
type Route = (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function main() {
  const pg = await startBenchDatabase("bench-rates-pg", 54377);
  try {
    const { systemDb, closeDb, getPool, createSiteDb } = await import("../db/client");
    const { seedSite } = await import("../db/seed/sites");
    const { seedUser } = await import("../db/seed/users");
    const { seedDmcBase } = await import("../db/seed/dmc");
    const { seedMarkupGroup, seedMarkupRule } = await import("../db/seed/markups");
    const { createSession } = await import("../server/auth/session");
    const { priceDmcLines } = await import("../server/dmc/price-dmc-lines");
    const { loadPricingInputs, pricingInputsQuery } = await import("../server/dmc/load-rate-catalogue");
    const { resolvePricingParty } = await import("../server/dmc/resolve-pricing-party");
    const { priceLines } = await import("../server/dmc/rate-engine");
    const priceRoute = (await import("../app/api/dmc/priceDmcLines/route")).POST as Route;
    type PriceLine = Parameters<typeof priceDmcLines>[2][number];

    const site = await seedSite(systemDb, { name: "Bench DMC", domains: ["bench-dmc.test"] });
    const base = await seedDmcBase(systemDb, site.id);
    const staff = await seedUser(systemDb, { siteId: site.id, email: "staff@bench.test", password: "Bench#12345", userType: "staff", firstName: "Bench", lastName: "Staff", isSuperAdmin: true });
    const agent = await seedUser(systemDb, { siteId: site.id, email: "agent@bench.test", password: "Bench#12345", userType: "travelAgent", firstName: "Bench", lastName: "Agent", companyName: "Bench Tours" });
    const group = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Default", isDefault: true });
    await seedMarkupRule(systemDb, { siteId: site.id, groupId: group.id, kind: "activity", valueType: "percent", value: 800 });
    const token = await createSession(staff);
    const pool = getPool();
    await pool.query("insert into dmc_customer_markets (user_id, site_id, market_id) values ($1, $2, $3)", [agent.id, site.id, base.markets.GCC]);

    // Shares of the catalogue: 40% ticket, 30% transfer, 10% area transfer, 20% room rates.
    const tourOptions = 2_000;
    const roomTypes = 1_000;
    const perTicket = Math.max(1, Math.round((RATES * 0.4) / tourOptions));
    const perTransfer = Math.max(1, Math.round((RATES * 0.3) / tourOptions));
    const perLane = Math.max(1, Math.round((RATES * 0.1) / 2_450));
    const perRoom = Math.max(1, Math.round((RATES * 0.2) / roomTypes));
    const markets = [base.markets.India, base.markets.GCC];
    // 50 areas (the demo's 7 and 43 more): 2,450 lanes of area-to-area rates.
    await pool.query("insert into dmc_areas (site_id, name, city_id) select $1, 'Area ' || g, $2 from generate_series(1, 43) g", [site.id, base.dubaiCityId]);
    const { rows: areaRows } = await pool.query<{ id: number }>("select id from dmc_areas where site_id = $1 order by id", [site.id]);
    const areaIds = areaRows.map((a) => a.id);
    const seedStarted = performance.now();
    await pool.query(
      `insert into dmc_activities (site_id, name, city_id) select $1, 'Activity ' || g, $2 from generate_series(1, 500) g`,
      [site.id, base.dubaiCityId],
    );
    await pool.query(
      `insert into dmc_tour_options (site_id, activity_id, name)
       select $1, (select min(id) from dmc_activities where site_id = $1) + (g % 500), 'Tour option ' || g from generate_series(1, $2::int) g`,
      [site.id, tourOptions],
    );
    // n rates per item: market alternates, 10 validity periods of 146 days from 2024, priority by index.
    const period = (g: string) => `date '2024-01-01' + ((${g} / 2) % 10) * 146`;
    await pool.query(
      `insert into dmc_ticket_rates (site_id, tour_option_id, market_id, description, currency, adult_amount, child_amount, valid_from_date, valid_till_date, priority)
       select $1, t.id, ($3::int[])[1 + k % 2], 'Ticket ' || k, 'USD', 4000 + k * 10, 3000 + k * 10, ${period("k")}, ${period("k")} + 145, 1 + k / 20
       from dmc_tour_options t, generate_series(0, $2::int - 1) k where t.site_id = $1`,
      [site.id, perTicket, markets],
    );
    await pool.query(
      `insert into dmc_transfer_rates (site_id, tour_option_id, market_id, description, currency, transfer_type, sharing_basis, amount, is_per_pax, min_pax, max_pax, valid_from_date, valid_till_date, priority)
       select $1, t.id, ($3::int[])[1 + k % 2], 'Transfer ' || k, 'AED', 'return', case when k % 3 = 0 then 'PVT' else 'SIC' end, 5000 + k, k % 3 <> 0,
         case when k % 3 = 0 then 1 end, case when k % 3 = 0 then 6 end, ${period("k")}, ${period("k")} + 145, 1 + k / 20
       from dmc_tour_options t, generate_series(0, $2::int - 1) k where t.site_id = $1`,
      [site.id, perTransfer, markets],
    );
    await pool.query(
      `insert into dmc_area_transfers (site_id, from_area_id, to_area_id, market_id, transfer_type, sharing_basis, currency, amount, is_per_pax, min_pax, max_pax, valid_from_date, valid_till_date, priority)
       select $1, f, t, ($3::int[])[1 + k % 2], (array['Pickup','Drop','Pickup & Drop'])[1 + k % 3], 'sharing', 'USD', 2500 + k,
         true, null, null, date '2024-01-01' + (k / 3) * 365, date '2024-01-01' + (k / 3) * 365 + 364, 1
       from unnest($4::int[]) f, unnest($4::int[]) t, generate_series(0, $2::int - 1) k`,
      [site.id, perLane, markets, areaIds],
    );
    await pool.query(`insert into dmc_hotels (site_id, name, city_id) select $1, 'Hotel ' || g, $2 from generate_series(1, $3::int) g`, [site.id, base.dubaiCityId, roomTypes / 5]);
    await pool.query(
      `insert into dmc_room_types (site_id, hotel_id, name) select $1, h.id, 'Room ' || k from dmc_hotels h, generate_series(1, 5) k where h.site_id = $1`,
      [site.id],
    );
    await pool.query(
      `insert into dmc_room_rates (site_id, room_type_id, market_id, currency, single_room_price, double_room_price, extra_adult_price, child_with_bed_price, child_without_bed_price, valid_from_date, valid_till_date, priority)
       select $1, r.id, ($3::int[])[1 + k % 2], 'USD', 9000 + k, 11000 + k, 3000, 2500, 1000, ${period("k")}, ${period("k")} + 145, 1 + k / 20
       from dmc_room_types r, generate_series(0, $2::int - 1) k where r.site_id = $1`,
      [site.id, perRoom, markets],
    );
    await pool.query("vacuum (analyze) dmc_ticket_rates, dmc_transfer_rates, dmc_area_transfers, dmc_room_rates, dmc_tour_options, dmc_room_types");
    const {
      rows: [{ n }],
    } = await pool.query(
      "select (select count(*) from dmc_ticket_rates) + (select count(*) from dmc_transfer_rates) + (select count(*) from dmc_area_transfers) + (select count(*) from dmc_room_rates) as n",
    );
    console.log(`seeded ${Number(n).toLocaleString()} rates in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const { rows: options } = await pool.query<{ id: number }>("select id from dmc_tour_options where site_id = $1 order by id limit 15 offset 100", [site.id]);
    const { rows: rooms } = await pool.query<{ id: number }>("select id from dmc_room_types where site_id = $1 order by id limit 7 offset 50", [site.id]);
    const date = "2025-03-10";
    const lines: PriceLine[] = [
      ...options.map((o, i): PriceLine => ({ kind: "tourOption", tourOptionId: o.id, date, adults: 2, children: 1, transfer: i < 10 ? { sharingBasis: "SIC", transferType: "return" } : null, comboId: null })),
      ...Array.from({ length: 8 }, (_, i): PriceLine => ({ kind: "areaTransfer", fromAreaId: areaIds[i * 5], toAreaId: areaIds[i * 5 + 2], purpose: "Pickup", sharingBasis: "sharing", date, adults: 2, children: 1 })),
      ...rooms.map((r): PriceLine => ({ kind: "hotel", roomTypeId: r.id, checkinDate: date, nights: 2, rooms: 1, adults: 2, childrenWithBed: 0, childrenWithoutBed: 1 })),
    ];
    const db = createSiteDb(site.id);
    const sample = await priceDmcLines(db, agent.id, lines);
    const priced = sample.lines.filter((l) => l.isPriced).length;
    console.log(`itinerary: ${lines.length} lines, ${priced} priced, totals ${sample.totals.map((t) => `${t.currency} ${(t.amount / 100).toFixed(2)}`).join(", ")} (market ${sample.market.name})`);

    // Where the time goes: the one query, then the pure part, each alone.
    const phase = async (fn: () => Promise<unknown> | unknown) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 10; i++) {
        const started = performance.now();
        await fn();
        if (i >= 10) times.push(performance.now() - started);
      }
      return `p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms`;
    };
    if (process.env.EXPLAIN) {
      const { sql } = await import("drizzle-orm");
      const plan = await systemDb.execute<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers) ${pricingInputsQuery(site.id, agent.id, lines)}`);
      console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
    }
    const { catalogue, customer } = await loadPricingInputs(db, agent.id, lines);
    const rows = [...catalogue.ticketRates.values(), ...catalogue.transferRates.values(), ...catalogue.areaTransfers.values(), ...catalogue.roomRates.values()].reduce((n, list) => n + list.length, 0);
    console.log(`  the one query (${rows} rates of the 30 lines' items, the customer, markets, markup rules): ${await phase(() => loadPricingInputs(db, agent.id, lines))}`);
    console.log(`  pure (market, markup rule, pricing, explanation): ${await phase(() => priceLines(lines, catalogue, resolvePricingParty(customer)))}`);

    const engine: number[] = [];
    for (let i = 0; i < RUNS + 10; i++) {
      const started = performance.now();
      await priceDmcLines(db, agent.id, lines);
      if (i >= 10) engine.push(performance.now() - started);
    }
    const body = JSON.stringify({
      adults: 2,
      children: 1,
      customerId: agent.id,
      lines: lines.map((l) => {
        if (l.kind === "tourOption") return { kind: l.kind, tourOptionId: l.tourOptionId, date: l.date, transfer: l.transfer };
        if (l.kind === "areaTransfer") return { kind: l.kind, fromAreaId: l.fromAreaId, toAreaId: l.toAreaId, purpose: l.purpose, sharingBasis: l.sharingBasis, date: l.date };
        return { kind: l.kind, roomTypeId: l.roomTypeId, checkinDate: l.checkinDate, nights: l.nights, rooms: l.rooms, childrenWithBed: 0, childrenWithoutBed: 1 };
      }),
    });
    const api: number[] = [];
    for (let i = 0; i < RUNS + 10; i++) {
      const request = new NextRequest("http://bench-dmc.test/api/dmc/priceDmcLines", { method: "POST", body, headers: { host: "bench-dmc.test", "content-type": "application/json", "auth-token": token } });
      const started = performance.now();
      const res = await priceRoute(request, { params: Promise.resolve({}) });
      await res.text();
      if (res.status !== 200) throw new Error(`priceDmcLines answered ${res.status}`);
      if (i >= 10) api.push(performance.now() - started);
    }
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`engine (loader + customer + pricing), ${RUNS} runs: p50 ${fmt(pct(engine, 50))}, p95 ${fmt(pct(engine, 95))} (goal p95 < ${GOAL_MS} ms: ${pct(engine, 95) < GOAL_MS ? "met" : "NOT met"})`);
    console.log(`POST /api/dmc/priceDmcLines, ${RUNS} runs: p50 ${fmt(pct(api, 50))}, p95 ${fmt(pct(api, 95))} (goal p95 < ${GOAL_MS} ms: ${pct(api, 95) < GOAL_MS ? "met" : "NOT met"})`);
    await closeDb();
  } finally {
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
