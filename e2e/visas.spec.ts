import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { logInByApi } from "./fixtures";

/**
 * Issue 15 (visas): a visitor opens a visa checklist for a nationality and copies its link; staff
 * edit a checklist in the rich-text editor and the previous version stays readable. The staff test
 * works on a category of its own (other specs may read the demo content).
 */

const dbUrl = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? "54349"}/wayfare`;

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a visitor opens the UAE visa checklist for Indian passport holders, switches nationality and copies the link", async ({ page, baseURL }) => {
  await page.goto("/visa/united-arab-emirates");
  await expect(page.getByRole("heading", { name: "United Arab Emirates visa", level: 1 })).toBeVisible();
  const categories = page.getByRole("list", { name: "Visa categories" });
  await expect(categories.getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("navigation", { name: "Other destinations" }).getByRole("link", { name: "Singapore" })).toBeVisible();
  await shoot(page, "visa-country");

  await categories.getByRole("link", { name: /Tourist visa 30 days/ }).click();
  await expect(page).toHaveURL(/\/visa\/united-arab-emirates\/tourist-visa-30-days\/\d+$/);
  await expect(page.getByRole("heading", { name: "Checklist for Indian passport holders" })).toBeVisible();
  await expect(page.getByTestId("visa-checklist").getByRole("listitem").filter({ hasText: "PAN card copy" })).toBeVisible();

  // Another nationality without a checklist: the spec's message; back to Indian.
  const selector = page.getByLabel("Passport (nationality)");
  await selector.selectOption({ label: "British (United Kingdom)" });
  await expect(page).toHaveURL(/\?nationality=GB$/);
  await expect(page.getByRole("status").filter({ hasText: "No checklist found for this category" })).toBeVisible();
  await selector.selectOption({ label: "Indian (India)" });
  await expect(page).toHaveURL(/\?nationality=IN$/);
  await expect(page.getByTestId("visa-checklist")).toContainText("PAN card copy");

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const shareLink = await page.getByLabel("Share link").inputValue();
  expect(shareLink).toBe(page.url());
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Copied to clipboard", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
  await shoot(page, "visa-checklist");

  // The copied link opens the same checklist for a new visitor.
  const other = await page.context().browser()!.newPage({ baseURL });
  await other.goto(shareLink);
  await expect(other.getByTestId("visa-checklist")).toContainText("PAN card copy");
  await other.close();
});

test("another site's category and an unknown country are 404", async ({ page }) => {
  const [{ id }] = await sql<{ id: number }>("select c.id from visa_categories c join users u on u.site_id = c.site_id where u.email = 'admin@acme.test' and c.visa_category = 'Standard Visitor visa'");
  const res = await page.goto(`/visa/united-kingdom/standard-visitor-visa/${id}`);
  expect(res?.status()).toBe(404);
  expect((await page.goto("/visa/atlantis"))?.status()).toBe(404);
});

test("staff edit a checklist in the rich-text editor; the previous version stays readable", async ({ page }) => {
  const tag = Date.now().toString(36);
  const name = `Business visa ${tag}`;
  const [{ site_id: siteId }] = await sql<{ site_id: number }>("select site_id from users where email = 'staff@demo.test'");
  const [{ id: categoryId }] = await sql<{ id: number }>(
    "insert into visa_categories (site_id, country_code, country_name, country_slug, visa_category, description) values ($1, 'JP', 'Japan', 'japan', $2, 'Single entry, 90 days') returning id",
    [siteId, name],
  );
  const [{ id: checklistId }] = await sql<{ id: number }>("insert into visa_checklists (site_id, category_id, nationality_code, nationality_country_name, html) values ($1, $2, 'IN', 'India', '<ul><li>Invitation letter from the Japanese company</li></ul>') returning id", [siteId, categoryId]);
  await sql("insert into visa_checklist_versions (site_id, checklist_id, version, html) values ($1, $2, 1, '<ul><li>Invitation letter from the Japanese company</li></ul>')", [siteId, checklistId]);

  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff/visas");
  await expect(page.getByRole("heading", { name: "Visas", level: 1 })).toBeVisible();
  const row = page.getByRole("table", { name: "Visa categories" }).getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Edit checklists" }).click();
  await expect(page.getByRole("heading", { name: `Checklists: Japan, ${name}` })).toBeVisible();

  const editor = page.getByRole("textbox", { name: "Checklist" });
  await expect(editor).toContainText("Invitation letter from the Japanese company");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Guarantee letter from the host in Japan");
  await expect(editor).toContainText("Guarantee letter from the host in Japan");
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type(" (original)");
  await expect(editor.locator("strong")).toHaveText(" (original)");
  await page.getByRole("button", { name: "Save checklist" }).click();
  await expect(page.getByText("Visa checklist saved", { exact: true })).toBeVisible();

  const history = page.getByRole("region", { name: "Version history" });
  await expect(history.getByText("Version 2")).toBeVisible();
  await expect(history.getByText("Current")).toBeVisible();
  await history.getByText("Version 1").click();
  await expect(page.getByTestId("visa-version-1")).toContainText("Invitation letter from the Japanese company");
  await shoot(page, "visa-staff-editor");

  const [saved] = await sql<{ html: string; version: number }>("select html, version from visa_checklists where id = $1", [checklistId]);
  expect(saved.version).toBe(2);
  expect(saved.html).toContain("<strong> (original)</strong>");

  await page.goto(`/visa/japan/business-visa-${tag}/${categoryId}`);
  await expect(page.getByTestId("visa-checklist")).toContainText("Guarantee letter from the host in Japan (original)");
});

test("staff rename a category; its version history keeps the old name", async ({ page }) => {
  const tag = Date.now().toString(36);
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff/visas");
  await page.getByRole("button", { name: "Add category" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Country").selectOption({ label: "Japan" });
  await dialog.getByLabel("Visa category").fill(`Transit visa ${tag}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Visa category saved", { exact: true }).first()).toBeVisible();

  const row = () => page.getByRole("table", { name: "Visa categories" }).getByRole("row").filter({ hasText: tag });
  await row().getByRole("button", { name: "Edit category" }).click();
  await dialog.getByLabel("Visa category").fill(`Transit and stopover visa ${tag}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(row()).toContainText(`Transit and stopover visa ${tag}`);

  await row().getByRole("button", { name: "Edit category" }).click();
  const history = dialog.getByRole("region", { name: "Version history" });
  await expect(history.getByTestId("visa-category-version-2")).toContainText(`Transit visa ${tag} (Japan) → Transit and stopover visa ${tag} (Japan)`);
  await expect(history.getByTestId("visa-category-version-1")).toContainText(`created as Transit visa ${tag} (Japan)`);
  await shoot(page, "visa-category-history");
});
