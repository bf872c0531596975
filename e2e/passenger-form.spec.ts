import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, inDays } from "./fixtures";

/*
 * The passenger form of issue 10: every error at once on submit, what was typed survives browser
 * Back from the payment page, and a failed fare quote goes back to the results whatever its status.
 * The order is made through the API (search, setFlightDetails) and the form opened by its URL.
 * Screenshots: test-results/screens/passenger-form-errors-{1280,600}.png.
 */

const REQUIRED = "This is required field.";
const screens = "test-results/screens";

const tokens = new WeakMap<APIRequestContext, string>();

/** Signs the context in as the demo agent once (its session cookie then drives the browser too). */
async function agentToken(request: APIRequestContext): Promise<string> {
  const known = tokens.get(request);
  if (known) return known;
  const login = await request.post("/api/wl/user/login", { data: { email: "agent@demo.test", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.authToken as string;
  tokens.set(request, token);
  return token;
}

async function newOrder(request: APIRequestContext, search: Record<string, unknown>) {
  const token = await agentToken(request);
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { headers: { "auth-token": token }, data });
    const body = await res.json();
    expect(res.status(), `${path}: ${JSON.stringify(body)}`).toBe(200);
    return body.data;
  };
  const found = await post("/api/search", { journeyType: 1, origin: "BOM", departureDate: inDays(30), adt: 1, ...search });
  const results = found.results[0] as { resultIndex: string; isLcc: boolean }[];
  const { orderId } = await post("/api/setFlightDetails", { searchId: found.searchId, resultIndex: (results.find((r) => r.isLcc) ?? results[0]).resultIndex });
  return { searchId: found.searchId as string, orderId: orderId as string, url: `/app/flight/passengerDetails/${found.searchId}?orderId=${orderId}` };
}

/** Waits for the form; a changed fare shows its alert first, which the test accepts. */
async function openForm(page: Page, url: string) {
  await page.goto(url);
  const form = page.getByRole("form", { name: "Passenger details" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const changed = page.getByRole("dialog", { name: "The fare has changed" });
  if (await changed.isVisible()) await changed.getByRole("button", { name: "Continue with the new fare" }).click();
  return form;
}

test("Continue on an empty form shows every error at once: every passenger, every field, passports and the lead's contact", async ({ page }) => {
  test.setTimeout(120_000);
  // Two adults and a child to Dubai: names, titles, genders, dates of birth and passports for all three, contact for the lead.
  const order = await newOrder(page.request, { destination: "DXB", adt: 2, chd: 1 });
  const form = await openForm(page, order.url);
  await form.getByRole("button", { name: "Continue" }).click();

  const lead = page.getByRole("group", { name: /^Passenger 1 · Adult \(lead passenger\)/ });
  const second = page.getByRole("group", { name: /^Passenger 2 · Adult$/ });
  const child = page.getByRole("group", { name: /^Passenger 3 · Child$/ });
  const perPassenger = ["Title", "First name", "Last name", "Gender", "Date of birth", "Passport number", "Passport issue date", "Passport expiry date", "Passport issuing country"];
  for (const card of [lead, second, child]) {
    for (const label of perPassenger) await expect(card.getByLabel(label), label).toHaveAttribute("aria-invalid", "true");
  }
  await expect(lead.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(lead.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  // 9 fields for each of 3 passengers, plus the lead's email and mobile: all in the spec's words.
  await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(29);
  await expect(page.getByTestId("form-error-summary")).toHaveText("Please correct the 29 fields marked below.");

  mkdirSync(screens, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${screens}/passenger-form-errors-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: `${screens}/passenger-form-errors-600.png`, fullPage: true });

  // A fixed field clears its own error and leaves the others.
  await lead.getByLabel("First name").fill("Asha");
  await expect(lead.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(28);
});

test("browser Back from the payment page keeps what was typed on the passenger page", async ({ page }) => {
  test.setTimeout(120_000);
  const order = await newOrder(page.request, { destination: "DEL" });
  const form = await openForm(page, order.url);
  const card = page.getByRole("group", { name: /^Passenger 1 · Adult \(lead passenger\)/ });
  await card.getByLabel("Title").selectOption("Mrs");
  await card.getByLabel("First name").fill("Nandini");
  await card.getByLabel("Last name").fill("Backhouse");
  await card.getByLabel("Date of birth").fill("1988-07-14");
  await card.getByLabel("Email").fill("nandini@example.com");
  await card.getByLabel("Mobile number").fill("9812345678");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/app\/flight\/payments\/[0-9a-f-]{36}/, { timeout: 30_000 });

  await page.goBack();
  await expect(page).toHaveURL(/\/app\/flight\/passengerDetails\//);
  const again = page.getByRole("group", { name: /^Passenger 1 · Adult \(lead passenger\)/ });
  await expect(again.getByLabel("First name")).toHaveValue("Nandini", { timeout: 30_000 });
  await expect(again.getByLabel("Title")).toHaveValue("Mrs");
  await expect(again.getByLabel("Gender")).toHaveValue("2");
  await expect(again.getByLabel("Last name")).toHaveValue("Backhouse");
  await expect(again.getByLabel("Date of birth")).toHaveValue("1988-07-14");
  await expect(again.getByLabel("Email")).toHaveValue("nandini@example.com");
  await expect(again.getByLabel("Mobile number")).toHaveValue("9812345678");

  // A reload of the page keeps it too (same tab); another order starts empty.
  await page.reload();
  await expect(page.getByRole("group", { name: /^Passenger 1 · Adult/ }).getByLabel("First name")).toHaveValue("Nandini", { timeout: 30_000 });
  const other = await newOrder(page.request, { destination: "BLR" });
  await openForm(page, other.url);
  await expect(page.getByRole("group", { name: /^Passenger 1 · Adult/ }).getByLabel("First name")).toHaveValue("");
});

test("a failed fare quote goes back to the results, whatever the status", async ({ page }) => {
  test.setTimeout(120_000);
  for (const [status, errorCode, message] of [
    [400, "BAD_REQUEST", "The fare is no longer available"],
    [404, "NOT_FOUND", "Result not found"],
    [409, "CONFLICT", "The fare has changed too much"],
  ] as const) {
    const order = await newOrder(page.request, { destination: "DEL" });
    await page.route("**/api/getPassengerViewOptions", (route) =>
      route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ success: false, errorCode, errorMessage: message, message }) }),
    );
    await page.goto(order.url);
    await expect(page, `status ${status}`).toHaveURL(new RegExp(`/app/flight/searchResult/${order.searchId}`), { timeout: 30_000 });
    await expect(page.getByText(message).first()).toBeVisible();
    await page.unroute("**/api/getPassengerViewOptions");
  }
});
