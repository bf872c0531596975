import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./fixtures";

/*
 * Issue 15, /payments: staff create a payment link; a customer (created here, so demo users stay
 * untouched) opens it, pays through the site's test gateway, and the link shows paid.
 */

const SCREENS = "test-results/screens";
const PASSWORD = "Travel2026";
const email = `e2e-paylink-${Date.now()}@example.test`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signup = await request.post("/api/wl/user/signup", {
    data: { userType: "retail", gender: 1, firstName: "Arjun", lastName: "Menon", email, phone: `8${String(Date.now()).slice(-9)}`, phoneCode: "in", password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  await request.dispose();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} overflows at 390 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

let linkPath = "";

test("staff create a payment link on /payments", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = await page.request.post("/api/wl/user/login", { data: { email: "superadmin@demo.test", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto("/payments");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.locator("#link-purpose-error")).toHaveText("Please enter the purpose");
  await page.getByLabel("Amount (INR)").fill("1250.50");
  await page.getByLabel("Purpose").fill("Balance for the Kerala package");
  await page.getByLabel("Customer email").fill(email);
  await page.getByRole("button", { name: "Create link" }).click();
  const url = page.getByTestId("payment-link-url");
  await expect(url).toContainText("/payments?link=");
  linkPath = new URL((await url.textContent())!.trim()).pathname + new URL((await url.textContent())!.trim()).search;
  await shoot(page, "payments-create-link");
});

test("a visitor sees the link and must log in; the customer pays it through the test gateway and it shows paid", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(linkPath);
  await expect(page.getByRole("link", { name: "Log in to pay ₹1,250.50" })).toBeVisible();
  const login = await page.request.post("/api/wl/user/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  await page.goto(linkPath);
  await expect(page.getByTestId("link-status")).toHaveText("Awaiting payment");
  await expect(page.getByText("Balance for the Kerala package")).toBeVisible();
  await shoot(page, "payments-link-open");
  await page.getByRole("button", { name: "Pay ₹1,250.50" }).click();
  await expect(page).toHaveURL(/\/payments\/test-gateway\//);
  await page.getByRole("button", { name: "Pay ₹1,250.50" }).click();
  await expect(page.getByText("Payment Successful")).toBeVisible();
  await expect(page.getByTestId("link-status")).toHaveText("Paid");
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await shoot(page, "payments-link-paid");
});

test("lock mode: /payments on locked Acme sends an anonymous visitor to login", async ({ page, baseURL }) => {
  const acme = baseURL!.replace("://localhost", "://acme.localhost");
  await page.goto(`${acme}/payments?link=abc`);
  await expect(page).toHaveURL(new RegExp(`^${acme.replace(/[.]/g, "\\.")}/login\\?redirectTo=%2Fpayments`));
});
