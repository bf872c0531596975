import ExcelJS from "exceljs";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { pdfText } from "../tests/helpers/pdf-text";
import { sql } from "./db";
import { DEMO_PASSWORD, logInByApi } from "./fixtures";

/*
 * Issue 16, queue and home: the agent's own agency (made here, so no shared demo data is used) with
 * two ticketed bookings, one flying today and one tomorrow, and a held one. The agent ticks the two
 * in the dense queue and downloads their Excel (read back with exceljs), sees the home page's desk,
 * and downloads an e-ticket as a PDF (read back).
 */

const SCREENS = "test-results/screens";
const DEMO_ID = "(select site_id from site_domains where domain = 'localhost')";
const COMPANY = "Desk Test Agency";
const EMAIL = "desk-agent@example.test";
const MARKER = "00000000-0000-4000-8000-00000000de5c";

async function cleanUp() {
  await sql(`delete from flight_bookings where order_id in (select id from flight_orders where search_id = '${MARKER}')`);
  await sql(`delete from flight_orders where search_id = '${MARKER}'`);
  await sql(`delete from users where email = '${EMAIL}' and site_id = ${DEMO_ID}`);
  await sql(`delete from legal_entities where company_name = '${COMPANY}' and site_id = ${DEMO_ID}`);
}
test.beforeAll(cleanUp);
test.afterAll(cleanUp);

/** The site's day n days from today. */
async function siteDay(n: number): Promise<string> {
  const [{ timezone }] = await sql<{ timezone: string }>(`select timezone from sites where id = ${DEMO_ID}`);
  return new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(new Date(Date.now() + n * 86_400_000));
}

async function makeAgent() {
  const [{ id: legalEntityId }] = await sql<{ id: number }>(`insert into legal_entities (site_id, company_name, city) values (${DEMO_ID}, $1, 'Pune') returning id`, [COMPANY]);
  // The demo agent's password and permission group: a second, separate agency.
  const [{ id: userId }] = await sql<{ id: number }>(
    `insert into users (site_id, user_type, first_name, last_name, email, password_hash, is_verified, legal_entity_id, rbac_user_group_id, is_flight_hold_allowed)
     select site_id, 'travelAgent', 'Dev', 'Desk', $1, password_hash, true, $2, rbac_user_group_id, true from users where email = 'agent@demo.test' and site_id = ${DEMO_ID} returning id`,
    [EMAIL, legalEntityId],
  );
  await sql(`insert into wallets (site_id, legal_entity_id, credit_limit, balance) values (${DEMO_ID}, $1, 5000000, 0)`, [legalEntityId]);
  return { userId, legalEntityId };
}

async function book(userId: number, legalEntityId: number, b: { pnr: string; travelDate: string; status?: string; lastName: string }) {
  const [{ id: orderId }] = await sql<{ id: string }>(
    `insert into flight_orders (site_id, user_id, search_id, result_indexes, selection, amount, currency, status, expires_at) values (${DEMO_ID}, $1, '${MARKER}', '["1~x"]', '[]', 650000, 'INR', 'booked', now()) returning id`,
    [userId],
  );
  const isHeld = b.status === "held";
  const passengers = [
    { paxType: 1, title: "Mr", firstName: "Arjun", lastName: b.lastName, gender: 1, dateOfBirth: "1988-01-01", isLeadPax: true, email: "arjun@example.test", ticket: isHeld ? null : { ticketId: "T1", ticketNumber: `312${b.pnr.slice(-4)}0001` } },
  ];
  const segment = {
    airlineCode: "6E", airlineName: "IndiGo", flightNumber: "5123", fareClass: "R", originAirportCode: "BOM", originAirportName: "Chhatrapati Shivaji", originCityName: "Mumbai", originTerminal: "1",
    destinationAirportCode: "DEL", destinationAirportName: "Indira Gandhi", destinationCityName: "Delhi", destinationCityCode: "DEL", destinationTerminal: "2",
    departureTime: `${b.travelDate}T09:15:00`, arrivalTime: `${b.travelDate}T11:25:00`, durationMinutes: 130, baggage: "15 Kg", cabinBaggage: "7 Kg",
  };
  const [{ id }] = await sql<{ id: number }>(
    `insert into flight_bookings (site_id, order_id, user_id, legal_entity_id, status, status_id, supplier_id, source, trace_id, result_index, supplier_result_index, pnr, is_lcc, is_domestic, airline_code, origin, destination, travel_date, passengers, passenger_names, ticket_numbers, result, segments, fare_amount, amount, currency, booked_at, ticketed_at)
     values (${DEMO_ID}, $1, $2, $3, $4, $5, 0, 'Simulated', 't', '1~x', 'x', $6, true, true, '6E', 'BOM', 'DEL', $7, $8, $9, $10, $11, $12, 650000, 650000, 'INR', now(), ${isHeld ? "null" : "now()"}) returning id`,
    [orderId, userId, legalEntityId, isHeld ? "held" : "ticketed", isHeld ? 1 : 3, b.pnr, b.travelDate, JSON.stringify(passengers), `arjun ${b.lastName.toLowerCase()}`, isHeld ? [] : [passengers[0].ticket!.ticketNumber], JSON.stringify({ segments: [[segment]], fare: { currency: "INR", baseFare: 5200, tax: 1100, otherCharges: 200, discount: 0 } }), JSON.stringify([[segment]])],
  );
  return id;
}

const shots = async (page: Page, name: string) => {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test("an agent ticks two bookings in the queue and downloads their Excel, sees the home desk, and downloads an e-ticket PDF", async ({ page, request }) => {
  test.setTimeout(150_000);
  const { userId, legalEntityId } = await makeAgent();
  const [today, tomorrow] = [await siteDay(0), await siteDay(1)];
  await book(userId, legalEntityId, { pnr: "DSKA01", travelDate: today, lastName: "Today" });
  await book(userId, legalEntityId, { pnr: "DSKB02", travelDate: tomorrow, lastName: "Tomorrow" });
  await book(userId, legalEntityId, { pnr: "DSKC03", travelDate: await siteDay(9), lastName: "Later" });
  await book(userId, legalEntityId, { pnr: "DSKH04", travelDate: await siteDay(12), status: "held", lastName: "Held" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInByApi(page, EMAIL);

  // The queue: one row per booking; tick two, download the Excel of the selection.
  await page.goto("/app/flight/ticketQueue");
  const table = page.getByRole("table", { name: "Air Ticket Queue" });
  await expect(table.locator(":scope > tbody > tr")).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Select ticket DSKA01" }).check();
  await page.getByRole("checkbox", { name: "Select ticket DSKC03" }).check();
  const bulk = page.getByRole("toolbar", { name: "Selected bookings" });
  await expect(bulk).toContainText("2 selected");
  await table.getByRole("button", { name: "Details of DSKB02" }).click();
  await expect(page.getByRole("article", { name: "Booking DSKB02" })).toContainText("Mr Arjun Tomorrow");
  await shots(page, "agent-desk-queue");
  const [download] = await Promise.all([page.waitForEvent("download"), bulk.getByRole("button", { name: "Excel of selection" }).click()]);
  expect(download.suggestedFilename()).toBe("flight-ticket-queue.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet("Air Ticket Queue")!;
  const pnrColumn = (sheet.getRow(1).values as unknown[]).indexOf("PNR");
  expect(sheet.rowCount).toBe(3);
  expect([sheet.getRow(2).getCell(pnrColumn).value, sheet.getRow(3).getCell(pnrColumn).value].sort()).toEqual(["DSKA01", "DSKC03"]);

  // The filters live in the address: a reload keeps them.
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByLabel("PNR or ticket number").fill("DSKB02");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/pnrOrTicketNumber=DSKB02/);
  await page.reload();
  await expect(page.getByRole("article", { name: "Booking DSKB02" })).toBeVisible();
  await expect(table.locator(":scope > tbody > tr")).toHaveCount(2);

  // A search is remembered for the home page (through the API, in a context of its own: a token login must not meet the browser's session cookie).
  const login = await request.post("/api/wl/user/login", { data: { email: EMAIL, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.authToken as string;
  const searched = await request.post("/api/search", { headers: { "auth-token": token }, data: { journeyType: 1, origin: "BOM", destination: "GOI", departureDate: await siteDay(30), adt: 2 } });
  expect(searched.status()).toBe(200);

  // Home: the search stays first; wallet, held, change requests, departures, recent searches.
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Search flights" })).toBeVisible();
  const desk = page.getByRole("region", { name: "Agent desk" });
  for (const heading of ["Wallet", "Held bookings", "Open change requests", "Departures", "Recent searches"]) await expect(desk.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  await expect(desk.getByTestId("home-wallet-credit")).toContainText("50,000");
  await expect(desk.getByTestId("home-held")).toContainText("BOM-DEL");
  await expect(desk.getByTestId("home-departures-today")).toContainText("DSKA01");
  await expect(desk.getByTestId("home-departures-today")).toContainText("09:15");
  await expect(desk.getByTestId("home-departures-tomorrow")).toContainText("DSKB02");
  await expect(desk.getByTestId("home-departures-today")).not.toContainText("DSKC03");
  await expect(desk.getByTestId("home-recent-searches")).toContainText("2 adults · Economy");
  await shots(page, "agent-desk-home");
  // One click repeats the search: the result page for the same route and date.
  await desk.getByRole("link", { name: /^Search again: BOM → GOI/ }).click();
  await expect(page).toHaveURL(new RegExp(`/app/flight/searchResult/.+origin=BOM&destination=GOI&departureDate=${await siteDay(30)}&adt=2`));

  // The e-ticket: Download PDF beside Print.
  await page.goto("/app/flight/ticketQueue?pnrOrTicketNumber=DSKA01");
  await page.getByRole("article", { name: "Booking DSKA01" }).getByRole("link", { name: "E-Ticket" }).click();
  await expect(page.getByTestId("eticket-pnr")).toHaveText("DSKA01");
  const actions = page.getByRole("toolbar", { name: "E-ticket actions" });
  await expect(actions.getByRole("button", { name: "Print" })).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent("download"), actions.getByRole("link", { name: "Download PDF" }).click()]);
  expect(pdf.suggestedFilename()).toBe("E-Ticket-DSKA01.pdf");
  const text = pdfText(await readFile(await pdf.path()));
  expect(text).toContain("PNR DSKA01");
  expect(text).toContain("Mr Arjun Today");
});
