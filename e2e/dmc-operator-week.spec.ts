import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { pdfText } from "../tests/helpers/pdf-text";
import { sql } from "./db";
import { logInByApi } from "./fixtures";
import { readMail } from "./mail-drop";

/**
 * Issue 25, "a week of a DMC operator", on the demo data and through the screens: an enquiry (a
 * customer of the GCC market, 2 adults and a child, 4 days from today in Dubai) becomes a cart on
 * the activity search (dated activities with time slots and transfers, one AED hotel), the cart
 * becomes a quotation in the builder (quoted in USD: the missing AED to USD rate set in place), it
 * is sent in noprice mode (the email, read from the SMTP test server, has no amount), changed and
 * sent again as version 2 (with its payment link), paid by the customer with the test gateway,
 * vouchered; the day's pickups go to a driver who marks one done on a 390 px phone; then one
 * activity is removed from the quotation and the driver's page shows its pickup cancelled.
 * Set-up the story does not cover is done by API or SQL: the customer's sign-up and market, our own
 * driver. Screens under test-results/screens/week-*.png (also copied to ../_notes/shots/ when there).
 */

const SCREENS = "test-results/screens";
// A step that cannot happen fails in seconds, not at the end of the whole story's time.
test.use({ actionTimeout: 30_000 });
const NOTES_SHOTS = "../_notes/shots";
const PASSWORD = "Travel2026";

function keep(file: string) {
  try {
    mkdirSync(NOTES_SHOTS, { recursive: true });
    copyFileSync(`${SCREENS}/${file}`, `${NOTES_SHOTS}/${file}`);
  } catch {
    // Outside the helpers' worktrees there is no notes folder: the shot stays under test-results.
  }
}

/** The screen at 1280 and 390 px (the push prompt answered, toasts gone). */
async function shoot(page: Page, name: string, widths = [1280, 390]) {
  await page.waitForTimeout(4_500);
  const notNow = page.getByRole("button", { name: "Not now" });
  if (await notNow.isVisible()) await notNow.click();
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/week-${name}-${width}.png`, fullPage: true });
    keep(`week-${name}-${width}.png`);
  }
  await page.setViewportSize(before);
}

/** The first page of a PDF as a PNG (poppler's pdftoppm), to be looked at. */
function pdfToPng(pdf: string, name: string) {
  execFileSync("pdftoppm", ["-png", "-r", "90", "-f", "1", "-l", "1", "-singlefile", pdf, `${SCREENS}/week-${name}`]);
  keep(`week-${name}.png`);
}

async function downloadFrom(page: Page, button: Locator, file: string): Promise<string> {
  const download = page.waitForEvent("download");
  await button.click();
  const path = `${SCREENS}/${file}`;
  await (await download).saveAs(path);
  return path;
}

test("a week of a DMC operator: enquiry, cart, quotation (rate set in place), sent without prices, version 2, paid, vouchered, a pickup done on the phone, an activity removed and its pickup cancelled", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(420_000);
  mkdirSync(SCREENS, { recursive: true });
  const tag = Date.now().toString(36);
  const email = `week-${tag}@example.test`;

  // Set-up the story does not cover. The enquiry's customer signs up; the office puts them in the GCC market (prices in AED).
  const anonymous = await playwright.request.newContext({ baseURL });
  const signup = await anonymous.post("/api/wl/user/signup", {
    data: { userType: "retail", gender: 1, firstName: "Salma", lastName: `Week ${tag}`, email, phone: `7${String(Date.now()).slice(-9)}`, phoneCode: "in", password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  await anonymous.dispose();
  const [customer] = await sql<{ id: number; site_id: number }>("select id, site_id from users where email = $1", [email]);
  const siteId = customer.site_id;
  const [{ today }] = await sql<{ today: string }>("select to_char(now() at time zone coalesce(nullif(timezone, ''), 'Asia/Kolkata'), 'YYYY-MM-DD') as today from sites where id = $1", [siteId]);
  const [gcc] = await sql<{ id: number }>("select id from dmc_markets where site_id = $1 and name = 'GCC'", [siteId]);
  await logInByApi(page, "superadmin@demo.test");
  const market = await page.request.post("/api/dmc/updateMarketForCustomer", { data: { userId: customer.id, marketId: gcc.id }, headers: { origin: baseURL! } });
  expect(market.status(), await market.text()).toBe(200);
  // The demo data has no AED to USD rate; a rate an earlier run of this spec set in place is taken away, so the story starts as on the demo data.
  await sql("delete from dmc_exchange_rates where site_id = $1 and from_currency = 'AED' and to_currency = 'USD'", [siteId]);
  const driverName = `Driver ${tag}`;
  await sql("insert into dmc_drivers (site_id, name, phone) values ($1, $2, '+971500000016')", [siteId, driverName]);

  // Monday: the enquiry (4 days from today, 2 adults and a child) becomes a cart on the activity search.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/activities/search");
  await expect(page.getByRole("heading", { name: "Activities", level: 1 })).toBeVisible();
  // No cart left open from an earlier run in this browser: a new one.
  await page.evaluate(() => window.localStorage.removeItem("cartId"));
  await page.reload();
  // The staff push prompt (3 s after load) would sit over the cart: answered first.
  await page.getByRole("button", { name: "Not now" }).click({ timeout: 10_000 }).catch(() => undefined);
  const search = page.getByRole("form", { name: "Activity search" });
  // The enquiry: from the site's today (its timezone: the day the driver works) for 4 days.
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  await search.getByLabel("From").fill(day(0));
  await search.getByLabel("To").fill(day(3));
  await search.getByLabel("Adults").fill("2");
  await search.getByLabel("Children").fill("1");
  await search.getByRole("button", { name: "Search" }).click();
  const results = page.getByRole("list", { name: "Activities" });
  await expect(results.getByRole("heading", { name: "Dhow Cruise" })).toBeVisible();
  const cart = page.getByRole("region", { name: "Cart" });

  // The hotel first (3 nights from today, one room), so the activities' transfers start from it.
  const hotels = page.getByRole("region", { name: "Hotels" });
  await hotels.getByLabel("Hotel and room").selectOption({ label: "Deira Creek Inn ★★★, Standard Room" });
  await expect(hotels.getByLabel("Hotel nights")).toHaveValue("3");
  await hotels.getByRole("button", { name: "Add hotel to cart" }).click();
  await expect(cart.getByRole("heading", { name: /Cart #\d+/ })).toBeVisible();
  const cartId = Number(((await cart.getByRole("heading", { name: /Cart #\d+/ }).textContent()) ?? "").replace(/\D/g, ""));
  const items = cart.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Remove" }) });
  // The cart is the customer's: assigned to them, it is priced for them (the GCC market: AED).
  const assign = cart.getByRole("combobox", { name: "Assign to user" });
  await assign.fill(email);
  await cart.getByRole("option", { name: new RegExp(`Salma Week ${tag}`) }).click();
  await expect(page.getByText("Cart assigned", { exact: true })).toBeVisible();
  await expect(cart).toContainText(`Assigned to Salma Week ${tag}`);
  // The hotel was priced for the operator (the default market) when added: its new price accepted.
  const accept = cart.getByRole("button", { name: "Accept new prices" });
  if (await accept.isVisible()) await accept.click();
  const hotelItem = items.filter({ hasText: "Deira Creek Inn" });
  await expect(hotelItem).toContainText("3 night(s), 1 room(s)");
  await expect(hotelItem).toContainText("AED");
  await expect(hotelItem.getByLabel("Price changed")).toHaveCount(0);
  const addOption = async (name: string, date: string, transfer: string, type: string, slot?: string) => {
    const option = results.getByRole("listitem", { name });
    await option.getByRole("button", { name: "Add to cart" }).click();
    const form = option.getByRole("form", { name: `Add ${name}` });
    await form.getByLabel("Day").selectOption(date);
    if (slot) await form.getByLabel("Time slot").selectOption(slot);
    await form.getByRole("combobox", { name: "Transfer", exact: true }).selectOption({ label: transfer });
    await form.getByRole("combobox", { name: "Transfer type" }).selectOption({ label: type });
    const count = await items.count();
    const added = page.waitForResponse((r) => r.url().includes("addToCart"));
    await form.getByRole("button", { name: "Add", exact: true }).click();
    const answer = await added;
    expect(answer.status(), await answer.text()).toBe(200); // the demo data has return transfer rates only
    await expect(items).toHaveCount(count + 1);
    await expect(items.filter({ hasText: name })).toContainText(`Transfer: ${transfer}, ${type.toLowerCase()}`);
    await expect(items.filter({ hasText: name })).toContainText("AED");
  };
  await addOption("At the Top, non-prime hours", day(0), "Shared (SIC)", "Return", "Before 11AM");
  await addOption("Miracle Garden entry", day(0), "Private (PVT)", "Return", "Any Time");
  await addOption("Evening safari with BBQ dinner", day(1), "Private (PVT)", "Return");
  await addOption("Marina dhow cruise with dinner", day(2), "Shared (SIC)", "Return");
  await expect(items).toHaveCount(5);
  await expect(items.filter({ hasText: "At the Top, non-prime hours" })).toContainText("Before 11AM");
  await expect(cart).toContainText("2 adult(s), 1 child(ren)");
  await expect(cart.getByTestId("cart-total")).toHaveText(/^AED\s[\d,]+\.\d\d$/);
  await shoot(page, "cart");

  // Tuesday: the cart becomes a quotation in the builder, prefilled from the cart.
  await cart.getByRole("link", { name: "Make quotation" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/dmc-quotes\\?cart=${cartId}$`));
  await page.getByRole("button", { name: "Not now" }).click({ timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByText(`From cart ${cartId}:`)).toBeVisible();
  await expect(page.getByTestId("quote-customer")).toContainText(`Salma Week ${tag}`);
  await expect(page.getByLabel("Arrival date", { exact: true })).toHaveValue(today);
  await expect(page.getByLabel("Nights", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Days", { exact: true })).toHaveValue("4");
  await expect(page.getByLabel("Adults")).toHaveValue("2");
  await expect(page.getByLabel("Children")).toHaveValue("1");
  await expect(page.getByLabel("Selling currency")).toHaveValue("AED");
  // The hotel in AED with its room composition for 2 adults and a child.
  await expect(page.getByLabel("Hotel 1 price (AED)")).not.toHaveValue("0");
  await expect(page.getByRole("list", { name: "Hotel 1 room composition" }).getByRole("listitem").first()).toContainText("double room");
  // The activities by day, each with its transfer legs from the hotel.
  await expect(page.getByLabel("Activity 1 date", { exact: true })).toHaveValue(day(0));
  await expect(page.getByLabel("Activity 1 sharing basis")).toHaveValue("SIC");
  await expect(page.getByLabel("Activity 1 pickup from")).toHaveValue("Deira Creek Inn");
  await expect(page.getByLabel("Activity 2 sharing basis")).toHaveValue("PVT");
  await expect(page.getByLabel("Activity 4 date", { exact: true })).toHaveValue(day(2));
  // The times the cart's slots and the pickups ask for.
  const times: [number, string, Record<string, string>][] = [
    [1, "10:00", { pickup: "09:15", drop: "12:15" }],
    [2, "16:00", { pickup: "15:30", drop: "18:30" }],
    [3, "15:30", { pickup: "15:00", drop: "21:15" }],
    [4, "20:00", { pickup: "19:30", drop: "22:45" }],
  ];
  for (const [n, time, legs] of times) {
    await page.getByLabel(`Activity ${n} time`, { exact: true }).fill(time);
    for (const [leg, at] of Object.entries(legs)) await page.getByLabel(`Activity ${n} ${leg} time`).fill(at);
  }
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add passenger" }).click();
  const pax: [string, string, string][] = [["Mrs", "Salma", "1"], ["Mr", "Omar", "1"], ["Miss", "Layla", "2"]];
  for (const [i, [title, first, type]] of pax.entries()) {
    await page.getByLabel(`Passenger ${i + 1} title`).fill(title);
    await page.getByLabel(`Passenger ${i + 1} first name`).fill(first);
    await page.getByLabel(`Passenger ${i + 1} last name`).fill(`Week ${tag}`);
    await page.getByLabel(`Passenger ${i + 1} type`).selectOption(type);
  }
  await page.getByLabel("Passenger 3 date of birth").fill(`${Number(today.slice(0, 4)) - 8}-03-14`);
  // The customer pays in US dollars: the lines stay in AED and convert at a rate the site does not have yet.
  await page.getByLabel("Selling currency").fill("USD");
  const save = page.getByRole("button", { name: "Save quotation" });
  await save.click();
  const missing = page.getByRole("region", { name: "Missing exchange rate" });
  await expect(missing).toContainText("No exchange rate from AED to USD");
  const rateForm = missing.getByRole("form", { name: "Set the missing rate" });
  await expect(rateForm.getByLabel("From currency")).toHaveValue("AED");
  await expect(rateForm.getByLabel("To currency")).toHaveValue("USD");
  await rateForm.getByLabel(/^Rate \(1 AED/).fill("0.2723");
  await rateForm.getByRole("button", { name: "Save rate" }).click();
  // The rate saved, the quotation saves itself, the rate locked on it.
  const saved = page.getByRole("status").filter({ hasText: "Itinerary saved successfully" });
  await expect(saved).toContainText(/QT-\d+ version 1/);
  await expect(saved).toContainText("Rate locked: 1 AED = 0.2723 USD");
  await expect(missing).toHaveCount(0);
  const quotationRef = /QT-\d+/.exec((await saved.textContent()) ?? "")![0];
  const [kart] = await sql<{ id: number }>("select id from dmc_itineraries where site_id = $1 and quotation_id = $2", [siteId, quotationRef]);
  const [linked] = await sql<{ kart_id: number | null; status: string }>("select kart_id, status from dmc_carts where id = $1", [cartId]);
  expect(linked).toEqual({ kart_id: kart.id, status: "quoted" });
  await shoot(page, "builder");

  // Wednesday: sent without prices (the customer first wants to see the plan); the email has no amount.
  await page.goto(`/staff/dmc-quotes?quotation=${kart.id}`);
  await page.getByRole("button", { name: "Not now" }).click({ timeout: 10_000 }).catch(() => undefined);
  const panel = page.getByRole("region", { name: "Quotation documents" });
  await expect(panel.getByRole("heading", { name: `Documents · ${quotationRef} v1` })).toBeVisible();
  const nopricePdf = await downloadFrom(page, panel.getByRole("button", { name: "Download quotation PDF: No price" }), "week-quotation-noprice.pdf");
  const nopriceText = pdfText(readFileSync(nopricePdf));
  for (const t of ["Deira Creek Inn", "At the Top, non-prime hours", "Miracle Garden entry", "Marina dhow cruise with dinner"]) expect(nopriceText).toContain(t);
  for (const t of ["USD", "AED", "$"]) expect(nopriceText).not.toContain(t);
  pdfToPng(nopricePdf, "quotation-noprice-pdf");
  await panel.getByLabel("Price breakup").selectOption("noprice");
  const sentFirst = new Date();
  await panel.getByRole("button", { name: "Email quotation" }).click();
  await expect(panel.getByRole("status")).toHaveText(`Quotation sent to ${email}`);
  const first = await readMail(email, { after: sentFirst });
  expect(first.subject).toContain(`Quotation ${quotationRef} (version 1)`);
  expect(first.attachments.some((a) => a.contentType === "application/pdf")).toBe(true);
  for (const body of [first.text, first.html]) {
    expect(body).not.toMatch(/\b(USD|AED)\b|\$|\d[\d,]*\.\d\d/);
    expect(body).not.toContain("Pay the amount due");
  }
  expect(first.text).toContain("Miracle Garden entry");

  // Thursday: the customer asks for a lower price; version 2 (a discount), sent with every line priced.
  await page.getByLabel("Discount").fill("50");
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Itinerary saved successfully" })).toContainText(`${quotationRef} version 2`);
  await expect(page.getByRole("region", { name: "Versions" })).toContainText("Version 2 (current), not sent yet");
  await expect(page.getByRole("region", { name: "Versions" })).toContainText(/Version 1 · sent/);
  await expect(panel.getByRole("heading", { name: `Documents · ${quotationRef} v2` })).toBeVisible();
  const fullPdf = await downloadFrom(page, panel.getByRole("button", { name: "Download quotation PDF: Full (every line priced)" }), "week-quotation-full.pdf");
  const fullText = pdfText(readFileSync(fullPdf));
  expect(fullText).toMatch(/Miracle Garden entry\s+USD [\d,]+\.\d\d/);
  expect(fullText).toContain("1 Double room at USD");
  expect(fullText).toContain("Deira Creek Inn");
  pdfToPng(fullPdf, "quotation-full-pdf");
  await panel.getByLabel("Price breakup").selectOption("full");
  const sentSecond = new Date();
  await panel.getByRole("button", { name: "Email quotation" }).click();
  await expect(panel.getByRole("status")).toHaveText(`Quotation sent to ${email}`);
  const second = await readMail(email, { after: sentSecond });
  expect(second.subject).toContain(`Quotation ${quotationRef} (version 2)`);
  expect(second.text).toMatch(/Pay the amount due \((USD |\$)[\d,]+\.\d\d\) online: \S+/);
  const payUrl = new URL(/online: (\S+)/.exec(second.text)![1]);

  // Friday: the customer pays from the email's link with the test gateway.
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customerPage = await customerContext.newPage();
  await logInByApi(customerPage, email, PASSWORD);
  await customerPage.goto(payUrl.pathname + payUrl.search);
  await expect(customerPage.getByTestId("link-status")).toHaveText("Awaiting payment");
  await customerPage.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(customerPage).toHaveURL(/\/payments\/test-gateway\//);
  await customerPage.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(customerPage.getByText("Payment Successful")).toBeVisible();
  await expect(customerPage.getByTestId("link-status")).toHaveText("Paid");
  await customerContext.close();
  await page.reload();
  await expect(panel.getByText("Amount due $0.00")).toBeVisible();

  // Paid: vouchered from the documents panel.
  await panel.getByRole("button", { name: "Voucher", exact: true }).click();
  await expect(panel.getByRole("status")).toHaveText("Itinerary vouchered");
  await expect(panel.getByText("Vouchered", { exact: true })).toBeVisible();

  // Today's two pickups go to our driver on the job sheet; the driver gets the link.
  await page.goto("/staff/dmc-job-sheet");
  await expect(page.getByRole("heading", { name: "Transfer job sheet" })).toBeVisible();
  const ours = page.getByRole("row").filter({ hasText: `Week ${tag}` });
  const atTheTop = ours.filter({ hasText: "09:15" });
  const garden = ours.filter({ hasText: "15:30" });
  await expect(atTheTop).toHaveCount(1);
  await expect(garden).toHaveCount(1);
  await atTheTop.getByLabel(/^Driver for/).selectOption({ label: driverName });
  await expect(page.getByText("Driver assigned successfully", { exact: true }).first()).toBeVisible();
  await garden.getByLabel(/^Driver for/).selectOption({ label: driverName });
  await expect(page.getByText("Driver assigned successfully", { exact: true }).first()).toBeVisible();
  await expect(garden.getByLabel(/^Driver for/)).toHaveValue(await atTheTop.getByLabel(/^Driver for/).inputValue());
  const driverRow = page.getByRole("table", { name: "Driver charges" }).getByRole("row").filter({ hasText: driverName });
  await driverRow.getByRole("button", { name: "Generate link" }).click();
  const link = await page.getByRole("dialog").getByLabel("Driver link").inputValue();
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();

  // The driver, on a 390 px phone: the 09:15 pickup at the hotel, marked done.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const driverPage = await phone.newPage();
  await driverPage.goto(new URL(link).pathname);
  await expect(driverPage.getByRole("heading", { name: `${driverName}'s jobs` })).toBeVisible();
  const jobs = driverPage.getByRole("list", { name: "Pickups" }).getByRole("listitem");
  await expect(jobs).toHaveCount(2);
  const topPickup = jobs.filter({ hasText: "09:15" });
  const gardenPickup = jobs.filter({ hasText: "15:30" });
  await expect(topPickup).toContainText("Deira Creek Inn");
  await expect(topPickup).toContainText("3 pax");
  await topPickup.getByRole("button", { name: "Mark done" }).click();
  await topPickup.getByRole("button", { name: "Yes, mark done" }).click();
  await expect(topPickup.getByRole("status")).toHaveText(/^Done at \d\d:\d\d$/);

  // The garden is closed that afternoon: the operator removes that activity from the paid, vouchered
  // quotation. Collected payment may not exceed the total (spec 001), so the garden's price, as the
  // version 2 email priced it, is recorded as refunded: collected payment lowered by it.
  const gardenPrice = Number(/^- Miracle Garden entry \(.*\): (?:USD |\$)([\d,]+\.\d\d)$/m.exec(second.text)![1].replace(/,/g, ""));
  await page.goto(`/staff/dmc-quotes?quotation=${kart.id}`);
  await expect(page.getByRole("heading", { name: `Edit quotation ${quotationRef}` })).toBeVisible();
  await expect(page.getByLabel("Activity 2 date", { exact: true })).toHaveValue(day(0));
  await expect(page.getByLabel("Activity 2 pickup time")).toHaveValue("15:30");
  await page.getByRole("button", { name: "Remove Activity 2" }).click();
  await expect(page.getByLabel("Activity 4 date", { exact: true })).toHaveCount(0);
  const collected = page.getByLabel("Collected payment");
  const paid = Number(await collected.inputValue());
  expect(paid).toBeGreaterThan(gardenPrice);
  await collected.fill((Math.round((paid - gardenPrice) * 100) / 100).toFixed(2));
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Itinerary saved successfully" })).toContainText(quotationRef);
  await expect(page.getByLabel("Activity 4 date", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Activity 3 date", { exact: true })).toHaveValue(day(2));

  // The driver's page: the garden pickup shows cancelled (not silently gone), the done one stays done.
  await driverPage.reload();
  await expect(jobs).toHaveCount(2);
  await expect(gardenPickup).toHaveAttribute("aria-label", /^Cancelled: /);
  await expect(gardenPickup.getByRole("status")).toHaveText("Cancelled");
  await expect(gardenPickup.getByRole("button")).toHaveCount(0);
  await expect(topPickup.getByRole("status")).toHaveText(/^Done at \d\d:\d\d$/);
  await shoot(driverPage, "driver-page", [390, 1280]);
  await phone.close();

  // Staff see the same on the job sheet.
  await page.goto("/staff/dmc-job-sheet");
  await expect(garden.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(atTheTop.getByText("Completed")).toBeVisible();
});
