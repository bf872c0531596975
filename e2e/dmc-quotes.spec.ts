import { expect, test, type Page } from "@playwright/test";
import { sql } from "./db";
import { inDays, logInByApi } from "./fixtures";

/**
 * Issue 14 (quotes, decision 0043): staff open the builder from an enquiry link (name, arrival,
 * nights and party filled), create a pending customer inline, build a 3-night Dubai quotation with a
 * hotel, two activities with transfers (one priced by the rate engine, its explanation opened), a
 * miscellaneous line and a flight line, see each validation message exactly once, save it, and open
 * it back with its versions. Screens at 1280 and 390 px.
 */

async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(4_500); // toasts hide after 4 s
  const notNow = page.getByRole("button", { name: "Not now" });
  if (await notNow.isVisible()) await notNow.click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The message is on the page exactly once (not in the form and a toast as well). */
async function seenOnce(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
}

test("staff build a 3-night Dubai quotation with a pending customer and a flight, see each validation message once, and save it priced", async ({ page }) => {
  test.setTimeout(240_000);
  await logInByApi(page, "staff@demo.test");
  const arrival = inDays(20);
  await page.goto(`/staff/dmc-quotes?kartName=${encodeURIComponent("Dubai 3 nights e2e")}&arrivalDate=${arrival}&noOfNights=3&adults=2`);
  await expect(page.getByRole("heading", { name: "Quotations", level: 1 })).toBeVisible();
  // The staff push prompt (3 s after load) would sit over the sticky Save bar: answer it first.
  await page.getByRole("button", { name: "Not now" }).click({ timeout: 10_000 }).catch(() => undefined);
  // The enquiry link filled the header; days follow nights.
  await expect(page.getByLabel("Quotation name")).toHaveValue("Dubai 3 nights e2e");
  await expect(page.getByLabel("Arrival date", { exact: true })).toHaveValue(arrival);
  await expect(page.getByLabel("Nights", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Days", { exact: true })).toHaveValue("4");
  await expect(page.getByLabel("Adults")).toHaveValue("2");

  const save = page.getByRole("button", { name: "Save quotation" });
  await save.click();
  await seenOnce(page, "Please pick a customer");

  // A pending customer, created inline: the contract's messages first, each once.
  await page.getByRole("button", { name: "New customer" }).click();
  const newCustomer = page.getByRole("group", { name: "New customer" });
  await newCustomer.getByRole("button", { name: "Create customer" }).click();
  await seenOnce(page, "This is required field.");
  await seenOnce(page, "Either phone or email is required.");
  const email = `priya-${Date.now()}@example.test`;
  await newCustomer.getByLabel("First name", { exact: true }).fill("Priya");
  await newCustomer.getByLabel("Last name", { exact: true }).fill("Nair");
  await newCustomer.getByLabel("Email").fill(email);
  await newCustomer.getByRole("button", { name: "Create customer" }).click();
  await expect(page.getByText("Customer Created Successfully", { exact: true })).toBeVisible();
  await expect(page.getByTestId("quote-customer")).toContainText(`Priya Nair, ${email}, details pending`);

  await save.click();
  await seenOnce(page, "Please select atleast one itinerary");

  await page.getByRole("button", { name: "Add hotel" }).click();
  await page.getByLabel("Hotel 1 price (USD)").fill("300");
  await page.getByLabel("Hotel 1 transfer type").selectOption("oneway");
  await page.getByLabel("Hotel 1 sharing basis").selectOption("PVT");
  await page.getByLabel("Hotel 1 pickup transfer").check();
  await page.getByLabel("Hotel 1 pickup time").fill("07:00");
  await page.getByLabel("Hotel 1 pickup from").fill("DXB airport");
  await page.getByLabel("Hotel 1 pickup to").fill("Deira Creek Inn");

  await page.getByRole("button", { name: "Add activity" }).click();
  await page.getByLabel("Activity 1 date", { exact: true }).fill(inDays(21));
  await page.getByRole("button", { name: "Price Activity 1" }).click();
  await page.getByText("Why this price").click();
  await expect(page.getByText(/market/i).first()).toBeVisible();
  await page.getByLabel("Activity 1 transfer type").selectOption("return");
  await page.getByLabel("Activity 1 sharing basis").selectOption("SIC");
  for (const leg of ["pickup", "drop"]) {
    await page.getByLabel(`Activity 1 ${leg} transfer`).check();
    await page.getByLabel(`Activity 1 ${leg} time`).fill(leg === "pickup" ? "14:00" : "21:30");
    await page.getByLabel(`Activity 1 ${leg} from`).fill(leg === "pickup" ? "Deira Creek Inn" : "Desert camp");
    await page.getByLabel(`Activity 1 ${leg} to`).fill(leg === "pickup" ? "Desert camp" : "Deira Creek Inn");
  }
  await page.getByRole("button", { name: "Add activity" }).click();
  await page.getByLabel("Activity 2 date", { exact: true }).fill(inDays(22));
  await page.getByLabel("Activity 2 price (USD)").fill("90");
  await page.getByLabel("Activity 2 transfer type").selectOption("oneway");
  await page.getByRole("button", { name: "Add miscellaneous" }).click();
  await page.getByLabel("Miscellaneous 1 name").fill("SIM card");
  await page.getByLabel("Miscellaneous 1 price (USD)").fill("15");
  await page.getByLabel("Miscellaneous 1 date").fill(arrival);

  // A flight line with an empty airline: the field's message, once, before anything is sent.
  await page.getByRole("button", { name: "Add flight" }).click();
  await page.getByLabel("Flight 1 number").fill("501");
  await page.getByLabel("Flight 1 from").fill("bom");
  await page.getByLabel("Flight 1 to").fill("DXB");
  await page.getByLabel("Flight 1 PNR").fill("ABC123");
  await page.getByLabel("Flight 1 departure time").fill("04:35");
  await page.getByLabel("Flight 1 arrival time").fill("06:20");
  await page.getByLabel("Flight 1 price (USD)").fill("250");
  await save.click();
  await seenOnce(page, "This is required field.");
  await expect(page.getByLabel("Flight 1 from")).toHaveValue("BOM");
  await page.getByLabel("Flight 1 airline").fill("ek");

  await save.click();
  await seenOnce(page, "Please select sharing basis for activity");
  await page.getByLabel("Activity 2 sharing basis").selectOption("SIC");
  await page.getByLabel("Activity 2 pickup transfer").check();
  await page.getByLabel("Activity 2 pickup time").fill("09:00");
  await page.getByLabel("Activity 2 pickup from").fill("Hotel lobby");
  await page.getByLabel("Activity 2 pickup to").fill("Dhow pier");

  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add passenger" }).click();
  await page.getByLabel("Passenger 1 first name").fill("Priya");
  await page.getByLabel("Passenger 2 first name").fill("Arun");
  await page.getByLabel("Passenger 3 first name").fill("Dev");
  await save.click();
  await seenOnce(page, "Passenger count mismatch, please reselect passengers.");
  await page.getByLabel("Passenger 3 type").selectOption("2");
  await page.getByLabel("Children").fill("1");

  await page.getByLabel("Service charge").fill("20");
  await page.getByLabel("Discount").fill("10");
  await page.getByLabel("Payment deadline").fill(inDays(10));
  await page.getByLabel("Agent branding on documents").check();
  await save.click();
  const saved = page.getByRole("status").filter({ hasText: "Itinerary saved successfully" });
  await expect(saved).toContainText("version 1");
  await expect(saved).toContainText("Total $");
  const list = page.getByRole("region", { name: "Saved quotations" });
  await expect(list).toContainText("Dubai 3 nights e2e");
  await expect(page.getByRole("region", { name: "Versions" })).toContainText("Version 1 (current), not sent yet");
  await screenshot(page, "dmc-quote-builder");

  // Open it again from the list: every line comes back into the form.
  await page.getByRole("button", { name: "New quotation" }).click();
  await expect(page.getByLabel("Quotation name")).toHaveValue("");
  await list.getByRole("listitem").filter({ hasText: "Dubai 3 nights e2e" }).first().getByRole("button", { name: /^Open QT-/ }).click();
  await expect(page.getByRole("heading", { name: /Edit quotation QT-\d+/ })).toBeVisible();
  await expect(page.getByLabel("Flight 1 airline")).toHaveValue("EK");
  await expect(page.getByLabel("Activity 1 drop from")).toHaveValue("Desert camp");
  await expect(page.getByTestId("quote-customer")).toContainText("Priya Nair");
});

/*
 * Issue 25: staff make a quotation from an agent's cart (a copy of Demo Agency's honeymoon cart with a
 * child and a return SIC transfer on the dhow cruise): the builder opens prefilled (customer, dates,
 * party, the hotel with its room composition, the dated activity with its transfer), the optional
 * item is noted, the save links the cart and marks it quoted, and the saved list finds it by status.
 */
test("staff make a quotation from an agent's cart: prefilled and priced with the room composition, the cart linked on save", async ({ page }) => {
  test.setTimeout(240_000);
  const [src] = await sql<{ id: number }>("select id from dmc_carts where remarks = $1", ["Demo: honeymoon couple, quiet hotel please"]);
  const [cart] = await sql<{ id: number }>(
    "insert into dmc_carts (site_id, user_id, legal_entity_id, created_by_user_id, start_date, end_date, adults, children, status, remarks) select site_id, user_id, legal_entity_id, created_by_user_id, start_date, end_date, adults, 1, 'new', 'e2e: cart to quotation' from dmc_carts where id = $1 returning id",
    [src.id],
  );
  await sql(
    "insert into dmc_cart_items (site_id, cart_id, kind, tour_option_id, sharing_basis, transfer_type, room_type_id, date, nights, rooms, is_optional, accepted_totals) select site_id, $2, kind, tour_option_id, case when kind = 'tourOption' and not is_optional then 'SIC' end, case when kind = 'tourOption' and not is_optional then 'return' end, room_type_id, date, nights, rooms, is_optional, accepted_totals from dmc_cart_items where cart_id = $1",
    [src.id, cart.id],
  );
  await logInByApi(page, "staff@demo.test");
  await page.goto(`/staff/dmc-quotes?cart=${cart.id}`);
  await page.getByRole("button", { name: "Not now" }).click({ timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByText(`From cart ${cart.id}:`)).toBeVisible();
  await expect(page.getByText(/Optional in the cart, not added: At the Top, non-prime hours on \d{2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
  await expect(page.getByLabel("Arrival date", { exact: true })).toHaveValue(inDays(14));
  await expect(page.getByLabel("Nights", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Adults")).toHaveValue("2");
  await expect(page.getByLabel("Children")).toHaveValue("1");
  const rooms = page.getByRole("list", { name: "Hotel 1 room composition" });
  await expect(rooms.getByRole("listitem")).toHaveText([/1 × double room/, /1 × child without bed/]);
  await expect(page.getByLabel("Activity 1 sharing basis")).toHaveValue("SIC");
  await expect(page.getByLabel("Activity 1 pickup from")).toHaveValue("Deira Creek Inn");
  await page.waitForTimeout(4_500);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/builder-from-cart-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Save quotation" }).click();
  await expect(page.getByText(/Itinerary saved successfully · QT-\d+ version 1/)).toBeVisible();
  const [linked] = await sql<{ kart_id: number | null; status: string }>("select kart_id, status from dmc_carts where id = $1", [cart.id]);
  expect(linked.status).toBe("quoted");
  expect(linked.kart_id).not.toBeNull();
  const saved = page.getByRole("region", { name: "Saved quotations" });
  await saved.getByLabel("Search").fill(`cart ${cart.id}`);
  await expect(saved.getByRole("listitem")).toHaveCount(1);
  await expect(saved.getByRole("listitem").first()).toContainText("Draft");
});
