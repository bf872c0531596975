import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { leGroupMappings, leRelationConfigs } from "@/db/schema/pricing";
import { loadGroupRules } from "@/server/markups/load-group-rules";
import { resolveMarkupGroupForUser } from "@/server/markups/resolve-markup-group-for-user";
import { createTestSite, createTestUser } from "../helpers/fixtures";

afterAll(() => closeDb());

async function siteWithAgent() {
  const site = await createTestSite();
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: "Resolver Travels" });
  return { site, legalEntityId: agent.legalEntityId!, db: createSiteDb(site.id) };
}

describe("resolveMarkupGroupForUser", () => {
  it("gives retail users (no legal entity) no group", async () => {
    const { site } = await siteWithAgent();
    await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Default", isDefault: true });
    const retail = await createTestUser(site.id, { userType: "retail" });
    expect(retail.legalEntityId).toBeNull();
    expect(await resolveMarkupGroupForUser(createSiteDb(site.id), retail.legalEntityId)).toBeNull();
  });

  it("uses the site's default group for a legal entity without a mapping, with TDS deducted", async () => {
    const { site, legalEntityId, db } = await siteWithAgent();
    const standard = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Standard", isDefault: true });
    await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Gold" });
    expect(await resolveMarkupGroupForUser(db, legalEntityId)).toEqual({ groupId: standard.id, isTdsDeductable: true });
  });

  it("uses the mapped group and the legal entity's TDS switch", async () => {
    const { site, legalEntityId, db } = await siteWithAgent();
    await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Standard", isDefault: true });
    const gold = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Gold" });
    await systemDb.insert(leGroupMappings).values({ siteId: site.id, legalEntityId, groupId: gold.id });
    await systemDb.insert(leRelationConfigs).values({ siteId: site.id, legalEntityId, isTdsDeductable: false });
    expect(await resolveMarkupGroupForUser(db, legalEntityId)).toEqual({ groupId: gold.id, isTdsDeductable: false });
  });

  it("answers null when the site has no default group and the legal entity no mapping", async () => {
    const { site, legalEntityId, db } = await siteWithAgent();
    await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Gold" });
    expect(await resolveMarkupGroupForUser(db, legalEntityId)).toBeNull();
  });

  it("never reads another site's mapping or default", async () => {
    const a = await siteWithAgent();
    const b = await siteWithAgent();
    const goldA = await seedMarkupGroup(systemDb, { siteId: a.site.id, groupName: "Gold", isDefault: true });
    await systemDb.insert(leGroupMappings).values({ siteId: a.site.id, legalEntityId: a.legalEntityId, groupId: goldA.id });
    // Site B has no groups: nothing of site A leaks into B's answer.
    expect(await resolveMarkupGroupForUser(b.db, a.legalEntityId)).toBeNull();
  });
});

describe("loadGroupRules", () => {
  it("maps every rule of the group to the fare engine's MarkupRule, in paise and basis points", async () => {
    const { site, db } = await siteWithAgent();
    const group = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Default", isDefault: true });
    const other = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Other" });
    const flat = await seedMarkupRule(systemDb, { siteId: site.id, groupId: group.id, kind: "defaultAirline", value: 19999, basis: "perBooking", sector: "domestic", journeyType: 1 });
    const pct = await seedMarkupRule(systemDb, {
      siteId: site.id,
      groupId: group.id,
      kind: "airlineSpecific",
      airlineCode: "AI",
      valueType: "percent",
      value: 1250,
      discountValueType: "flat",
      discountValue: 5000,
    });
    await seedMarkupRule(systemDb, { siteId: site.id, groupId: other.id, kind: "activity", value: 1 });
    const rules = await loadGroupRules(db, group.id);
    expect(rules).toEqual([
      {
        id: pct.id,
        groupId: group.id,
        kind: "airlineSpecific",
        airlineCode: "AI",
        valueType: "percent",
        value: 1250,
        basis: "perPassenger",
        sector: "both",
        journeyType: null,
        discountValueType: "flat",
        discountValue: 5000,
        createdAt: pct.createdAt,
      },
      {
        id: flat.id,
        groupId: group.id,
        kind: "defaultAirline",
        airlineCode: null,
        valueType: "flat",
        value: 19999,
        basis: "perBooking",
        sector: "domestic",
        journeyType: 1,
        discountValueType: null,
        discountValue: 0,
        createdAt: flat.createdAt,
      },
    ]);
    // Another site's view of the same group id finds nothing.
    const stranger = await createTestSite();
    expect(await loadGroupRules(createSiteDb(stranger.id), group.id)).toEqual([]);
  });
});

describe("seedMarkupGroup", () => {
  it("is idempotent and moves the default when asked", async () => {
    const { site } = await siteWithAgent();
    const a = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Default", isDefault: true });
    expect(await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "default" })).toMatchObject({ id: a.id, isDefault: true });
    const b = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "B", isDefault: true });
    expect(b.isDefault).toBe(true);
    const again = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Default", isDefault: true });
    expect(again).toMatchObject({ id: a.id, isDefault: true });
  });
});
