/**
 * bench/jobsheet.ts: `npx tsx --conditions=react-server bench/jobsheet.ts`
 * Seeds one DMC site with 200 drivers and TRANSFERS (default 5,000) transfers on the measured day,
 * across those drivers at times from 05:00 to 22:55, plus the same load on the 15 days before and
 * after (so the day is 1 of 31 in the table: 155,000 rows) and another site's 5,000 that day. Then
 * RUNS times: the bare SQL (the same SELECT ... JOIN dmc_drivers ... ORDER BY through pg), the use
 * case getTransferJobSheet (query + mapping + charges per driver) and the whole route POST
 * /api/dmc/getTransferJobSheet (session, permission, zod, JSON); p50/p95 of each next to the goal
 * (p95 of getTransferJobSheet under 50 ms).
 */
import { NextRequest } from "next/server";
import { startBenchDatabase } from "./bench-db";
import { pct } from "./stats";

const TRANSFERS = Number(process.env.TRANSFERS ?? 5_000);
const DRIVERS = Number(process.env.DRIVERS ?? 200);
const RUNS = Number(process.env.RUNS ?? 100);
const GOAL_MS = 50;
const DAY = "2026-03-10";
type Route = (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function main() {
  const pg = await startBenchDatabase("bench-jobsheet-pg", 54391);
  try {
    const { closeDb, getPool, createSiteDb, systemDb } = await import("../db/client");
    const { seedSite } = await import("../db/seed/sites");
    const { seedUser } = await import("../db/seed/users");
    const { createSession } = await import("../server/auth/session");
    const { getTransferJobSheet } = await import("../server/dmc-transfers/get-transfer-job-sheet");
    const route = (await import("../app/api/dmc/getTransferJobSheet/route")).POST as Route;
    const pool = getPool();

    const site = await seedSite(systemDb, { name: "Bench DMC", domains: ["bench-jobs.test"] });
    const other = await seedSite(systemDb, { name: "Other DMC", domains: ["bench-other.test"] });
    const staff = await seedUser(systemDb, { siteId: site.id, email: "staff@bench.test", password: "Bench#12345", userType: "staff", firstName: "Bench", lastName: "Staff", isSuperAdmin: true });
    const token = await createSession(staff);
    const started = performance.now();
    for (const s of [site.id, other.id]) await pool.query("insert into dmc_drivers (site_id, name, phone) select $1, 'Driver ' || lpad(g::text, 3, '0'), '+9715' || g from generate_series(1, $2::int) g", [s, DRIVERS]);
    const seed = (siteId: number, fromDay: number, toDay: number) =>
      pool.query(
        `insert into dmc_transfers (site_id, sharing_type, date, time, pickup_location, drop_location, service_name, lead_passenger_name, pax_count, driver_id, internal_driver_charges, is_completed)
         select $1, case when g % 4 = 0 then 'PVT' else 'SIC' end, date '${DAY}' + d,
           lpad((5 + (g * 7) % 18)::text, 2, '0') || ':' || lpad(((g * 5) % 12 * 5)::text, 2, '0'),
           'Hotel ' || (g % 300) || ', Dubai', 'Attraction ' || (g % 80), 'Service ' || (g % 40), 'Guest ' || g, 1 + g % 6,
           (select min(id) from dmc_drivers where site_id = $1) + (g % $3::int), 1500 + (g % 50) * 100, g % 3 = 0
         from generate_series($4::int, $5::int) d, generate_series(1, $2::int) g`,
        [siteId, TRANSFERS, DRIVERS, fromDay, toDay],
      );
    await seed(site.id, -15, 15);
    await seed(other.id, 0, 0);
    await pool.query("vacuum (analyze) dmc_transfers, dmc_drivers");
    const { rows: counts } = await pool.query<{ n: string; day: string }>("select count(*) as n, count(*) filter (where site_id = $1 and date = $2) as day from dmc_transfers", [site.id, DAY]);
    console.log(`seeded ${Number(counts[0].n).toLocaleString()} transfers (${Number(counts[0].day).toLocaleString()} on ${DAY} for the site, ${DRIVERS} drivers) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const time = async (fn: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 10; i++) {
        const t = performance.now();
        await fn();
        if (i >= 10) times.push(performance.now() - t);
      }
      return times;
    };
    const bareSql = `select t.id, t.kart_id, t.sharing_type, t.date, t.time, t.pickup_location, t.drop_location, t.service_name, t.lead_passenger_name, t.pax_count,
        t.driver_id, d.name, t.internal_driver_charges, t.is_completed, t.completed_at, t.is_cancelled
      from dmc_transfers t left join dmc_drivers d on d.site_id = t.site_id and d.id = t.driver_id
      where t.site_id = $1 and t.date between $2 and $2 order by t.date, t.time, t.id`;
    if (process.env.EXPLAIN) console.log((await pool.query(`explain (analyze, buffers) ${bareSql}`, [site.id, DAY])).rows.map((r) => r["QUERY PLAN"]).join("\n"));
    const bare = await time(() => pool.query(bareSql, [site.id, DAY]));
    const ctx = { db: createSiteDb(site.id), site: { id: site.id, timezone: "Asia/Dubai" } } as unknown as Parameters<typeof getTransferJobSheet>[0];
    const sample = await getTransferJobSheet(ctx, { dateRange: { from: DAY, to: DAY } });
    console.log(`job sheet: ${sample.transfers.length} transfers, ${sample.chargesByDriver.length} drivers in the charges summary`);
    const useCase = await time(() => getTransferJobSheet(ctx, { dateRange: { from: DAY, to: DAY } }));
    const body = JSON.stringify({ dateRange: { from: DAY, to: DAY } });
    let bytes = 0;
    const api = await time(async () => {
      const request = new NextRequest("http://bench-jobs.test/api/dmc/getTransferJobSheet", { method: "POST", body, headers: { host: "bench-jobs.test", "content-type": "application/json", "auth-token": token } });
      const res = await route(request, { params: Promise.resolve({}) });
      bytes = (await res.text()).length;
      if (res.status !== 200) throw new Error(`getTransferJobSheet answered ${res.status}`);
    });
    const byDriver = await time(() => getTransferJobSheet(ctx, { dateRange: { from: DAY, to: DAY }, sortBy: "driver" }));
    const oneDriver = await time(() => getTransferJobSheet(ctx, { dateRange: { from: DAY, to: DAY }, driverId: sample.transfers[0].driverId }));
    const fmt = (t: number[]) => `p50 ${pct(t, 50).toFixed(1)} ms, p95 ${pct(t, 95).toFixed(1)} ms`;
    console.log(`bare SQL (same select, join, order), ${RUNS} runs: ${fmt(bare)}`);
    console.log(`getTransferJobSheet (use case), ${RUNS} runs: ${fmt(useCase)} (goal p95 < ${GOAL_MS} ms: ${pct(useCase, 95) < GOAL_MS ? "met" : "NOT met"})`);
    console.log(`  sortBy driver: ${fmt(byDriver)}; one driver's day: ${fmt(oneDriver)}`);
    console.log(`POST /api/dmc/getTransferJobSheet (session, permission, zod, JSON ${(bytes / 1024 / 1024).toFixed(1)} MB), ${RUNS} runs: ${fmt(api)}`);
    await closeDb();
  } finally {
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
