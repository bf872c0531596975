import { expect, test, type Page } from "@playwright/test";
import { keepAgencyWalletBalance } from "./agency-wallet";
import { bookTicketByApi } from "./book-by-api";
import { logInByApi } from "./fixtures";

const SCREENS = "test-results/screens";

keepAgencyWalletBalance(test, "navigation");

/** Opens a header menu item by clicking only: at 600 px and below through the Menu button. */
async function clickNav(page: Page, group: string | null, link: string) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const menuButton = page.getByRole("button", { name: "Menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  else if (group) await nav.getByRole("button", { name: group }).click();
  await nav.getByRole("link", { name: link, exact: true }).click();
}

const AGENT_SCREENS: [group: string | null, link: string, url: RegExp, heading: string][] = [
  ["Bookings", "Air Ticket Queue", /\/app\/flight\/ticketQueue$/, "Air Ticket Queue"],
  ["Bookings", "Change Requests", /\/app\/flight\/changeRequests$/, "Change Requests"],
  ["Bookings", "Booked Queue", /\/app\/flight\/bookedQueue$/, "Booked Queue"],
  ["Wallet", "Transaction history", /\/user\/transactionHistory$/, "Transaction history"],
  ["Wallet", "My payments", /\/user\/payments$/, "My payments"],
  ["My account", "Billing details", /\/user\/billing-details$/, "Billing details"],
  ["My account", "Change password", /\/user\/change_password$/, "Change password"],
  ["Bookings", "Fixed Departure Queue", /\/app\/flight\/fixedDepartureQueue$/, "Fixed Departure Queue"],
  ["Flights", "Fixed departures", /\/fixed-departures$/, "Fixed departures"],
  ["Flights", "Search flights", /\/app\/flight\/search$/, "Search flights"],
];

for (const width of [1280, 600]) {
  test(`an agent reaches every screen from /app by clicking only (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInByApi(page, "agent@demo.test");
    await page.goto("/app");
    for (const [group, link, url, heading] of AGENT_SCREENS) {
      await clickNav(page, group, link);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { name: heading, exact: true, level: 1 })).toBeVisible();
    }
    // Role-aware: an agent is offered no back-office screen.
    await expect(page.getByRole("button", { name: "Back office" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back office" })).toHaveCount(0);
  });
}

test("staff reach the back-office screens from the header", async ({ page }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/app");
  const staffScreens: [string, RegExp, string][] = [
    ["Markups and discounts", /\/staff\/markups$/, "Markups and discounts"],
    ["Permission groups", /\/staff\/permission-groups$/, "Permission groups"],
    ["Payment entries", /\/staff\/payment-entries$/, "Payment entries"],
    ["Mailbox", /\/staff\/mailbox$/, "Mailbox"],
    ["Back office home", /\/staff$/, "Back office"],
  ];
  for (const [link, url, heading] of staffScreens) {
    await clickNav(page, "Back office", link);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { name: heading, exact: true, level: 1 })).toBeVisible();
  }
  // Staff have no wallet of their own in the header.
  await expect(page.getByTestId("header-wallet-balance")).toHaveCount(0);
});

test("every page has a footer whose links open the policy pages", async ({ page }) => {
  const pages: [string, string][] = [
    ["Terms and conditions", "Terms and conditions"],
    ["Privacy policy", "Privacy policy"],
    ["Cancellation and refund policy", "Cancellation, return and refund policy"],
    ["API partner program", "API partner program"],
  ];
  await page.goto("/login");
  for (const [link, heading] of pages) {
    await page.getByRole("contentinfo").getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }
  await logInByApi(page, "agent@demo.test");
  await page.goto("/app/flight/ticketQueue");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions" })).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/footer-1280.png` });
});

test("the agent's wallet balance is in the header and follows a booking", async ({ page, request }) => {
  await logInByApi(page, "agent@demo.test");
  await page.goto("/app");
  const balance = page.getByTestId("header-wallet-balance");
  await expect(balance).toContainText("₹");
  const amount = async () => Number((await balance.innerText()).replace(/[^\d.-]/g, ""));
  const before = await amount();
  await expect(balance.locator("..")).toHaveAccessibleName(/^Balance ₹/);
  // The site's name is whole beside the balance at 1280 px (it used to end in "...").
  const name = page.getByTestId("site-company-name");
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: `${SCREENS}/header-wallet-1280.png` });
  // The header shows the available balance of the ledger page.
  await balance.click();
  await expect(page).toHaveURL(/\/user\/transactionHistory$/);
  const available = Number((await page.getByTestId("wallet-available").innerText()).replace(/[^\d.-]/g, ""));
  expect(before).toBe(available);

  await bookTicketByApi(request, { lastName: "Header" });
  await clickNav(page, "Bookings", "Air Ticket Queue");
  await expect(page).toHaveURL(/ticketQueue$/);
  await expect.poll(amount).toBeLessThan(before);
});
