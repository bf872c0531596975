import { expect, test, type Page } from "@playwright/test";
import { keepAgencyWalletBalance } from "./agency-wallet";
import { inDays, logInByApi, pickAirport } from "./fixtures";

/*
 * The booking flow of issue 5 in the browser: select, passenger details, payment, ticket.
 * Screenshots of every screen go to test-results/booking-*.png (and SHOTS_DIR when set).
 */

keepAgencyWalletBalance(test, "booking-spec");

const shotsDir = process.env.SHOTS_DIR ?? "test-results";
const shot = (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/booking-${name}.png`, fullPage: true });

async function search(page: Page, opts: { departure: string; returnDate?: string; to?: [text: string, code: string] }) {
  await page.goto("/app/flight/search");
  if (opts.returnDate) await page.getByRole("radio", { name: "Return" }).check();
  await pickAirport(page, "From", "Mumbai", "BOM");
  await pickAirport(page, "To", ...(opts.to ?? ["Delhi", "DEL"]));
  await page.getByLabel("Departure date").fill(opts.departure);
  if (opts.returnDate) await page.getByLabel("Return date").fill(opts.returnDate);
  await page.getByRole("button", { name: "Search Flights" }).click();
  await expect(page).toHaveURL(/\/app\/flight\/searchResult\//);
}

/** Select (one-way) or the pair's Book (domestic return), then Book in the fare details dialog. */
async function bookFromResults(page: Page, isReturn = false) {
  if (isReturn) await page.getByRole("region", { name: "Selected flights" }).getByRole("button", { name: "Book" }).click();
  else await page.getByRole("button", { name: /^Select / }).first().click();
  const dialog = page.getByRole("dialog", { name: "Fare details" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Book", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/flight\/passengerDetails\/[0-9a-f-]{36}\?orderId=[0-9a-f-]{36}/);
}

/** Waits for the passenger form; a changed fare shows its alert first, which the test accepts. */
async function waitForPassengerForm(page: Page) {
  const form = page.getByRole("form", { name: "Passenger details" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const changed = page.getByRole("dialog", { name: "The fare has changed" });
  if (await changed.isVisible()) {
    await expect(changed.getByTestId("new-total-payable")).toHaveText(/₹/);
    await changed.getByRole("button", { name: "Continue with the new fare" }).click();
  }
  return form;
}

async function fillLeadAdult(page: Page, name: { first: string; last: string }) {
  const card = page.getByRole("group", { name: /^Passenger 1 · Adult \(lead passenger\)/ });
  await card.getByLabel("Title").selectOption("Mr");
  await card.getByLabel("First name").fill(name.first);
  await card.getByLabel("Last name").fill(name.last);
  await expect(card.getByLabel("Gender")).toHaveValue("1");
  await card.getByLabel("Date of birth").fill("1985-04-12");
  await card.getByLabel("Email").fill("traveller@example.com");
  await expect(card.getByRole("combobox", { name: "Country code" })).toHaveValue("in");
  await card.getByLabel("Mobile number").fill("9876543210");
  return card;
}

/** Pays the leg from the wallet and answers the booking id of the next page. */
async function payByWallet(page: Page) {
  await expect(page).toHaveURL(/\/app\/flight\/payments\/[0-9a-f-]{36}/);
  await expect(page.getByRole("timer", { name: "Time left" })).toHaveText(/^1[0-4]:\d\d$/);
  const pay = page.getByRole("button", { name: /^Pay ₹[\d,.]+ from wallet$/ });
  await expect(pay).toBeEnabled();
  return pay;
}

/** The ticket queue with the booking just made (both legs of a domestic return): PNR, ticket numbers, Ticketed. */
async function expectTicket(page: Page, legs = 1) {
  await expect(page).toHaveURL(/\/app\/flight\/ticketQueue\?bookingId=\d+/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Air Ticket Queue" })).toBeVisible();
  const booked = page.getByRole("region", { name: "Your booking" });
  await expect(booked.getByTestId("booking-pnr")).toHaveCount(legs);
  for (let i = 0; i < legs; i++) {
    await expect(booked.getByTestId("booking-pnr").nth(i)).toHaveText(/^[A-Z0-9]{5,8}$/);
    await expect(booked.getByTestId("ticket-number").nth(i)).toHaveText(/^[A-Z0-9-]{6,}$/);
    await expect(booked.getByTestId("booking-status").nth(i)).toHaveText("Ticketed");
  }
  // The air ticket queue below lists it too: a row whose details open the booking card.
  const pnr = await booked.getByTestId("booking-pnr").first().innerText();
  // The queue shows this booking (?bookingId=): a lone match opens by itself (a click would close it);
  // the two legs of a domestic return open with a click.
  const details = page.getByRole("table", { name: "Air Ticket Queue" }).getByRole("button", { name: `Details of ${pnr}`, exact: true });
  const total = page.getByText(/^\d+ total$/);
  await expect(total).toBeVisible();
  if ((await total.innerText()) === "1 total") await expect(details).toHaveAttribute("aria-expanded", "true");
  else await details.click();
  await expect(page.getByRole("article", { name: `Booking ${pnr}`, exact: true })).toBeVisible();
  return booked;
}

test("the demo agent books BOM to DEL one-way by wallet and sees the ticket", async ({ page }) => {
  test.setTimeout(120_000);
  await logInByApi(page, "agent@demo.test");
  await search(page, { departure: inDays(20) });
  await bookFromResults(page);
  const form = await waitForPassengerForm(page);
  await expect(page.getByRole("timer", { name: "Time left" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("Total");
  // Domestic: no passport fields.
  await expect(page.getByLabel("Passport number")).toHaveCount(0);
  await shot(page, "passenger-details-empty");

  // Empty form: the spec's required message under the fields.
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("This is required field.").first()).toBeVisible();
  await shot(page, "passenger-details-errors");

  const card = await fillLeadAdult(page, { first: "Asha", last: "Verma" });
  // LCC fares offer priced baggage: the extras are added to the total payable.
  const baggage = card.getByLabel(/^Extra baggage, /).first();
  if (await baggage.count()) {
    const before = await page.getByTestId("total-payable").innerText();
    const priced = await baggage.locator("option", { hasText: "+₹" }).first().textContent();
    await baggage.selectOption({ label: priced ?? "" });
    await expect(page.getByTestId("ssr-total")).not.toHaveText("₹0.00");
    await expect(page.getByTestId("total-payable")).not.toHaveText(before);
  }
  await shot(page, "passenger-details-filled");
  await form.getByRole("button", { name: "Continue" }).click();

  const pay = await payByWallet(page);
  await expect(page.getByTestId("pay-wallet-available")).toHaveText(/₹/);
  await shot(page, "payment");
  await pay.click();
  await expect(page.getByText("Payment Successful").first()).toBeVisible({ timeout: 30_000 });
  const booked = await expectTicket(page);
  await expect(booked.getByRole("table")).toContainText("Mr Asha Verma");
  await shot(page, "ticket-queue");

  // Where an HTTP 402 lands (the API client goes to /app/flight/bookingReview): the review of the booking this tab paid for.
  const bookingId = new URL(page.url()).searchParams.get("bookingId");
  await page.goto("/app/flight/bookingReview");
  await expect(page).toHaveURL(new RegExp(`/app/flight/bookingReview/${bookingId}$`));
  await expect(page.getByRole("heading", { name: "Booking review" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Booking state" })).toContainText("Status: Ticketed");
  await shot(page, "booking-review");
});

test("an international trip asks for passports and the server's rules show under the fields", async ({ page }) => {
  test.setTimeout(90_000);
  await logInByApi(page, "agent@demo.test");
  await search(page, { departure: inDays(40), to: ["Dubai", "DXB"] });
  await bookFromResults(page);
  const form = await waitForPassengerForm(page);
  const card = await fillLeadAdult(page, { first: "Kiran", last: "Rao" });
  await expect(card.getByLabel("Passport number")).toBeVisible();
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByText("This is required field.").first()).toBeVisible();
  await card.getByLabel("Passport number").fill("Z12");
  await card.getByLabel("Passport issue date").fill(inDays(-400));
  await card.getByLabel("Passport expiry date").fill(inDays(20));
  await card.getByLabel("Passport issuing country").selectOption("IN");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByText("Please enter a valid passport number (6 to 9 letters or digits)")).toBeVisible();
  await card.getByLabel("Passport number").fill("Z1234567");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByText("Passport must be valid after the travel date")).toBeVisible();
  await shot(page, "passenger-details-passport");
  await card.getByLabel("Passport expiry date").fill(inDays(3000));
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/app\/flight\/payments\/[0-9a-f-]{36}\?bookingId=\d+/);
});

test("a domestic return is booked as two legs: outbound, booking details with showReturn, then the return", async ({ page }) => {
  test.setTimeout(180_000);
  // The whole two-leg flow at the spec's mobile breakpoint.
  await page.setViewportSize({ width: 600, height: 900 });
  await logInByApi(page, "agent@demo.test");
  await search(page, { departure: inDays(25), returnDate: inDays(29) });
  await bookFromResults(page, true);
  const form = await waitForPassengerForm(page);
  await expect(page.getByRole("heading", { name: "Passenger details" })).toBeVisible();
  await fillLeadAdult(page, { first: "Ravi", last: "Kumar" });
  await shot(page, "passenger-details-mobile");
  await form.getByRole("button", { name: "Continue" }).click();
  const pay = await payByWallet(page);
  await shot(page, "payment-mobile");
  await pay.click();

  await expect(page).toHaveURL(/\/app\/flight\/bookingDetails\/[0-9a-f-]{36}\?bookingId=\d+&showReturn=1/, { timeout: 30_000 });
  await expect(page.getByTestId("booking-pnr")).toHaveText(/^[A-Z0-9]{5,8}$/);
  await expect(page.getByTestId("ticket-number").first()).not.toHaveText("Not issued yet");
  await shot(page, "booking-details-show-return");
  await page.getByRole("link", { name: "Continue to return flight" }).click();

  await expect(page).toHaveURL(/\/app\/flight\/passengerDetails\/[0-9a-f-]{36}\?orderId=[0-9a-f-]{36}&isReturn=1/);
  const returnForm = await waitForPassengerForm(page);
  await expect(page.getByRole("heading", { name: "Passenger details: return flight" })).toBeVisible();
  const card = page.getByRole("group", { name: /^Passenger 1 · Adult/ });
  await expect(card.getByLabel("First name")).toHaveValue("Ravi");
  await expect(card.getByLabel("Last name")).toHaveValue("Kumar");
  await expect(card.getByLabel("Mobile number")).toHaveValue("9876543210");
  await shot(page, "passenger-details-return");
  await returnForm.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Payment: return flight" })).toBeVisible();
  await (await payByWallet(page)).click();
  const booked = await expectTicket(page, 2);
  await expect(booked.getByRole("table").nth(0)).toContainText("Ravi Kumar");
  await expect(booked.getByRole("table").nth(1)).toContainText("Ravi Kumar");
  await shot(page, "ticket-queue-mobile");
});

test("the retail user pays through the test gateway", async ({ page }) => {
  test.setTimeout(150_000);
  await logInByApi(page, "retail@demo.test");
  await search(page, { departure: inDays(33) });
  await bookFromResults(page);
  const form = await waitForPassengerForm(page);
  // Retail: no commission breakdown in the summary.
  await expect(page.getByRole("button", { name: "Show Details" })).toHaveCount(0);
  await fillLeadAdult(page, { first: "Meera", last: "Iyer" });
  await form.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/app\/flight\/payments\//);
  const payOnline = page.getByRole("button", { name: /^Pay ₹[\d,.]+ online$/ });
  await expect(payOnline).toBeVisible();
  await shot(page, "payment-retail");

  // A failed attempt comes back with payment_error: 'Payment unsuccessful' and the gateway's text.
  await payOnline.click();
  await expect(page).toHaveURL(/\/payments\/test-gateway\//);
  await shot(page, "test-gateway");
  await page.getByRole("button", { name: "Fail payment" }).click();
  await expect(page).toHaveURL(/\/app\/flight\/payments\/[0-9a-f-]{36}/);
  await expect(page.getByText("Payment unsuccessful").first()).toBeVisible();

  // Then a successful one: signed fields back on the payment page, booked and ticketed.
  await page.getByRole("button", { name: /^Pay ₹[\d,.]+ online$/ }).click();
  await expect(page).toHaveURL(/\/payments\/test-gateway\//);
  await page.getByRole("button", { name: /^Pay ₹[\d,.]+$/ }).click();
  await expect(page.getByText("Payment Successful").first()).toBeVisible({ timeout: 30_000 });
  const booked = await expectTicket(page);
  await expect(booked.getByRole("table")).toContainText("Meera Iyer");
});

test("booking pages need a login", async ({ page }) => {
  await page.goto("/app/flight/ticketQueue");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});
