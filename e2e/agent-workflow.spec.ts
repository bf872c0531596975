import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../lib/money";
import { generateResults } from "../tests/flights/flight-fixtures";
import { sql } from "./db";
import { logInByApi } from "./fixtures";
import { readMail } from "./mail-drop";

/*
 * Issue 16, done means (share fares): the agent's own agency (made here, with an uploaded logo; no
 * shared demo data is used) opens the results, moves the date with the ±3-day fare strip, ticks three
 * fares and emails them to a customer with a markup of its own. The message is read at the SMTP
 * server: the agency's logo (inline) and name, each fare at the customer's price plus the markup. The
 * share link opens without a login and shows the same prices. Booking a fare family after a date
 * change is e2e/flight-results-density.spec.ts; two bookings' Excel from the queue is
 * e2e/agent-desk.spec.ts. Screens: test-results/screens/share-*.png.
 */

const SCREENS = "test-results/screens";
const DEMO_ID = "(select site_id from site_domains where domain = 'localhost')";
const COMPANY = "Skyline Share Travels";
const EMAIL = "share-agent@example.test";
const CUSTOMER = "share-customer@example.test";
const MARKUP = 275.5;

async function cleanUp() {
  await sql(`delete from fare_shares where created_by_user_id in (select id from users where email = '${EMAIL}' and site_id = ${DEMO_ID})`);
  await sql(`delete from users where email = '${EMAIL}' and site_id = ${DEMO_ID}`);
  await sql(`delete from legal_entities where company_name = '${COMPANY}' and site_id = ${DEMO_ID}`);
}
test.beforeAll(async () => {
  await cleanUp();
  await makeAgent();
});
test.afterAll(cleanUp);

async function makeAgent() {
  const [{ id: legalEntityId }] = await sql<{ id: number }>(`insert into legal_entities (site_id, company_name, city) values (${DEMO_ID}, $1, 'Pune') returning id`, [COMPANY]);
  // The demo agent's password and permission group: a separate agency of our own.
  await sql(
    `insert into users (site_id, user_type, first_name, last_name, email, phone, phone_country_code, password_hash, is_verified, legal_entity_id, rbac_user_group_id)
     select site_id, 'travelAgent', 'Sana', 'Share', $1, '9811122233', '+91', password_hash, true, $2, rbac_user_group_id from users where email = 'agent@demo.test' and site_id = ${DEMO_ID}`,
    [EMAIL, legalEntityId],
  );
}

/** A small PNG logo (the agency's initials on its colour), uploaded as the agent's own. */
async function uploadLogo(page: Page) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" rx="10" fill="#0f766e"/><text x="120" y="52" font-family="sans-serif" font-size="34" font-weight="bold" fill="#fff" text-anchor="middle">SKYLINE</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  // From the page (same origin, as the profile screen sends it).
  const answer = await postFromPage<{ taLogoUrl: string }>(page, "/api/user/uploadAgentLogo", { image: png.toString("base64") });
  expect(answer.taLogoUrl).toMatch(/^\/api\/files\//);
}

async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      const json = await res.json();
      if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
    [path, body] as const,
  );
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** "₹5,250.00" -> 5250 */
const amountOf = (label: string) => Number(/₹([\d,]+\.\d{2})$/.exec(label)![1].replace(/,/g, ""));

test("an agent moves the date with the fare strip, shares three fares by email with their markup and logo, and the link opens the offer", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInByApi(page, EMAIL);
  await page.goto("/app/flight/search");
  await uploadLogo(page);

  const date = inDays(41);
  const { searchId } = await postFromPage<{ searchId: string }>(page, "/api/search", { journeyType: 1, origin: "DEL", destination: "BOM", departureDate: date, adt: 2, chd: 0, inf: 0 });
  await page.goto(`/app/flight/searchResult/${searchId}?journeyType=1&origin=DEL&destination=BOM&departureDate=${date}&adt=2&chd=0&inf=0`);
  await expect(page.getByRole("article").first()).toBeVisible();

  // The fare strip: the next day's lowest fare moves the search there.
  const strip = page.getByRole("navigation", { name: "Fares by day" });
  await expect(strip.getByRole("button", { name: /: ₹/ }).first()).toBeVisible();
  await strip.getByRole("button").nth(4).click();
  await expect(page).toHaveURL(new RegExp(`departureDate=${inDays(42)}`));
  await expect(page.getByRole("article").first()).toBeVisible();

  // Tick three fares (the first three rows' fares).
  const boxes = page.getByRole("checkbox", { name: /^Share / });
  const picked: { label: string; price: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const box = boxes.nth(i);
    const label = (await box.getAttribute("aria-label"))!;
    await box.check();
    picked.push({ label, price: amountOf(label) });
  }
  const bar = page.getByRole("region", { name: "Share fares" });
  await expect(bar).toContainText("3 fares picked");
  await page.screenshot({ path: `${SCREENS}/share-results-1280.png` });
  await page.setViewportSize({ width: 600, height: 800 });
  await page.screenshot({ path: `${SCREENS}/share-results-600.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await bar.getByRole("button", { name: "Share fares" }).click();
  const dialog = page.getByRole("dialog", { name: "Share fares with your customer" });
  await dialog.getByLabel("Your markup per booking (INR)").fill(String(MARKUP));
  await dialog.getByLabel("Customer email (optional)").fill(CUSTOMER);
  await dialog.getByLabel("Customer name (optional)").fill("Meera Iyer");
  const sentAfter = new Date();
  await dialog.getByRole("button", { name: "Email the fares" }).click();
  await expect(dialog.getByRole("status")).toContainText("Fares shared by email.");
  const url = (await dialog.getByTestId("share-link-url").textContent())!.trim();
  expect(url).toMatch(/\/flight\/offer\/[A-Za-z0-9_-]{32}$/);

  // The message as the customer gets it, from the SMTP server.
  const mail = await readMail(CUSTOMER, { after: sentAfter });
  expect(mail.subject).toContain(`Flight options DEL → BOM`);
  expect(mail.subject).toContain(COMPANY);
  expect(mail.from).toContain(COMPANY);
  // The logo is an inline PNG part the HTML refers to by cid: (Gmail and Outlook strip data: images).
  const logoCid = new RegExp(`<img src="cid:([^"]+)" alt="${COMPANY} logo"`).exec(mail.html)?.[1];
  expect(logoCid).toBeTruthy();
  expect(mail.html).not.toContain("data:");
  expect(mail.attachments.find((a) => a.cid === logoCid)).toMatchObject({ contentType: "image/png", contentDisposition: "inline" });
  expect(mail.html).toContain("Dear Meera Iyer,");
  expect(mail.html).toContain(url.slice(url.indexOf("/flight/offer/")));
  for (const p of picked) {
    expect(mail.html).toContain(formatMoney(p.price + MARKUP));
    expect(mail.text).toContain(formatMoney(p.price + MARKUP));
  }
  expect(mail.text).toContain("2 adults · Economy");

  // The link, opened by the customer: no login, the same prices, the agency's logo and contact.
  const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offer = await customer.newPage();
  await offer.goto(url);
  await expect(offer.getByRole("heading", { name: "Flight options DEL → BOM" })).toBeVisible();
  await expect(offer.getByRole("img", { name: `${COMPANY} logo` })).toBeVisible();
  await expect(offer.getByText(EMAIL)).toBeVisible();
  const fares = offer.getByRole("list", { name: "Shared fares" }).getByRole("listitem");
  await expect(fares).toHaveCount(3);
  for (const [i, p] of picked.entries()) await expect(fares.nth(i)).toHaveAccessibleName(`Option ${i + 1}, ${formatMoney(p.price + MARKUP)}`);
  await offer.screenshot({ path: `${SCREENS}/share-offer-1280.png`, fullPage: true });
  await offer.setViewportSize({ width: 600, height: 900 });
  await offer.screenshot({ path: `${SCREENS}/share-offer-600.png`, fullPage: true });
  // Another token is not an offer.
  const missing = await offer.goto(new URL(`/flight/offer/${"x".repeat(32)}`, url).toString());
  expect(missing?.status()).toBe(404);
  await customer.close();
});

test("a filter change over 450 results in Chromium: the tick, and the list after it (printed)", async ({ page }) => {
  // The page's own search answer replaced by 450 generated results (three fare families), so the
  // production build renders a long list; the numbers go to docs/operations.md next to bench/results-filter.tsx.
  const FAMILIES = ["Saver", "Flexi", "Corporate"];
  const results = generateResults(450, 7).map((r, i) => ({ ...r, fareName: FAMILIES[i % 3] }));
  const searchId = "00000000-0000-4000-8000-0000000005a1";
  await page.route("**/api/getSearchResults", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify({ success: true, data: { searchId, traceId: searchId, journeyType: 1, isDomestic: true, results: [results], unavailableSources: [] } }) }),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInByApi(page, EMAIL);
  await page.goto(`/app/flight/searchResult/${searchId}?journeyType=1&origin=DEL&destination=BOM&departureDate=${inDays(50)}&adt=1&chd=0&inf=0`);
  await expect(page.getByRole("status").filter({ hasText: /flights$/ })).toHaveText(/^\d+ flights$/);
  // The tick (the click's own task: the filter panel, laid out) and the list's update after it (the
  // lists follow in a deferred render, decision 0055); bench/results-filter-browser.ts does the same.
  const ticks: number[] = [];
  const lists: number[] = [];
  for (const name of ["Direct", "Refundable", "Direct", "Refundable"]) {
    for (let i = 0; i < 6; i++) {
      const t = await page.getByRole("checkbox", { name, exact: true }).evaluate(
        (box) =>
          new Promise<{ tick: number; list: number }>((resolve) => {
            const status = [...document.querySelectorAll("[role=status]")].find((el) => /flights$/.test(el.textContent ?? ""))!;
            const before = status.textContent;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (status.textContent === before) return;
              observer.disconnect();
              void document.body.offsetHeight;
              resolve({ tick, list: performance.now() - start });
            });
            observer.observe(status, { childList: true, characterData: true, subtree: true });
            (box as HTMLInputElement).click();
            void document.body.offsetHeight;
            const tick = performance.now() - start;
          }),
      );
      ticks.push(t.tick);
      lists.push(t.list);
    }
  }
  const stats = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, p95 ${s[Math.ceil(s.length * 0.95) - 1].toFixed(1)} ms`;
  };
  console.log(`filter change over 450 results (Chromium, production build): the tick ${stats(ticks)}; the list shown and laid out ${stats(lists)} (goal 16 ms)`);
  // Realistic for a loaded CI machine (the goal is judged on a quiet one, docs/operations.md): the bounds
  // catch a tick that waits for the list, or a list that renders every row again.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  expect(median(ticks)).toBeLessThan(60);
  expect(median(lists)).toBeLessThan(150);
});
