import { expect, test } from "@playwright/test";
import { logInByApi } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);

test("each site shows its own branding from the database", async ({ page }) => {
  await page.goto("/terms_and_conditions");
  await expect(page.getByTestId("site-company-name")).toHaveText("Demo Travels");
  await expect(page.getByTestId("site-logo")).toHaveAttribute("src", "/brand/demo-travels.svg");
  await expect(page).toHaveTitle(/Demo Travels/);

  await page.goto(`http://acme.localhost:${PORT}/login`);
  await expect(page.getByTestId("site-company-name")).toHaveText("Acme Holidays");
  await expect(page.getByTestId("site-logo")).toHaveAttribute("src", "/brand/acme-holidays.svg");
  await expect(page.getByRole("heading", { name: "Log in to Acme Holidays" })).toBeVisible();
  await page.screenshot({ path: "test-results/acme-login.png", fullPage: true });
});

test("a site in lock mode sends an anonymous visitor of a lockable page to login", async ({ page }) => {
  await page.goto(`http://acme.localhost:${PORT}/terms_and_conditions`);
  await expect(page).toHaveURL(new RegExp(`acme\\.localhost:${PORT}/login\\?redirectTo=%2Fterms_and_conditions$`));
  // The unlocked Demo Travels site shows the same page to anyone.
  await page.goto("/terms_and_conditions");
  await expect(page.getByRole("heading", { name: "Terms and conditions" })).toBeVisible();
});

test("/ redirects to the site's core site URL", async ({ page }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/");
  await expect(page).toHaveURL(/\/app$/);
});

test("an unknown page shows the not-found page", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("responses carry the security headers", async ({ page }) => {
  const res = await page.goto("/login");
  const headers = res!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});
