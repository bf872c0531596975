import { expect, test, type Page } from "@playwright/test";
import { logInByApi } from "./fixtures";

/** Screenshots of a screen at 1280 and 600 px wide (test-results/screens/). */
async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-600.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("staff add an area and an area transfer, seeing each form error once; an area in use cannot be deleted", async ({ page }) => {
  const area = `Al Barsha ${Date.now().toString(36)}`;
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff/areas");
  await expect(page.getByRole("heading", { name: "Area List" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Dubai Marina" })).toBeVisible();
  await shoot(page, "dmc-areas");

  // Add Area: an empty name says 'Please fill the name'; the city defaults to Dubai.
  await page.getByRole("button", { name: "Add Area" }).click();
  const addDialog = page.getByRole("dialog");
  await expect(addDialog.getByLabel("City")).toContainText("Dubai");
  await addDialog.getByRole("button", { name: "Add" }).click();
  await expect(addDialog.getByText("Please fill the name")).toHaveCount(1);
  await page.screenshot({ path: "test-results/screens/dmc-area-add-errors-1280.png" });
  await addDialog.getByLabel("Name").fill(area);
  await addDialog.getByRole("button", { name: "Add" }).click();
  await expect(addDialog).toHaveCount(0);

  // Search as you type: only the matching areas stay.
  await page.getByLabel("Search areas").fill(area.slice(0, 12));
  await expect(page.getByRole("row").filter({ hasText: area })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Dubai Marina" })).toHaveCount(0);

  // Deira carries the demo transfers: deleting it is refused with what uses it.
  await page.getByLabel("Search areas").fill("Deira");
  const deira = page.getByRole("row").filter({ hasText: "Deira" });
  await expect(deira).toHaveCount(1);
  await deira.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByRole("alert")).toHaveText(/^Deira is used by \d+ area transfers?.*: remove or change them first$/);
  await page.screenshot({ path: "test-results/screens/dmc-area-delete-refused-1280.png" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Deira" })).toHaveCount(1);

  // Area transfers: submit empty, every error at once in the spec's words.
  await page.goto("/staff/area-transfer");
  await expect(page.getByRole("heading", { name: "Area Transfer List" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Dubai Marina" }).first()).toBeVisible();
  await shoot(page, "dmc-area-transfers");
  await page.getByRole("button", { name: "Add transfer" }).click();
  const form = page.getByRole("dialog");
  await form.getByRole("button", { name: "Save" }).click();
  for (const message of ["From area is required", "To area is required", "Market ID is required", "Amount must be positive"]) await expect(form.getByText(message, { exact: true })).toHaveCount(1);
  // One under each date.
  await expect(form.getByText("Invalid date format", { exact: true })).toHaveCount(2);
  await expect(form.getByLabel("Min pax")).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/dmc-area-transfer-form-errors-1280.png" });

  // Private without pax: the pax message; min and max pax appear only for private.
  await form.getByLabel("From area").selectOption({ label: area });
  await form.getByLabel("To area").selectOption({ label: "DXB airport" });
  await form.getByLabel("Market").selectOption({ label: "India (default)" });
  await form.getByLabel("Transfer type").selectOption("Drop");
  await form.getByLabel("Sharing basis").selectOption({ label: "PVT" });
  await form.getByLabel("Amount").fill("40");
  await form.getByLabel("Valid from").fill("2027-01-01");
  await form.getByLabel("Valid till").fill("2027-12-31");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Please Enter min and max pax for private sharing basis", { exact: true })).toHaveCount(1);
  await form.getByLabel("Min pax").fill("1");
  await form.getByLabel("Max pax").fill("4");
  // Bound to a tour option found by name (areas/findTourOptions).
  await form.getByLabel("Find a tour option").fill("Burj Khalifa");
  const bound = form.getByLabel("Bound tour option");
  await expect(bound.locator("option", { hasText: "Burj Khalifa At the Top:" }).first()).toBeAttached();
  const boundLabel = (await bound.locator("option", { hasText: "Burj Khalifa At the Top:" }).first().textContent())!.trim();
  await bound.selectOption({ label: boundLabel });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: "test-results/screens/dmc-area-transfer-form-600.png" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0);

  // The new row, amount in the row's currency with two decimals.
  await page.getByLabel("Search transfers").fill(area);
  const row = page.getByRole("row").filter({ hasText: area });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("PVT");
  await expect(row).toContainText("$40.00");
  await expect(row).toContainText("1–4");

  // Copy: the form comes prefilled; an unchanged copy overlaps (refused), a later validity saves.
  await row.getByRole("button", { name: "Copy" }).click();
  const copy = page.getByRole("dialog");
  await expect(copy.getByLabel("From area")).toHaveValue(/\d+/);
  await expect(copy.getByLabel("Amount")).toHaveValue("40");
  await expect(copy.getByLabel("Bound tour option")).not.toHaveValue("-1");
  await copy.getByRole("button", { name: "Save" }).click();
  await expect(copy.getByRole("alert").first()).toContainText("at the same priority");
  await copy.getByLabel("Valid from").fill("2028-01-01");
  await copy.getByLabel("Valid till").fill("2028-12-31");
  await copy.getByRole("button", { name: "Save" }).click();
  await expect(copy).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: area })).toHaveCount(2);

  // Delete one; the other stays. A search with no match shows the spec's empty state.
  await page.getByRole("row").filter({ hasText: "2028" }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: area })).toHaveCount(1);
  await page.getByLabel("Search transfers").fill("no such transfer anywhere");
  await expect(page.getByText("No area transfers found")).toBeVisible();

  // The area now carries a transfer: its delete is refused too.
  await page.goto("/staff/areas");
  await page.getByLabel("Search areas").fill(area);
  await page.getByRole("row").filter({ hasText: area }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(`${area} is used by 1 area transfer: remove or change them first`);
});

test("staff see markets, pickup locations and drivers, add a driver, and set a customer's DMC market in the customer dialog", async ({ page }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff/dmc-markets");
  await expect(page.getByRole("heading", { name: "Markets" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "India" })).toContainText("Default");
  await shoot(page, "dmc-markets");

  await page.goto("/staff/dmc-locations");
  await expect(page.getByRole("row").filter({ hasText: "The Dubai Mall" })).toContainText("Downtown");
  await shoot(page, "dmc-locations");
  await page.getByRole("button", { name: "Add location" }).click();
  const locationForm = page.getByRole("dialog");
  await locationForm.getByLabel("Email").fill("desk@hotel");
  // The city defaults to Dubai once the city list has loaded: wait for it, so only name and address are missing.
  await expect(locationForm.getByRole("combobox", { name: "City" })).not.toHaveValue("");
  await locationForm.getByRole("button", { name: "Save" }).click();
  await expect(locationForm.getByText("This is required field.")).toHaveCount(2);
  await page.screenshot({ path: "test-results/screens/dmc-location-form-1280.png" });
  await locationForm.getByRole("button", { name: "Cancel" }).click();

  const driver = `Driver ${Date.now().toString(36)}`;
  await page.goto("/staff/dmc-drivers");
  await expect(page.getByRole("row").filter({ hasText: "Imran Qureshi" })).toBeVisible();
  await page.getByRole("button", { name: "Add driver" }).click();
  const driverForm = page.getByRole("dialog");
  await driverForm.getByRole("button", { name: "Save" }).click();
  await expect(driverForm.getByText("This is required field.")).toHaveCount(1);
  await driverForm.getByLabel("Name").fill(driver);
  await driverForm.getByLabel("Phone").fill("+971 50 765 4321");
  await driverForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row").filter({ hasText: driver })).toContainText("+971 50 765 4321");
  await shoot(page, "dmc-drivers");

  // The customer dialog's DMC market: the default until set, then the chosen market.
  await page.goto("/staff/customers");
  await page.getByRole("searchbox", { name: "Company" }).fill("demo agency");
  const customerRow = page.locator('table[aria-label="Site customers"] tbody tr').filter({ hasText: "Demo Agency" }).first();
  await expect(customerRow).toBeVisible();
  await customerRow.getByRole("button").first().click();
  const dialog = page.getByRole("dialog");
  const market = dialog.getByRole("combobox", { name: "DMC market" });
  await expect(market).toBeVisible();
  await market.selectOption({ label: "GCC" });
  await expect(page.getByText("Market successfully changed", { exact: true }).first()).toBeVisible();
  await expect(market).toHaveValue(/\d+/);
  await page.screenshot({ path: "test-results/screens/dmc-customer-market-1280.png" });
  await page.setViewportSize({ width: 600, height: 900 });
  await market.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/dmc-customer-market-600.png" });
  await market.selectOption({ value: "" });
  await expect(market).toHaveValue("");
});
