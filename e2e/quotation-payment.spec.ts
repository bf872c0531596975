import { expect, test, type Page } from "@playwright/test";
import { sql } from "./db";
import { DEMO_PASSWORD } from "./fixtures";

/*
 * Issue 15 / decision 0048: staff make a payment link for a quotation's amount due from its documents
 * panel; the customer (created here) pays it with the test gateway; staff see the collected payment
 * raised and the payment in /staff/product-payments.
 */

const SCREENS = "test-results/screens";
const PASSWORD = "Travel2026";
const email = `e2e-quotepay-${Date.now()}@example.test`;
let quotationId = 0;
let linkPath = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signup = await request.post("/api/wl/user/signup", {
    data: { userType: "retail", gender: 1, firstName: "Meera", lastName: "Iyer", email, phone: `7${String(Date.now()).slice(-9)}`, phoneCode: "in", password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  await request.dispose();
  const [customer] = await sql<{ id: number; site_id: number }>("select id, site_id from users where email = $1", [email]);
  const [row] = await sql<{ id: number }>(
    `insert into dmc_itineraries (site_id, quotation_id, customer_id, kart_name, adults, no_of_days, no_of_nights, currency, currency_symbol, total_price, collected_payment)
     values ($1, $2, $3, 'Kerala backwaters', 2, 4, 3, 'INR', '₹', 4500000, 1000000) returning id`,
    [customer.site_id, `QE2E-${Date.now()}`, customer.id],
  );
  quotationId = row.id;
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} overflows at 390 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("staff make a payment link for the quotation's amount due", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await page.request.post("/api/wl/user/login", { data: { email: "superadmin@demo.test", password: DEMO_PASSWORD } })).status()).toBe(200);
  await page.goto(`/staff/dmc-quotes?quotation=${quotationId}`);
  const panel = page.getByRole("region", { name: "Quotation documents" });
  await expect(panel.getByText("Amount due ₹35,000.00")).toBeVisible();
  await panel.getByRole("button", { name: "Payment link" }).click();
  await expect(panel.getByRole("status")).toContainText(`Payment link created: ₹35,000.00 for ${email}`);
  const url = new URL(await panel.getByLabel("Payment link URL").inputValue());
  linkPath = url.pathname + url.search;
  expect(linkPath).toMatch(/^\/payments\?link=[A-Za-z0-9_-]{32}$/);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/quotation-payment-link-1280.png` });
});

test("the customer pays it with the test gateway", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await page.request.post("/api/wl/user/login", { data: { email, password: PASSWORD } })).status()).toBe(200);
  await page.goto(linkPath);
  await expect(page.getByTestId("link-status")).toHaveText("Awaiting payment");
  await expect(page.getByText(/Kerala backwaters/)).toBeVisible();
  await shoot(page, "quotation-payment-open");
  await page.getByRole("button", { name: "Pay ₹35,000.00" }).click();
  await expect(page).toHaveURL(/\/payments\/test-gateway\//);
  await page.getByRole("button", { name: "Pay ₹35,000.00" }).click();
  await expect(page.getByText("Payment Successful")).toBeVisible();
  await expect(page.getByTestId("link-status")).toHaveText("Paid");
  const [q] = await sql<{ collected_payment: number }>("select collected_payment from dmc_itineraries where id = $1", [quotationId]);
  expect(q.collected_payment).toBe(4_500_000);
});

test("staff see the collected payment raised and the payment listed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect((await page.request.post("/api/wl/user/login", { data: { email: "superadmin@demo.test", password: DEMO_PASSWORD } })).status()).toBe(200);
  await page.goto(`/staff/dmc-quotes?quotation=${quotationId}`);
  const panel = page.getByRole("region", { name: "Quotation documents" });
  await expect(panel.getByText("Amount due ₹0.00")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Payment link" })).toBeDisabled();
  await page.goto("/staff/product-payments?kind=quotation&status=paid");
  await expect(page.getByRole("table").getByText(email)).toBeVisible();
  await shoot(page, "staff-product-payments");
  await page.goto("/staff/product-payments?tab=links&status=paid");
  await expect(page.getByRole("table").getByText(/Kerala backwaters/)).toBeVisible();
  await shoot(page, "staff-payment-links");
});
