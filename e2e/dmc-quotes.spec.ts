import { expect, test, type Page } from "@playwright/test";
import { inDays, logInByApi } from "./fixtures";

/**
 * Issue 14 (quotes): staff build a 3-night Dubai quotation with a hotel, two activities (one with a
 * pickup transfer) and a miscellaneous line, see the validation messages once each, price an
 * activity by the rate engine and open its explanation, save, and see the total. Screens at 1280 and 390 px.
 */

async function screenshot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const alert = (page: Page) => page.getByRole("form", { name: "Quotation builder" }).getByRole("alert");

test("staff build a 3-night Dubai quotation, see each validation message once, and save it priced", async ({ page }) => {
  test.setTimeout(180_000);
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff/dmc-quotes");
  await expect(page.getByRole("heading", { name: "Quotations", level: 1 })).toBeVisible();
  const arrival = inDays(20);
  await page.getByLabel("Quotation name").fill("Dubai 3 nights e2e");
  await page.getByLabel("Arrival date").fill(arrival);
  await page.getByLabel("Nights", { exact: true }).fill("3");
  await page.getByLabel("Days", { exact: true }).fill("4");
  await page.getByLabel("Adults").fill("2");

  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(alert(page)).toHaveText("Please select atleast one itinerary");

  await page.getByRole("button", { name: "Add hotel" }).click();
  await page.getByLabel("Hotel 1 price (USD)").fill("300");
  await page.getByRole("button", { name: "Add activity" }).click();
  await page.getByLabel("Activity 1 date").fill(inDays(21));
  await page.getByRole("button", { name: "Price Activity 1" }).click();
  await page.getByText("Why this price").click();
  await expect(page.getByText(/market/i).first()).toBeVisible();
  await page.getByRole("button", { name: "Add activity" }).click();
  await page.getByLabel("Activity 2 date").fill(inDays(22));
  await page.getByLabel("Activity 2 price (USD)").fill("90");
  await page.getByLabel("Activity 2 transfer type").selectOption("oneway");
  await page.getByRole("button", { name: "Add miscellaneous" }).click();
  await page.getByLabel("Miscellaneous 1 name").fill("SIM card");
  await page.getByLabel("Miscellaneous 1 price (USD)").fill("15");
  await page.getByLabel("Miscellaneous 1 date").fill(arrival);

  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(alert(page)).toHaveText("Please select sharing basis for activity");
  await page.getByLabel("Activity 2 sharing basis").selectOption("SIC");
  await page.getByLabel("Activity 2 pickup transfer").check();
  await page.getByLabel("Activity 2 pickup time").fill("09:00");
  await page.getByLabel("Activity 2 pickup from").fill("Hotel lobby");
  await page.getByLabel("Activity 2 pickup to").fill("Desert camp");

  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add passenger" }).click();
  await page.getByLabel("Passenger 1 first name").fill("Ravi");
  await page.getByLabel("Passenger 2 first name").fill("Asha");
  await page.getByLabel("Passenger 3 first name").fill("Dev");
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(alert(page)).toHaveText("Passenger count mismatch, please reselect passengers.");
  await page.getByLabel("Passenger 3 type").selectOption("2");
  await page.getByLabel("Children").fill("1");

  await page.getByRole("button", { name: "Save quotation" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Itinerary saved successfully" });
  await expect(saved).toContainText("version 1");
  await expect(saved).toContainText("Total $");
  await expect(page.getByRole("region", { name: "Saved quotations" })).toContainText("Dubai 3 nights e2e");
  await screenshot(page, "dmc-quote-builder");
});
