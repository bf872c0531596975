import { sql } from "./db";
import { expect, test, type Page } from "@playwright/test";
import { bookFromFareDialog } from "./book-in-browser";
import { inDays, logInByForm, pickAirport } from "./fixtures";
import { isFromLinkedSite, linkedOnlyRowName, type NetResultBase } from "./network-results";

/**
 * Issue 12, flights through the network (decision 0032), booking: Acme accepts Demo Travels' terms
 * and requests Flights, Demo approves; an Acme agent searches, sees Demo-sourced fares priced with
 * Demo's markup for Acme plus Acme's own, and books one through the normal booking screens. Demo
 * debits Acme's company wallet there once (SQL and Demo staff's customer wallet panel); Demo
 * suspends and Acme's next search has no Demo fares. Demo is a site of this same deployment,
 * reached in-process with no setting (decision 0060); the agent sees no source names.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ACME = `http://acme.localhost:${PORT}`;
const DEMO = `http://localhost:${PORT}`;
const SCREENS = "test-results/screens";
const DEMO_SITE = "(select site_id from site_domains where domain = 'localhost')";
const ACME_SITE = "(select site_id from site_domains where domain = 'acme.localhost')";
const PAIR = `supplier_site_id = ${DEMO_SITE} and consumer_site_id = ${ACME_SITE}`;
/** Demo's markup for its partners and Acme's for its agents: ₹120 and ₹75 per booking (+18% GST each). */
const DEMO_MARKUP = 12_000;
const ACME_MARKUP = 7_500;


const ruleIds: number[] = [];
/** The demo data has no relationship between Acme and Demo: remove what an earlier run made (and this spec's markup rules). */
async function cleanUp() {
  await sql(`delete from supplier_requests where ${PAIR}`);
  await sql(`delete from supplier_terms_acceptances where ${PAIR}`);
  if (ruleIds.length > 0) await sql("delete from markup_rules where id = any($1::int[])", [ruleIds]);
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

async function addMarkup(site: string, paise: number) {
  const [row] = await sql<{ id: number }>(
    `insert into markup_rules (site_id, group_id, kind, value_type, value, basis, sector)
     select ${site}, id, 'defaultAirline', 'flat', $1, 'perBooking', 'both' from markup_groups where site_id = ${site} and is_default returning id`,
    [paise],
  );
  ruleIds.push(row.id);
}

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

async function signedIn(browser: import("@playwright/test").Browser, origin: string, email: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/login`);
  await logInByForm(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

const departureDate = inDays(27);
const request = { journeyType: 1, origin: "BOM", destination: "DEL", departureDate, adt: 1 };
type Result = NetResultBase & { publishedPrice: number; fare: { markup: number; gstOnMarkup: number; discount: number }; fareChain?: { supplierNet: number; supplierMarkup: number; consumerMarkup: number; agentMarkup: number } };

test("an Acme agent books a Demo Travels fare through the network; Demo debits Acme once; Demo suspends and its fares are gone", async ({ browser }) => {
  test.setTimeout(240_000);
  const [{ site_id: demoSiteId }] = await sql<{ site_id: number }>(`select ${DEMO_SITE} as site_id`);
  const [{ site_id: acmeSiteId }] = await sql<{ site_id: number }>(`select ${ACME_SITE} as site_id`);
  await addMarkup(DEMO_SITE, DEMO_MARKUP);
  await addMarkup(ACME_SITE, ACME_MARKUP);

  // Acme's admin accepts Demo's terms and requests Flights; Demo's super admin approves.
  const admin = await signedIn(browser, ACME, "admin@acme.test");
  await postFromPage(admin, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { supplierSiteId: demoSiteId });
  const { requestId } = await postFromPage<{ requestId: number }>(admin, "/api/supplier/consumerToSupplierRequests", { supplierSiteId: demoSiteId, category: "Flights" });
  const demo = await signedIn(browser, DEMO, "superadmin@demo.test");
  const decide = (newRequestStatus: string) => postFromPage(demo, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", { newRequestStatus, requestId, consumerMongoSiteId: acmeSiteId });
  await decide("Approved");

  // The agent's first search makes Acme's company user at Demo (the network key's user).
  const agent = await signedIn(browser, ACME, "agent@acme.test");
  await agent.goto(`${ACME}/app/flight/search`);
  const first = await postFromPage<{ results: Result[][]; unavailableSources: string[] }>(agent, "/api/search", request);
  expect(first.unavailableSources).toEqual([]);
  const fromDemo = first.results[0].filter(isFromLinkedSite);
  expect(fromDemo.length).toBeGreaterThan(0);
  for (const r of fromDemo) {
    // Demo's markup for Acme (₹120 + GST) and Acme's own (₹75 + GST), on top of Demo's net.
    expect(r.fareChain).toMatchObject({ supplierMarkup: 141.6, consumerMarkup: 88.5, agentMarkup: 0 });
    // Demo's net is what its own source charges it (its commission stays with Demo).
    expect(r.publishedPrice).toBeGreaterThanOrEqual(r.fareChain!.supplierNet + 141.6 + 88.5 - 0.01);
    expect(r.fare.markup).toBe(75);
    expect(r.fare.gstOnMarkup).toBe(13.5);
  }

  // Money on both sides: Acme's agent's wallet at Acme, Acme's company wallet at Demo (staff credits).
  const [{ id: agentId }] = await sql<{ id: number }>(`select id from users where email = 'agent@acme.test' and site_id = ${ACME_SITE}`);
  await postFromPage(admin, "/api/wl/user/addWlUserWalletEntry", { userId: agentId, amount: 50_000, type: "credit", remark: "e2e top-up", idempotencyKey: `e2e-netbook-agent-${Date.now()}` });
  const [acmeAtDemo] = await sql<{ user_id: number; legal_entity_id: number; company_name: string }>(
    `select u.id as user_id, le.id as legal_entity_id, le.company_name from legal_entities le join users u on u.legal_entity_id = le.id
     where le.site_id = ${DEMO_SITE} and le.consumer_site_id = ${ACME_SITE} order by u.id limit 1`,
  );
  await postFromPage(demo, "/api/wl/user/addWlUserWalletEntry", { userId: acmeAtDemo.user_id, amount: 50_000, type: "credit", remark: "e2e deposit for Acme", idempotencyKey: `e2e-netbook-acme-${Date.now()}` });

  // The agent books a Demo-sourced fare through the normal booking screens.
  await agent.goto(`${ACME}/app/flight/search`);
  await pickAirport(agent, "From", "Mumbai", "BOM");
  await pickAirport(agent, "To", "Delhi", "DEL");
  await agent.getByLabel("Departure date").fill(departureDate);
  const answered = agent.waitForResponse((r) => new URL(r.url()).pathname === "/api/search" && r.request().method() === "POST");
  await agent.getByRole("button", { name: "Search Flights" }).click();
  await expect(agent).toHaveURL(/\/app\/flight\/searchResult\//);
  const searched = (await (await answered).json()).data as { results: Result[][] };
  const card = agent.getByRole("article", { name: linkedOnlyRowName(searched.results[0]) }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole("button", { name: /^Select / }).click();
  const booked = await bookFromFareDialog(agent, { first: "Rohan", last: "Network", dateOfBirth: "1986-03-14", email: "rohan@example.com", mobile: "9876543210" }, { timeout: 60_000 });
  const pnr = (await booked.getByTestId("booking-pnr").innerText()).trim();
  await expect(booked.getByTestId("ticket-number")).toHaveText(/^[A-Z0-9-]{6,}$/);
  for (const width of [1280, 600]) {
    await agent.setViewportSize({ width, height: 900 });
    await booked.scrollIntoViewIfNeeded();
    await agent.screenshot({ path: `${SCREENS}/network-booking-ticket-${width}.png`, fullPage: true, animations: "disabled" });
  }

  // Acme's booking is Demo's booking: the same PNR, and one debit of Acme's company wallet at Demo.
  const bookingId = Number(new URL(agent.url()).searchParams.get("bookingId"));
  const [mine] = await sql<{ supplier_id: number; supplier_booking_id: string; pnr: string }>("select supplier_id, supplier_booking_id, pnr from flight_bookings where id = $1", [bookingId]);
  expect(mine.supplier_id).toBe(-requestId);
  expect(mine.pnr).toBe(pnr);
  const [theirs] = await sql<{ pnr: string; site_id: number; amount: number; status: string }>("select pnr, site_id, amount, status from flight_bookings where id = $1", [Number(mine.supplier_booking_id)]);
  expect(theirs).toMatchObject({ pnr, site_id: demoSiteId, status: "ticketed" });
  const debits = await sql<{ amount: number; pnr: string }>(
    `select e.amount, e.pnr from ledger_entries e join wallets w on w.id = e.wallet_id
     where w.legal_entity_id = $1 and e.kind = 'bookingDebit' and e.booking_id = $2`,
    [acmeAtDemo.legal_entity_id, Number(mine.supplier_booking_id)],
  );
  expect(debits).toEqual([{ amount: -theirs.amount, pnr }]);

  // Demo's staff see the debit on Acme's company wallet in the customer dialog.
  await demo.goto(`${DEMO}/staff/customers`);
  await demo.getByRole("searchbox", { name: "Company" }).fill(acmeAtDemo.company_name);
  const rows = demo.locator('table[aria-label="Site customers"] tbody tr');
  await expect(rows.first()).toContainText(acmeAtDemo.company_name);
  await rows.first().getByRole("button").first().click();
  const customer = demo.getByRole("dialog");
  const wallet = customer.getByRole("region", { name: "Wallet" });
  await expect(wallet).toBeVisible();
  const entries = wallet.getByRole("list", { name: "Recent wallet entries" });
  // The newest entry is this booking's debit (earlier runs of this spec left older ones).
  await expect(entries.getByRole("listitem").first()).toContainText("Booking");
  await expect(entries.getByRole("listitem").first()).toContainText(/-\s?₹/);
  for (const width of [1280, 600]) {
    await demo.setViewportSize({ width, height: 900 });
    await wallet.scrollIntoViewIfNeeded();
    await demo.screenshot({ path: `${SCREENS}/network-booking-supplier-wallet-${width}.png`, animations: "disabled" });
  }

  // Demo suspends: Acme's next search no longer shows Demo's fares; its own still answer.
  await decide("Suspended");
  const after = await postFromPage<{ results: Result[][] }>(agent, "/api/search", request);
  expect(after.results[0].length).toBeGreaterThan(0);
  expect(after.results[0].filter(isFromLinkedSite)).toHaveLength(0);
});
