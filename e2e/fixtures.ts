import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Wayfare#2026";

/** Creates a session directly through the login API (the browser context keeps its cookies). */
export async function logInByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post("/api/wl/user/login", { data: { email, password } });
  expect(res.status()).toBe(200);
}

export async function logInByForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Email or phone").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}
