import { expect, test, type Page } from "@playwright/test";
import { bookTicketByApi } from "./book-by-api";
import { logInByApi } from "./fixtures";

/*
 * Partner webhooks (decision 0029) and the API partner program. The server runs in production mode,
 * where webhook URLs must be https: the endpoint here points at a closed https port, so the delivery
 * log shows a failed first attempt with its next attempt (signature verification against a live
 * receiver: tests/webhooks/*.int.test.ts and e2e/partner-api.spec.ts, whose loopback receiver the
 * test-only opt-in of decision 0033 allows). Screens go to test-results/screens/.
 */

/** Every request the page makes stays on the site's own origin (nothing from a CDN). */
function watchOrigins(page: Page): string[] {
  const foreign: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["http:", "https:"].includes(url.protocol)) return;
    if (!/(^|\.)localhost$/.test(url.hostname) && url.hostname !== "127.0.0.1") foreign.push(req.url());
  });
  return foreign;
}

test("the API partner program page explains keys and webhooks and links a reference served without a CDN", async ({ page }) => {
  const foreign = watchOrigins(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("link", { name: "API partner program" }).click();
  await expect(page.getByRole("heading", { name: "API partner program" })).toBeVisible();
  await expect(page.getByText("test key", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Retry-After")).toBeVisible();
  await expect(page.locator("#webhooks")).toContainText("Webhooks");
  await page.screenshot({ path: "test-results/screens/api-partner-program-1280.png", fullPage: true });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: "test-results/screens/api-partner-program-600.png", fullPage: true });

  await page.getByRole("link", { name: "Open the API reference" }).click();
  await expect(page).toHaveURL(/\/api-partner-program\/reference$/);
  const section = page.getByRole("region", { name: "webhooks" });
  await section.getByText("/api/wl/webhooks/createWebhookEndpoint").click();
  await expect(section.getByText("Permission backoffice.webhooks.manage").first()).toBeVisible();
  await expect(section.getByText("eventTypes").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/api-reference-600.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/screens/api-reference-top-1280.png" });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/api-reference-1280.png" });
  const openapi = await page.request.get("/api/openapi.json");
  expect(openapi.status()).toBe(200);
  expect(Object.keys((await openapi.json()).paths)).toContain("/api/wl/webhooks/replayDelivery");
  expect(foreign).toEqual([]);
});

test("staff add a partner's webhook endpoint, see the secret once, follow a delivery and replay it", async ({ page, request }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.setViewportSize({ width: 1280, height: 900 });
  // The staff push prompt (bottom right, 3 s after load) can cover the delivery log's Replay: put it off.
  await page.addLocatorHandler(page.getByRole("region", { name: "Push notifications" }), async (banner) => banner.getByRole("button", { name: "Not now" }).click());
  await page.goto("/staff");
  await page.getByRole("link", { name: "Partner webhooks" }).click();
  await expect(page.getByRole("heading", { name: "Partner webhooks" })).toBeVisible();
  const url = `https://localhost:9/hooks/${Date.now()}`;

  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByRole("button", { name: "Create endpoint" }).click();
  await expect(page.getByText("Choose the partner company")).toBeVisible();
  await page.getByLabel("Partner company").selectOption({ label: "Demo Agency" });
  await page.getByLabel("URL").fill("http://partner.example.com/hooks");
  await page.getByRole("button", { name: "Create endpoint" }).click();
  await expect(page.getByText("The webhook URL must be an https URL")).toBeVisible();
  await page.getByLabel("URL").fill(url);
  await page.getByRole("button", { name: "Create endpoint" }).click();
  const secret = await page.getByTestId("webhook-secret").innerText();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await page.getByRole("button", { name: "I have copied it" }).click();
  const row = page.getByRole("row").filter({ hasText: url });
  await expect(row).toContainText("Demo Agency");
  await expect(page.getByText(secret)).toHaveCount(0);

  // A booking of the Demo Agency agent raises booking.ticketed; the job's first attempt fails (closed port).
  await bookTicketByApi(request);
  await row.getByRole("button", { name: "Deliveries" }).click();
  const log = page.getByRole("table", { name: "Webhook deliveries" });
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(log.getByRole("row").filter({ hasText: "booking.ticketed" }).first()).toContainText("1 / 6", { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(log.getByTestId("delivery-status").first()).toHaveText("pending");
  await log.getByRole("button", { name: "Replay" }).first().click();
  await expect(page.getByText("Delivery queued again", { exact: true })).toBeVisible();
  await expect(log.getByRole("row").filter({ hasText: "booking.ticketed" })).toHaveCount(2);
  await page.screenshot({ path: "test-results/screens/webhooks-1280.png", fullPage: true });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: "test-results/screens/webhooks-600.png", fullPage: true });
});

test("a travel agent cannot open the webhooks screen", async ({ page }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/staff/webhooks");
  await expect(page).toHaveURL(/\/403$/);
});
