import { createHash, randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { startFakeOAuth, type FakeOAuth } from "../tests/helpers/fake-oauth";
import { logInByForm } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ACME = `http://acme.localhost:${PORT}`;
const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? PORT + 1500);
const SCREENS = "test-results/screens";
const dbUrl = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "54349"}/wayfare`;
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
    // (Node cannot resolve acme.localhost; the browser's own fetch carries the session cookie.)
    const status = await page.evaluate(() => fetch("/api/rbac/getPermissionsFromSession", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).then((r) => r.status));
    expect(status).toBe(200);
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
    await expect(refused).toHaveURL(/\/login\?(.*&)?error=/);
    await expect(refused.getByTestId("login-error")).toHaveText("Sign-in with Google or Facebook did not work. Please try again or log in with your password.");
    fake.setDeny(false);
    await refused.close();
  } finally {
    fake.setDeny(false);
    await setKeys(browser, null);
  }
});

/** What issueSessionExchange does (issue 12's jump calls it): a 60-second, single-use, hashed sessionExchange token. */
async function issueSessionId(email: string, domain: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const res = await client.query(
      `insert into user_tokens (site_id, user_id, purpose, token_hash, expires_at)
       select u.site_id, u.id, 'sessionExchange', $1, now() + interval '60 seconds'
       from users u join site_domains d on d.site_id = u.site_id where u.email = $2 and d.domain = $3`,
      [createHash("sha256").update(token, "utf8").digest("hex"), email, domain],
    );
    expect(res.rowCount).toBe(1);
  } finally {
    await client.end();
  }
  return token;
}

test("jumping in with a session id: /login/session signs in once and goes on; a used id explains itself; an unknown one goes to logout", async ({ page }) => {
  const sessionId = await issueSessionId("agent@acme.test", "acme.localhost");
  await page.goto(`${ACME}/login/session?sessionId=${sessionId}&redirectTo=${encodeURIComponent("/user/billing-details")}`);
  await expect(page).toHaveURL(`${ACME}/user/billing-details`);
  await expect(page.getByTestId("user-first-name").first()).toHaveText("Meera");

  const again = await page.context().browser()!.newPage();
  await again.goto(`${ACME}/login/session?sessionId=${sessionId}`);
  await expect(again.getByTestId("session-login-error")).toHaveText("This sign-in link has already been used. Please sign in again.");
  await shoot(again, "login-session-used");
  await again.getByRole("link", { name: "Log in" }).click();
  await expect(again).toHaveURL(/\/login$/);

  await again.goto(`${ACME}/login/session?sessionId=not-a-real-id`);
  await expect(again).toHaveURL(/\/login(\?|$)/);
  await again.close();
});
