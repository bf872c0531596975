import { expect, test, type Page } from "@playwright/test";
import { inDays } from "./fixtures";

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

// Issue 15's lockable routes (spec 001 section 2). Ids need not exist: lock mode answers before the page looks anything up.
const LOCKED = [
  "/packages",
  "/packages/dubai-delights/1",
  "/package/enquiry/submitted/1",
  "/activities",
  "/insurance/search-results",
  "/payments",
  "/flight/fixedDeparture/print/MV9fX0ZEQUFBQUFBQUFB",
  "/flight",
  "/fixed-departures",
  "/visa/united-arab-emirates",
  "/visa/united-arab-emirates/tourist-visa-30-days/1",
];
for (const path of LOCKED) {
  test(`lock mode: an anonymous visitor of ${path} on Acme goes to login`, async ({ page }) => {
    await page.goto(`${ACME}${path}`);
    await expect(page).toHaveURL(`${ACME}/login?redirectTo=${encodeURIComponent(path)}`);
  });
}

// Login-required routes: anonymous visitors of either site go to login and come back.
for (const path of ["/insurance/passenger-details", "/insurance/insurance-bookings", "/user/package/manage_package_images/1"]) {
  test(`${path} asks an anonymous visitor for a login (unlocked Demo too)`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  });
}

type Heading = { path: string; heading: RegExp | string };

/** The lockable routes with a real package, enquiry and visa category of the site, and the heading each shows. */
function realRoutes(enquirer: { packagePath: string; enquiryId: number }, visaCategoryPath: string): Heading[] {
  return [
    { path: "/packages", heading: "Holiday packages" },
    { path: enquirer.packagePath, heading: /./ },
    { path: `/package/enquiry/submitted/${enquirer.enquiryId}`, heading: "Thank you! Your enquiry has been submitted" },
    { path: "/activities", heading: /^Things to do with / },
    { path: `/insurance/search-results?region=asia&destination=Bangkok&startDate=${inDays(20)}&endDate=${inDays(26)}&ages=30`, heading: "Travel insurance" },
    { path: "/payments", heading: "Payments" },
    { path: "/flight", heading: /^Book flights with / },
    { path: "/fixed-departures", heading: "Fixed departures" },
    { path: "/visa/united-arab-emirates", heading: "United Arab Emirates visa" },
    { path: visaCategoryPath, heading: /./ },
  ];
}

/** A same-origin POST from the page (the test runner cannot resolve *.localhost; the browser can). */
async function postFromPage(page: Page, path: string, data: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([p, d]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(d) });
      return { status: res.status, body: await res.json() };
    },
    [path, data] as const,
  );
}

async function logInOn(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Email or phone").fill(email);
  await page.getByLabel("Password").fill("Wayfare#2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A published package of the site behind `page` (the first card of /packages), and an enquiry about it. */
async function packageAndEnquiry(page: Page, origin: string) {
  await page.goto(`${origin}/packages`);
  const packagePath = new URL((await page.getByTestId("package-card").first().getByRole("link").first().getAttribute("href"))!, origin).pathname;
  const packageId = Number(packagePath.split("/").pop());
  const data = { packageId, travelDate: inDays(40), adults: 2, children: 0, infants: 0, contactName: "Lock Mode", contactEmail: `lock-${Date.now()}@example.test`, contactPhone: `9${String(Date.now()).slice(-9)}`, message: "" };
  const res = await postFromPage(page, "/api/packages/enquiry", data);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { packageId, packagePath, enquiryId: (res.body as { data: { enquiryId: number } }).data.enquiryId };
}

async function firstVisaCategory(page: Page, origin: string) {
  await page.goto(`${origin}/visa/united-arab-emirates`);
  return new URL((await page.getByRole("list", { name: "Visa categories" }).getByRole("link").first().getAttribute("href"))!, origin).pathname;
}

async function expectOpen(page: Page, origin: string, routes: Heading[]) {
  for (const { path, heading } of routes) {
    const res = await page.goto(`${origin}${path}`);
    expect(res?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, `${path} stays put`).toBe(path.split("?")[0]);
    await expect(page.getByRole("heading", { level: 1, name: heading }).first(), path).toBeVisible();
  }
}

test("lock mode: every lockable route of Acme opens for a signed-in user", async ({ browser }) => {
  // Acme has no demo packages: its admin publishes one, its agent enquires about it.
  const admin = await browser.newPage();
  await logInOn(admin, ACME, "admin@acme.test");
  const created = await postFromPage(admin, "/api/packages/manage/create", {
    name: `Acme Lock ${Date.now()}`, destination: "Goa", days: 3, nights: 2, plan: [{ day: 1, title: "Arrival", description: "" }], inclusions: ["Hotel"], exclusions: [], priceFrom: 1_500_000, currency: "INR", validFrom: inDays(0), validTill: inDays(300), isPublished: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await admin.close();

  const page = await browser.newPage();
  await logInOn(page, ACME, "agent@acme.test");
  const enquiry = await packageAndEnquiry(page, ACME);
  await expectOpen(page, ACME, realRoutes(enquiry, await firstVisaCategory(page, ACME)));
  // An FD print slug of another site (or none) is the not-found page, not the login.
  await page.goto(`${ACME}/flight/fixedDeparture/print/MV9fX0ZEQUFBQUFBQUFB`);
  await expect(page).toHaveURL(`${ACME}/flight/fixedDeparture/print/MV9fX0ZEQUFBQUFBQUFB`);
  await page.close();
});

test("an unlocked site (Demo) shows every lockable route to an anonymous visitor", async ({ page, baseURL }) => {
  const origin = baseURL!;
  const enquiry = await packageAndEnquiry(page, origin);
  await expectOpen(page, origin, realRoutes(enquiry, await firstVisaCategory(page, origin)));
  await page.goto("/flight/login");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
});

test("lock mode: /flight/login on Acme is the login form, not a redirect", async ({ page }) => {
  await page.goto(`${ACME}/flight/login`);
  await expect(page).toHaveURL(`${ACME}/flight/login`);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
});

// Issue 24: a page path that is not valid percent-encoding answered a bare 500 (Next decodes a
// dynamic page's params and fails); it names no page, so it is the not-found page with 404, on
// public, lockable and signed-in routes alike.
const BROKEN = [
  "/flight/eTicket/%E0%A4%A",
  "/app/flight/eTicket/%E0%A4%A",
  "/flight/eTicket/%ZZ",
  "/dmc/driver/%E0%A4%A",
  "/visa/%E0%A4%A",
  "/visa/united-arab-emirates/%E0%A4%A/1",
  "/packages/%E0%A4%A/1",
  "/flight/fixedDeparture/print/%E0%A4%A",
  "/%E0%A4%A",
  // Valid encoding of a broken one: the page's own param is "%E0%A4%A" (the pages decode it once more).
  "/visa/%25E0%25A4%25A",
  "/visa/%25E0%25A4%25A/tourist/1",
  "/v/%25E0%25A4%25A",
];
test("a page path with broken percent-encoding is the not-found page (404), never a 500", async ({ request }) => {
  for (const path of BROKEN) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain("Page not found");
  }
});
