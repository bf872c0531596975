import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { seedMarkupGroup } from "@/db/seed/markups";
import { leGroupMappings, leRelationConfigs, markupGroups } from "@/db/schema/pricing";
import { GET as listGroups, POST as saveGroup } from "@/app/api/markupDiscount/LEGroupsForWl/route";
import { POST as setDefault } from "@/app/api/markupDiscount/setDefaultLEGroup/route";
import { POST as mapLE } from "@/app/api/markupDiscount/mapLEIdWithLEGroupId/route";
import { GET as getMapping } from "@/app/api/markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups/route";
import { POST as setRelationConfig } from "@/app/api/supplier/setLERelationConfig/route";
import { as, createMarkupWorld, expectStaffOnly } from "./markup-world";

afterAll(() => closeDb());

const GROUPS = "/api/markupDiscount/LEGroupsForWl";
const SET_DEFAULT = "/api/markupDiscount/setDefaultLEGroup";
const MAP = "/api/markupDiscount/mapLEIdWithLEGroupId";
const MAPPING = "/api/markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups";
const TDS = "/api/supplier/setLERelationConfig";

async function findGroup(id: number) {
  const [row] = await systemDb.select().from(markupGroups).where(eq(markupGroups.id, id));
  return row;
}

async function findMapping(legalEntityId: number) {
  const [row] = await systemDb.select().from(leGroupMappings).where(eq(leGroupMappings.legalEntityId, legalEntityId));
  return row;
}

describe("GET /api/markupDiscount/LEGroupsForWl", () => {
  it("lists only this site's groups as {id, groupName, isDefault}, by name", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const gold = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Gold" });
    const res = await as(w, "staff")(listGroups, GROUPS);
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([
      { id: gold.id, groupName: "Gold", isDefault: false },
      { id: w.group.id, groupName: "Standard", isDefault: true },
    ]);
    expect(res.body.data.result.map((g: { id: number }) => g.id)).not.toContain(other.group.id);
  });

  it("rejects unknown query parameters (400) and callers who are not staff", async () => {
    const w = await createMarkupWorld();
    const bad = await as(w, "staff")(listGroups, GROUPS, { query: { page: "2" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ page: "Unknown field" });
    await expectStaffOnly(w, listGroups, GROUPS);
  });
});

describe("POST /api/markupDiscount/LEGroupsForWl", () => {
  it("makes a site's first group its default; later groups are not", async () => {
    const w = await createMarkupWorld({ withGroup: false });
    const first = await as(w, "admin")(saveGroup, GROUPS, { body: { groupName: "  Retail partners  " } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ id: expect.any(Number), groupName: "Retail partners", isDefault: true, message: "Group successfully saved" });
    const second = await as(w, "admin")(saveGroup, GROUPS, { body: { groupName: "Corporate" } });
    expect(second.body.data.isDefault).toBe(false);
    expect((await findGroup(first.body.data.id)).isDefault).toBe(true);
    expect(await findGroup(second.body.data.id)).toMatchObject({ siteId: w.site.id, groupName: "Corporate", isDefault: false });
  });

  it("under concurrent creates, gives the site exactly one default and refuses a racing duplicate name with 400", async () => {
    const w = await createMarkupWorld({ withGroup: false });
    const created = await Promise.all(["A", "B", "C", "D"].map((groupName) => as(w, "admin")(saveGroup, GROUPS, { body: { groupName } })));
    expect(created.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(created.filter((r) => r.body.data.isDefault)).toHaveLength(1);
    const racing = await Promise.all([1, 2, 3].map(() => as(w, "admin")(saveGroup, GROUPS, { body: { groupName: "Same" } })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    for (const r of racing.filter((x) => x.status === 400)) expect(r.body.shortError).toEqual({ groupName: "A group with this name already exists" });
  });

  it("renames a group and keeps its default marker", async () => {
    const w = await createMarkupWorld();
    const res = await as(w, "admin")(saveGroup, GROUPS, { body: { id: w.group.id, groupName: "Standard B2B" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: w.group.id, groupName: "Standard B2B", isDefault: true, message: "Group successfully saved" });
    expect((await findGroup(w.group.id)).groupName).toBe("Standard B2B");
  });

  it("rejects an empty name and a duplicate name (any case) with 400 and shortError groupName", async () => {
    const w = await createMarkupWorld();
    const empty = await as(w, "admin")(saveGroup, GROUPS, { body: { groupName: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body.shortError).toEqual({ groupName: "This is required field." });
    const missing = await as(w, "admin")(saveGroup, GROUPS, { body: {} });
    expect(missing.body.shortError).toEqual({ groupName: "This is required field." });
    const dup = await as(w, "admin")(saveGroup, GROUPS, { body: { groupName: "standard" } });
    expect(dup.status).toBe(400);
    expect(dup.body.shortError).toEqual({ groupName: "A group with this name already exists" });
    // Renaming a group to its own name (new case) is not a clash.
    const same = await as(w, "admin")(saveGroup, GROUPS, { body: { id: w.group.id, groupName: "STANDARD" } });
    expect(same.status).toBe(200);
    // Another site may use the name.
    const other = await createMarkupWorld({ withGroup: false });
    expect((await as(other, "admin")(saveGroup, GROUPS, { body: { groupName: "Standard" } })).status).toBe(200);
  });

  it("refuses staff without markups.groups.save (403), agents (403) and anonymous callers (401)", async () => {
    const w = await createMarkupWorld();
    expect((await as(w, "staff")(saveGroup, GROUPS, { body: { groupName: "Mine" } })).status).toBe(403);
    await expectStaffOnly(w, saveGroup, GROUPS, { body: { groupName: "Mine" } });
    const rows = await systemDb.select().from(markupGroups).where(eq(markupGroups.siteId, w.site.id));
    expect(rows.map((r) => r.groupName)).toEqual(["Standard"]);
  });

  it("answers 404 when renaming another site's group, and leaves it unchanged", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const res = await as(w, "admin")(saveGroup, GROUPS, { body: { id: other.group.id, groupName: "Hijacked" } });
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe("Group not found");
    expect((await findGroup(other.group.id)).groupName).toBe("Standard");
  });
});

describe("POST /api/markupDiscount/setDefaultLEGroup", () => {
  it("moves the default marker to the chosen group", async () => {
    const w = await createMarkupWorld();
    const gold = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Gold" });
    const res = await as(w, "admin")(setDefault, SET_DEFAULT, { body: { groupId: gold.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ groupId: gold.id, groupName: "Gold", message: "Group successfully set as default" });
    const defaults = await systemDb.select({ id: markupGroups.id }).from(markupGroups).where(and(eq(markupGroups.siteId, w.site.id), eq(markupGroups.isDefault, true)));
    expect(defaults).toEqual([{ id: gold.id }]);
    // Setting the current default again is harmless.
    expect((await as(w, "admin")(setDefault, SET_DEFAULT, { body: { groupId: gold.id } })).status).toBe(200);
  });

  it("keeps exactly one default under concurrent requests", async () => {
    const w = await createMarkupWorld();
    const groups = await Promise.all(["A", "B", "C", "D"].map((groupName) => seedMarkupGroup(systemDb, { siteId: w.site.id, groupName })));
    const results = await Promise.all(groups.map((g) => as(w, "admin")(setDefault, SET_DEFAULT, { body: { groupId: g.id } })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const defaults = await systemDb.select().from(markupGroups).where(and(eq(markupGroups.siteId, w.site.id), eq(markupGroups.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });

  it("validates groupId (400), refuses staff without the permission, agents and anonymous callers", async () => {
    const w = await createMarkupWorld();
    const bad = await as(w, "admin")(setDefault, SET_DEFAULT, { body: { groupId: "abc" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toHaveProperty("groupId");
    expect((await as(w, "staff")(setDefault, SET_DEFAULT, { body: { groupId: w.group.id } })).status).toBe(403);
    await expectStaffOnly(w, setDefault, SET_DEFAULT, { body: { groupId: w.group.id } });
  });

  it("answers 404 for another site's group and leaves both sites' defaults alone", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const otherGold = await seedMarkupGroup(systemDb, { siteId: other.site.id, groupName: "Gold" });
    const res = await as(w, "admin")(setDefault, SET_DEFAULT, { body: { groupId: otherGold.id } });
    expect(res.status).toBe(404);
    expect((await findGroup(otherGold.id)).isDefault).toBe(false);
    expect((await findGroup(other.group.id)).isDefault).toBe(true);
    expect((await findGroup(w.group.id)).isDefault).toBe(true);
  });
});

describe("POST /api/markupDiscount/mapLEIdWithLEGroupId", () => {
  it("maps a legal entity to a group and replaces the mapping on a second call (upsert)", async () => {
    const w = await createMarkupWorld();
    const gold = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Gold" });
    const res = await as(w, "staff")(mapLE, MAP, { body: { groupId: gold.id, LEId: w.legalEntityId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ LEId: w.legalEntityId, groupId: gold.id, message: "Group successfully changed" });
    expect(await findMapping(w.legalEntityId)).toMatchObject({ siteId: w.site.id, groupId: gold.id });
    const again = await as(w, "staff")(mapLE, MAP, { body: { groupId: w.group.id, LEId: w.legalEntityId } });
    expect(again.status).toBe(200);
    const rows = await systemDb.select().from(leGroupMappings).where(eq(leGroupMappings.legalEntityId, w.legalEntityId));
    expect(rows).toHaveLength(1);
    expect(rows[0].groupId).toBe(w.group.id);
  });

  it("requires both ids (400) and refuses agents and anonymous callers", async () => {
    const w = await createMarkupWorld();
    const bad = await as(w, "staff")(mapLE, MAP, { body: { groupId: w.group.id } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ LEId: "This is required field." });
    await expectStaffOnly(w, mapLE, MAP, { body: { groupId: w.group.id, LEId: w.legalEntityId } });
    expect(await findMapping(w.legalEntityId)).toBeUndefined();
  });

  it("answers 404 for another site's group or legal entity, and writes nothing", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const foreignGroup = await as(w, "staff")(mapLE, MAP, { body: { groupId: other.group.id, LEId: w.legalEntityId } });
    expect(foreignGroup.status).toBe(404);
    expect(foreignGroup.body.errorMessage).toBe("Group not found");
    const foreignLE = await as(w, "staff")(mapLE, MAP, { body: { groupId: w.group.id, LEId: other.legalEntityId } });
    expect(foreignLE.status).toBe(404);
    expect(foreignLE.body.errorMessage).toBe("Legal entity not found");
    expect(await findMapping(w.legalEntityId)).toBeUndefined();
    expect(await findMapping(other.legalEntityId)).toBeUndefined();
  });
});

describe("GET /api/markupDiscount/getConsumerLEIdGroupMappingWithOwnerLEGroups", () => {
  it("ticks the default group for an unmapped legal entity, the mapped group otherwise, with its TDS switch", async () => {
    const w = await createMarkupWorld();
    const gold = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Gold" });
    const query = { consumerLEId: String(w.legalEntityId) };
    const before = await as(w, "staff")(getMapping, MAPPING, { query });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      consumerLEId: w.legalEntityId,
      userGroups: [
        { id: gold.id, groupName: "Gold", isDefault: false, isSelected: false },
        { id: w.group.id, groupName: "Standard", isDefault: true, isSelected: true },
      ],
      leRelationConfig: { isTdsDeductable: true },
    });
    await systemDb.insert(leGroupMappings).values({ siteId: w.site.id, legalEntityId: w.legalEntityId, groupId: gold.id });
    await systemDb.insert(leRelationConfigs).values({ siteId: w.site.id, legalEntityId: w.legalEntityId, isTdsDeductable: false });
    const after = await as(w, "staff")(getMapping, MAPPING, { query });
    expect(after.body.data.userGroups.filter((g: { isSelected: boolean }) => g.isSelected).map((g: { id: number }) => g.id)).toEqual([gold.id]);
    expect(after.body.data.leRelationConfig).toEqual({ isTdsDeductable: false });
  });

  it("requires consumerLEId (400) and refuses agents and anonymous callers", async () => {
    const w = await createMarkupWorld();
    const missing = await as(w, "staff")(getMapping, MAPPING);
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toHaveProperty("consumerLEId");
    const bad = await as(w, "staff")(getMapping, MAPPING, { query: { consumerLEId: "-4" } });
    expect(bad.status).toBe(400);
    await expectStaffOnly(w, getMapping, MAPPING, { query: { consumerLEId: String(w.legalEntityId) } });
  });

  it("answers 404 for another site's legal entity", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const res = await as(w, "staff")(getMapping, MAPPING, { query: { consumerLEId: String(other.legalEntityId) } });
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe("Legal entity not found");
  });
});

describe("POST /api/supplier/setLERelationConfig", () => {
  async function findConfig(legalEntityId: number) {
    const [row] = await systemDb.select().from(leRelationConfigs).where(eq(leRelationConfigs.legalEntityId, legalEntityId));
    return row;
  }

  it("switches TDS deduction off and on again (upsert)", async () => {
    const w = await createMarkupWorld();
    const off = await as(w, "admin")(setRelationConfig, TDS, { body: { isTdsDeductable: false, userLEID: w.legalEntityId } });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ userLEID: w.legalEntityId, isTdsDeductable: false, message: "Tds deduction successfully changed." });
    expect(await findConfig(w.legalEntityId)).toMatchObject({ siteId: w.site.id, isTdsDeductable: false });
    const on = await as(w, "admin")(setRelationConfig, TDS, { body: { isTdsDeductable: true, userLEID: w.legalEntityId } });
    expect(on.status).toBe(200);
    expect((await findConfig(w.legalEntityId)).isTdsDeductable).toBe(true);
    expect(await systemDb.select().from(leRelationConfigs).where(eq(leRelationConfigs.legalEntityId, w.legalEntityId))).toHaveLength(1);
  });

  it("validates the body (400), refuses staff without markups.tds.edit, agents and anonymous callers", async () => {
    const w = await createMarkupWorld();
    const missing = await as(w, "admin")(setRelationConfig, TDS, { body: { userLEID: w.legalEntityId } });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ isTdsDeductable: "This is required field." });
    const notBoolean = await as(w, "admin")(setRelationConfig, TDS, { body: { isTdsDeductable: "no", userLEID: w.legalEntityId } });
    expect(notBoolean.body.shortError).toEqual({ isTdsDeductable: "Must be true or false" });
    expect((await as(w, "narrowed")(setRelationConfig, TDS, { body: { isTdsDeductable: false, userLEID: w.legalEntityId } })).status).toBe(403);
    await expectStaffOnly(w, setRelationConfig, TDS, { body: { isTdsDeductable: false, userLEID: w.legalEntityId } });
    expect(await findConfig(w.legalEntityId)).toBeUndefined();
  });

  it("answers 404 for another site's legal entity and writes nothing", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const res = await as(w, "admin")(setRelationConfig, TDS, { body: { isTdsDeductable: false, userLEID: other.legalEntityId } });
    expect(res.status).toBe(404);
    expect(await findConfig(other.legalEntityId)).toBeUndefined();
  });
});
