import { closeDb, systemDb } from "@/db/client";
import { seedMarkupGroup } from "@/db/seed/markups";
import { leGroupMappings, leRelationConfigs } from "@/db/schema/pricing";
import { GET as listEntities } from "@/app/api/markupDiscount/getLegalEntitiesWithGroups/route";
import { createTestUser } from "../helpers/fixtures";
import { as, createMarkupWorld, expectStaffOnly } from "./markup-world";

afterAll(() => closeDb());

const LIST = "/api/markupDiscount/getLegalEntitiesWithGroups";

type Row = { legalEntityId: number; companyName: string; groupId: number | null; groupName: string | null; isDefaultGroup: boolean; isTdsDeductable: boolean };
const ids = (rows: Row[]) => rows.map((r) => r.legalEntityId);

describe("GET /api/markupDiscount/getLegalEntitiesWithGroups", () => {
  it("lists the site's legal entities by company name with their group (mapping, else default) and TDS switch", async () => {
    const w = await createMarkupWorld();
    const gold = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Gold" });
    const zeta = await createTestUser(w.site.id, { companyName: "zeta Tours" });
    const alpha = await createTestUser(w.site.id, { companyName: "Alpha Travels" });
    await systemDb.insert(leGroupMappings).values({ siteId: w.site.id, legalEntityId: alpha.legalEntityId!, groupId: gold.id });
    await systemDb.insert(leRelationConfigs).values({ siteId: w.site.id, legalEntityId: zeta.legalEntityId!, isTdsDeductable: false });

    const res = await as(w, "staff")(listEntities, LIST);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({
      records: [
        { legalEntityId: w.legalEntityId, companyName: `Agency ${w.site.id}`, groupId: w.group.id, groupName: "Standard", isDefaultGroup: true, isTdsDeductable: true },
        { legalEntityId: alpha.legalEntityId, companyName: "Alpha Travels", groupId: gold.id, groupName: "Gold", isDefaultGroup: false, isTdsDeductable: true },
        { legalEntityId: zeta.legalEntityId, companyName: "zeta Tours", groupId: w.group.id, groupName: "Standard", isDefaultGroup: true, isTdsDeductable: false },
      ],
      totalRecords: 3,
      totalPages: 1,
      page: 1,
    });
  });

  it("searches part of the company name ignoring case, with % and _ taken literally", async () => {
    const w = await createMarkupWorld();
    const percent = await createTestUser(w.site.id, { companyName: "100% Holidays" });
    await createTestUser(w.site.id, { companyName: "1000 Holidays" });
    const agency = await as(w, "staff")(listEntities, LIST, { query: { search: "  aGENCY " } });
    expect(ids(agency.body.data.records)).toEqual([w.legalEntityId]);
    const literal = await as(w, "staff")(listEntities, LIST, { query: { search: "0%" } });
    expect(ids(literal.body.data.records)).toEqual([percent.legalEntityId]);
    const none = await as(w, "staff")(listEntities, LIST, { query: { search: "_" } });
    expect(none.body.data).toEqual({ records: [], totalRecords: 0, totalPages: 0, page: 1 });
  });

  it("pages 20 at a time; a page past the last is empty", async () => {
    const w = await createMarkupWorld();
    for (let i = 1; i <= 21; i++) await createTestUser(w.site.id, { companyName: `Bulk ${String(i).padStart(2, "0")}` });
    const first = await as(w, "staff")(listEntities, LIST, { query: { search: "bulk" } });
    expect(first.body.data.records).toHaveLength(20);
    expect(first.body.data).toMatchObject({ totalRecords: 21, totalPages: 2, page: 1 });
    const second = await as(w, "staff")(listEntities, LIST, { query: { search: "bulk", page: "2" } });
    expect(second.body.data.records.map((r: Row) => r.companyName)).toEqual(["Bulk 21"]);
    const past = await as(w, "staff")(listEntities, LIST, { query: { page: "9" } });
    expect(past.body.data).toMatchObject({ records: [], totalRecords: 22, totalPages: 2, page: 9 });
  });

  it("answers null groups when the site has no markup group", async () => {
    const w = await createMarkupWorld({ withGroup: false });
    const res = await as(w, "staff")(listEntities, LIST);
    expect(res.body.data.records).toEqual([
      { legalEntityId: w.legalEntityId, companyName: `Agency ${w.site.id}`, groupId: null, groupName: null, isDefaultGroup: false, isTdsDeductable: true },
    ]);
  });

  it("validates the query (400 with shortError)", async () => {
    const w = await createMarkupWorld();
    for (const page of ["0", "-1", "1.5", "abc"]) {
      const res = await as(w, "staff")(listEntities, LIST, { query: { page } });
      expect(res.status).toBe(400);
      expect(res.body.shortError).toHaveProperty("page");
    }
    const unknown = await as(w, "staff")(listEntities, LIST, { query: { siteId: "1" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.shortError).toEqual({ siteId: "Unknown field" });
    const long = await as(w, "staff")(listEntities, LIST, { query: { search: "x".repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.shortError).toHaveProperty("search");
  });

  it("refuses travel agents (403) and anonymous callers (401)", async () => {
    const w = await createMarkupWorld();
    await expectStaffOnly(w, listEntities, LIST);
  });

  it("never lists another site's legal entities, mappings or TDS rows", async () => {
    const w = await createMarkupWorld();
    const other = await createMarkupWorld();
    const otherGold = await seedMarkupGroup(systemDb, { siteId: other.site.id, groupName: "Gold" });
    await systemDb.insert(leGroupMappings).values({ siteId: other.site.id, legalEntityId: other.legalEntityId, groupId: otherGold.id });
    await systemDb.insert(leRelationConfigs).values({ siteId: other.site.id, legalEntityId: other.legalEntityId, isTdsDeductable: false });
    const mine = await as(w, "staff")(listEntities, LIST);
    expect(ids(mine.body.data.records)).toEqual([w.legalEntityId]);
    expect(mine.body.data.totalRecords).toBe(1);
    expect(mine.body.data.records[0]).toMatchObject({ groupId: w.group.id, isTdsDeductable: true });
    // Searching for the other site's company name finds nothing here.
    const search = await as(w, "staff")(listEntities, LIST, { query: { search: `Agency ${other.site.id}` } });
    expect(search.body.data).toEqual({ records: [], totalRecords: 0, totalPages: 0, page: 1 });
    // A principal of this site sending the other site's id header is refused.
    const crossHeader = await as(w, "staff")(listEntities, LIST, { headers: { "site-id": String(other.site.id) } });
    expect(crossHeader.status).toBe(403);
  });
});
