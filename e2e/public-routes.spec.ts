import { expect, test, type Page } from "@playwright/test";

/**
 * Issue 15: the public routes /activities, /flight and /flight/login render on the unlocked Demo
 * site; on Acme (lock mode) an anonymous visitor of each lockable route goes to login, while
 * /flight/login (the way in) is never locked. Screenshots at 1280 and 390 px.
 */

const PORT = process.env.E2E_PORT ?? 3100;
const ACME = `http://acme.localhost:${PORT}`;

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("/activities lists the DMC catalogue by city with prices from, each leading to that city's search", async ({ page }) => {
  await page.goto("/activities");
  await expect(page.getByRole("heading", { name: /Things to do with/, level: 1 })).toBeVisible();
  const dubai = page.getByRole("region", { name: /Dubai/ });
  await expect(dubai.getByText(/^From /).first()).toBeVisible();
  const search = dubai.getByRole("link", { name: "Search activities in Dubai →" });
  await expect(search).toHaveAttribute("href", /^\/activities\/search\?cityId=\d+$/);
  await shoot(page, "public-activities");
  // The search is login-required: an anonymous visitor goes to login and comes back to it.
  await search.click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Factivities%2Fsearch/);
});

test("/flight is the flight area's entry and /flight/login its login, landing on the flight search", async ({ page }) => {
  await page.goto("/flight");
  await expect(page.getByRole("heading", { name: /Book flights with/, level: 1 })).toBeVisible();
  await shoot(page, "public-flight");
  await page.getByRole("link", { name: "Log in to search flights" }).click();
  await expect(page).toHaveURL(/\/flight\/login\?redirectTo=%2Fapp%2Fflight%2Fsearch$/);
  await shoot(page, "public-flight-login");
  await page.getByLabel("Email or phone").fill("agent@demo.test");
  await page.getByLabel("Password").fill("Wayfare#2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/app\/flight\/search$/);
  await page.goto("/flight");
  await expect(page.getByRole("link", { name: "Search flights" })).toHaveAttribute("href", "/app/flight/search");
});

const LOCKED = ["/activities", "/flight", "/visa/united-arab-emirates", "/visa/united-arab-emirates/tourist-visa-30-days/1"];
for (const path of LOCKED) {
  test(`lock mode: an anonymous visitor of ${path} on Acme goes to login`, async ({ page }) => {
    await page.goto(`${ACME}${path}`);
    await expect(page).toHaveURL(`${ACME}/login?redirectTo=${encodeURIComponent(path)}`);
  });
}

test("lock mode: /flight/login on Acme is the login form, not a redirect", async ({ page }) => {
  await page.goto(`${ACME}/flight/login`);
  await expect(page).toHaveURL(`${ACME}/flight/login`);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
});
