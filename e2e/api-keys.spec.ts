import { expect, test } from "@playwright/test";
import { inDays, logInByApi } from "./fixtures";

test("staff issue a partner API key, see it once, and the key searches flights through the API", async ({ page, request }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.goto("/staff");
  await page.getByRole("link", { name: "API keys" }).first().click();
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  await page.getByRole("button", { name: "New API key" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Find company").fill("Demo Agency");
  await dialog.getByRole("combobox", { name: /^Company/ }).selectOption({ label: "Demo Agency" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(`Booking engine ${Date.now()}`);
  await dialog.getByLabel("Mode").selectOption("live");
  await dialog.getByLabel("Scope").selectOption("read");
  await page.screenshot({ path: "test-results/screens/api-key-create-form-1280.png" });
  await dialog.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByTestId("api-key-full");
  await expect(shown).toHaveText(/^wf_live_[0-9a-f]{40}$/);
  const key = (await shown.innerText()).trim();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/screens/api-key-created-1280.png" });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: "test-results/screens/api-key-created-600.png" });
  await page.getByRole("button", { name: "Copy the API key" }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);

  // The list shows the prefix only.
  const row = page.getByRole("row").filter({ hasText: key.slice(0, 16) });
  await expect(row).toContainText("Demo Agency");
  await expect(row).toContainText("active");
  await expect(page.getByText(key)).toHaveCount(0);

  const search = await request.post("/api/search", { headers: { "user-key": key }, data: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: inDays(21), adt: 1 } });
  expect(search.status()).toBe(200);
  expect((await search.json()).data.results[0].length).toBeGreaterThan(0);
  const book = await request.post("/api/setFlightDetails", { headers: { "user-key": key }, data: {} });
  expect(book.status()).toBe(403);

  await page.reload();
  // Last used is now set: the row shows "Never" once only (Expires), not twice.
  await expect(page.getByRole("row").filter({ hasText: key.slice(0, 16) }).getByText("Never", { exact: true })).toHaveCount(1);
  await page.screenshot({ path: "test-results/screens/api-keys-600.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: "test-results/screens/api-keys-1280.png", fullPage: true });
});
