import { expect, test } from "@playwright/test";
import { logInByApi, logInByForm } from "./fixtures";

test("a visitor registers as a retail customer and signs in", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.test`;
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This is required field.").first()).toBeVisible();
  await page.getByLabel("Gender").selectOption("2");
  await page.getByLabel("First name").fill("Nisha");
  await page.getByLabel("Last name").fill("Kapoor");
  await page.getByLabel("Email").fill(email);
  await expect(page.getByLabel("Country code")).toHaveValue("in");
  await page.getByRole("textbox", { name: /Mobile number/ }).fill(`9${String(Date.now()).slice(-9)}`); // unique: a rerun on the same data must not collide
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Travel2026");
  await page.getByLabel("Confirm password").fill("Travel2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/signup_success$/);
  await expect(page.getByRole("heading", { name: "Registration successful" })).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  await logInByForm(page, email, "Travel2026");
  await expect(page.getByRole("heading", { name: "Welcome, Nisha" })).toBeVisible();
});

test("a signed-in user visiting /signup goes home", async ({ page }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/app$/);
});

test("/signup loads without console errors (no hydration mismatch)", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/signup");
  await expect(page.getByRole("button", { name: "Create account" })).toBeEnabled();
  await page.getByRole("tab", { name: "Business (B2B)" }).click();
  await expect(page.getByLabel("Company name")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("an empty signup form shows the spec's message under every field, never schema text", async ({ page }) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  const gender = page.getByLabel("Gender");
  await expect(gender).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(`#${await gender.getAttribute("aria-describedby")}`)).toHaveText("This is required field.");
  await expect(page.getByText(/Invalid input|expected/)).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/signup-errors-1280.png", fullPage: true });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: "test-results/screens/signup-errors-600.png", fullPage: true });

  await page.getByRole("tab", { name: "Business (B2B)" }).click();
  await page.getByRole("button", { name: "Register company" }).click();
  await expect(page.getByText("This is required field.").first()).toBeVisible();
  await expect(page.getByText(/Invalid input|expected/)).toHaveCount(0);
});
