import { expect, test, type Page } from "@playwright/test";
import { keepAgencyWalletBalance } from "./agency-wallet";
import { bookTicketByApi } from "./book-by-api";

/*
 * The e-ticket of issue 6 in the browser: the demo agent books BOM-DEL through the API (the demo
 * data has no bookings), opens the e-ticket, adds a markup, hides the price, prints and emails it;
 * an anonymous visitor sees it without the price; a tampered slug is not found.
 * Screenshots go to SHOTS_DIR (default test-results) as eticket-*.png.
 */

keepAgencyWalletBalance(test, "eticket-spec");

const shotsDir = process.env.SHOTS_DIR ?? "test-results";
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/eticket-${name}.png`, fullPage: true });
const slugOf = (bookingId: number, pnr: string) => encodeURIComponent(Buffer.from(`${bookingId}___${pnr}`).toString("base64"));
const toolbarButtons = (page: Page) => page.getByRole("toolbar", { name: "E-ticket actions" }).getByRole("button");

test("the agent opens the e-ticket, adds a markup, hides the price, prints and emails it; anonymous visitors see no price", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { bookingId, pnr, segments } = await bookTicketByApi(page.request);
  const url = `/flight/eTicket/${slugOf(bookingId, pnr)}`;
  await page.context().addInitScript(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });

  await page.goto(url);
  await expect(page.getByRole("heading", { name: "E-Ticket", level: 1 })).toBeVisible();
  await expect(page.getByTestId("eticket-pnr")).toHaveText(pnr);
  await expect(page.getByTestId("eticket-company")).toHaveText("Demo Travels");
  await expect(page.getByTestId("eticket-barcode")).toHaveCount(2 * segments);
  await expect(page.getByRole("img", { name: /^Ticket barcode for Rohan Venkataramanasubramaniam, flight / }).first()).toBeVisible();
  expect(await page.getByTestId("eticket-barcode").first().getAttribute("data-content")).toMatch(/^M1VENKATARAMANASUBRAMAE/);
  await expect(toolbarButtons(page)).toHaveText(["Add Markup", "Add Discount", "Hide Price", "Print", "Email"]);
  const total = page.getByTestId("eticket-total");
  const before = await total.innerText();
  await shot(page, "agent");

  await page.getByRole("button", { name: "Add Markup" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Markup" });
  await dialog.getByLabel("Transaction fee").fill("-1");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Must be 0 or more")).toBeVisible();
  await dialog.getByLabel("Transaction fee").fill("150");
  await dialog.getByLabel("Markup merged into taxes").fill("50.50");
  await shot(page, "markup-dialog");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Payment details" })).toContainText("Transaction fee");
  await expect(total).not.toHaveText(before);
  await expect(page.getByRole("button", { name: "Update Markup" })).toBeVisible();

  await page.getByRole("button", { name: "Hide Price" }).click();
  await expect(page.getByRole("region", { name: "Payment details" })).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]hp=1/);

  const [printView] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("button", { name: "Print" }).click()]);
  await printView.waitForLoadState("load");
  await expect(printView).toHaveURL(/hp=1&print=1$/);
  await expect.poll(() => printView.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await expect(printView.getByRole("toolbar")).toHaveCount(0);
  await expect(printView.getByRole("navigation", { name: "Account" })).toBeHidden();
  await expect(printView.getByRole("region", { name: "Payment details" })).toHaveCount(0);
  await shot(printView, "print");
  await printView.close();

  await page.getByRole("button", { name: "Show Price" }).click();
  await page.getByRole("button", { name: "Email" }).click();
  await expect(page.getByText("Email successfully sent.").first()).toBeVisible();

  await page.setViewportSize({ width: 600, height: 900 });
  await expect(page.getByText("Email successfully sent.")).toHaveCount(0, { timeout: 10_000 });
  await shot(page, "agent-600");
  await page.goto(`${url}?pax=1`);
  await expect(toolbarButtons(page)).toHaveText(["Print"]);
  await expect(page.getByTestId("eticket-barcode")).toHaveCount(segments);

  const anonymous = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await anonymous.newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId("eticket-pnr")).toHaveText(pnr);
  await expect(toolbarButtons(visitor)).toHaveText(["Print"]);
  await expect(visitor.getByRole("region", { name: "Payment details" })).toHaveCount(0);
  await shot(visitor, "anonymous");
  await visitor.goto(`/flight/eTicket/${slugOf(bookingId, "ZZZ999")}`);
  await expect(visitor.getByRole("heading", { name: "Page not found" })).toBeVisible();

  // Anonymous views are rate limited per IP: past the limit the page says so (signed-in users are not limited).
  for (let i = 0; i < 70; i++) {
    const res = await anonymous.request.get(url);
    if ((await res.text()).includes("Too many requests, please try again later")) break;
  }
  await visitor.goto(url);
  await expect(visitor.getByRole("heading", { name: "Too many requests, please try again later" })).toBeVisible();
  await expect(visitor.getByTestId("eticket-pnr")).toHaveCount(0);
  await shot(visitor, "rate-limited");
  await page.goto(url);
  await expect(page.getByTestId("eticket-pnr")).toHaveText(pnr);
  await anonymous.close();
});
