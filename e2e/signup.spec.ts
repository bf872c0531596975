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
  await page.getByRole("textbox", { name: /Mobile number/ }).fill("9811122233");
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
