import { sql } from "./db";
import { expect, test, type Page } from "@playwright/test";
import { logInByForm } from "./fixtures";

/**
 * Issue 12, decision 0034: Demo Travels (supplier) sees the bookings it served to Acme per month in
 * the supplier report and downloads it; Acme's network account is marked on Demo's customer list and
 * blocking it asks first; Acme's staff add Demo as "a supplier from another deployment" (this same
 * server over loopback http, allowed by NETWORK_ALLOW_LOOPBACK_HTTP in playwright.config.ts).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ACME = `http://acme.localhost:${PORT}`;
const DEMO = `http://localhost:${PORT}`;
const SCREENS = "test-results/screens";
const DEMO_ID = "(select site_id from site_domains where domain = 'localhost')";
const ACME_ID = "(select site_id from site_domains where domain = 'acme.localhost')";
const PAIR = `supplier_site_id = ${DEMO_ID} and consumer_site_id = ${ACME_ID}`;
const TAG = "e2e-supplier-report";


async function cleanUp() {
  await sql(`delete from remote_suppliers where consumer_site_id = ${ACME_ID}`);
  await sql(`delete from ledger_entries where idempotency_key like '${TAG}-%'`);
  await sql(`update wallets w set credit_limit = 0, balance = coalesce((select sum(l.amount) from ledger_entries l where l.wallet_id = w.id), 0) where w.legal_entity_id in (select id from legal_entities where site_id = ${DEMO_ID} and consumer_site_id = ${ACME_ID})`);
  await sql(`delete from flight_orders where search_id = '00000000-0000-4000-8000-00000000e2e5'`);
  await sql(`update users set is_blocked = false where legal_entity_id in (select id from legal_entities where site_id = ${DEMO_ID} and consumer_site_id = ${ACME_ID})`);
  await sql(`delete from supplier_requests where ${PAIR}`);
  await sql(`delete from supplier_terms_acceptances where ${PAIR}`);
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      const json = await res.json();
      if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
    [path, body] as const,
  );
}

/** A ticketed booking at Demo by Acme's network account, paid from Acme's company wallet there. */
async function serve(userId: number, legalEntityId: number, walletId: number, s: { amount: number; markup: number; bookedAt: string; pax: number; n: number }) {
  const passengers = Array.from({ length: s.pax }, (_, i) => ({ paxType: 1, title: "Mr", firstName: `Pax${i}`, lastName: "Rao", gender: 1, dateOfBirth: "1990-01-01", isLeadPax: i === 0, ticket: { ticketNumber: `0987${s.n}${i}00001` } }));
  const [{ id: orderId }] = await sql<{ id: string }>(
    `insert into flight_orders (site_id, user_id, search_id, result_indexes, selection, amount, currency, status, expires_at) values (${DEMO_ID}, $1, '00000000-0000-4000-8000-00000000e2e5', '["1~x"]', '[]', $2, 'INR', 'booked', now()) returning id`,
    [userId, s.amount],
  );
  const segment = { airlineCode: "6E", airlineName: "IndiGo", flightNumber: "201", originAirportCode: "BOM", destinationAirportCode: "DEL", departureTime: "2026-12-20T08:00:00", arrivalTime: "2026-12-20T10:05:00" };
  const [{ id: bookingId }] = await sql<{ id: number }>(
    `insert into flight_bookings (site_id, order_id, user_id, legal_entity_id, status, status_id, supplier_id, source, trace_id, result_index, supplier_result_index, pnr, is_lcc, is_domestic, airline_code, origin, destination, travel_date, passengers, passenger_names, ticket_numbers, result, segments, fare_amount, amount, currency, booked_at, ticketed_at)
     values (${DEMO_ID}, $1, $2, $3, 'ticketed', 3, 0, 'Simulated', 't', '1~x', 'x', $4, true, true, '6E', 'BOM', 'DEL', '2026-12-20', $5, '', $6, $7, $8, $9, $9, 'INR', $10, $10) returning id`,
    [orderId, userId, legalEntityId, `E2ESR${s.n}`, JSON.stringify(passengers), passengers.map((p) => p.ticket.ticketNumber), JSON.stringify({ fare: { markup: s.markup, gstOnMarkup: s.markup * 0.18, discount: 0 } }), JSON.stringify([[segment]]), s.amount, s.bookedAt],
  );
  const journal = (await sql<{ id: string }>("select gen_random_uuid() as id"))[0].id;
  const [{ balance }] = await sql<{ balance: number }>("update wallets set balance = balance - $1 where id = $2 returning balance", [s.amount, walletId]);
  await sql(
    `insert into ledger_entries (site_id, journal_id, wallet_id, account, amount, balance_after, kind, booking_id, idempotency_key) values
     (${DEMO_ID}, $1, $2, null, $3, $4, 'bookingDebit', $5, $6), (${DEMO_ID}, $1, null, 'supplier_payable', $7, null, 'bookingDebit', $5, $8)`,
    [journal, walletId, -s.amount, balance, bookingId, `${TAG}-${s.n}`, s.amount, `${TAG}-${s.n}-counter`],
  );
}

test("Demo's supplier report, Acme's network account on Demo's customers, and Acme adding Demo as a remote supplier", async ({ browser }) => {
  test.setTimeout(180_000);
  const [{ site_id: demoSiteId }] = await sql<{ site_id: number }>("select site_id from site_domains where domain = 'localhost'");
  const [{ site_id: acmeSiteId }] = await sql<{ site_id: number }>("select site_id from site_domains where domain = 'acme.localhost'");

  // The relationship: Acme requests Flights, Demo approves (Acme becomes a company of Demo's), a jump makes its network account.
  const acme = await (await browser.newContext()).newPage();
  await acme.goto(`${ACME}/login`);
  await logInByForm(acme, "admin@acme.test");
  await expect(acme).not.toHaveURL(/\/login/);
  await postFromPage(acme, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { supplierSiteId: demoSiteId });
  const { requestId } = await postFromPage<{ requestId: number }>(acme, "/api/supplier/consumerToSupplierRequests", { supplierSiteId: demoSiteId, category: "Flights" });
  const demo = await (await browser.newContext()).newPage();
  await demo.goto(`${DEMO}/login`);
  await logInByForm(demo, "superadmin@demo.test");
  await expect(demo).not.toHaveURL(/\/login/);
  await postFromPage(demo, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", { newRequestStatus: "Approved", requestId, consumerMongoSiteId: acmeSiteId });
  await postFromPage(acme, "/api/wl/user/jumplogin", { supplierId: demoSiteId });
  const [account] = await sql<{ user_id: number; legal_entity_id: number; wallet_id: number }>(
    `select u.id as user_id, le.id as legal_entity_id, w.id as wallet_id from legal_entities le join users u on u.legal_entity_id = le.id join wallets w on w.legal_entity_id = le.id where le.site_id = ${DEMO_ID} and le.consumer_site_id = ${ACME_ID} order by u.id limit 1`,
  );
  await sql("update wallets set credit_limit = 10000000 where id = $1", [account.wallet_id]);
  await serve(account.user_id, account.legal_entity_id, account.wallet_id, { amount: 1_234_550, markup: 150, bookedAt: "2026-10-05T10:00:00Z", pax: 2, n: 1 });
  await serve(account.user_id, account.legal_entity_id, account.wallet_id, { amount: 765_450, markup: 100, bookedAt: "2026-10-21T10:00:00Z", pax: 1, n: 2 });
  await serve(account.user_id, account.legal_entity_id, account.wallet_id, { amount: 500_000, markup: 80, bookedAt: "2026-09-02T10:00:00Z", pax: 3, n: 3 });

  // The report: one row per month for Acme and a Total line; Excel downloads.
  await demo.goto(`${DEMO}/staff/supplier-report`);
  const table = demo.getByRole("table", { name: "Supplier report" });
  // Up to October: the months this test served (other specs may book through Demo this month).
  await demo.getByLabel("From month").fill("2026-09");
  await demo.getByLabel("To month").fill("2026-10");
  await expect(table.getByRole("row").filter({ hasText: "2026-09" })).toContainText("₹5,000.00");
  await expect(table.getByRole("row").filter({ hasText: "2026-10" })).toContainText("Acme");
  await expect(table.getByRole("row").filter({ hasText: "2026-10" })).toContainText("₹20,000.00");
  await expect(table.getByRole("row").filter({ hasText: "Total" })).toContainText("₹25,000.00");
  const download = demo.waitForEvent("download");
  await demo.getByRole("button", { name: "Download Excel" }).click();
  expect((await download).suggestedFilename()).toBe("supplier-report.xlsx");
  for (const width of [1280, 600]) {
    await demo.setViewportSize({ width, height: 800 });
    await demo.screenshot({ path: `${SCREENS}/supplier-report-${width}.png`, fullPage: true, animations: "disabled" });
  }

  // Demo's customers: Acme's network account carries the badge; Block asks first, naming the consequence.
  await demo.setViewportSize({ width: 1280, height: 900 });
  await demo.goto(`${DEMO}/staff/customers`);
  await demo.getByRole("searchbox").first().fill("Acme");
  const badge = demo.getByText(/^Network: Acme/).first();
  await expect(badge).toBeVisible();
  await demo.screenshot({ path: `${SCREENS}/customers-network-badge-1280.png`, animations: "disabled" });
  await demo.getByRole("row").filter({ has: badge }).getByRole("button", { name: "Details" }).click();
  await demo.getByRole("button", { name: "Block", exact: true }).click();
  const confirm = demo.getByRole("dialog", { name: /Block the network account of Acme/ });
  await expect(confirm).toContainText("searches and bookings through this site fail");
  await demo.screenshot({ path: `${SCREENS}/customers-network-block-confirm-1280.png`, animations: "disabled" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  // Acme adds Demo as a supplier from another deployment with a key Demo issued to Acme's company.
  const { key } = await postFromPage<{ key: string }>(demo, "/api/wl/apiKeys/createApiKey", { legalEntityId: account.legal_entity_id, name: "Acme remote", mode: "live", scope: "write" });
  await acme.goto(`${ACME}/staff/suppliers`);
  await acme.getByRole("button", { name: "Add a supplier from another deployment" }).click();
  const dialog = acme.getByRole("dialog", { name: "Add a supplier from another deployment" });
  await dialog.getByLabel("Supplier's address (origin)").fill(`http://127.0.0.1:${PORT}`);
  await dialog.getByLabel("Supplier's site id there").fill(String(acmeSiteId));
  await dialog.getByLabel("API key the supplier issued us").fill(key);
  await dialog.getByRole("button", { name: "Check and add" }).click();
  await expect(dialog).toContainText("The supplier did not accept this API key: This API key is not valid for this site");
  await dialog.getByLabel("Supplier's site id there").fill(String(demoSiteId));
  await dialog.getByRole("button", { name: "Check and add" }).click();
  await expect(dialog).toBeHidden();
  const remoteTable = acme.getByRole("table", { name: "Suppliers in other deployments" });
  await expect(remoteTable.getByRole("row").filter({ hasText: "Demo Travels" })).toContainText("Active");
  for (const width of [1280, 600]) {
    await acme.setViewportSize({ width, height: 900 });
    await acme.screenshot({ path: `${SCREENS}/suppliers-remote-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await remoteTable.getByRole("button", { name: "Pause" }).click();
  await expect(remoteTable.getByRole("row").filter({ hasText: "Demo Travels" })).toContainText("Paused");
  await remoteTable.getByRole("button", { name: "Remove" }).click();
  await acme.getByRole("dialog", { name: "Remove this supplier?" }).getByRole("button", { name: "Remove" }).click();
  await expect(remoteTable).toContainText("No suppliers from other deployments yet.");
});
