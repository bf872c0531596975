import { closeDb, systemDb } from "@/db/client";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { POST as searchRoute } from "@/app/api/search/route";
import { call } from "../helpers/http";
import { addSupplier, daysFromNow } from "../helpers/flight-fixtures";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

type Result = { resultIndex: string; publishedPrice: number; segments: { airlineCode: string }[][]; fare: Record<string, number | undefined> };

async function world() {
  const site = await createTestSite();
  await addSupplier(site.id, { code: "simulated", name: "Simulated", settings: { seed: 11 } });
  const group = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Agents", isDefault: true });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: "Priced Agency" });
  const retail = await createTestUser(site.id, { userType: "retail" });
  return { site, group, agentToken: await logInAs(site.domain, agent.email!), retailToken: await logInAs(site.domain, retail.email!) };
}

const body = () => ({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(16), adt: 2 });
const byIndex = (list: Result[]) => new Map(list.map((r) => [r.resultIndex, r]));

describe("search prices after the caller's group markup", () => {
  it("adds an airline-specific markup with GST for the agent's group, not for retail; retail sees no commission", async () => {
    const w = await world();
    const before = (await call(searchRoute, "/api/search", { host: w.site.domain, token: w.agentToken, body: body() })).body.data.results[0] as Result[];
    const airline = before[0].segments[0][0].airlineCode;
    // ₹150.00 per passenger on this airline; 18% GST on it (the site's default rate).
    await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: w.group.id, kind: "airlineSpecific", airlineCode: airline, value: 15000 });
    const agentList = (await call(searchRoute, "/api/search", { host: w.site.domain, token: w.agentToken, body: body() })).body.data.results[0] as Result[];
    const retailList = (await call(searchRoute, "/api/search", { host: w.site.domain, token: w.retailToken, body: body() })).body.data.results[0] as Result[];
    const agentByIndex = byIndex(agentList);
    for (const r of retailList) {
      const a = agentByIndex.get(r.resultIndex)!;
      if (a.segments[0][0].airlineCode === airline) {
        expect(a.fare.markup).toBe(300);
        expect(a.fare.gstOnMarkup).toBe(54);
        expect(a.publishedPrice).toBeCloseTo(r.publishedPrice + 354, 2);
      } else {
        expect(a.fare.markup).toBe(0);
        expect(a.publishedPrice).toBe(r.publishedPrice);
      }
      expect(r.fare.markup).toBe(0);
      expect(r.fare).not.toHaveProperty("commissionEarned");
      expect(r.fare).not.toHaveProperty("tdsOnCommission");
      expect(a.fare).toHaveProperty("commissionEarned");
    }
  });

  it("a default airline markup applies to every airline, and the airline-specific one wins for its airline", async () => {
    const w = await world();
    await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: w.group.id, kind: "defaultAirline", value: 10000, basis: "perBooking" });
    const list = (await call(searchRoute, "/api/search", { host: w.site.domain, token: w.agentToken, body: body() })).body.data.results[0] as Result[];
    const airline = list[0].segments[0][0].airlineCode;
    await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: w.group.id, kind: "airlineSpecific", airlineCode: airline, value: 500, valueType: "percent", basis: "perBooking" });
    const after = (await call(searchRoute, "/api/search", { host: w.site.domain, token: w.agentToken, body: body() })).body.data.results[0] as Result[];
    for (const r of after) {
      if (r.segments[0][0].airlineCode === airline) expect(r.fare.markup).toBeCloseTo(Math.round(r.fare.publishedFare! * 5) / 100, 2);
      else expect(r.fare.markup).toBe(100);
    }
  });
});
