import { expect, test, type Browser, type Page } from "@playwright/test";
import { inDays, logInByApi } from "./fixtures";
import { launchForLighthouse, runLighthouse, type LighthouseScores, type SessionCookie } from "./lighthouse-run";

/*
 * Issue 24: Lighthouse 12 (npm `lighthouse`, Debian's Chromium) on the public pages and the flight
 * results page: accessibility 100, best practices 100, cumulative layout shift under 0.1. And the
 * results page opened without its query string ("Back to results") shows its searched route, not
 * a bare "→", and does not shift. The scores are printed (docs/operations.md, "Lighthouse").
 */

test.describe.configure({ mode: "serial" });

const SESSION_COOKIE = "wayfare.session-token";

/** The agent's search BOM → DEL through the API (as the search form does); answers its searchId. */
async function searchAsAgent(page: Page): Promise<string> {
  await logInByApi(page, "agent@demo.test");
  // A cookie-signed mutation comes from a page of the site (the same-origin check).
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post("/api/search", { headers: { origin }, data: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: inDays(21), adt: 1, chd: 0, inf: 0, cabinClass: 2 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data as { searchId: string }).searchId;
}

/** The page's layout shifts from its first paint until it is quiet (the metric Lighthouse reports). */
async function measureCls(page: Page, url: string): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test("the results page opened without its query shows the searched route and does not shift", async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  const searchId = await searchAsAgent(page);
  const cls = await measureCls(page, `/app/flight/searchResult/${searchId}`);
  await expect(page.getByRole("article").first()).toBeVisible();
  // The address carries the stored search again (a reload after it expires searches again).
  await expect(page).toHaveURL(/origin=BOM&destination=DEL/);
  await expect(page.getByText("BOM → DEL", { exact: true })).toBeVisible();
  await expect(page.getByText(/^\s*→\s*$/)).toHaveCount(0);
  await expect(page).toHaveTitle(/^Search results/);
  expect(cls, `CLS of the results page without its query: ${cls.toFixed(3)}`).toBeLessThan(0.1);

  // Filters in the address are kept when the search is put back.
  await page.goto(`/app/flight/searchResult/${searchId}?stops=0`);
  await expect(page).toHaveURL(/stops=0/);
  await expect(page).toHaveURL(/origin=BOM/);

  // Someone else's or an unknown search: a clear message with a way to search, no bare arrow.
  await page.goto("/app/flight/searchResult/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "No search" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Search flights" })).toHaveAttribute("href", "/app/flight/search");
  await expect(page.getByText("→")).toHaveCount(0);
  await page.goto("/app/flight/searchResult/not-a-search-id");
  await expect(page.getByRole("heading", { name: "No search" })).toBeVisible();
});

test("Lighthouse: accessibility 100, best practices 100 and CLS under 0.1 on the public pages and the results page", async ({ page, context }) => {
  test.setTimeout(600_000);
  const base = test.info().project.use.baseURL!;
  await page.goto("/packages");
  const packageHref = await page.getByTestId("package-card").first().getByRole("link").first().getAttribute("href");
  expect(packageHref).toBeTruthy();
  const searchId = await searchAsAgent(page);
  const session = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(session).toBeTruthy();
  const pages: { name: string; path: string; session?: SessionCookie }[] = [
    { name: "login", path: "/login" },
    { name: "packages", path: "/packages" },
    { name: "package", path: packageHref! },
    { name: "activities", path: "/activities" },
    { name: "fixed departures", path: "/fixed-departures" },
    { name: "visa", path: "/visa/united-arab-emirates" },
    { name: "flight results (agent)", path: `/app/flight/searchResult/${searchId}`, session: { name: SESSION_COOKIE, value: session!.value } },
  ];

  let browser: Browser | undefined;
  const rows: (LighthouseScores & { name: string; path: string })[] = [];
  try {
    const launched = await launchForLighthouse();
    browser = launched.browser;
    for (const p of pages) rows.push({ ...p, ...(await runLighthouse(`${base}${p.path}`, launched, p.session)) });
  } finally {
    await browser?.close();
  }

  const table = ["| page | accessibility | best practices | CLS |", "|---|---|---|---|", ...rows.map((r) => `| ${r.name} (\`${r.path.replace(/[0-9a-f-]{36}/, "{searchId}")}\`) | ${r.accessibility} | ${r.bestPractices} | ${r.cls.toFixed(3)} |`)];
  console.log(`Lighthouse 12 (desktop preset, one run per page):\n${table.join("\n")}`);
  for (const r of rows) if (r.failing.length) console.log(`${r.name}:\n    ${r.failing.join("\n    ")}`);
  for (const r of rows) {
    expect.soft(r.accessibility, `${r.name} accessibility`).toBe(100);
    expect.soft(r.bestPractices, `${r.name} best practices`).toBe(100);
    expect.soft(r.cls, `${r.name} CLS`).toBeLessThan(0.1);
  }
});
