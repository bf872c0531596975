import { expect, test } from "@playwright/test";
import { logInByApi } from "./fixtures";

test("staff approve an agent's bank transfer into the company wallet, once", async ({ browser }) => {
  const utr = `UTRE2E${Date.now()}`;
  const agent = await browser.newPage();
  await logInByApi(agent, "agent@demo.test");
  await agent.goto("/user/transactionHistory");
  const before = await agent.getByTestId("wallet-balance").innerText();
  await agent.getByLabel("Amount").fill("2500");
  await agent.getByLabel("Bank reference (UTR)").fill(utr);
  await agent.getByLabel("Transfer date").fill(new Date().toISOString().slice(0, 10));
  await agent.getByRole("button", { name: "Record transfer" }).click();
  await expect(agent.getByText(/recorded/i).first()).toBeVisible();

  const staff = await browser.newPage();
  await logInByApi(staff, "superadmin@demo.test");
  await staff.goto("/staff");
  await staff.getByRole("link", { name: "Payment entries" }).click();
  const row = staff.getByRole("listitem").filter({ hasText: utr });
  await expect(row).toContainText("₹2,500.00");
  await row.getByRole("button", { name: "Approve" }).click();
  await staff.getByRole("button", { name: "Yes, approve" }).click();
  await expect(staff.getByRole("listitem").filter({ hasText: utr })).toHaveCount(0);
  await staff.getByRole("tab", { name: "Approved" }).click();
  await expect(staff.getByRole("listitem").filter({ hasText: utr })).toContainText("approved");
  await staff.screenshot({ path: "test-results/payment-entries.png", fullPage: true });

  await agent.reload();
  const toNumber = (text: string) => Number(text.replace(/[^\d.]/g, ""));
  await expect.poll(async () => toNumber(await agent.getByTestId("wallet-balance").innerText())).toBe(toNumber(before) + 2500);
});

test("a travel agent cannot open the payment entries screen", async ({ page }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/staff/payment-entries");
  await expect(page).toHaveURL(/\/403$/);
});
