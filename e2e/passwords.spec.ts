import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { logInByApi, logInByForm } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE = `http://localhost:${PORT}`;
const SCREENS = "test-results/screens";

/** A fresh retail customer of the Demo site (localhost), so the demo users' passwords stay as they are. */
async function signUpCustomer(api: APIRequestContext, password: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `pw-${tag}@example.test`;
  const res = await api.post("/api/wl/user/signup", {
    data: { userType: "retail", gender: 2, firstName: "Meera", lastName: "Iyer", email, phone: `98${String(Date.now()).slice(-8)}`, phoneCode: "in", password, confirmPassword: password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** Reads the newest email to `to` from the site's outbox through the staff mailbox API. */
async function readResetLink(to: string): Promise<string> {
  const staff = await playwrightRequest.newContext({ baseURL: BASE });
  const login = await staff.post("/api/wl/user/login", { data: { email: "superadmin@demo.test", password: "Wayfare#2026" } });
  const headers = { "auth-token": (await login.json()).data.authToken as string };
  let id: number | undefined;
  for (let i = 0; i < 40 && id === undefined; i++) {
    const list = await (await staff.post("/api/notifications/getEmailOutbox", { headers, data: { page: 1, pageSize: 50 } })).json();
    id = (list.data.records as { id: number; to: string }[]).find((r) => r.to === to)?.id;
    if (id === undefined) await new Promise((r) => setTimeout(r, 250));
  }
  expect(id, `no email to ${to} in the outbox`).toBeDefined();
  const message = await (await staff.post("/api/notifications/getEmailOutboxMessage", { headers, data: { id } })).json();
  await staff.dispose();
  const token = /\/generate_password\?token=([A-Za-z0-9_-]+)/.exec(message.data.text as string)?.[1];
  expect(token).toBeTruthy();
  return `/generate_password?token=${token}`;
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a forgotten password: request on /login, the emailed link sets a new one, the old one no longer signs in", async ({ page }) => {
  const email = await signUpCustomer(page.request, "Original2026");
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("This is required field.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("forgot-password-sent")).toHaveText(/If an account exists for this email, we have sent a link/);
  await shoot(page, "forgot-password");

  const link = await readResetLink(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your Demo Travels password" })).toBeVisible();
  await page.locator("#generate-password").fill("short");
  await page.locator("#generate-confirm-password").fill("short");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Use at least 8 characters with a letter and a number")).toBeVisible();
  await shoot(page, "generate-password");
  await page.locator("#generate-password").fill("Renewed2026");
  await page.locator("#generate-confirm-password").fill("Renewed2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("generate-password-done")).toHaveText("Your password has been set. Please log in with your new password.");

  // The link works once.
  await page.goto(link);
  await page.locator("#generate-password").fill("Another2026");
  await page.locator("#generate-confirm-password").fill("Another2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("generate-password-error")).toContainText("This link has already been used. Please request a new one.");
  await shoot(page, "generate-password-used");

  await page.goto("/login");
  await logInByForm(page, email, "Original2026");
  await expect(page.getByTestId("login-error")).toHaveText("Invalid email or password");
  await logInByForm(page, email, "Renewed2026");
  await expect(page).toHaveURL(/\/app$/);
});

test("changing the password keeps this browser signed in and signs out another", async ({ page, browser }) => {
  const email = await signUpCustomer(page.request, "Original2026");
  await logInByApi(page, email, "Original2026");
  const other = await browser.newContext({ baseURL: BASE });
  const otherPage = await other.newPage();
  await logInByApi(otherPage, email, "Original2026");
  await otherPage.goto("/user/change_password");
  await expect(otherPage.getByRole("heading", { name: "Change password" })).toBeVisible();

  await page.goto("/app");
  // A customer's "My account" group (billing details, change password) opens as a menu.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "My account" }).click();
  await nav.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/user\/change_password$/);
  await page.locator("#change-current-password").fill("Wrong2026pw");
  await page.locator("#change-new-password").fill("Changed2026");
  await page.locator("#change-confirm-password").fill("Changed2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#change-current-password-error")).toHaveText("Current password is incorrect");
  await expect(page.getByTestId("change-password-error")).toHaveCount(0);
  await shoot(page, "change-password-error");
  await page.locator("#change-current-password").fill("Original2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("change-password-done")).toHaveText("Your password has been changed. Other devices have been signed out.");
  await shoot(page, "change-password");

  // This browser: still signed in on the next page load.
  await page.goto("/user/change_password");
  await expect(page).toHaveURL(/\/user\/change_password$/);
  await expect(page.getByTestId("user-first-name")).toHaveText("Meera");
  // The other browser: signed out on its next request.
  await otherPage.goto("/user/change_password");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fchange_password$/);
  await other.close();
});
