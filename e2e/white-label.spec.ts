import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ACME = `http://acme.localhost:${PORT}`;
const SCREENS = "test-results/screens";

/** "#b45309" -> "rgb(180, 83, 9)", as getComputedStyle answers. */
function toRgb(hex: string): string {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Acme's primary colour as the database has it (the site-detection endpoint reads the sites row). */
async function acmePrimary(page: Page): Promise<string> {
  const res = await page.request.post("/api/whitelabel/detetct", { data: { domain: "acme.localhost" } });
  expect(res.status()).toBe(200);
  const color = (await res.json()).data.primaryColor as string;
  expect(color).toMatch(/^#[0-9a-f]{6}$/i);
  // Acme must differ from the Demo/default blue, or this spec proves nothing.
  expect(color.toLowerCase()).not.toBe("#1d4ed8");
  return toRgb(color);
}

const style = (locator: Locator, property: "color" | "backgroundColor" | "borderTopColor" | "accentColor") =>
  locator.evaluate((el, p) => getComputedStyle(el)[p as "color"], property);

async function logInOnAcme(page: Page, email: string) {
  await page.goto(`${ACME}/login`);
  await page.getByLabel("Email or phone").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app$/);
}

test("on Acme the header, primary buttons and links carry Acme's primary colour on every page", async ({ page }) => {
  const primary = await acmePrimary(page);
  const header = page.getByRole("banner");

  await page.goto(`${ACME}/login`);
  expect(await style(header, "borderTopColor")).toBe(primary);
  expect(await style(page.getByTestId("site-company-name"), "color")).toBe(primary);
  expect(await style(page.getByRole("button", { name: "Log in" }), "backgroundColor")).toBe(primary);

  await page.goto(`${ACME}/signup`);
  expect(await style(page.getByRole("button", { name: "Create account" }), "backgroundColor")).toBe(primary);
  expect(await style(page.getByRole("main").getByRole("link", { name: "Log in" }), "color")).toBe(primary);
  await page.screenshot({ path: `${SCREENS}/acme-signup-1280.png`, fullPage: true });

  await logInOnAcme(page, "agent@acme.test");
  expect(await style(header, "borderTopColor")).toBe(primary);
  expect(await style(page.getByRole("button", { name: "Search Flights" }), "backgroundColor")).toBe(primary);
  await page.screenshot({ path: `${SCREENS}/acme-agent-home-1280.png`, fullPage: true });

  await page.goto(`${ACME}/app/flight/ticketQueue`);
  expect(await style(page.getByRole("button", { name: "Apply" }), "backgroundColor")).toBe(primary);
  expect(await style(page.getByRole("checkbox", { name: "Domestic" }), "accentColor")).toBe(primary);
  // The empty state's link: filter to a PNR nobody has (other specs may have booked as this agent).
  await page.getByLabel("PNR or ticket number").fill("NOSUCH");
  await page.getByRole("button", { name: "Apply" }).click();
  expect(await style(page.getByRole("link", { name: "Book a Flight" }), "color")).toBe(primary);
  await page.screenshot({ path: `${SCREENS}/acme-queue-1280.png`, fullPage: true });

  await page.goto(`${ACME}/user/transactionHistory`);
  expect(await style(page.getByRole("button", { name: "Record transfer" }), "backgroundColor")).toBe(primary);
  await page.screenshot({ path: `${SCREENS}/acme-wallet-1280.png`, fullPage: true });
});

test("on Acme the staff screens carry Acme's primary colour", async ({ page }) => {
  const primary = await acmePrimary(page);
  await logInOnAcme(page, "admin@acme.test");
  await page.goto(`${ACME}/staff`);
  expect(await style(page.getByRole("main").getByRole("link", { name: "Payment entries" }), "color")).toBe(primary);
  await page.screenshot({ path: `${SCREENS}/acme-staff-home-1280.png`, fullPage: true });
  await page.goto(`${ACME}/staff/payment-entries`);
  expect(await style(page.getByRole("tab", { name: "Pending" }), "backgroundColor")).toBe(primary);
  await page.goto(`${ACME}/staff/permission-groups`);
  await expect(page.getByRole("heading", { name: "Permission groups", level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/acme-permission-groups-1280.png`, fullPage: true });
});

/** Spec 001 section 2: the lockable routes that exist in Wayfare. */
const LOCKABLE = ["/terms_and_conditions", "/privacy_policy", "/cancellation_return_refund_policy", "/api-partner-program", "/flight/eTicket/not-a-real-slug", "/payments/test-gateway/gw_123"];

for (const path of LOCKABLE) {
  test(`lock mode: an anonymous visitor of ${path} on Acme goes to login`, async ({ page }) => {
    await page.goto(`${ACME}${path}`);
    await expect(page).toHaveURL(`${ACME}/login?redirectTo=${encodeURIComponent(path)}`);
  });
}

test("lock mode: the unlocked Demo site shows its static pages to anyone", async ({ page }) => {
  for (const path of LOCKABLE.slice(0, 4)) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("/favicon.ico is served for every site, and each page names the site's logo as its icon", async ({ page }) => {
  for (const base of ["", ACME]) {
    const res = await page.goto(`${base}/favicon.ico`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-type"]).toMatch(/^image\//);
  }
  await page.goto(`${ACME}/login`);
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", "/brand/acme-holidays.svg");
});
