import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { inDays, logInByApi } from "./fixtures";

/*
 * Holiday packages (issue 15): a visitor finds a package with the filters, enquires and sees the
 * enquiry id; staff make a quotation from it (the builder URL carries the trip); staff upload two
 * images to their own package, reorder them and set the cover. Screenshots at 1280 and 390 px.
 */

const WIDTHS = [1280, 390] as const;

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Every picture loaded (and none broken) before the screenshot.
    await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
    expect(await page.evaluate(() => Array.from(document.images).filter((i) => i.naturalWidth === 0).length), `${name}: broken images`).toBe(0);
    // Nothing may stick out sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/packages-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const phone = () => `9${String(Date.now()).slice(-9)}`;

test("a visitor finds a package, enquires and sees the id; staff make a quotation from it", async ({ page, browser }) => {
  await page.goto("/packages");
  await expect(page.getByRole("heading", { name: "Holiday packages" })).toBeVisible();
  await expect(page.getByTestId("package-card").first()).toBeVisible();
  await shoot(page, "list");

  await page.getByLabel("Destination").selectOption("Singapore");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/destination=Singapore/);
  const cards = page.getByTestId("package-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Singapore Family Fun");
  await expect(cards.first()).toContainText("5 nights / 6 days");
  await cards.first().getByRole("link").click();

  await expect(page.getByRole("heading", { name: "Singapore Family Fun", level: 1 })).toBeVisible();
  await expect(page.getByTestId("package-gallery")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Day-by-day plan" })).toBeVisible();
  await shoot(page, "package");

  // Every error at once before anything is sent.
  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText("This is required field.").first()).toBeVisible();

  const travelDate = inDays(45);
  const email = `e2e-enquirer-${Date.now()}@example.test`;
  await page.getByLabel("Travel date").fill(travelDate);
  await page.getByLabel("Adults").fill("2");
  await page.getByLabel("Children").fill("1");
  await page.getByLabel("Infants").fill("0");
  await page.getByLabel("Name").fill("Meera Iyer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill(phone());
  await page.getByLabel("Message").fill("Anniversary trip");
  await page.getByRole("button", { name: "Send enquiry" }).click();

  await expect(page).toHaveURL(/\/package\/enquiry\/submitted\/\d+\?title=Singapore(%20|\+)Family(%20|\+)Fun$/);
  const enquiryId = (await page.getByTestId("enquiry-id").textContent())!.trim();
  expect(page.url()).toContain(`/submitted/${enquiryId}`);
  await expect(page.getByTestId("enquiry-title")).toHaveText("Singapore Family Fun");
  await expect(page.getByRole("link", { name: "All enquiries" })).toHaveCount(0);
  await shoot(page, "submitted");

  // Staff: the submitted page offers all enquiries; "Make quotation" opens the builder with the trip.
  const staff = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await logInByApi(staff, "staff@demo.test");
  await staff.goto(`/package/enquiry/submitted/${enquiryId}`);
  await staff.getByRole("link", { name: "All enquiries" }).click();
  await expect(staff).toHaveURL(/\/staff\/package-enquiries$/);
  const row = staff.getByRole("row").filter({ has: staff.getByTestId("enquiry-id").getByText(enquiryId, { exact: true }) });
  await expect(row).toContainText("Meera Iyer");
  await row.getByLabel(`Status of enquiry ${enquiryId}`).selectOption("in progress");
  await expect(staff.getByText("Enquiry status updated")).toBeVisible();
  await row.getByRole("button", { name: "Make quotation" }).click();
  await staff.waitForURL(/\/staff\/dmc-quotes\?/);
  const url = new URL(staff.url());
  expect(url.searchParams.get("kartName")).toBe("Singapore Family Fun - Meera Iyer");
  expect(url.searchParams.get("customerId")).toMatch(/^\d+$/);
  expect(Object.fromEntries(["arrivalDate", "noOfNights", "adults", "child", "infant"].map((k) => [k, url.searchParams.get(k)]))).toEqual({ arrivalDate: travelDate, noOfNights: "5", adults: "2", child: "1", infant: "0" });
  // The builder's form shows the trip: name, dates and party filled in.
  const builder = staff.getByRole("form", { name: "Quotation builder" });
  await expect(builder.getByLabel("Quotation name", { exact: true })).toHaveValue("Singapore Family Fun - Meera Iyer");
  await expect(builder.getByLabel("Arrival date", { exact: true })).toHaveValue(travelDate);
  await expect(builder.getByLabel("Nights", { exact: true })).toHaveValue("5");
  await expect(builder.getByLabel("Adults", { exact: true })).toHaveValue("2");
  await expect(builder.getByLabel("Children", { exact: true })).toHaveValue("1");
  await expect(builder.getByLabel("Infants", { exact: true })).toHaveValue("0");
  await staff.goto("/staff/package-enquiries?status=quoted");
  await expect(staff.getByTestId("enquiry-id").getByText(enquiryId, { exact: true })).toBeVisible();
  await staff.close();
});

test("staff upload two images to a package, reorder them, set the cover and delete one", async ({ page }) => {
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff/packages");
  await expect(page.getByRole("heading", { name: "Manage packages" })).toBeVisible();
  await shoot(page, "staff-list");
  // A cookie-authenticated mutation must name its origin (CSRF check).
  const created = await page.request.post("/api/packages/manage/create", {
    headers: { origin: new URL(page.url()).origin },
    data: { name: `E2E Gallery ${Date.now()}`, destination: "Bali", days: 4, nights: 3, plan: [{ day: 1, title: "Arrival", description: "" }], inclusions: ["Hotel"], exclusions: [], priceFrom: 3_500_000, currency: "INR", validFrom: inDays(0), validTill: inDays(200), isPublished: false },
  });
  expect(created.status()).toBe(200);
  const { packageId } = (await created.json()).data;

  await page.goto(`/staff/packages/${packageId}`);
  await page.getByRole("link", { name: /^Images/ }).click();
  await expect(page).toHaveURL(`/user/package/manage_package_images/${packageId}`);
  const red = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#dc2626" } }).jpeg().toBuffer();
  const teal = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#0d9488" } }).png().toBuffer();
  await page.getByTestId("package-image-input").setInputFiles([
    { name: "red.jpg", mimeType: "image/jpeg", buffer: red },
    { name: "teal.png", mimeType: "image/png", buffer: teal },
  ]);
  const images = page.getByTestId("package-image");
  await expect(images).toHaveCount(2);
  await expect(page.getByText("teal.png: Image uploaded")).toBeVisible();
  const [first, second] = await images.evaluateAll((els) => els.map((e) => e.getAttribute("data-image-id")));
  await expect(images.nth(0)).toContainText("Cover");

  await page.getByRole("button", { name: "Move image 2 earlier" }).click();
  await expect(page.getByText("Images reordered")).toBeVisible();
  expect(await images.evaluateAll((els) => els.map((e) => e.getAttribute("data-image-id")))).toEqual([second, first]);
  await expect(images.nth(1)).toContainText("Cover");

  await images.nth(0).getByRole("button", { name: "Set cover" }).click();
  await expect(page.getByText("Cover image set")).toBeVisible();
  await expect(images.nth(0)).toContainText("Cover");
  await expect(images.nth(1)).not.toContainText("Cover");

  // A text file named like an image is refused by its bytes.
  await page.getByTestId("package-image-input").setInputFiles([{ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") }]);
  await expect(page.getByText("fake.png: Upload a PNG, JPEG or WebP image")).toBeVisible();
  await expect(images).toHaveCount(2);
  await shoot(page, "images");

  await page.reload();
  expect(await images.evaluateAll((els) => els.map((e) => e.getAttribute("data-image-id")))).toEqual([second, first]);
  await expect(images.nth(0)).toContainText("Cover");

  // Deleting the cover passes the cover on to the image left.
  await images.nth(0).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Image deleted")).toBeVisible();
  await expect(images).toHaveCount(1);
  expect(await images.evaluateAll((els) => els.map((e) => e.getAttribute("data-image-id")))).toEqual([first]);
  await expect(images.nth(0)).toContainText("Cover");
  await page.reload();
  await expect(images).toHaveCount(1);
  await expect(images.nth(0)).toContainText("Cover");
});

test("lock mode: Acme (locked) sends anonymous visitors of the package pages to login", async ({ page }) => {
  const acme = `http://acme.localhost:${process.env.E2E_PORT ?? 3100}`;
  for (const path of ["/packages", "/packages/dubai-delights/1", "/package/enquiry/submitted/1"]) {
    await page.goto(`${acme}${path}`);
    await expect(page).toHaveURL(`${acme}/login?redirectTo=${encodeURIComponent(path)}`);
  }
});
