import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcActivities, dmcTicketRates, dmcTourOptions } from "@/db/schema/dmc";
import { seedDmcDemo } from "@/db/seed/dmc";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { dmcCustomerMarkets, dmcMarkets } from "@/db/schema/dmc";
import { verifySessionToken } from "@/server/auth/session";
import { listPublicActivities } from "@/server/public-activities/list-public-activities";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

/** /activities (issue 15): the site's turned-on activities by city with the default market's lowest adult ticket as "from". */
describe("listPublicActivities", () => {
  it("groups the turned-on activities by city, priced from the default market's lowest adult ticket still valid", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    await seedDmcDemo(systemDb, site.id);
    await seedDmcDemo(systemDb, other.id);
    const [dhow] = await systemDb.select({ id: dmcActivities.id }).from(dmcActivities).where(and(eq(dmcActivities.siteId, site.id), eq(dmcActivities.name, "Dhow Cruise")));
    await systemDb.update(dmcActivities).set({ isTurnedOn: false }).where(eq(dmcActivities.id, dhow.id));

    const [dubai] = await listPublicActivities(site.id, "2026-11-24");
    expect(dubai.city).toBe("Dubai");
    const byName = Object.fromEntries(dubai.activities.map((a) => [a.name, a]));
    expect(Object.keys(byName)).not.toContain("Dhow Cruise");
    // Two tour options at USD 45 and 75 (India, the default market): from the lower one; GCC's AED rates are not the default market.
    expect(byName["Burj Khalifa At the Top"].priceFrom).toEqual({ amount: 4500, currency: "USD", isPerPax: true });
    expect(byName["Miracle Garden"].priceFrom).toEqual({ amount: 2500, currency: "USD", isPerPax: true });
    const ids = dubai.activities.map((a) => a.id);
    const otherIds = (await systemDb.select({ id: dmcActivities.id }).from(dmcActivities).where(eq(dmcActivities.siteId, other.id))).map((r) => r.id);
    for (const id of otherIds) expect(ids).not.toContain(id);

    // Rates that ended before today do not count: without any, the activity is "price on request".
    const options = await systemDb.select({ id: dmcTourOptions.id }).from(dmcTourOptions).innerJoin(dmcActivities, eq(dmcActivities.id, dmcTourOptions.activityId)).where(and(eq(dmcActivities.siteId, site.id), eq(dmcActivities.name, "Miracle Garden")));
    for (const o of options) await systemDb.update(dmcTicketRates).set({ validFromDate: "2025-01-01", validTillDate: "2025-12-31" }).where(eq(dmcTicketRates.tourOptionId, o.id));
    const [after] = await listPublicActivities(site.id, "2026-11-24");
    expect(after.activities.find((a) => a.name === "Miracle Garden")?.priceFrom).toBeNull();
  });

  it("prices from after the caller's market and activity markup, as the activity search does; anonymous visitors see the default market, no markup", async () => {
    const site = await createTestSite();
    await seedDmcDemo(systemDb, site.id);
    const group = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Standard", isDefault: true });
    await seedMarkupRule(systemDb, { siteId: site.id, groupId: group.id, kind: "activity", valueType: "percent", value: 1000 });
    const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
    const gccAgent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Gulf Agency ${site.id}` });
    const [gcc] = await systemDb.select({ id: dmcMarkets.id }).from(dmcMarkets).where(and(eq(dmcMarkets.siteId, site.id), eq(dmcMarkets.name, "GCC")));
    await systemDb.insert(dmcCustomerMarkets).values({ siteId: site.id, userId: gccAgent.id, marketId: gcc.id });
    const principalOf = async (email: string) => (await verifySessionToken(await logInAs(site.domain, email)))!;
    const burj = async (principal: Awaited<ReturnType<typeof principalOf>> | null) =>
      (await listPublicActivities(site.id, "2026-11-24", principal))[0].activities.find((a) => a.name === "Burj Khalifa At the Top")!.priceFrom;

    expect(await burj(null)).toEqual({ amount: 4500, currency: "USD", isPerPax: true });
    // The agent's company has no group of its own: the site's default group's 10% applies.
    expect(await burj(await principalOf(agent.email!))).toEqual({ amount: 4950, currency: "USD", isPerPax: true });
    // Their own market (GCC, AED 165) and the same 10%.
    expect(await burj(await principalOf(gccAgent.email!))).toEqual({ amount: 18150, currency: "AED", isPerPax: true });
  });
});
