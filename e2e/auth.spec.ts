import { expect, test } from "@playwright/test";
import { logInByApi, logInByForm } from "./fixtures";

test("a page that needs a login sends the visitor to /login with redirectTo", async ({ page }) => {
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstaff$/);
  await expect(page.getByRole("heading", { name: "Log in to Demo Travels" })).toBeVisible();
});

test("signing in from /login?redirectTo=... lands on that page", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Fstaff");
  await logInByForm(page, "staff@demo.test");
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("heading", { name: "Back office" })).toBeVisible();
  await expect(page.getByTestId("user-first-name")).toHaveText("Sam");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "logged_in_cookie")?.value).toBe("true");
  expect(cookies.find((c) => c.name === "wayfare.session-token")?.httpOnly).toBe(true);
});

test("/app/login honours redirectTo too, and an open redirect is refused", async ({ page }) => {
  await page.goto("/app/login?redirectTo=https%3A%2F%2Fevil.example%2F&redirectType=external");
  await logInByForm(page, "agent@demo.test");
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId("user-type")).toHaveText("Travel agent (B2B)");
});

test("a wrong password shows the server's message and stays on the form", async ({ page }) => {
  await page.goto("/login");
  await logInByForm(page, "agent@demo.test", "not-the-password");
  await expect(page.getByTestId("login-error")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/login/);
});

test("an empty form shows the spec's required message", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("This is required field.")).toHaveCount(2);
});

test("a signed-in user visiting /login goes home", async ({ page }) => {
  await logInByApi(page, "retail@demo.test");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole("heading", { name: "Welcome, Ravi" })).toBeVisible();
});

test("logout clears the session and logged_in_cookie and goes to login keeping the redirect parameters", async ({ page }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/app");
  await page.evaluate(() => window.localStorage.setItem("wayfare-core-state", "{\"x\":1}"));
  await page.goto("/logout?redirectTo=%2Fapp");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "logged_in_cookie")).toBeUndefined();
  expect(cookies.find((c) => c.name === "wayfare.session-token")).toBeUndefined();
  expect(await page.evaluate(() => window.localStorage.getItem("wayfare-core-state"))).toBeNull();
  await page.goto("/app");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp$/);
});

test("clicking Logout in the header signs out", async ({ page }) => {
  await logInByApi(page, "staff@demo.test");
  await page.goto("/app");
  await page.getByRole("link", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
});
