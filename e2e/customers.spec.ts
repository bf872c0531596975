import { expect, test } from "@playwright/test";
import { logInByApi, logInByForm } from "./fixtures";

/** Issue 11: staff find a customer by company on the customers screen (one DataTable for back-office lists). */

const SCREENS = "test-results/screens";

test("staff find a customer by company on /staff/customers", async ({ page }) => {
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff");
  await page.getByRole("link", { name: "Customers", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Site customers" });
  await expect(table.getByRole("row", { name: /Asha Agent/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Ravi Retail/ })).toBeVisible();
  // Staff are not customers.
  await expect(table.getByText("Sam Staff")).toHaveCount(0);
  // Not a super admin: no permission-group filter.
  await expect(page.getByRole("combobox", { name: "Permission group" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Company" }).fill("demo agen");
  const agent = table.getByRole("row", { name: /Asha Agent/ });
  await expect(agent).toContainText("Demo Agency");
  await expect(agent).toContainText("Travel agent");
  await expect(table.getByRole("row", { name: /Ravi Retail/ })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Search" }).fill("no-such-customer-anywhere");
  await expect(table.getByRole("status")).toHaveText("No Reults found!");

  await page.getByRole("tab", { name: "API consumers" }).click();
  await expect(page.getByRole("table", { name: "API consumers" }).getByRole("status")).toHaveText("No Requests found!");
});

test("the column choice is remembered; super admins of a permission-menu site get the permission-group filter", async ({ page, baseURL }) => {
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff/customers");
  const table = page.getByRole("table", { name: "Site customers" });
  await expect(table.getByRole("columnheader", { name: "Email" })).toBeVisible();
  await page.locator("summary").filter({ hasText: "Columns" }).click();
  await page.getByRole("checkbox", { name: "Email", exact: true }).uncheck();
  await page.getByRole("checkbox", { name: "PAN", exact: true }).check();
  await expect(table.getByRole("columnheader", { name: "Email" })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole("row", { name: /Asha Agent/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Email" })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: "PAN", exact: true })).toBeVisible();

  const port = new URL(baseURL ?? "http://localhost:3100").port;
  const acme = `http://acme.localhost:${port}`;
  // Node's request context does not resolve *.localhost; the browser does: sign in through the form.
  await page.goto(`${acme}/login?redirectTo=%2Fstaff%2Fcustomers`);
  await logInByForm(page, "admin@acme.test");
  await expect(page).toHaveURL(/\/staff\/customers$/);
  await expect(page.getByRole("table", { name: "Site customers" }).getByRole("row", { name: /Meera Travels/ })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Permission group" })).toBeVisible();
});

test("screens: the customers list at 1280 and 600 px", async ({ page }) => {
  await logInByApi(page, "staff@demo.test");
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/staff/customers");
    await expect(page.getByRole("table", { name: "Site customers" }).getByRole("row", { name: /Asha Agent/ })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/customers-list-${width}.png`, fullPage: true });
  }
});
