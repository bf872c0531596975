import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { inDays, logInByApi } from "./fixtures";

/** Issue 4: a group markup set in the back office prices the agent's search, never the retail user's. */

const AIRLINE_SPECIFIC = "/api/markupDiscount/airlineSpecificMarkupForWl";

type Segment = { airlineCode: string };
type Result = { resultIndex: string; publishedPrice: number; segments: Segment[][]; fare: { markup: number; gstOnMarkup: number } };
type Search = { searchId: string; results: Result[][] };
type Rule = { markupId: number; airlineCode: string | null };

/** A cookie-authenticated POST must name its origin (the server refuses cross-site mutations). */
async function postJson<T>(request: APIRequestContext, baseURL: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data, headers: { origin: new URL(baseURL).origin } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** Leaves the default group without 6E airline-specific rules (a failed earlier run may have left one). */
async function removeLeftover6ERules(page: Page, baseURL: string) {
  const { result } = await getJson<{ result: Rule[] }>(page.request, AIRLINE_SPECIFIC);
  for (const rule of result.filter((r) => r.airlineCode === "6E")) {
    await postJson(page.request, baseURL, "/api/markupDiscount/deleteAirlineSpecificMarkupForWl", { markupId: rule.markupId });
  }
}

const airlineOf = (r: Result) => r.segments[0]?.[0]?.airlineCode ?? "";

test("an airline-specific markup on the default group prices the agent's 6E fares, not the retail user's", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? "http://localhost:3100";
  const search = { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: inDays(12), adt: 1 };

  // Staff: add the rule through the screen.
  await logInByApi(page, "superadmin@demo.test");
  await removeLeftover6ERules(page, base);
  await page.goto("/staff");
  await page.getByRole("link", { name: "Markups and discounts" }).click();
  await expect(page.getByRole("heading", { name: "Markups and discounts", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Default (Default)" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: /Rules of Default/ })).toBeVisible();
  for (const title of ["Default airline markup", "Airline-specific markup", "Fixed-departure markup", "Activity markup"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  const airlineSection = page.getByRole("region", { name: "Airline-specific markup" });
  await airlineSection.getByRole("button", { name: "Add airline-specific markup" }).click();
  const form = airlineSection.getByRole("form", { name: "Add airline-specific markup" });
  // The form validates with the endpoint's schema before anything is sent.
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(form.getByText("This is required field.").first()).toBeVisible();
  await form.getByLabel("Airline code").fill("6E");
  await form.getByLabel("Value type").selectOption("flat");
  await form.getByLabel("Value (₹)").fill("250");
  await form.getByLabel("Basis").selectOption("perPassenger");
  await form.getByLabel("Sector").selectOption("both");
  await form.getByLabel("Journey type").selectOption({ label: "All journeys" });
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Setting saved successfully" }).first()).toBeVisible();
  await expect(form).toHaveCount(0);
  const rules = airlineSection.getByRole("list", { name: "Airline-specific markup rules" });
  const row = rules.getByRole("listitem").filter({ hasText: "6E" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("₹250.00");
  await expect(row).toContainText("Per passenger");
  await expect(row).toContainText("All journeys");
  await expect(row).toContainText("None");
  await expect(page.getByRole("region", { name: "Customers" }).getByText("Demo Agency")).toBeVisible();
  await page.screenshot({ path: "test-results/markups.png", fullPage: true });

  // The agent (Demo Agency: no mapping, so the default group) against the retail user, same search.
  const agent = await browser.newContext({ baseURL: base });
  const retail = await browser.newContext({ baseURL: base });
  try {
    const agentPage = await agent.newPage();
    const retailPage = await retail.newPage();
    await logInByApi(agentPage, "agent@demo.test");
    await logInByApi(retailPage, "retail@demo.test");
    const agentSearch = await postJson<Search>(agentPage.request, base, "/api/search", search);
    const retailSearch = await postJson<Search>(retailPage.request, base, "/api/search", search);
    const retailByIndex = new Map(retailSearch.results[0].map((r) => [r.resultIndex, r]));
    const agentResults = agentSearch.results[0];
    expect(agentResults.length).toBeGreaterThan(5);
    const indigo = agentResults.filter((r) => airlineOf(r) === "6E");
    expect(indigo.length).toBeGreaterThan(0);
    expect(agentResults.length).toBeGreaterThan(indigo.length);
    for (const r of agentResults) {
      const other = retailByIndex.get(r.resultIndex);
      expect(other, `retail result ${r.resultIndex}`).toBeDefined();
      const difference = Math.round((r.publishedPrice - other!.publishedPrice) * 100) / 100;
      expect(difference, `${airlineOf(r)} ${r.resultIndex}`).toBe(airlineOf(r) === "6E" ? 295 : 0);
      expect(other!.fare.markup).toBe(0);
    }

    // The agent picks a 6E fare on the result page: the Summary shows the service fee and its GST.
    const query = new URLSearchParams({ journeyType: "1", origin: "BOM", destination: "DEL", departureDate: search.departureDate, adt: "1", chd: "0", inf: "0" });
    await agentPage.goto(`/app/flight/searchResult/${agentSearch.searchId}?${query}`);
    await agentPage.getByRole("group", { name: "Airlines" }).getByRole("checkbox", { name: /^IndiGo/ }).check();
    await agentPage.getByRole("button", { name: /^Select IndiGo 6E / }).first().click();
    const summary = agentPage.getByRole("dialog", { name: "Fare details" }).getByRole("region", { name: "Summary" }).first();
    await expect(summary.locator("div").filter({ has: agentPage.getByText("Service Fee", { exact: true }) })).toContainText("₹250.00");
    await expect(summary.locator("div").filter({ has: agentPage.getByText("GST on Service Fee", { exact: true }) })).toContainText("₹45.00");
  } finally {
    await agent.close();
    await retail.close();
  }

  // Staff delete the rule (with confirmation) so the test can run again.
  await row.getByRole("button", { name: /^Delete 6E / }).click();
  const confirm = page.getByRole("dialog", { name: "Delete markup?" });
  await expect(confirm).toContainText("6E");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Markup deleted successfully" }).first()).toBeVisible();
  await expect(row).toHaveCount(0);
  const { result } = await getJson<{ result: Rule[] }>(page.request, AIRLINE_SPECIFIC);
  expect(result.filter((r) => r.airlineCode === "6E")).toEqual([]);
});

test("the markup screen: update leaves edit mode, the customer's group dialog and TDS switch, at 600 px", async ({ page }) => {
  await logInByApi(page, "superadmin@demo.test");
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto("/staff/markups");
  const section = page.getByRole("region", { name: "Fixed-departure markup" });
  await section.getByRole("button", { name: "Add fixed-departure markup" }).click();
  const add = section.getByRole("form", { name: "Add fixed-departure markup" });
  await add.getByLabel("Value type").selectOption("percent");
  await add.getByLabel("Value (%)").fill("150");
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(add.getByText("A percentage must be at most 100")).toBeVisible();
  await add.getByLabel("Value (%)").fill("2.5");
  await add.getByRole("button", { name: "Add", exact: true }).click();
  const row = section.getByRole("listitem").filter({ hasText: "2.5%" });
  await expect(row).toHaveCount(1);

  // Update puts the row in edit mode; saving leaves it.
  await row.getByRole("button", { name: /^Update / }).click();
  const edit = section.getByRole("form", { name: "Update fixed-departure markup" });
  await edit.getByLabel("Value (%)").fill("3");
  await edit.getByLabel("Discount type").selectOption("flat");
  await edit.getByLabel("Discount (₹)").fill("10");
  await edit.getByRole("button", { name: "Update", exact: true }).click();
  await expect(edit).toHaveCount(0);
  await expect(section.getByRole("listitem").filter({ hasText: "2.5%" })).toHaveCount(0);
  const updated = section.getByRole("listitem").filter({ hasText: "3%" });
  await expect(updated).toContainText("₹10.00");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/markups-600.png", fullPage: true });
  await updated.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("dialog", { name: "Delete markup?" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expect(section.getByRole("listitem").filter({ hasText: "3%" })).toHaveCount(0);

  // Activity rules use their own add and edit endpoints.
  const activity = page.getByRole("region", { name: "Activity markup" });
  await activity.getByRole("button", { name: "Add activity markup" }).click();
  const addActivity = activity.getByRole("form", { name: "Add activity markup" });
  await expect(addActivity.getByLabel("Journey type")).toHaveCount(0);
  // Flat activity markups apply in the DMC rate's own currency (decision 0036): no ₹.
  await addActivity.getByLabel("Value (rate currency)").fill("99.5");
  await addActivity.getByLabel("Basis").selectOption("perBooking");
  await addActivity.getByRole("button", { name: "Add", exact: true }).click();
  const activityRow = activity.getByRole("listitem").filter({ hasText: "99.50 in rate currency" });
  await expect(activityRow).toContainText("Per booking");
  await activityRow.getByRole("button", { name: /^Update / }).click();
  const editActivity = activity.getByRole("form", { name: "Update activity markup" });
  await editActivity.getByLabel("Value (rate currency)").fill("120");
  await editActivity.getByRole("button", { name: "Update", exact: true }).click();
  await expect(editActivity).toHaveCount(0);
  await expect(activity.getByRole("listitem").filter({ hasText: "99.50 in rate currency" })).toHaveCount(0);
  const activityUpdated = activity.getByRole("listitem").filter({ hasText: "120.00 in rate currency" });
  await activityUpdated.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("dialog", { name: "Delete markup?" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expect(activityUpdated).toHaveCount(0);

  // A server field error (shortError) lands on its field.
  const airline = page.getByRole("region", { name: "Airline-specific markup" });
  await airline.getByRole("button", { name: "Add airline-specific markup" }).click();
  const addAirline = airline.getByRole("form", { name: "Add airline-specific markup" });
  await addAirline.getByLabel("Airline code").fill("ZZ");
  await addAirline.getByLabel("Value (₹)").fill("1");
  await addAirline.getByRole("button", { name: "Add", exact: true }).click();
  await expect(addAirline.getByRole("alert")).toHaveText("Unknown airline code");
  await addAirline.getByRole("button", { name: "Cancel" }).click();
  await expect(addAirline).toHaveCount(0);

  // Groups: a duplicate name gets the server's field error; a new group is created, made the default and back.
  const groups = page.getByRole("region", { name: "Groups" });
  await groups.getByRole("button", { name: "Create group" }).click();
  const create = page.getByRole("dialog", { name: "Create group" });
  await create.getByLabel("Group name").fill("default");
  await create.getByRole("button", { name: "Save" }).click();
  await expect(create.getByRole("alert")).toHaveText("A group with this name already exists");
  const name = `Gold ${Date.now().toString(36)}`;
  await create.getByLabel("Group name").fill(name);
  await create.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Group successfully saved" }).first()).toBeVisible();
  await expect(groups.getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("heading", { name: `Rules of ${name}` })).toBeVisible();
  await groups.getByRole("button", { name: `Set ${name} as default` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Group successfully set as default" }).first()).toBeVisible();
  await expect(groups.getByRole("button", { name: `${name} (Default)` })).toBeVisible();
  await groups.getByRole("button", { name: "Default", exact: true }).click();
  await groups.getByRole("button", { name: "Set Default as default" }).click();
  await expect(groups.getByRole("button", { name: "Default (Default)" })).toBeVisible();

  // Change group: the current group is ticked; moving the customer shows in the list (then back to Default).
  const customers = page.getByRole("region", { name: "Customers" });
  const agency = customers.getByRole("listitem").filter({ hasText: "Demo Agency" });
  await customers.getByRole("button", { name: "Change group for Demo Agency" }).click();
  const dialog = page.getByRole("dialog", { name: "Change group: Demo Agency" });
  await expect(dialog.getByRole("radio", { name: /^Default/ })).toBeChecked();
  await dialog.getByRole("radio", { name: new RegExp(`^${name}`) }).check();
  await page.screenshot({ path: "test-results/markups-change-group.png" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Group successfully changed" }).first()).toBeVisible();
  await expect(agency).toContainText(`Group: ${name}`);
  await customers.getByRole("button", { name: "Change group for Demo Agency" }).click();
  await expect(dialog.getByRole("radio", { name: new RegExp(`^${name}`) })).toBeChecked();
  await dialog.getByRole("radio", { name: /^Default/ }).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(agency).toContainText("Group: Default");

  // The TDS switch moves once the server reports success.
  const tds = customers.getByRole("switch", { name: "TDS deduction for Demo Agency" });
  const before = (await tds.getAttribute("aria-checked")) === "true";
  await tds.click();
  await expect(page.getByRole("status").filter({ hasText: "Tds deduction successfully changed." }).first()).toBeVisible();
  await expect(tds).toHaveAttribute("aria-checked", String(!before));
  await tds.click();
  await expect(tds).toHaveAttribute("aria-checked", String(before));

  // Narrow phones: nothing overflows, the add form included.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole("region", { name: "Airline-specific markup" }).getByRole("button", { name: "Add airline-specific markup" }).click();
  const narrowOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(narrowOverflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/markups-360.png", fullPage: true });
});
