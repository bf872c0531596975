import { expect, test, type Browser, type Page } from "@playwright/test";
import { startFakeOAuth, type FakeOAuth } from "../tests/helpers/fake-oauth";
import { logInByForm } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ACME = `http://acme.localhost:${PORT}`;
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? PORT + 1500);
const SCREENS = "test-results/screens";
const GOOGLE = { id: "acme-e2e.apps.googleusercontent.test", secret: "acme-google-secret" };
const FACEBOOK = { id: "4242424242", secret: "acme-facebook-secret" };

let fake: FakeOAuth;
test.beforeAll(async () => {
  // playwright.config.ts points the app's Google and Facebook endpoints at this port.
  fake = await startFakeOAuth({ port: OAUTH_PORT });
  fake.addClient(GOOGLE.id, GOOGLE.secret);
  fake.addClient(FACEBOOK.id, FACEBOOK.secret);
});
test.afterAll(async () => {
  await fake?.close();
});

async function shoot(page: Page, name: string) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function clickNav(page: Page, group: string, link: string) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const menuButton = page.getByRole("button", { name: "Menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  else await nav.getByRole("button", { name: group }).click();
  await nav.getByRole("link", { name: link, exact: true }).click();
}

/** The Acme super admin sets (or clears) the site's keys through /staff/settings/sign-in. */
async function setKeys(browser: Browser, keys: { google: typeof GOOGLE; facebook: typeof FACEBOOK } | null, screenshot = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ACME}/login`);
  await logInByForm(page, "admin@acme.test");
  await expect(page).toHaveURL(/\/app$/);
  await clickNav(page, "Back office", "Sign-in settings");
  await expect(page).toHaveURL(/\/staff\/settings\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign-in settings", level: 1 })).toBeVisible();
  await page.getByLabel("Client ID").fill(keys?.google.id ?? "");
  await page.getByLabel("App ID").fill(keys?.facebook.id ?? "");
  if (keys) {
    await page.getByLabel("Client secret").fill(keys.google.secret);
    await page.getByLabel("App secret").fill(keys.facebook.secret);
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sign-in settings saved" })).toBeVisible();
  await expect(page.getByText("Secret set", { exact: true })).toHaveCount(keys ? 2 : 0);
  // The secrets never come back to the browser.
  await expect(page.getByLabel("Client secret")).toHaveValue("");
  expect(await page.content()).not.toContain(GOOGLE.secret);
  if (screenshot) await shoot(page, "sign-in-settings");
  await context.close();
}

test("Google and Facebook sign-in: hidden without keys, set by the super admin, then a new customer and an existing agent sign in through the providers", async ({ browser }) => {
  const anonymous = await browser.newPage();
  await anonymous.goto(`${ACME}/login`);
  await expect(anonymous.getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(anonymous.getByRole("button", { name: /Continue with/ })).toHaveCount(0);
  await anonymous.close();

  await setKeys(browser, { google: GOOGLE, facebook: FACEBOOK }, true);
  try {
    // A new person continues with Google: a retail customer of Acme, signed in.
    const page = await browser.newPage();
    await page.goto(`${ACME}/login`);
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Facebook" })).toBeVisible();
    await shoot(page, "login-social-buttons");
    const email = `g-${Date.now().toString(36)}@example.test`;
    fake.setUser({ sub: `google-${email}`, email, emailVerified: true, name: "Gita Google" });
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(`${ACME}/app`);
    await expect(page.getByTestId("user-first-name").first()).toHaveText("Gita");
    expect((await page.request.post(`${ACME}/api/rbac/getPermissionsFromSession`, { data: {} })).status()).toBe(200);
    const authorize = fake.requests.filter((r) => r.path === "/authorize").at(-1)!;
    expect(authorize.query).toMatchObject({ client_id: GOOGLE.id, redirect_uri: `${ACME}/api/auth/callback/google`, code_challenge_method: "S256" });
    await page.close();

    // The demo agent continues with Facebook (same email): linked to the existing account.
    const agent = await browser.newPage();
    await agent.goto(`${ACME}/login`);
    fake.setUser({ sub: "fb-acme-agent", email: "agent@acme.test", name: "Acme Agent" });
    await agent.getByRole("button", { name: "Continue with Facebook" }).click();
    await expect(agent).toHaveURL(`${ACME}/app`);
    await expect(agent.getByTestId("user-first-name").first()).toHaveText("Meera");
    await agent.close();

    // Refused consent: back on the login page with a message, not signed in.
    const refused = await browser.newPage();
    await refused.goto(`${ACME}/login`);
    fake.setDeny(true);
    await refused.getByRole("button", { name: "Continue with Google" }).click();
    await expect(refused).toHaveURL(/\/login\?error=/);
    await expect(refused.getByTestId("login-error")).toHaveText("Sign-in with Google or Facebook did not work. Please try again or log in with your password.");
    fake.setDeny(false);
    await refused.close();
  } finally {
    fake.setDeny(false);
    await setKeys(browser, null);
  }
});
