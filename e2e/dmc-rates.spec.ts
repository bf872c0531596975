import { sql } from "./db";
import { expect, test, type Page } from "@playwright/test";
import { inDays, logInByApi } from "./fixtures";

/**
 * Issue 13: the rate tester prices a tour option and explains it; after a rate's priority changes
 * the tester shows the other rate winning. Also the hotels and activity-markup screens, with
 * screenshots at 1280 and 600 px.
 */



/** A tour option on the demo site with two India ticket rates: "Prime" (priority 2, USD 50) and "Saver" (priority 1, USD 40). */
async function seedTourOption(name: string) {
  const [{ site_id: siteId }] = await sql<{ site_id: number }>("select site_id from users where email = 'staff@demo.test'");
  const [{ id: marketId }] = await sql<{ id: number }>("select id from dmc_markets where site_id = $1 and is_default", [siteId]);
  const [{ id: cityId }] = await sql<{ id: number }>("select id from cities where city_code = 'DXB'");
  const [{ id: activityId }] = await sql<{ id: number }>("insert into dmc_activities (site_id, name, city_id) values ($1, $2, $3) returning id", [siteId, `${name} activity`, cityId]);
  const [{ id: tourOptionId }] = await sql<{ id: number }>("insert into dmc_tour_options (site_id, activity_id, name) values ($1, $2, $3) returning id", [siteId, activityId, name]);
  const rate = (description: string, adult: number, priority: number) =>
    sql<{ id: number }>(
      `insert into dmc_ticket_rates (site_id, tour_option_id, market_id, description, currency, adult_amount, child_amount, valid_from_date, valid_till_date, priority)
       values ($1, $2, $3, $4, 'USD', $5, $6, $7, $8, $9) returning id`,
      [siteId, tourOptionId, marketId, description, adult, adult - 1000, inDays(-1), inDays(365), priority],
    );
  const [[prime], [saver]] = [await rate("Prime", 5000, 2), await rate("Saver", 4000, 1)];
  return { prime: prime.id, saver: saver.id };
}

async function pickTourOption(page: Page, name: string) {
  await page.getByRole("searchbox", { name: "Search tour option" }).fill(name.slice(0, 18));
  await page.getByRole("list", { name: "Tour option results" }).getByRole("button", { name: new RegExp(name) }).click();
}

async function screenshot(page: Page, name: string) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the rate tester prices a tour option, explains it, and follows a priority change", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Tester option ${Date.now()}`;
  const rates = await seedTourOption(name);
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff/dmc-rate-tester");
  await expect(page.getByRole("heading", { name: "Rate tester", level: 1 })).toBeVisible();
  await pickTourOption(page, name);
  await page.getByLabel("Date").fill(inDays(10));

  // 2 adults x USD 50.00 on Prime; Saver lost on priority.
  await expect(page.getByTestId("price-total")).toHaveText("USD 100.00");
  await expect(page.getByTestId("market-text")).toContainText("Market India: the site's default market");
  const table = page.getByRole("table", { name: "Ticket rates" });
  await expect(table.locator("tr[data-reason='won']")).toContainText(`#${rates.prime}`);
  await expect(table.locator("tr[data-reason='lowerPriority']")).toContainText(`#${rates.saver}`);
  await expect(table.locator("tr[data-reason='lowerPriority']")).toContainText(`Lower priority: 1 (rate ${rates.prime} has 2)`);
  await expect(page.getByText("2 adults x USD 50.00 = USD 100.00")).toBeVisible();
  await screenshot(page, "dmc-rate-tester");

  // Saver's priority goes above Prime's: the tester now shows Saver winning.
  await sql("update dmc_ticket_rates set priority = 3 where id = $1", [rates.saver]);
  await page.reload();
  await pickTourOption(page, name);
  await page.getByLabel("Date").fill(inDays(10));
  await expect(page.getByTestId("price-total")).toHaveText("USD 80.00");
  await expect(table.locator("tr[data-reason='won']")).toContainText(`#${rates.saver}`);
  await expect(table.locator("tr[data-reason='lowerPriority']")).toContainText(`Lower priority: 2 (rate ${rates.saver} has 3)`);
});

test("hotels list the seeded Dubai hotels with their rates; the create form shows every error at once", async ({ page }) => {
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff/dmc-hotels");
  await expect(page.getByRole("heading", { name: "Hotels", level: 1 })).toBeVisible();
  await expect(page.getByText("Marina Bay Hotel")).toBeVisible();
  await expect(page.getByText("Deira Creek Inn")).toBeVisible();
  await expect(page.getByText("Marina View Suite")).toBeVisible();
  await screenshot(page, "dmc-hotels");
  await page.getByRole("button", { name: "Create hotel" }).click();
  const form = page.getByRole("form", { name: "Create hotel" });
  await form.getByRole("button", { name: "Save hotel" }).click();
  await expect(form.getByText("This is required field.")).toHaveCount(2);
  await expect(form.getByText("Amount must be positive")).toHaveCount(2);
  await expect(form.getByText("Invalid date format")).toHaveCount(2);
  await screenshot(page, "dmc-hotels-create");
});

test("activity markups: add, update (leaves edit mode), delete", async ({ page }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/activities/markup");
  await expect(page.getByRole("heading", { name: "Activity markups", level: 1 })).toBeVisible();
  const section = page.getByRole("region", { name: "Activity markups" });
  await section.getByRole("button", { name: "Add activity markup" }).click();
  const add = section.getByRole("form", { name: "Add activity markup" });
  await add.getByLabel("Value type").selectOption("percent");
  await add.getByLabel("Value (%)").fill("7.5");
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add).toBeHidden();
  const row = section.getByRole("listitem").filter({ hasText: "7.5%" }).first();
  await expect(row).toBeVisible();
  await screenshot(page, "activities-markup");
  await row.getByRole("button", { name: /^Update/ }).click();
  const edit = section.getByRole("form", { name: "Update activity markup" });
  await edit.getByLabel("Value (%)").fill("8.25");
  await edit.getByRole("button", { name: "Update", exact: true }).click();
  await expect(edit).toBeHidden();
  const updated = section.getByRole("listitem").filter({ hasText: "8.25%" }).first();
  await expect(updated).toBeVisible();
  await updated.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(section.getByRole("listitem").filter({ hasText: "8.25%" })).toHaveCount(0);
});
