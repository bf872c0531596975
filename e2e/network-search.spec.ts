import { sql } from "./db";
import { expect, test, type Page } from "@playwright/test";
import { inDays, logInByForm } from "./fixtures";
import { isFromLinkedSite, linkedOnlyRowName, type NetResultBase } from "./network-results";

/**
 * Issue 12, flights through the network (decision 0030), the search slice: Acme requests Flights
 * from Demo Travels, Demo approves; an Acme agent's search shows Demo-sourced fares beside Acme's
 * own with the fare chain in their details; Demo suspends; Acme's next search has none. Demo is a
 * site of this same deployment, reached in-process with no setting (decision 0060). White label:
 * the agent sees neither Demo's name nor any source's name (decision 0060).
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ACME = `http://acme.localhost:${PORT}`;
const DEMO = `http://localhost:${PORT}`;
const SCREENS = "test-results/screens";
const PAIR = "supplier_site_id = (select site_id from site_domains where domain = 'localhost') and consumer_site_id = (select site_id from site_domains where domain = 'acme.localhost')";


/** The demo data has no relationship between Acme and Demo: remove what an earlier run made. */
async function removeRelationship() {
  await sql(`delete from supplier_requests where ${PAIR}`);
  await sql(`delete from supplier_terms_acceptances where ${PAIR}`);
}
test.beforeAll(removeRelationship);
test.afterAll(removeRelationship);

async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
      const json = await res.json();
      if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
    [path, body] as const,
  );
}

const departureDate = inDays(26);
const request = { journeyType: 1, origin: "BOM", destination: "DEL", departureDate, adt: 1 };
const query = `journeyType=1&origin=BOM&destination=DEL&departureDate=${departureDate}&adt=1&chd=0&inf=0`;
type Result = NetResultBase & { publishedPrice: number; fare: { markup: number; gstOnMarkup: number }; fareChain?: Record<string, number> };
const isFromDemo = isFromLinkedSite;

test("an Acme agent sees Demo Travels' fares with the fare chain; Demo suspends and they are gone", async ({ browser }) => {
  const [{ site_id: demoSiteId }] = await sql<{ site_id: number }>("select site_id from site_domains where domain = 'localhost'");
  const [{ site_id: acmeSiteId }] = await sql<{ site_id: number }>("select site_id from site_domains where domain = 'acme.localhost'");

  // Acme's admin accepts Demo's terms and requests Flights; Demo's super admin approves.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto(`${ACME}/login`);
  await logInByForm(admin, "admin@acme.test");
  await expect(admin).not.toHaveURL(/\/login/);
  await postFromPage(admin, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { supplierSiteId: demoSiteId });
  const { requestId } = await postFromPage<{ requestId: number }>(admin, "/api/supplier/consumerToSupplierRequests", { supplierSiteId: demoSiteId, category: "Flights" });
  const demo = await (await browser.newContext()).newPage();
  await demo.goto(`${DEMO}/login`);
  await logInByForm(demo, "superadmin@demo.test");
  await expect(demo).not.toHaveURL(/\/login/);
  const decide = (newRequestStatus: string) => postFromPage(demo, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", { newRequestStatus, requestId, consumerMongoSiteId: acmeSiteId });
  await decide("Approved");

  // Acme's agent searches: Demo-sourced fares beside Acme's own.
  const agent = await (await browser.newContext()).newPage();
  await agent.goto(`${ACME}/login`);
  await logInByForm(agent, "agent@acme.test");
  await expect(agent).not.toHaveURL(/\/login/);
  await agent.goto(`${ACME}/app/flight/search`);
  const first = await postFromPage<{ searchId: string; results: Result[][]; unavailableSources: string[] }>(agent, "/api/search", request);
  expect(first.unavailableSources).toEqual([]);
  const fromDemo = first.results[0].filter(isFromDemo);
  expect(fromDemo.length).toBeGreaterThan(0);
  expect(first.results[0].some((r) => !isFromDemo(r))).toBe(true);
  for (const r of fromDemo) expect(r.fareChain).toMatchObject({ agentMarkup: 0 });
  // White label: no source is named to the agent, Demo's or Acme's own.
  expect(new Set(first.results[0].map((r) => r.source))).toEqual(new Set([""]));
  expect(JSON.stringify(first)).not.toMatch(/Demo Travels|Simulated/);

  await agent.goto(`${ACME}/app/flight/searchResult/${first.searchId}?${query}`);
  // A flight only Demo offers: its row's fares all come through Demo, so its details show the chain.
  const card = agent.getByRole("article", { name: linkedOnlyRowName(first.results[0]) }).first();
  await expect(card).toBeVisible();
  await expect(agent.locator("body")).not.toContainText("Demo Travels");
  await expect(agent.locator("body")).not.toContainText("Simulated");
  await card.getByRole("button", { name: "Flight details" }).click();
  const chain = card.getByRole("list", { name: "Fare chain" });
  await expect(chain).toBeVisible();
  await expect(chain).toContainText("Supplier's net");
  await expect(chain).toContainText("Our markup");
  for (const width of [1280, 600]) {
    await agent.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await agent.screenshot({ path: `${SCREENS}/network-search-fare-chain-${width}.png`, animations: "disabled" });
  }

  // Demo suspends: Acme's next search no longer shows Demo's fares; its own still answer.
  await decide("Suspended");
  const after = await postFromPage<{ results: Result[][] }>(agent, "/api/search", request);
  expect(after.results[0].length).toBeGreaterThan(0);
  expect(after.results[0].filter(isFromDemo)).toHaveLength(0);
});
