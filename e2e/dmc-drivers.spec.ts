import { sql } from "./db";
import { expect, test, type Page } from "@playwright/test";
import { logInByApi } from "./fixtures";

/**
 * Issue 14 (drivers): staff assign a driver on the job sheet (the overlap warning once), generate
 * the driver's link, the driver opens it on a 390 px phone and marks the pickup done; staff see it
 * completed. Screenshots of the job sheet (1280, 600, 390) and the driver's page (390).
 */



/** A fresh driver and two unassigned transfers today (site timezone) at 11:00 and 12:00 on the demo site. */
async function seedWork(tag: string) {
  const [{ site_id: siteId, today }] = await sql<{ site_id: number; today: string }>(
    "select u.site_id, to_char(now() at time zone coalesce(nullif(s.timezone, ''), 'Asia/Kolkata'), 'YYYY-MM-DD') as today from users u join sites s on s.id = u.site_id where u.email = 'staff@demo.test'",
  );
  const [{ id: driverId }] = await sql<{ id: number }>("insert into dmc_drivers (site_id, name, phone) values ($1, $2, '+971500000000') returning id", [siteId, `Driver ${tag}`]);
  const insert = (time: string, lead: string, pickup: string) =>
    sql<{ id: number }>(
      "insert into dmc_transfers (site_id, sharing_type, date, time, pickup_location, drop_location, service_name, lead_passenger_name, pax_count, internal_driver_charges) values ($1, 'PVT', $2, $3, $4, 'Burj Khalifa', 'At the Top', $5, 3, 4250) returning id",
      [siteId, today, time, pickup, lead],
    );
  await insert("11:00", `Lead ${tag} A`, "Atlantis The Palm");
  await insert("12:00", `Lead ${tag} B`, "Dubai Mall");
  return { siteId, driverId, driverName: `Driver ${tag}`, today };
}

async function shoot(page: Page, name: string, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("staff assign a driver (overlap warned once), send the link; the driver marks the pickup done on a phone; staff see it completed", async ({ page, browser }) => {
  const tag = Date.now().toString(36);
  const { siteId, driverId, driverName, today } = await seedWork(tag);
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff/dmc-job-sheet");
  await expect(page.getByRole("heading", { name: "Transfer job sheet" })).toBeVisible();
  const rowA = page.getByRole("row").filter({ hasText: `Lead ${tag} A` });
  const rowB = page.getByRole("row").filter({ hasText: `Lead ${tag} B` });
  await expect(rowA).toBeVisible();

  // 11:00 to the driver: no warning. 12:00 to the same driver: starts within two hours, warned once.
  await rowA.getByLabel(/^Driver for/).selectOption({ label: driverName });
  await expect(page.getByText("Driver assigned successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Warning" })).toHaveCount(0);
  await rowB.getByLabel(/^Driver for/).selectOption({ label: driverName });
  const warning = page.getByText(`${driverName} already has a transfer at 11:00 on this day`);
  await expect(warning).toHaveCount(1);
  await expect(rowB.getByLabel(/^Driver for/)).toHaveValue(/\d+/);
  await shoot(page, "dmc-job-sheet", [1280, 600, 390]);
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(warning).toHaveCount(0);

  // The link, shown once with a copy button.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const driverRow = page.getByRole("table", { name: "Driver charges" }).getByRole("row").filter({ hasText: driverName });
  await driverRow.getByRole("button", { name: "Generate link" }).click();
  const dialog = page.getByRole("dialog");
  const link = await dialog.getByLabel("Driver link").inputValue();
  expect(link).toMatch(/\/dmc\/driver\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Copied to clipboard", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/dmc-driver-link-1280.png" });
  await dialog.getByRole("button", { name: "Done" }).click();

  // Issue 25: a pickup of this driver cancelled today (its itinerary line removed) and one tomorrow.
  const more = (date: string, time: string, lead: string, cancelled: boolean) =>
    sql(
      "insert into dmc_transfers (site_id, sharing_type, date, time, pickup_location, drop_location, service_name, lead_passenger_name, pax_count, driver_id, is_cancelled, cancelled_at) values ($1, 'SIC', $2::date, $3, 'DXB Terminal 3', 'Marina Bay Hotel', 'Airport pickup', $4, 2, $5, $6, case when $6 then now() end)",
      [siteId, date, time, lead, driverId, cancelled],
    );
  await more(today, "15:00", `Lead ${tag} C`, true);
  await more(new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10), "07:00", `Lead ${tag} D`, false);

  // The driver: a phone, no session, the page bare (no site menu or footer); their two jobs and the cancelled one, no prices; mark the 11:00 pickup done.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const driverPage = await phone.newPage();
  await driverPage.goto(new URL(link).pathname);
  await expect(driverPage.getByRole("heading", { name: `${driverName}'s jobs` })).toBeVisible();
  await expect(driverPage.getByRole("contentinfo")).toHaveCount(0);
  await expect(driverPage.getByRole("navigation")).toHaveCount(0);
  await expect(driverPage.getByRole("link", { name: /log ?in|sign ?in/i })).toHaveCount(0);
  const jobs = driverPage.getByRole("list", { name: "Pickups" }).getByRole("listitem");
  await expect(jobs).toHaveCount(3);
  const cancelled = jobs.filter({ hasText: `Lead ${tag} C` });
  await expect(cancelled).toHaveAttribute("aria-label", /^Cancelled: /);
  await expect(cancelled.getByRole("status")).toHaveText("Cancelled");
  await expect(cancelled.getByRole("button")).toHaveCount(0);
  await expect(driverPage.locator("body")).not.toContainText("42.50");
  const first = jobs.filter({ hasText: `Lead ${tag} A` });
  await expect(first).toContainText("11:00");
  await expect(first).toContainText("3 pax");
  await expect(first.getByRole("link", { name: "Map" })).toHaveAttribute("href", /google\.com\/maps\/search\/\?api=1&query=Atlantis%20The%20Palm/);
  await driverPage.screenshot({ path: "test-results/screens/dmc-driver-page-390.png", fullPage: true });
  await driverPage.screenshot({ path: "test-results/screens/dmc-driver-390.png", fullPage: true });
  // Mark done asks first; "Not yet" leaves it open.
  await first.getByRole("button", { name: "Mark done" }).click();
  const confirm = first.getByRole("group", { name: "Confirm pickup done" });
  await expect(confirm).toContainText(`Picked up Lead ${tag} A (3 pax) at Atlantis The Palm?`);
  await driverPage.screenshot({ path: "test-results/screens/dmc-driver-confirm-390.png", fullPage: true });
  await confirm.getByRole("button", { name: "Not yet" }).click();
  await first.getByRole("button", { name: "Mark done" }).click();
  await first.getByRole("button", { name: "Yes, mark done" }).click();
  await expect(first.getByRole("status")).toHaveText(/^Done at \d\d:\d\d$/);
  await driverPage.screenshot({ path: "test-results/screens/dmc-driver-page-done-390.png", fullPage: true });
  // Tomorrow's pickup cannot be marked done yet: the button is disabled and says when.
  await driverPage.getByRole("button", { name: "Tomorrow" }).click();
  const tomorrow = jobs.filter({ hasText: `Lead ${tag} D` });
  await expect(tomorrow.getByRole("button", { name: "Mark done" })).toBeDisabled();
  await expect(tomorrow).toContainText(/Can be marked done on \w{3}, \d{1,2} \w{3} \d{4}/);
  await driverPage.setViewportSize({ width: 1280, height: 900 });
  await driverPage.getByRole("button", { name: "7 days" }).click();
  await expect(jobs).toHaveCount(4);
  await driverPage.screenshot({ path: "test-results/screens/dmc-driver-1280.png", fullPage: true });
  await driverPage.setViewportSize({ width: 390, height: 844 });

  // Staff see it completed, and the cancelled one struck and badged.
  await page.reload();
  await expect(rowA.getByText("Completed")).toBeVisible();
  await expect(rowB.getByText("Open")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Lead ${tag} C` }).getByText("Cancelled", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/dmc-job-sheet-1280.png", fullPage: true });

  // The day's duty slip for the driver: both pickups by time, the charges added up.
  await page.goto(`/staff/dmc-job-sheet/duty-slip?driverId=${driverId}&date=${today}`);
  const slip = page.getByRole("article", { name: `Duty slip of ${driverName}` });
  await expect(slip.getByRole("row")).toHaveCount(4);
  await expect(slip.getByRole("row").last()).toContainText("85.00");
  await page.screenshot({ path: "test-results/screens/dmc-duty-slip-1280.png", fullPage: true });
  await page.goto("/staff/dmc-job-sheet");

  // A new link kills the old one at once: the driver's page says so clearly.
  await driverRow.getByRole("button", { name: "New link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await driverPage.reload();
  await expect(driverPage.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(driverPage.getByRole("alert").filter({ hasText: "driver link" })).toHaveText("This driver link is not valid any more. Please ask the office for a new link.");
  await driverPage.screenshot({ path: "test-results/screens/dmc-driver-page-dead-390.png" });

  // Revoking (a driver who left, a lost phone) kills the link without making a new one.
  await driverRow.getByRole("button", { name: "Revoke link" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByText("Driver link revoked", { exact: true })).toBeVisible();
  await expect(driverRow.getByRole("button", { name: "Generate link" })).toBeVisible();
  await expect(driverRow.getByRole("button", { name: "Revoke link" })).toHaveCount(0);
  await phone.close();
});

// Issue 24: the server checks the link, so an unknown or revoked one says so in the HTML itself
// (no script needed), and many wrong tries from one address (a depot's drivers share it) never
// lock out a driver whose link is right.
test("an unknown driver link says so in the server-rendered HTML; wrong tries never lock out a right link", async ({ request }) => {
  const unknown = await request.get("/dmc/driver/no-such-driver-link");
  expect(unknown.status()).toBe(200);
  const html = await unknown.text();
  expect(html).toContain("This link does not work");
  expect(html).toContain("This driver link is not valid any more. Please ask the office for a new link.");
  expect(html).not.toContain("Loading…");

  // A link staff generate, then 25 wrong ones from this same address: the wrong ones are limited, the right one opens.
  const { driverId, driverName } = await seedWork(`L${Date.now() % 100000}`);
  const login = await request.post("/api/wl/user/login", { data: { email: "superadmin@demo.test", password: "Wayfare#2026" } });
  const authToken = (await login.json()).data.authToken as string;
  const generated = await request.post("/api/dmc/generateDriverAccessToken", { data: { driverId }, headers: { "auth-token": authToken } });
  const { driverAccessToken, link } = (await generated.json()).data as { driverAccessToken: string; link: string };
  try {
    const answers: number[] = [];
    for (let i = 0; i < 25; i += 1) answers.push((await request.post("/api/dmcDriver/getDriverTransferJobSheet", { data: { driverAccessToken: `wrong-${i}` } })).status());
    expect(answers.slice(-3)).toEqual([429, 429, 429]);
    const right = await request.post("/api/dmcDriver/getDriverTransferJobSheet", { data: { driverAccessToken } });
    expect(right.status()).toBe(200);
    const rightHtml = await (await request.get(link)).text();
    expect(rightHtml).toContain(`${driverName}&#x27;s jobs`);
    expect(await (await request.get("/dmc/driver/still-wrong")).text()).toContain("Too many attempts with a wrong driver link");
  } finally {
    // This address's wrong tries would otherwise still count for the next run's dead-link check.
    await sql("delete from rate_limits where key like 'driver_token_ip:%'");
  }
});
