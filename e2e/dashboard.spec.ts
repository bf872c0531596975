import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { keepAgencyWalletBalance } from "./agency-wallet";
import { bookTicketByApi } from "./book-by-api";
import { logInByApi } from "./fixtures";

/*
 * Every user's account pages (issue 11, decision 0023): the demo agent's dashboard blocks, a logo
 * uploaded on the profile page and seen on their e-ticket (a renamed text file refused), the
 * referral link copied and a retail sign-up through it listed. Screens at 1280 and 600 px.
 */

keepAgencyWalletBalance(test, "dashboard-spec");

const SHOTS = "test-results/screens";
const slugOf = (bookingId: number, pnr: string) => encodeURIComponent(Buffer.from(`${bookingId}___${pnr}`).toString("base64"));

async function shots(page: Page, name: string) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an agent sees the dashboard, uploads a logo their e-ticket shows, and shares a referral link a new customer signs up through", async ({ page, browser, context, request }) => {
  test.setTimeout(180_000);
  // Booked through a separate API context (its token login must not meet the browser's session cookie).
  const { bookingId, pnr } = await bookTicketByApi(request);
  await logInByApi(page, "agent@demo.test");

  // Dashboard: reached from the menu; four blocks, the new booking among the recent ones.
  await page.goto("/app");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "My account" }).click();
  await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  for (const block of ["Recent bookings", "Wallet", "Held bookings", "Open change requests"]) await expect(page.getByRole("heading", { name: block, level: 2 })).toBeVisible();
  await expect(page.getByTestId("dashboard-recent")).toContainText(`PNR ${pnr}`);
  await expect(page.getByTestId("dashboard-wallet-available")).toContainText("₹");
  await expect(page.getByTestId("dashboard-recent").getByRole("link", { name: /All bookings/ })).toHaveAttribute("href", "/app/flight/ticketQueue");
  await shots(page, "dashboard");

  // Profile: a text file named logo.png is refused (the bytes decide), a real PNG is taken.
  await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Company name")).not.toHaveValue("");
  const file = page.getByLabel("Logo image");
  await file.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("this is only text\n") });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Upload a PNG, JPEG or WebP image" })).toBeVisible();
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 14, g: 116, b: 144, alpha: 1 } } })
    .composite([{ input: Buffer.from('<svg width="600" height="200"><text x="30" y="130" font-size="96" font-family="sans-serif" fill="white">AGENT</text></svg>'), top: 0, left: 0 }])
    .png()
    .toBuffer();
  await file.setInputFiles({ name: "agency.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload logo" }).click();
  const preview = page.getByTestId("logo-preview").getByRole("img", { name: "Your logo" });
  await expect(preview).toBeVisible();
  const logoUrl = await preview.getAttribute("src");
  expect(logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  const served = await page.request.get(logoUrl!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  await page.waitForTimeout(4_500); // the toasts go, so the screenshots show the page
  await shots(page, "profile");

  // The agent's e-ticket shows their logo.
  await page.goto(`/flight/eTicket/${slugOf(bookingId, pnr)}`);
  await expect(page.getByTestId("eticket-logo")).toHaveAttribute("src", logoUrl!);
  expect(await page.getByTestId("eticket-logo").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/eticket-agent-logo-1280.png` });

  // Referral: copy the link; a retail customer signs up through it and is listed.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/user/dashboard/referral");
  await expect(page.getByRole("heading", { name: "Referral", level: 1 })).toBeVisible();
  const code = (await page.getByTestId("referral-code").innerText()).trim();
  const link = await page.getByLabel("Link to share").inputValue();
  expect(link).toMatch(new RegExp(`/signup\\?ref=${code}$`));
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signup = await visitor.newPage();
  const stamp = String(Date.now());
  await signup.goto(`/signup?ref=${code}`);
  await signup.getByLabel("Gender").selectOption("2");
  await signup.getByLabel("First name").fill("Referred");
  await signup.getByLabel("Last name").fill(`Guest${stamp.slice(-5)}`);
  await signup.getByLabel("Email").fill(`referred-${stamp}@example.test`);
  await signup.getByRole("textbox", { name: /Mobile number/ }).fill(`9${stamp.slice(-9)}`);
  await signup.getByRole("textbox", { name: "Password", exact: true }).fill("Travel2026");
  await signup.getByLabel("Confirm password").fill("Travel2026");
  await signup.getByRole("button", { name: "Create account" }).click();
  await expect(signup).toHaveURL(/\/signup_success$/);
  await visitor.close();

  await page.reload();
  const row = page.getByTestId("referral-table").getByRole("row", { name: new RegExp(`Referred Guest${stamp.slice(-5)}`) });
  await expect(row).toContainText("Retail (B2C)");
  await shots(page, "referral");

  // Removing the logo: the e-ticket shows the site's own again (and the demo data stays as it was).
  await page.goto("/user/dashboard/userProfile");
  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(page.getByTestId("logo-preview")).toContainText("No logo yet");
  await page.goto(`/flight/eTicket/${slugOf(bookingId, pnr)}`);
  await expect(page.getByTestId("eticket-company")).toBeVisible();
  await expect(page.locator(`img[src="${logoUrl}"]`)).toHaveCount(0);
});
