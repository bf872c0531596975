import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { inDays, logInByApi, pickAirport } from "./fixtures";

/**
 * Look-to-book enforced (issue 11, decision 0022): a super admin sets the Demo site's cap on
 * /staff/settings, a travel agent past it sees why the search is refused and whom to ask, and staff
 * see each customer's searches per booking in the customers list. The Demo site's seeded cap
 * (500 free, 50 per booking) is put back at the end.
 */

const shotsDir = "test-results/screens";
const dbUrl = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "54349"}/wayfare`;
const PASSWORD = "Travel2026";

async function shots(page: Page, name: string) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A fresh travel agent of the Demo site (a signup made an agent in the database), with 120 searches this month. */
async function createBusyAgent(page: Page): Promise<string> {
  const email = `busy-agent-${Date.now()}@example.test`;
  const res = await page.request.post("/api/wl/user/signup", {
    data: { userType: "retail", gender: 1, firstName: "Bina", lastName: "Busy", email, phone: `7${String(Date.now()).slice(-9)}`, phoneCode: "in", password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; site_id: number }>("update users set user_type = 'travelAgent' where email = $1 returning id, site_id", [email]);
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" }).format(new Date()).slice(0, 7);
    await client.query("insert into user_monthly_flight_stats (user_id, site_id, month_year, look_count) values ($1, $2, $3, 120)", [rows[0].id, rows[0].site_id, month]);
  } finally {
    await client.end();
  }
  return email;
}

/** The Demo site's seeded cap (500 free, 50 per booking), straight in the database. */
async function resetDemoCap() {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query("update sites set look_to_book_free_searches = 500, look_to_book_max_ratio = 50 where id = (select site_id from site_domains where domain = 'localhost')");
  } finally {
    await client.end();
  }
}

test("a super admin caps searches; a busy agent is refused with the reason; staff see the ratio", async ({ page, browser }) => {
  await resetDemoCap();
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff");
  await page.getByRole("link", { name: "Site settings" }).first().click();
  await expect(page.getByRole("heading", { name: "Site settings", level: 1 })).toBeVisible();
  await expect(page.getByLabel(/Free searches a month/)).toHaveValue("500");
  await expect(page.getByLabel("Searches per booking")).toHaveValue("50");
  await page.getByLabel(/Free searches a month/).fill("abc");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a whole number from 0 to 1000000")).toBeVisible();
  await shots(page, "site-settings-error");
  await page.getByLabel(/Free searches a month/).fill("100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Look-to-book settings saved" })).toBeVisible();
  await shots(page, "site-settings");

  const agentPage = await (await browser.newContext()).newPage();
  try {
    const email = await createBusyAgent(agentPage);
    await logInByApi(agentPage, email, PASSWORD);
    await agentPage.goto("/app/flight/search");
    await pickAirport(agentPage, "From", "Mumbai", "BOM");
    await pickAirport(agentPage, "To", "del", "DEL");
    await agentPage.getByLabel("Departure date").fill(inDays(12));
    await agentPage.getByRole("button", { name: "Search Flights" }).click();
    await expect(agentPage.getByTestId("search-refusal")).toHaveText(
      "Search limit reached: 120 searches for 0 bookings this month (limit 50 searches per booking after 100 free searches). Ask Demo Travels (support@demo.test, +91 22 4000 1234) to raise it.",
    );
    await shots(agentPage, "search-refused");

    await page.goto("/staff/customers");
    const table = page.getByRole("table", { name: "Site customers" });
    await expect(table.getByRole("columnheader", { name: "Look/book", exact: true })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("No bookings");
    await expect(row).toContainText("120 / 0");
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await expect(table.getByRole("row", { name: /Asha Agent/ })).toBeVisible();
    await shots(page, "customers-look-to-book");
  } finally {
    await agentPage.context().close();
    // The Demo site's seeded cap again, for every other spec.
    await resetDemoCap();
  }
});
