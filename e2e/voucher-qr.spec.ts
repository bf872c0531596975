import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { sql } from "./db";
import { logInByApi } from "./fixtures";

/**
 * Issue 24 (decision 0058): the page a voucher's QR code opens, /v/<token>, in Chromium. Without
 * JavaScript it already says the voucher is valid and for what; staff mark it redeemed once; the
 * next scan says already used, when and by whom.
 */

/** A vouchered itinerary of the demo site and one voucher link of it (the token's SHA-256 stored, as the app does). */
async function seedVoucher(tag: string) {
  const [{ site_id: siteId, id: customerId }] = await sql<{ site_id: number; id: number }>("select site_id, id from users where email = 'staff@demo.test'");
  const [{ id: kartId }] = await sql<{ id: number }>(
    "insert into dmc_itineraries (site_id, quotation_id, customer_id, kart_name, adults, child, no_of_days, no_of_nights, arrival_date, is_vouchered) values ($1, $2, $3, $4, 2, 1, 4, 3, '2026-12-10', true) returning id",
    [siteId, `QE-${tag}`, customerId, `E2E voucher ${tag}`],
  );
  const token = randomBytes(32).toString("base64url");
  const voucher = { kind: "Activity", title: `Desert Safari ${tag}`, date: "2026-12-12", confirmationNumber: `QE-${tag}-A1`, leadPassenger: "Mr Ravi Kumar", pax: "2 adult(s), 1 child(ren), 0 infant(s)", adults: 2, children: 1, infants: 0, quotationId: `QE-${tag}` };
  await sql("insert into dmc_voucher_tokens (site_id, kart_id, voucher_ref, token_hash, voucher) values ($1, $2, 'A1', $3, $4)", [siteId, kartId, createHash("sha256").update(token, "utf8").digest("hex"), JSON.stringify(voucher)]);
  return { token, title: voucher.title };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the voucher page says valid, for which service, date and party; an unknown token answers 404", async ({ page }) => {
    const { token, title } = await seedVoucher(`n${Date.now().toString(36)}`);
    await page.goto(`/v/${token}`);
    await expect(page.getByRole("heading", { name: "Activity voucher" })).toBeVisible();
    await expect(page.getByTestId("voucher-status")).toHaveText("Valid");
    await expect(page.locator("dl")).toContainText(title);
    await expect(page.locator("dl")).toContainText("Sat, 12 Dec 2026");
    await expect(page.locator("dl")).toContainText("2 adult(s), 1 child(ren)");
    const missing = await page.goto(`/v/${"x".repeat(43)}`);
    expect(missing?.status()).toBe(404);
  });
});

test("staff mark a voucher redeemed once; the next scan says when and by whom", async ({ page, browser }) => {
  const { token } = await seedVoucher(`r${Date.now().toString(36)}`);
  await logInByApi(page, "superadmin@demo.test");
  await page.goto(`/v/${token}`);
  await expect(page.getByTestId("voucher-status")).toHaveText("Valid");
  await page.getByRole("button", { name: "Mark redeemed" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Voucher redeemed" })).toBeVisible();
  await expect(page.getByTestId("voucher-status")).toContainText("Already used");
  await expect(page.getByTestId("voucher-status")).toContainText(/Redeemed on \d{2} \w{3} \d{4}, \d{2}:\d{2} [AP]M by /);
  await expect(page.getByRole("button", { name: "Mark redeemed" })).toHaveCount(0);

  // Anyone scanning it again (no session) sees it used.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`/v/${token}`);
  await expect(second.getByTestId("voucher-status")).toContainText("Already used");
  await expect(second.getByRole("button", { name: "Mark redeemed as the driver" })).toHaveCount(0);
  // An unknown token: the not-found page.
  await second.goto(`/v/${"x".repeat(43)}`);
  await expect(second.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await other.close();
});
