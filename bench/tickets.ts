/**
 * bench/tickets.ts: `NODE_OPTIONS=--expose-gc npx tsx --conditions=react-server bench/tickets.ts`
 * Seeds 1,000,000 bookings across two sites (ROWS to change), then prints:
 * - the p50/p95 of a filtered ticket-queue page through POST /api/getTickets (route handler, session,
 *   permission check, both queries, JSON) for a staff user, next to the same two SQL statements run bare;
 * - the peak memory (RSS) of exporting 25,000, 50,000 and 100,000 rows to Excel through
 *   POST /api/tickets/downloadExcel (goal: under 300 MB and flat as rows grow).
 */
import { NextRequest } from "next/server";
import { startBenchDatabase } from "./bench-db";
import { pct } from "./stats";

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 200);
type Route = (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function main() {
  const pg = await startBenchDatabase("bench-tickets-pg", 54373);
  try {
    const { systemDb, closeDb, getPool } = await import("../db/client");
    const { seedSite } = await import("../db/seed/sites");
    const { seedUser } = await import("../db/seed/users");
    const { createSession } = await import("../server/auth/session");
    const getTickets = (await import("../app/api/getTickets/route")).POST as Route;
    const downloadExcel = (await import("../app/api/tickets/downloadExcel/route")).POST as Route;
    const sites = [await seedSite(systemDb, { name: "Bench A", domains: ["bench-a.test"] }), await seedSite(systemDb, { name: "Bench B", domains: ["bench-b.test"] })];
    const staff = await seedUser(systemDb, { siteId: sites[0].id, email: "staff@bench.test", password: "Bench#12345", userType: "staff", firstName: "Bench", lastName: "Staff" });
    const agents = [];
    for (const [i, site] of sites.entries()) {
      for (let a = 0; a < 4; a++) agents.push(await seedUser(systemDb, { siteId: site.id, email: `agent${i}-${a}@bench.test`, password: "Bench#12345", userType: "travelAgent", firstName: "Agent", lastName: `${i}-${a}` }));
    }
    const token = await createSession(staff);
    const pool = getPool();
    const seedStarted = performance.now();
    // Half the rows on each site; on site A one agent (agents[0]) owns exactly 100,000 of them (the export figure).
    await pool.query(`
      insert into flight_orders (id, site_id, user_id, search_id, result_indexes, selection, amount, currency, status, expires_at, created_at)
      select md5('o' || g)::uuid, s.site_id, s.user_id, md5('s' || g)::uuid, '["1~x"]', '[]', 450000 + (g % 9000) * 100, 'INR', 'booked', now(), now()
      from generate_series(1, $1::int) g,
      lateral (select case when g % 2 = 0 then $2::int else $3::int end as site_id,
                      case when g % 2 = 0 and g <= 200000 then $4::int when g % 2 = 0 then $5::int else $6::int end as user_id) s`,
      [ROWS, sites[0].id, sites[1].id, agents[0].id, agents[1].id, agents[4].id]);
    await pool.query(`
      insert into flight_bookings (site_id, order_id, user_id, status, status_id, supplier_id, source, trace_id, result_index, supplier_result_index, pnr, is_lcc, is_domestic,
        airline_code, origin, destination, travel_date, passengers, passenger_names, ticket_numbers, result, segments, fare_amount, amount, currency, created_at, updated_at)
      select o.site_id, o.id, o.user_id, case when g % 50 = 0 then 'cancelled' else 'ticketed' end, case when g % 50 = 0 then 4 else 3 end, 1, 'Simulated', 't', '1~x', 'x',
        upper(substr(md5('p' || g), 1, 6)), g % 3 <> 0, g % 5 <> 0,
        (array['6E','AI','UK','SG','QP','IX'])[1 + g % 6], 'BOM', (array['DEL','BLR','DXB','MAA'])[1 + g % 4],
        date '2026-01-01' + (g % 365), jsonb_build_array(jsonb_build_object('paxType', 1, 'title', 'Mr', 'firstName', 'Pax', 'lastName', 'N' || g, 'ticket', jsonb_build_object('ticketId', 'T' || g, 'ticketNumber', '312-' || lpad(g::text, 10, '0')))),
        'pax n' || g, array['312-' || lpad(g::text, 10, '0')], '{}'::jsonb,
        jsonb_build_array(jsonb_build_array(jsonb_build_object('airlineCode', '6E', 'airlineName', 'IndiGo', 'originAirportCode', 'BOM', 'destinationAirportCode', 'DEL'))),
        o.amount, o.amount, 'INR', timestamptz '2025-06-01' + (g * interval '30 seconds'), now()
      from generate_series(1, $1::int) g join flight_orders o on o.id = md5('o' || g)::uuid`, [ROWS]);
    await pool.query("vacuum (freeze, analyze) flight_bookings"); // as autovacuum would in time: the visibility map lets pages and counts use index-only scans
    const { rows: [{ n }] } = await pool.query("select count(*)::int as n from flight_bookings");
    console.log(`seeded ${n.toLocaleString()} bookings across 2 sites in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const filters = { isDomestic: true, travelDateFrom: "2026-03-01", travelDateTo: "2026-05-31", sortBy: "TD", pageSize: 20 };
    const post = async (route: Route, p: string, body: unknown) => {
      const request = new NextRequest(`http://bench-a.test${p}`, { method: "POST", body: JSON.stringify(body), headers: { host: "bench-a.test", "content-type": "application/json", "auth-token": token } });
      return route(request, { params: Promise.resolve({}) });
    };
    const first = await (await post(getTickets, "/api/getTickets", { ...filters, page: 1 })).json();
    const totalPages = first.data.totalPages as number;
    const { rows: [{ exact }] } = await pool.query("select count(*)::int as exact from flight_bookings where site_id = $1 and is_domestic and travel_date between '2026-03-01' and '2026-05-31'", [sites[0].id]);
    console.log(`filter: domestic, travel 2026-03-01..2026-05-31, sort TD -> ${exact.toLocaleString()} rows (API total ${first.data.totalRecords.toLocaleString()}${first.data.isTotalCapped ? "+" : ""}, ${totalPages.toLocaleString()} pages)`);
    const api: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = 1 + Math.floor(Math.random() * Math.min(totalPages, 50));
      let started = performance.now();
      const res = await post(getTickets, "/api/getTickets", { ...filters, page });
      await res.json();
      api.push(performance.now() - started);
      started = performance.now();
      const where = "site_id = $1 and status = any($2) and is_domestic and travel_date >= $3 and travel_date <= $4";
      const params = [sites[0].id, ["ticketed", "changeRequested", "cancelled"], "2026-03-01", "2026-05-31"];
      await Promise.all([
        pool.query(`select b.id, b.created_at, b.travel_date, b.amount, b.currency, b.pnr, b.airline_code, b.segments->0->0->>'airlineName', b.segments, b.is_domestic, b.status, b.status_id, b.change_request_status_text, b.passengers, b.user_id, u.first_name, u.last_name, u.email from flight_bookings b left join users u on u.id = b.user_id where ${where.replace(/(site_id|status|is_domestic|travel_date)/g, "b.$1")} order by b.travel_date desc, b.id desc limit 20 offset ${(page - 1) * 20}`, params),
        pool.query(`select count(*) from (select 1 from flight_bookings where ${where} limit 10001) capped`, params),
      ]);
      bare.push(performance.now() - started);
    }
    console.log(`ticket-queue page through the API: p50 ${pct(api, 50).toFixed(1)} ms, p95 ${pct(api, 95).toFixed(1)} ms (goal p95 < 50 ms)`);
    console.log(`same SQL bare:                     p50 ${pct(bare, 50).toFixed(1)} ms, p95 ${pct(bare, 95).toFixed(1)} ms`);

    for (const limit of [25_000, 50_000, 100_000]) {
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const started = performance.now();
      // agents[0] owns exactly 100,000 rows on site A; travel dates narrow it to the size wanted.
      const days = Math.round((365 * limit) / 100_000);
      const to = new Date(Date.UTC(2026, 0, 1) + (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const res = await post(downloadExcel, "/api/tickets/downloadExcel", { userId: agents[0].id, travelDateFrom: "2026-01-01", travelDateTo: to, sortBy: "BD" });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      console.log(`Excel export to ${to}: ${(bytes / 1e6).toFixed(1)} MB file in ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS ${(peak / 1e6).toFixed(0)} MB (${((peak - baseline) / 1e6).toFixed(0)} MB above the ${(baseline / 1e6).toFixed(0)} MB before)`);
    }
    await closeDb();
  } finally {
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
