import { expect, test, type Page } from "@playwright/test";
import { inDays, logInByApi } from "./fixtures";

/**
 * Issue 13 (dmcact): staff build an activity with a tour option and two ticket rates, reorder the
 * rates (the request sends the new list reversed) and see the order after a reload, and the rate
 * tester prices the option on the new winner; then build a combo and meet 'Tour already added'.
 */

const SCREENS = "test-results/screens";

async function shoot(page: Page, name: string) {
  // Toasts auto-hide after 4 s; the staff push prompt is answered, so the shots show the screen.
  const notNow = page.getByRole("button", { name: "Not now" });
  if (await notNow.isVisible()) await notNow.click();
  await page.waitForTimeout(4_500);
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function addTicketRate(page: Page, description: string, adult: string, priority: string) {
  await page.getByRole("button", { name: "Add ticket rate" }).click();
  const form = page.getByRole("form", { name: "Add ticket rate" });
  await form.getByLabel("Market").selectOption({ label: "India" });
  await form.getByLabel("Description").fill(description);
  await form.getByLabel("Adult amount").fill(adult);
  await form.getByLabel("Valid from").fill("2026-01-01");
  await form.getByLabel("Valid till").fill("2027-12-31");
  await form.getByLabel("Priority").fill(priority);
  await form.getByRole("button", { name: "Save rate" }).click();
  await expect(form).toBeHidden();
}

test("staff create an activity, a tour option and two ticket rates, reorder the rates, and build a combo", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const activityName = `E2E Skydive ${stamp}`;
  const optionName = `Tandem jump ${stamp}`;
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff/dmc-activities");
  await expect(page.getByRole("heading", { name: "Manage Activities", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Burj Khalifa At the Top/ })).toBeVisible();

  // Create Activity: the contract's messages before anything is sent.
  await page.getByRole("button", { name: "Create Activity" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Activity" });
  await dialog.getByRole("button", { name: "Save activity" }).click();
  await expect(dialog.getByText("This is required field.")).toHaveCount(2);
  await shoot(page, "dmc-activity-modal");
  await dialog.getByLabel("Name").fill(activityName);
  await dialog.getByRole("combobox", { name: "City" }).fill("Dubai");
  await dialog.getByRole("option").filter({ hasText: "Dubai" }).first().getByRole("button").click();
  await dialog.getByLabel("Area").selectOption({ label: "Palm Jumeirah" });
  await dialog.getByRole("button", { name: "Save activity" }).click();
  await expect(page.getByText("Activity Saved Successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Expand it: its tour options; add one.
  await page.getByRole("button", { name: activityName }).click();
  const panel = page.getByRole("region", { name: `Tour options of ${activityName}` });
  await panel.getByRole("button", { name: "Add tour option" }).click();
  const optionDialog = page.getByRole("dialog", { name: `Add tour option to ${activityName}` });
  await optionDialog.getByLabel("Tour option name").fill(optionName);
  await optionDialog.getByRole("button", { name: "Save tour option" }).click();
  await expect(optionDialog).toBeHidden();
  await panel.getByRole("button", { name: new RegExp(`^${optionName}`) }).click();

  await addTicketRate(page, "Rate A", "120", "2");
  await addTicketRate(page, "Rate B", "99.5", "1");
  const table = page.getByRole("table", { name: `Ticket rates of ${optionName}` });
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tbody tr").nth(0)).toContainText("Rate A");
  await expect(table.locator("tbody tr").nth(1)).toContainText("Rate B");
  await shoot(page, "dmc-activities");

  // Move Rate A down: the request carries the new order reversed (lowest priority first).
  const sent = page.waitForRequest((r) => r.url().includes("/api/dmc/changeTourOptionTicketRatePriority"));
  await table.getByRole("button", { name: "Move down: Rate A" }).click();
  const body = (await sent).postDataJSON() as { priorityList: number[] };
  expect(body.priorityList).toHaveLength(2);
  await expect(table.locator("tbody tr").nth(0)).toContainText("Rate B");

  await page.reload();
  await page.getByRole("button", { name: activityName }).click();
  await page.getByRole("region", { name: `Tour options of ${activityName}` })
    .getByRole("button", { name: new RegExp(`^${optionName}`) })
    .click();
  const reloaded = page.getByRole("table", { name: `Ticket rates of ${optionName}` });
  await expect(reloaded.locator("tbody tr").nth(0)).toContainText("Rate B");
  await expect(reloaded.locator("tbody tr").nth(1)).toContainText("Rate A");

  // The rate tester prices the option for the site's default market (India): Rate B now wins.
  await page.goto("/staff/dmc-rate-tester");
  await page.getByRole("searchbox", { name: "Search tour option" }).fill(optionName);
  await page.getByRole("list", { name: "Tour option results" }).getByRole("button", { name: new RegExp(optionName) }).click();
  await page.getByLabel("Date").fill(inDays(10));
  await expect(page.getByTestId("price-total")).toHaveText("USD 199.00");
  const verdicts = page.getByRole("table", { name: "Ticket rates" });
  await expect(verdicts.locator("tr[data-reason='won']")).toContainText("Rate B");
  await expect(verdicts.locator("tr[data-reason='lowerPriority']")).toContainText("Rate A");

  // Combos: create one with the new tour option; adding it twice says 'Tour already added'.
  await page.goto("/staff/dmc-combos");
  await expect(page.getByRole("heading", { name: "Manage Combos", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /Dubai Highlights/ })).toBeVisible();
  await page.getByRole("button", { name: "Create Combo" }).click();
  const combo = page.getByRole("dialog", { name: "Create Combo" });
  await combo.getByRole("button", { name: "Create combo" }).click();
  await expect(combo.getByText("Please select a tour option")).toBeVisible();
  await expect(combo.getByText("Please enter a valid amount")).toBeVisible();
  await combo.getByLabel("Combo name").fill(`E2E combo ${stamp}`);
  await combo.getByLabel("Discount amount").fill("15.5");
  // A corrected field loses its message at once.
  await expect(combo.getByText("Please enter a valid amount")).toBeHidden();
  await combo.getByLabel("Search tour options").fill(optionName);
  await combo.getByLabel("Tour option", { exact: true }).selectOption({ label: `${activityName}: ${optionName}` });
  await combo.getByRole("button", { name: "Add tour option" }).click();
  await combo.getByRole("button", { name: "Add tour option" }).click();
  await expect(combo.getByText("Tour already added")).toBeVisible();
  await shoot(page, "dmc-combo-modal");
  await combo.getByLabel("Onward transfer").check();
  await combo.getByRole("button", { name: "Create combo" }).click();
  await expect(page.getByText("Combo created successfully", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `E2E combo ${stamp}` }).click();
  const details = page.getByRole("region", { name: `Tour options of E2E combo ${stamp}` });
  await expect(details).toContainText(optionName);
  await expect(details).toContainText("Onward transfer: Yes");
  await expect(details).toContainText("99.50");
  await page.getByRole("button", { name: /Dubai Highlights/ }).click();
  await shoot(page, "dmc-combos");
});
