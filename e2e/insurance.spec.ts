import { expect, test, type Page } from "@playwright/test";
import { pdfText } from "../tests/helpers/pdf-text";
import { DEMO_PASSWORD, inDays } from "./fixtures";

/*
 * Issue 15: a retail customer buys travel insurance, by wallet and through the site's (test)
 * gateway, downloads the certificate and cancels a policy before it starts. The customer is created
 * here with a wallet of their own, so the demo data other specs rely on stays untouched.
 */

const SCREENS = "test-results/screens";
const PASSWORD = "Travel2026";
const email = `e2e-insurance-${Date.now()}@example.test`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signup = await request.post("/api/wl/user/signup", {
    data: { userType: "retail", gender: 2, firstName: "Meera", lastName: "Iyer", email, phone: `9${String(Date.now()).slice(-9)}`, phoneCode: "in", password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.status()).toBe(200);
  const login = await request.post("/api/wl/user/login", { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const userId = (await login.json()).data.user.id as number;
  // Staff credit the new customer's own wallet (a context of their own: the customer's cookie stays out of it).
  const staff = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await staff.post("/api/wl/user/login", { data: { email: "superadmin@demo.test", password: DEMO_PASSWORD } });
  expect(admin.status(), await admin.text()).toBe(200);
  const { authToken } = (await admin.json()).data as { authToken: string };
  const credit = await staff.post("/api/wl/user/addWlUserWalletEntry", {
    headers: { "auth-token": authToken },
    data: { userId, amount: 5000, type: "credit", remark: "e2e insurance", idempotencyKey: `e2e-insurance-${Date.now()}` },
  });
  expect(credit.status(), await credit.text()).toBe(200);
  await staff.dispose();
  await request.dispose();
});

async function logIn(page: Page) {
  const res = await page.request.post("/api/wl/user/login", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/${name}-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} overflows at 390 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function searchAndChoose(page: Page, start: number) {
  await page.goto("/insurance/search-results");
  await page.getByLabel("Region").selectOption("asia");
  await page.getByLabel("Destination").fill("Singapore");
  await page.getByLabel("Start date").fill(inDays(start));
  await page.getByLabel("Return date").fill(inDays(start + 6));
  await page.getByLabel("Travellers' ages").fill("36,68");
  await page.getByRole("button", { name: "Search plans" }).click();
  await expect(page.getByRole("article", { name: "Essential plan" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  // Asia, 7 days: 36 years 280.00 + 68 years 700.00.
  await expect(page.getByRole("article", { name: "Essential plan" }).getByTestId("plan-premium")).toHaveText("₹980.00");
}

async function fillTravellers(page: Page) {
  await page.getByLabel("First name").nth(0).fill("Meera");
  await page.getByLabel("Last name").nth(0).fill("Iyer");
  await page.getByLabel("Date of birth").nth(0).fill("1990-04-12");
  await page.getByLabel("Passport number").nth(0).fill("P1234567");
  await page.getByLabel("First name").nth(1).fill("Kamala");
  await page.getByLabel("Last name").nth(1).fill("Iyer");
  await page.getByLabel("Date of birth").nth(1).fill("1958-01-30");
  await page.getByLabel("Passport number").nth(1).fill("P7654321");
}

test("a retail customer buys a policy by wallet, sees its number and downloads the certificate", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await searchAndChoose(page, 30);
  await shoot(page, "insurance-search-results");
  await page.getByRole("link", { name: "Choose Essential" }).click();
  await expect(page).toHaveURL(/\/insurance\/passenger-details\?/);
  await expect(page.getByRole("heading", { name: "Passenger details" })).toBeVisible();
  // Empty names: the field messages, nothing bought.
  await page.getByRole("button", { name: "Pay ₹980.00" }).click();
  await expect(page.locator("#t0-firstName-error")).toHaveText("Please enter the first name");
  await expect(page.locator("#t1-passport-error")).toHaveText("Please enter a valid passport number");
  await fillTravellers(page);
  // Edited fields lose their earlier messages.
  for (const id of ["t0-firstName", "t1-lastName", "t0-dob", "t1-passport"]) await expect(page.locator(`#${id}-error`)).toHaveCount(0);
  await shoot(page, "insurance-passenger-details");
  await page.getByRole("radio", { name: "Wallet" }).check();
  await page.getByRole("button", { name: "Pay ₹980.00" }).click();
  await expect(page).toHaveURL(/\/insurance\/insurance-bookings$/);
  await expect(page.getByText("Payment Successful: your policy is issued.")).toBeVisible();
  const number = page.getByTestId("policy-number").first();
  await expect(number).toHaveText(/^SIM-\d{4}-\d+-\d{6}$/);
  const href = await page.getByRole("link", { name: "Download certificate" }).first().getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.subarray(-8).toString("latin1")).toContain("%%EOF");
  // The certificate names the policy and its travellers.
  const text = pdfText(bytes);
  expect(text).toContain((await number.textContent())!.trim());
  expect(text).toContain("Kamala");
  expect(text).toContain("Iyer");
});

test("a retail customer pays through the test gateway, then cancels before the start and sees the refund", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await searchAndChoose(page, 45);
  await page.getByRole("link", { name: "Choose Essential" }).click();
  await fillTravellers(page);
  await page.getByRole("radio", { name: /Pay online/ }).check();
  await page.getByRole("button", { name: "Pay ₹980.00" }).click();
  await expect(page).toHaveURL(/\/payments\/test-gateway\//);
  await expect(page.getByTestId("test-gateway-amount")).toHaveText("₹980.00");
  await page.getByRole("button", { name: "Pay ₹980.00" }).click();
  await expect(page.getByText("Payment Successful: your policy is issued.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);
  const newest = page.getByRole("article").first();
  await expect(newest.getByTestId("policy-number")).toHaveText(/^SIM-/);
  await newest.getByRole("button", { name: "Cancel policy" }).click();
  await expect(newest.getByText("Cancel and get ₹980.00 back to your wallet?")).toBeVisible();
  await newest.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByText("Policy cancelled. ₹980.00 refunded to your wallet.")).toBeVisible();
  await expect(newest.getByTestId("policy-refund")).toHaveText("₹980.00 (Full refund 7 or more days before the start date)");
  await expect(newest.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(newest.getByRole("button", { name: "Yes, cancel" })).toHaveCount(0);
  await expect(newest.getByRole("button", { name: "Cancel policy" })).toHaveCount(0);
  await shoot(page, "insurance-bookings");
});

test("/insurance/passenger-details and /insurance/insurance-bookings need a login", async ({ page }) => {
  await page.goto("/insurance/insurance-bookings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Finsurance%2Finsurance-bookings/);
});

test("lock mode: /insurance/search-results sends an anonymous visitor of locked Acme to login; unlocked Demo shows the plans", async ({ page, baseURL }) => {
  const acme = baseURL!.replace("://localhost", "://acme.localhost");
  const path = "/insurance/search-results";
  await page.goto(`${acme}${path}`);
  await expect(page).toHaveURL(`${acme}/login?redirectTo=${encodeURIComponent(path)}`);
  await page.goto(`${path}?region=europe&destination=Paris&startDate=${inDays(20)}&endDate=${inDays(29)}&ages=30`);
  await expect(page.getByRole("heading", { name: "Travel insurance" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  // A search with a wrong field shows the field's message.
  await page.goto(`${path}?region=europe&destination=Paris&startDate=${inDays(20)}&endDate=${inDays(10)}&ages=30`);
  await expect(page.getByText("The return date must be on or after the start date")).toBeVisible();
});
