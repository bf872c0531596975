import { expect, test } from "@playwright/test";
import { logInByApi } from "./fixtures";

test("the demo agent sees the company wallet and records a bank transfer", async ({ page }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/user/transactionHistory");
  // Other specs may have moved the demo wallet (an approved transfer): check the relations, and the opening credit.
  const amount = async (testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^\d.-]/g, ""));
  await expect(page.getByTestId("wallet-credit-limit")).toHaveText("₹10,000.00");
  expect(await amount("wallet-balance")).toBeGreaterThanOrEqual(50_000);
  expect(await amount("wallet-available")).toBe((await amount("wallet-balance")) + 10_000);
  // The opening credit is the oldest entry: on the last page, however many entries other specs added.
  const pageSelect = page.getByRole("navigation", { name: "Pagination" }).getByRole("combobox", { name: "Page" });
  const pages = await pageSelect.locator("option").allTextContents();
  if (pages.length > 1) await pageSelect.selectOption(pages[pages.length - 1]);
  await expect(page.getByRole("table", { name: "Wallet transactions" })).toContainText("Opening balance");
  await expect(page.getByRole("table", { name: "Wallet transactions" })).toContainText("+₹50,000.00");
  await page.getByRole("button", { name: "Record transfer" }).click();
  await expect(page.getByText("This is required field.").first()).toBeVisible();
  await page.getByLabel("Amount").fill("1234.50");
  await page.getByLabel("Bank reference (UTR)").fill(`UTR${Date.now()}`);
  await page.getByLabel("Transfer date").fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Record transfer" }).click();
  await expect(page.getByText(/recorded/i).first()).toBeVisible();
  await page.screenshot({ path: "test-results/transaction-history.png", fullPage: true });
});

test("the transaction history needs a login", async ({ page }) => {
  await page.goto("/user/transactionHistory");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2FtransactionHistory$/);
});
