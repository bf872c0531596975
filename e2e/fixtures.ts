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

/** "YYYY-MM-DD" n days from today. */
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Types into a city autocomplete and takes the first match with Tab (spec 000 section 5). */
export async function pickAirport(page: Page, label: string, text: string, code: string) {
  const box = page.getByRole("combobox", { name: label });
  await box.click();
  await box.fill(text);
  await expect(page.getByRole("option").first()).toContainText(`(${code})`);
  await box.press("Tab");
  await expect(box).toHaveValue(new RegExp(`\\(${code}\\)`));
}
