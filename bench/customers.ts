/**
 * bench/customers.ts: `npx tsx --conditions=react-server bench/customers.ts`
 * Seeds 100,000 customers on one site (ROWS to change; 10,000 companies, markup-group mappings,
 * permission groups) and 20,000 on another, then prints the p50/p95 of a searched, paged
 * POST /api/wl/user/getCustomers (route handler, session, permission check, the page and count
 * queries, JSON) for a staff user, next to the same two SQL statements run bare (goal p95 < 50 ms).
 */
import { NextRequest } from "next/server";
import { startBenchDatabase } from "./bench-db";
import { pct } from "./stats";

const ROWS = Number(process.env.ROWS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 200);
type Route = (request: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const FIRST = ["Aarav", "Vivaan", "Aditya", "Ishaan", "Riya", "Ananya", "Diya", "Kabir", "Meera", "Rohan", "Sara", "Neha", "Arjun", "Kavya", "Dev", "Tara", "Nikhil", "Pooja", "Rahul", "Sneha"];
const LAST = ["Sharma", "Verma", "Iyer", "Nair", "Reddy", "Gupta", "Mehta", "Shah", "Patel", "Kumar", "Singh", "Das", "Bose", "Menon", "Pillai", "Joshi", "Kapoor", "Malhotra", "Chopra", "Rao"];

/** The customer search indexes of migrations 0012 and 0014: dropped for the baseline run, then put back. */
const SEARCH_INDEXES = [
  "users_name_trgm_idx",
  "users_email_trgm_idx",
  "users_phone_trgm_idx",
  "users_phone_numbers_trgm_idx",
  "users_legal_entity_created_idx",
  "users_site_created_idx",
  "users_site_name_idx",
  "legal_entities_company_trgm_idx",
];

async function main() {
  const pg = await startBenchDatabase("bench-customers-pg", 54375);
  try {
    const { systemDb, closeDb, getPool } = await import("../db/client");
    const { seedSite } = await import("../db/seed/sites");
    const { seedUser } = await import("../db/seed/users");
    const { createSession } = await import("../server/auth/session");
    const getCustomers = (await import("../app/api/wl/user/getCustomers/route")).POST as Route;
    const sites = [await seedSite(systemDb, { name: "Bench A", domains: ["bench-a.test"] }), await seedSite(systemDb, { name: "Bench B", domains: ["bench-b.test"] })];
    const staff = await seedUser(systemDb, { siteId: sites[0].id, email: "staff@bench.test", password: "Bench#12345", userType: "staff", firstName: "Bench", lastName: "Staff" });
    const token = await createSession(staff);
    const pool = getPool();
    const seedStarted = performance.now();
    for (const [i, site] of sites.entries()) {
      const rows = i === 0 ? ROWS : Math.round(ROWS / 5);
      const companies = Math.round(rows / 10);
      await pool.query("insert into markup_groups (site_id, group_name, is_default) values ($1, 'Default', true), ($1, 'Gold', false), ($1, 'Silver', false)", [site.id]);
      await pool.query("insert into rbac_user_groups (site_id, group_name) select $1, 'Group ' || g from generate_series(1, 5) g", [site.id]);
      await pool.query(
        `insert into legal_entities (site_id, company_name, pan_number, gst_number)
         select $1, (array['Sky','Blue','Sun','Sea','Star','Lotus','Peak','Royal'])[1 + g % 8] || ' ' || (array['Travels','Tours','Holidays','Voyages','Trips'])[1 + g % 5] || ' ' || g, 'ABCDE' || lpad(g::text, 4, '0') || 'F', null
         from generate_series(1, $2::int) g`,
        [site.id, companies],
      );
      await pool.query(
        `insert into le_group_mappings (site_id, legal_entity_id, group_id)
         select $1, le.id, (select id from markup_groups where site_id = $1 and group_name = 'Gold') from legal_entities le where le.site_id = $1 and le.id % 3 = 0`,
        [site.id],
      );
      await pool.query(
        `insert into users (site_id, user_type, first_name, last_name, email, phone, phone_country_code, phone_numbers, is_verified, is_blocked, legal_entity_id, rbac_user_group_id, created_at)
         select $1::int, case when g % 5 = 0 then 'retail' else 'travelAgent' end, ($3::text[])[1 + g % 20], ($4::text[])[1 + (g / 20) % 20] || ' ' || g,
           's' || $1::int || '-c' || g || '@bench.test', '9' || lpad(($1::int * 10000000 + g)::text, 9, '0'), '91',
           jsonb_build_array(jsonb_build_object('label', 'Primary', 'phoneNumber', '9' || lpad(($1::int * 10000000 + g)::text, 9, '0'), 'phoneCountryCode', '91')),
           g % 7 <> 0, g % 50 = 0,
           case when g % 5 = 0 then null else (select min(id) from legal_entities where site_id = $1::int) + g % $5 end,
           case when g % 10 = 0 then (select min(id) from rbac_user_groups where site_id = $1::int) + g % 5 else null end,
           timestamptz '2024-01-01' + g * interval '5 minutes'
         from generate_series(1, $2::int) g`,
        [site.id, rows, FIRST, LAST, companies],
      );
    }
    await pool.query("vacuum (freeze, analyze) users, legal_entities, le_group_mappings");
    const { rows: [{ n }] } = await pool.query("select count(*)::int as n from users where site_id = $1 and user_type <> 'staff'", [sites[0].id]);
    console.log(`seeded ${n.toLocaleString()} customers on site A (and ${Math.round(ROWS / 5).toLocaleString()} on site B) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const post = async (body: unknown) => {
      const request = new NextRequest("http://bench-a.test/api/wl/user/getCustomers", { method: "POST", body: JSON.stringify(body), headers: { host: "bench-a.test", "content-type": "application/json", "auth-token": token } });
      return getCustomers(request, { params: Promise.resolve({}) });
    };
    const scenarios = [
      { label: "searchQuery 'sharma' (name)", body: { searchQuery: "sharma" }, pattern: "%sharma%" },
      { label: "companyName 'lotus'", body: { companyName: "lotus" }, pattern: null as string | null, company: "%lotus%" },
      { label: "no search, sort by name", body: { sortBy: "name", sortOrder: "asc" }, pattern: null },
    ];
    const runAll = async (title: string) => {
    console.log(title);
    for (const s of scenarios) {
      const first = await (await post({ ...s.body, page: 1 })).json();
      const totalPages = first.data.totalPages as number;
      const api: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const page = 1 + Math.floor(Math.random() * Math.min(totalPages, 40));
        let started = performance.now();
        const res = await post({ ...s.body, page });
        await res.json();
        api.push(performance.now() - started);
        started = performance.now();
        // The same statements as listCustomersPage: companies first, the page's ids and the count, then the page's rows.
        const params: unknown[] = [sites[0].id];
        let where = "u.site_id = $1 and u.user_type <> 'staff'";
        if (s.pattern) {
          params.push(s.pattern);
          where += ` and ((u.first_name || ' ' || coalesce(u.last_name, '')) ilike $2 or u.email ilike $2 or u.legal_entity_id = any(array(select id from legal_entities where site_id = $1 and company_name ilike $2)))`;
        }
        if ("company" in s && s.company) {
          const { rows: companies } = await pool.query<{ id: number }>("select id from legal_entities where site_id = $1 and company_name ilike $2", [sites[0].id, s.company]);
          params.push(companies.map((c) => c.id));
          where += ` and u.legal_entity_id = any($${params.length}::int[])`;
        }
        const order = "sortBy" in s.body ? "lower(u.first_name || ' ' || coalesce(u.last_name, '')) asc, u.id asc" : "u.created_at desc, u.id desc";
        const [ids] = await Promise.all([
          pool.query<{ id: number }>(`select u.id from users u where ${where} order by ${order} limit 25 offset ${(page - 1) * 25}`, params),
          pool.query(`select count(*) from users u where ${where}`, params),
          pool.query("select group_name from markup_groups where site_id = $1 and is_default limit 1", [sites[0].id]),
        ]);
        await pool.query(
          `select u.id, u.first_name, u.last_name, u.email, u.user_type, u.is_verified, u.is_blocked, u.created_at, u.legal_entity_id, le.company_name, le.pan_number, le.gst_number, u.billing, u.phone, u.phone_country_code, u.phone_numbers, mg.group_name, rg.id, rg.group_name, u.is_flight_hold_allowed, u.is_flight_search_allowed, u.is_flight_search_exempted
           from users u left join legal_entities le on le.id = u.legal_entity_id and le.site_id = u.site_id
           left join le_group_mappings m on m.legal_entity_id = le.id and m.site_id = u.site_id
           left join markup_groups mg on mg.id = m.group_id and mg.site_id = u.site_id
           left join rbac_user_groups rg on rg.id = u.rbac_user_group_id and rg.site_id = u.site_id
           where u.site_id = $1 and u.id = any($2::int[])`,
          [sites[0].id, ids.rows.map((r) => r.id)],
        );
        bare.push(performance.now() - started);
      }
      console.log(`${s.label}: ${first.data.totalRecords.toLocaleString()} matches, ${totalPages.toLocaleString()} pages`);
      console.log(`  getCustomers through the API: p50 ${pct(api, 50).toFixed(1)} ms, p95 ${pct(api, 95).toFixed(1)} ms (goal p95 < 50 ms)`);
      console.log(`  same SQL bare:                p50 ${pct(bare, 50).toFixed(1)} ms, p95 ${pct(bare, 95).toFixed(1)} ms`);
    }
    };
    // Baseline: the schema without the search indexes of migrations 0012 and 0014 (their definitions kept to restore them).
    const { rows: definitions } = await pool.query<{ indexdef: string }>("select indexdef from pg_indexes where indexname = any($1)", [SEARCH_INDEXES]);
    for (const name of SEARCH_INDEXES) await pool.query(`drop index if exists ${name}`);
    await pool.query("analyze users, legal_entities");
    await runAll("baseline, without the search indexes of migrations 0012 and 0014:");
    for (const { indexdef } of definitions) await pool.query(indexdef);
    await pool.query("analyze users, legal_entities");
    await runAll("with the search indexes (the schema as migrated):");
    await closeDb();
  } finally {
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
