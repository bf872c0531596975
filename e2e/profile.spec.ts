import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { logInByApi } from "./fixtures";

/**
 * Issue 11, the user's own account: the phone prompt (5 seconds after load when the Primary phone
 * is missing or invalid) and /user/billing-details with its GSTIN and PAN checks.
 */

const shotsDir = "test-results/screens";
const dbUrl = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "54349"}/wayfare`;
const PASSWORD = "Travel2026";

/** A fresh retail customer (signup API), whose phone is then made unknown ("INVALID") as imported data has it. */
async function createUserWithoutPhone(page: Page): Promise<string> {
  const email = `phone-${Date.now()}@example.test`;
  const res = await page.request.post("/api/wl/user/signup", {
    data: { userType: "retail", gender: 1, firstName: "Vikram", lastName: "Sethi", email, phone: `9${String(Date.now()).slice(-9)}`, phoneCode: "in", password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(
      `update users set phone = null, phone_country_code = null, phone_numbers = '[{"label":"Primary","phoneNumber":"INVALID","phoneCountryCode":"+91"}]'::jsonb where email = $1`,
      [email],
    );
  } finally {
    await client.end();
  }
  return email;
}

async function shots(page: Page, name: string) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: width === 1280 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a user without a valid phone is asked for one 5 seconds after load, fixes it, and is not asked again", async ({ page }) => {
  const email = await createUserWithoutPhone(page);
  await logInByApi(page, email, PASSWORD);
  await page.goto("/user/billing-details");
  const dialog = page.getByRole("dialog", { name: "Update your phone number" });
  const loadedAt = Date.now();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - loadedAt).toBeGreaterThan(3_500);
  await expect(dialog.getByLabel("Country code")).toHaveValue("in");
  await shots(page, "phone-prompt");

  const number = dialog.getByRole("textbox", { name: /Primary phone/ });
  await number.fill("12345");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter a valid phone number")).toBeVisible();
  await shots(page, "phone-prompt-invalid");

  await number.fill(`9${String(Date.now()).slice(-9)}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Successfully updated phone number", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.waitForTimeout(7_000);
  await expect(page.getByRole("dialog", { name: "Update your phone number" })).toHaveCount(0);
});

test("the prompt can be put off with Later and stays away on the next page", async ({ page }) => {
  const email = await createUserWithoutPhone(page);
  await logInByApi(page, email, PASSWORD);
  await page.goto("/user/billing-details");
  const dialog = page.getByRole("dialog", { name: "Update your phone number" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Later" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.waitForTimeout(7_000);
  await expect(dialog).toHaveCount(0);
});

test("billing details: a bad GSTIN shows the message, a good one saves", async ({ page }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/");
  // The account menu links the page.
  await expect(page.locator('a[href="/user/billing-details"]').first()).toBeAttached();
  await page.goto("/user/billing-details");
  await expect(page.getByRole("heading", { name: "Billing details" })).toBeVisible();
  await page.getByLabel("Billing name").fill("Demo Agency Pvt Ltd");
  await page.getByLabel("GST number (GSTIN)").fill("27AAPFU0939F1ZA");
  await page.getByLabel("GST state").selectOption({ label: "29 Karnataka" });
  await page.getByLabel("PAN").fill("AAPFU09");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Enter a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV)")).toBeVisible();
  await expect(page.getByText("Enter a valid PAN (AAAAA9999A)")).toBeVisible();
  await shots(page, "billing-details-errors");

  await page.getByLabel("GST number (GSTIN)").fill("27aapfu0939f1zv");
  await page.getByLabel("PAN").fill("AAPFU0939F");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("GST state does not match the GSTIN")).toBeVisible();
  await page.getByLabel("GST state").selectOption({ label: "27 Maharashtra" });
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Billing details saved", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("GST number (GSTIN)")).toHaveValue("27AAPFU0939F1ZV");
  await expect(page.getByLabel("GST state")).toHaveValue("Maharashtra");
  await shots(page, "billing-details");
});
