import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { logInByApi, logInByForm } from "./fixtures";

/**
 * Issue 12, relationships between sites: Acme requests Flights from Demo Travels and accepts the
 * terms; Demo's staff approve; Acme sees it approved; Demo suspends. Both demo sites, one browser.
 */

const SCREENS = "test-results/screens";
const dbUrl = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "54349"}/wayfare`;

/** The demo data has no relationship between Acme and Demo: remove what an earlier run made (the data dir persists). */
async function removeAcmeDemoRelationship() {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const pair = "supplier_site_id = (select site_id from site_domains where domain = 'localhost') and consumer_site_id = (select site_id from site_domains where domain = 'acme.localhost')";
    await client.query(`delete from supplier_requests where ${pair}`);
    await client.query(`delete from supplier_terms_acceptances where ${pair}`);
  } finally {
    await client.end();
  }
}

test.beforeAll(removeAcmeDemoRelationship);
test.afterAll(removeAcmeDemoRelationship);

const supplierCard = (page: Page) => page.getByRole("listitem", { name: "Demo Travels" });
const flightsRow = (page: Page) => supplierCard(page).getByRole("listitem").filter({ hasText: "Flights" }).filter({ hasNotText: "FixedDeparture" });

test("Acme requests Flights from Demo Travels, Demo approves, Acme sees it, Demo suspends", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? "http://localhost:3100").port;
  const acme = `http://acme.localhost:${port}`;

  // Acme's admin: the suppliers page through the menu's link target, signed in through the form.
  await page.goto(`${acme}/login?redirectTo=%2Fstaff%2Fsuppliers`);
  await logInByForm(page, "admin@acme.test");
  await expect(page.getByRole("heading", { name: "Our suppliers", level: 1 })).toBeVisible();
  await expect(supplierCard(page)).toBeVisible();
  await expect(supplierCard(page)).toContainText("Terms not accepted yet");
  // Requesting waits for the terms.
  await expect(page.getByRole("button", { name: "Request Flights from Demo Travels" })).toBeDisabled();
  await supplierCard(page).getByRole("button", { name: "Read terms" }).click();
  await expect(supplierCard(page)).toContainText("Demo Travels may suspend access");
  await supplierCard(page).getByRole("button", { name: "Accept terms and conditions" }).click();
  await expect(supplierCard(page)).toContainText("Terms accepted");
  await page.getByRole("button", { name: "Request Flights from Demo Travels" }).click();
  await expect(flightsRow(page)).toContainText("Pending");
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/network-suppliers-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Demo's super admin decides on the API customer requests page, reached from the menu.
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff");
  await page.getByRole("link", { name: "API customer requests" }).click();
  const requests = page.getByRole("table", { name: "API customer requests" });
  const acmeRequest = requests.getByRole("row", { name: /Acme Holidays/ }).filter({ hasText: "Flights" });
  await expect(acmeRequest).toContainText("Pending");
  await expect(acmeRequest).toContainText("Accepted");
  await acmeRequest.getByRole("button", { name: "Approve" }).click();
  // Decided: who decided, instead of the buttons.
  await expect(acmeRequest).toContainText("Approved by Sara Admin");
  await expect(acmeRequest.getByRole("button", { name: "Approve" })).toHaveCount(0);
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/network-requests-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Acme sees the approval.
  await page.goto(`${acme}/staff/suppliers`);
  await expect(flightsRow(page)).toContainText("Approved");
  await expect(flightsRow(page).getByRole("button", { name: "Pause" })).toBeVisible();

  // Demo's API consumers tab: Acme with its switches; the hold switch moves on success; then suspend.
  await page.goto("/staff/customers");
  await page.getByRole("tab", { name: "API consumers" }).click();
  const consumers = page.getByRole("table", { name: "API consumers" });
  const acmeRow = consumers.getByRole("row", { name: /Acme Holidays/ }).filter({ hasText: "Flights" });
  await expect(acmeRow).toContainText("Approved");
  const hold = acmeRow.getByRole("switch", { name: "Flight hold (Acme Holidays, Flights)" });
  await expect(hold).toHaveAttribute("aria-checked", "false");
  await hold.click();
  await expect(hold).toHaveAttribute("aria-checked", "true");
  await expect(acmeRow.getByRole("switch", { name: "Flight search (Acme Holidays, Flights)" })).toHaveAttribute("aria-checked", "true");
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/network-consumers-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await acmeRow.getByRole("button", { name: "Suspend Acme Holidays Flights" }).click();
  await expect(acmeRow).toContainText("Suspended");

  // Acme sees the suspension and cannot request Flights again.
  await page.goto(`${acme}/staff/suppliers`);
  await expect(flightsRow(page)).toContainText("Suspended");
  await expect(page.getByRole("button", { name: "Request Flights from Demo Travels" })).toHaveCount(0);
});

test("Demo's super admin keeps its supplier profile on /user/supplier/becomeSupplier", async ({ page }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff");
  await page.getByRole("link", { name: "Become a supplier" }).click();
  await expect(page.getByRole("heading", { name: "Become a supplier", level: 1 })).toBeVisible();
  for (const category of ["Fixed departures", "Flights", "Tour packages"]) await expect(page.getByRole("checkbox", { name: category })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Terms and conditions" })).toHaveValue(/Demo Travels may suspend access/);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Supplier details saved successfully" })).toBeVisible();
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/network-become-supplier-${width}.png`, fullPage: true, animations: "disabled" });
  }
});
