import { expect, test } from "@playwright/test";
import { logInByApi } from "./fixtures";

test("a user without the permission sees /403", async ({ page }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole("heading", { name: "403: Access denied" })).toBeVisible();
});

test("staff with the permission open the back office", async ({ page }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff");
  await expect(page.getByRole("heading", { name: "Back office" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Permission groups" })).toBeVisible();
});

test("the layout works at 600 px and below", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInByApi(page, "staff@demo.test");
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Welcome, Sam" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/mobile-home.png", fullPage: true });
});
