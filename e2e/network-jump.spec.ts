import { expect, test, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { logInByApi, logInByForm } from "./fixtures";

/**
 * Issue 12, wl/user/jumplogin (decision 0031): Acme's staff, with Flights approved by Demo Travels,
 * click Open supplier site and land on Demo signed in as Acme's company user there; Demo's API
 * consumers tab moves Acme to another markup group. The relationship is made in the database and
 * removed afterwards (the demo data has none).
 */

const SCREENS = "test-results/screens";
const dbUrl = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "54349"}/wayfare`;
const DEMO = "(select site_id from site_domains where domain = 'localhost')";
const ACME = "(select site_id from site_domains where domain = 'acme.localhost')";
const PAIR = `supplier_site_id = ${DEMO} and consumer_site_id = ${ACME}`;
const EXTRA_GROUP = "Network partners";

async function sql(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function removeRelationship() {
  await sql(async (c) => {
    await c.query(`delete from supplier_requests where ${PAIR}`);
    await c.query(`delete from supplier_terms_acceptances where ${PAIR}`);
    // Acme's company goes back to Demo's default group before the extra group goes.
    await c.query(
      `update le_group_mappings set group_id = (select id from markup_groups where site_id = ${DEMO} and is_default) where group_id in (select id from markup_groups where site_id = ${DEMO} and group_name = $1)`,
      [EXTRA_GROUP],
    );
    await c.query(`delete from markup_groups where site_id = ${DEMO} and group_name = $1`, [EXTRA_GROUP]);
  });
}

test.beforeAll(async () => {
  await removeRelationship();
  await sql(async (c) => {
    await c.query(`insert into supplier_terms_acceptances (supplier_site_id, consumer_site_id, accepted_terms) values (${DEMO}, ${ACME}, 'Accepted in e2e')`);
    await c.query(`insert into supplier_requests (supplier_site_id, consumer_site_id, category, request_status, decided_at) values (${DEMO}, ${ACME}, 'Flights', 'Approved', now())`);
    await c.query(`insert into markup_groups (site_id, group_name) values (${DEMO}, $1)`, [EXTRA_GROUP]);
  });
});
test.afterAll(removeRelationship);

const supplierCard = (page: Page) => page.getByRole("listitem", { name: "Demo Travels" });

/** 1280 and 600 px wide; `focus` is scrolled into view (a wide table scrolls sideways at 600). */
async function screens(page: Page, name: string, focus?: Locator) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    if (focus) await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("Acme's admin opens Demo Travels' site signed in as Acme's company user there", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? "http://localhost:3100").port;
  await page.goto(`http://acme.localhost:${port}/login?redirectTo=%2Fstaff%2Fsuppliers`);
  await logInByForm(page, "admin@acme.test");
  await expect(page.getByRole("heading", { name: "Our suppliers", level: 1 })).toBeVisible();
  const open = supplierCard(page).getByRole("button", { name: "Open Demo Travels site" });
  await expect(open).toBeVisible();
  await screens(page, "network-jump-suppliers");

  const [demo] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
  // /login/session signs in and goes on to the agent's home on Demo.
  await demo.waitForURL(`http://localhost:${port}/app`, { timeout: 30_000 });
  const signedIn = await demo.evaluate(() => JSON.parse(window.localStorage.getItem("wayfare-user") ?? "null"));
  expect(signedIn).toMatchObject({ firstName: "Acme Holidays", userType: "travelAgent" });
  await expect(demo.getByText("Hello, Acme Holidays")).toBeVisible();
  await demo.setViewportSize({ width: 1280, height: 900 });
  await demo.screenshot({ path: `${SCREENS}/network-jump-landed-1280.png`, animations: "disabled" });
  await demo.close();
});

test("Demo's API consumers tab moves Acme to another markup group only on success", async ({ page }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff/customers");
  await page.getByRole("tab", { name: "API consumers" }).click();
  const acmeRow = page.getByRole("table", { name: "API consumers" }).getByRole("row", { name: /Acme Holidays/ }).filter({ hasText: "Flights" });
  const picker = acmeRow.getByRole("combobox", { name: "Markup group (Acme Holidays, Flights)" });
  await expect(picker.locator("option:checked")).toHaveText("Default (default)");
  await picker.selectOption({ label: EXTRA_GROUP });
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("status").filter({ hasText: "Group successfully changed" })).toBeVisible();
  await expect(picker.locator("option:checked")).toHaveText(EXTRA_GROUP);
  await page.reload();
  await page.getByRole("tab", { name: "API consumers" }).click();
  await expect(picker.locator("option:checked")).toHaveText(EXTRA_GROUP);
  await screens(page, "network-jump-consumers", picker);
});
