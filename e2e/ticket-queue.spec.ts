import ExcelJS from "exceljs";
import { expect, test, type Page } from "@playwright/test";
import { keepAgencyWalletBalance } from "./agency-wallet";
import { bookTicketByApi } from "./book-by-api";
import { logInByApi } from "./fixtures";

/*
 * The air ticket queue of issue 6 in the browser: the agent finds a booking by PNR, opens its
 * e-ticket from the card, raises a partial refund; staff download the Excel file of the filtered
 * queue, and the test reads it back with exceljs. (The e-ticket's own buttons: eticket.spec.ts.)
 */

keepAgencyWalletBalance(test, "ticket-queue-spec");

const shotsDir = process.env.SHOTS_DIR ?? "test-results";
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/queue-${name}.png`, fullPage: true });

async function findByPnr(page: Page, pnr: string) {
  await page.goto("/app/flight/ticketQueue");
  await expect(page.getByRole("heading", { name: "Air Ticket Queue", level: 1 })).toBeVisible();
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("PNR or ticket number").fill(pnr.toLowerCase());
  await filters.getByRole("button", { name: "Apply" }).click();
  const card = page.getByRole("article", { name: `Booking ${pnr}` });
  await expect(card).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  return card;
}

test("the agent finds a booking by PNR, opens the e-ticket and raises a partial refund; staff download the filtered Excel", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Booking through the API signs this browser context in as the agent (its session cookie).
  const { pnr } = await bookTicketByApi(page.request, { lastName: "Queueson" });

  const card = await findByPnr(page, pnr);
  await expect(card).toContainText("Ticketed");
  await expect(card).toContainText("Mr Rohan Queueson");
  await expect(card.getByRole("button", { name: "Refresh Status" })).toHaveCount(0);
  await shot(page, "agent");

  await card.getByRole("link", { name: "E-Ticket" }).click();
  await expect(page.getByTestId("eticket-pnr")).toHaveText(pnr);
  await page.goBack();

  const again = await findByPnr(page, pnr);
  await again.getByRole("button", { name: "Change Request" }).click();
  const dialog = page.getByRole("dialog", { name: `Change Request (PNR ${pnr})` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Request type").selectOption({ label: "Partial Refund" });
  const passengers = dialog.getByRole("group", { name: "Passengers" });
  await passengers.getByRole("checkbox", { name: /Mrs Kavya Iyer/ }).check();
  const sectors = dialog.getByRole("group", { name: "Sectors" });
  await sectors.getByRole("checkbox").last().check();
  await dialog.getByLabel("Remarks").fill("Second passenger cannot travel");
  const send = dialog.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await dialog.getByRole("checkbox", { name: "I have reviewed and agreed on the cancellation policy and fare rules offered for this booking." }).check();
  await send.click();
  await expect(dialog.getByRole("region", { name: "Cancellation charges" })).toBeVisible();
  await shot(page, "change-request");
  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toBeHidden();
  const changed = page.getByRole("article", { name: `Booking ${pnr}` });
  await expect(changed).toContainText("Change request");
  await expect(changed.getByRole("button", { name: "Refresh Status" })).toBeVisible();
  await changed.getByRole("button", { name: "Refresh Status" }).click();

  const staffContext = await browser.newContext({ baseURL: new URL(page.url()).origin, acceptDownloads: true });
  const staff = await staffContext.newPage();
  await logInByApi(staff, "superadmin@demo.test");
  const staffCard = await findByPnr(staff, pnr);
  await expect(staffCard).toContainText("Created by");
  const [download] = await Promise.all([staff.waitForEvent("download"), staff.getByRole("button", { name: "Download Excel" }).click()]);
  expect(download.suggestedFilename()).toBe("flight-ticket-queue.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet("Air Ticket Queue")!;
  const header = sheet.getRow(1).values as unknown[];
  const pnrColumn = header.indexOf("PNR");
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(pnrColumn).value).toBe(pnr);
  expect(String(sheet.getRow(2).getCell(header.indexOf("Passengers")).value)).toContain("Rohan Queueson");
  await shot(staff, "staff");
  await staffContext.close();
});

test("staff pick the creator from a search of the site's users; agents see who in their company made each booking", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { pnr } = await bookTicketByApi(page.request, { lastName: "Pickerton" });
  // The agent (Asha Agent of Demo Agency) sees the colleague who made the booking: here, herself.
  const card = await findByPnr(page, pnr);
  await expect(card).toContainText("Created by");
  await expect(card).toContainText("Asha Agent");
  await expect(card.getByRole("button", { name: "Asha Agent" })).toHaveCount(0);

  const staffContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await logInByApi(staff, "superadmin@demo.test");
  await staff.goto("/app/flight/ticketQueue");
  const filters = staff.getByRole("form", { name: "Filters" });
  const picker = filters.getByRole("combobox", { name: "Created by" });
  // Searched on the server by company name: users with no booking on this page are offered too.
  const option = staff.getByRole("option", { name: /Asha Agent/ });
  const staffOption = staff.getByRole("option", { name: /Sam Staff/ });
  await picker.click();
  // A staff user with no booking anywhere is found by name (other specs add users, so not always on the first page).
  await picker.fill("sam");
  await expect(staffOption).toBeVisible();
  await picker.fill("demo agency");
  await expect(staffOption).toBeHidden();
  await expect(option).toBeVisible();
  await expect(option).toContainText("agent@demo.test");
  await picker.fill("retail");
  await expect(staff.getByRole("option", { name: /retail@demo\.test/ })).toBeVisible();
  await expect(option).toBeHidden();
  await picker.fill("asha");
  await expect(option).toBeVisible();
  await expect(staffOption).toBeHidden();
  await staff.screenshot({ path: "test-results/screens/ticket-queue-creator-picker-1280.png", fullPage: true });
  await option.click();
  await expect(filters.getByTestId("picked-creator")).toContainText("Asha Agent");
  await filters.getByRole("button", { name: "Apply" }).click();
  // One row per booking in the dense queue (issue 16), with the customer column.
  const table = staff.getByRole("table", { name: "Air Ticket Queue" });
  await expect(table.getByRole("columnheader", { name: "Customer" })).toBeVisible();
  const cards = table.locator(":scope > tbody > tr");
  await expect(cards.first()).toBeVisible();
  // Retried until the filtered page has replaced the unfiltered one: every row is Asha's.
  await expect(staff).toHaveURL(/userId=\d+/);
  await expect(cards.filter({ hasNotText: "Asha Agent" })).toHaveCount(0);
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Asha Agent");
  await staff.screenshot({ path: "test-results/screens/ticket-queue-1280.png", fullPage: true });

  await staff.setViewportSize({ width: 600, height: 900 });
  await picker.click();
  await picker.fill("agent");
  await expect(staff.getByRole("option", { name: /Asha Agent/ })).toBeVisible();
  await expect(staffOption).toBeHidden();
  await staff.screenshot({ path: "test-results/screens/ticket-queue-creator-picker-600.png", fullPage: true });
  await picker.press("Escape");
  await staff.screenshot({ path: "test-results/screens/ticket-queue-600.png", fullPage: true });
  await staffContext.close();
});
