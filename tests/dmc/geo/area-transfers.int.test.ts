import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcAreaTransfers } from "@/db/schema/dmc";
import { POST as createTransfers } from "@/app/api/areas/createTransfers/route";
import { POST as deleteTransfers } from "@/app/api/areas/deleteTransfers/[id]/route";
import { GET as getTransfers } from "@/app/api/areas/getTransfers/route";
import { GET as filteredAreas } from "@/app/api/areas/getFilteredAreas/route";
import { GET as filteredTransfers } from "@/app/api/areas/getFilteredAreasTransfers/route";
import { GET as filteredTransfersType } from "@/app/api/areas/getFilteredAreasTransfersType/route";
import { as, createGeoWorld, expectStaffOnly, transferBody, type GeoWorld } from "./geo-world";
import { call } from "../../helpers/http";
import { createNarrowedStaff } from "../../rbac/narrowed-staff";

afterAll(() => closeDb());

const CREATE = "/api/areas/createTransfers";
const rowOf = async (id: number) => (await systemDb.select().from(dmcAreaTransfers).where(eq(dmcAreaTransfers.id, id)))[0];
const create = (w: GeoWorld, extra: Record<string, unknown> = {}) => as(w, "staff")(createTransfers, CREATE, { body: transferBody(w, extra) });

describe("POST /api/areas/createTransfers", () => {
  it("saves a sharing transfer per pax in minor units, with the defaults (not stand-alone, no bound tour option, priority 1)", async () => {
    const w = await createGeoWorld();
    const res = await create(w, { isPerPax: false });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Area transfer saved successfully");
    expect(res.body.data.warnings).toEqual([]);
    expect(res.body.data.transfer).toEqual({
      id: expect.any(Number),
      fromArea: { id: w.base.areas["DXB airport"], name: "DXB airport" },
      toArea: { id: w.base.areas["Dubai Marina"], name: "Dubai Marina" },
      marketId: w.base.markets.India,
      marketName: "India",
      description: "",
      transferType: "Pickup",
      sharingBasis: "sharing",
      currency: "USD",
      amount: 25.5,
      isStandAlone: false,
      isPerPax: true,
      minPax: null,
      maxPax: null,
      boundTourOptionId: -1,
      boundTourOption: null,
      validFromDate: "2026-01-01",
      validTillDate: "2026-12-31",
      priority: 1,
    });
    expect(await rowOf(res.body.data.transfer.id)).toMatchObject({ siteId: w.site.id, amount: 2550, isPerPax: true, boundTourOptionId: null });
  });

  it("saves a private transfer per vehicle with its pax band", async () => {
    const w = await createGeoWorld();
    const res = await create(w, { sharingBasis: "private", minPax: 1, maxPax: 4, amount: 65, isPerPax: true, isStandAlone: true });
    expect(res.status).toBe(200);
    expect(res.body.data.transfer).toMatchObject({ sharingBasis: "private", isPerPax: false, isStandAlone: true, minPax: 1, maxPax: 4, amount: 65 });
  });

  it("shows every form error at once in the spec's words", async () => {
    const w = await createGeoWorld();
    const res = await as(w, "staff")(createTransfers, CREATE, { body: { transferType: "Pickup", sharingBasis: "sharing", validFromDate: "", validTillDate: "31/12/2026" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({
      fromAreaId: "From area is required",
      toAreaId: "To area is required",
      marketId: "Market ID is required",
      amount: "Amount must be positive",
      validFromDate: "Invalid date format",
      validTillDate: "Invalid date format",
    });
    const negative = await create(w, { amount: -1 });
    expect(negative.body.shortError).toEqual({ amount: "Amount must be positive" });
    const badDate = await create(w, { validFromDate: "2026-02-30" });
    expect(badDate.body.shortError).toEqual({ validFromDate: "Invalid date format" });
  });

  it("asks for min and max pax on private sharing", async () => {
    const w = await createGeoWorld();
    for (const extra of [{}, { minPax: 1 }, { maxPax: 4, minPax: null }]) {
      const res = await create(w, { sharingBasis: "private", ...extra });
      expect(res.status).toBe(400);
      expect(res.body.shortError).toEqual({ minPax: "Please Enter min and max pax for private sharing basis" });
    }
  });

  it("checks the lane's rate sheet: an overlap at equal priority is refused, a gap is warned, other lanes do not compete", async () => {
    const w = await createGeoWorld();
    expect((await create(w)).status).toBe(200);
    const overlap = await create(w, { validFromDate: "2026-06-01", validTillDate: "2027-01-31" });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errorMessage).toMatch(/overlap from 1 Jun 2026 to 31 Dec 2026 in India at the same priority \(1\)/);
    expect(overlap.body.data.errors).toHaveLength(1);
    // Higher priority, another market, another sharing basis or purpose: no clash.
    expect((await create(w, { validFromDate: "2026-06-01", validTillDate: "2026-06-30", priority: 2 })).status).toBe(200);
    expect((await create(w, { marketId: w.base.markets.GCC })).status).toBe(200);
    expect((await create(w, { sharingBasis: "private", minPax: 1, maxPax: 4 })).status).toBe(200);
    expect((await create(w, { transferType: "Drop" })).status).toBe(200);
    const gap = await create(w, { validFromDate: "2027-03-01", validTillDate: "2027-12-31" });
    expect(gap.status).toBe(200);
    expect(gap.body.data.warnings).toEqual(["No rate from 1 Jan 2027 to 28 Feb 2027 in India"]);
  });

  it("refuses another site's area, market or tour option (404), the same area twice (400), and callers without the permission", async () => {
    const w = await createGeoWorld();
    const before = await systemDb.select().from(dmcAreaTransfers).where(eq(dmcAreaTransfers.siteId, w.site.id));
    const otherArea = await create(w, { toAreaId: w.otherBase.areas.Deira });
    expect(otherArea.status).toBe(404);
    expect(otherArea.body.errorMessage).toBe("Area not found");
    const otherMarket = await create(w, { marketId: w.otherBase.markets.India });
    expect(otherMarket.status).toBe(404);
    expect(otherMarket.body.errorMessage).toBe("Market not found");
    const tourOption = await create(w, { boundTourOptionId: 2_000_000_000 });
    expect(tourOption.status).toBe(404);
    expect(tourOption.body.errorMessage).toBe("Tour option not found");
    const same = await create(w, { toAreaId: w.base.areas["DXB airport"] });
    expect(same.body.shortError).toEqual({ toAreaId: "From and to areas must be different" });
    expect(await systemDb.select().from(dmcAreaTransfers).where(eq(dmcAreaTransfers.siteId, w.site.id))).toEqual(before);
    await expectStaffOnly(w, createTransfers, CREATE, { body: transferBody(w) });
  });
});

describe("the area transfer lists", () => {
  async function seeded() {
    const w = await createGeoWorld();
    const a = (await create(w, { description: "Airport coach" })).body.data.transfer;
    const b = (await create(w, { sharingBasis: "private", minPax: 1, maxPax: 4, amount: 65 })).body.data.transfer;
    const c = (await create(w, { fromAreaId: w.base.areas.Deira, toAreaId: w.base.areas.Downtown, marketId: w.base.markets.GCC, transferType: "Pickup & Drop", currency: "AED" })).body.data.transfer;
    return { w, a, b, c };
  }

  it("GET getTransfers pages this site's transfers and searches areas, market, description and SIC/PVT", async () => {
    const { w, a, b, c } = await seeded();
    const all = await as(w, "staff")(getTransfers, "/api/areas/getTransfers");
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ totalRecords: 3, totalPages: 1, page: 1 });
    expect(all.body.data.records.map((r: { id: number }) => r.id)).toEqual([c.id, a.id, b.id]);
    const search = async (q: string) => (await as(w, "staff")(getTransfers, "/api/areas/getTransfers", { query: { search: q } })).body.data.records.map((r: { id: number }) => r.id);
    expect(await search("deira")).toEqual([c.id]);
    expect(await search("gcc")).toEqual([c.id]);
    expect(await search("coach")).toEqual([a.id]);
    expect(await search("PVT")).toEqual([b.id]);
    const empty = await as(w, "staff")(getTransfers, "/api/areas/getTransfers", { query: { page: "2" } });
    expect(empty.body.data.records).toEqual([]);
    await expectStaffOnly(w, getTransfers, "/api/areas/getTransfers");
  });

  it("GET getFilteredAreas answers the from-areas, then the to-areas of one", async () => {
    const { w } = await seeded();
    const from = await as(w, "staff")(filteredAreas, "/api/areas/getFilteredAreas");
    expect(from.body.data.result).toEqual([
      { id: w.base.areas.Deira, name: "Deira" },
      { id: w.base.areas["DXB airport"], name: "DXB airport" },
    ]);
    const to = await as(w, "staff")(filteredAreas, "/api/areas/getFilteredAreas", { query: { fromAreaId: String(w.base.areas.Deira) } });
    expect(to.body.data.result).toEqual([{ id: w.base.areas.Downtown, name: "Downtown" }]);
    const inIndia = await as(w, "staff")(filteredAreas, "/api/areas/getFilteredAreas", { query: { marketId: String(w.base.markets.India) } });
    expect(inIndia.body.data.result).toEqual([{ id: w.base.areas["DXB airport"], name: "DXB airport" }]);
    const cross = await as(w, "staff")(filteredAreas, "/api/areas/getFilteredAreas", { query: { fromAreaId: String(w.otherBase.areas.Deira) } });
    expect(cross.status).toBe(404);
    await expectStaffOnly(w, filteredAreas, "/api/areas/getFilteredAreas");
  });

  it("GET getFilteredAreasTransfers(Type) answer one lane's transfers, by market, date, purpose and sharing", async () => {
    const { w, a, b } = await seeded();
    const lane = { fromAreaId: String(w.base.areas["DXB airport"]), toAreaId: String(w.base.areas["Dubai Marina"]) };
    const both = await as(w, "staff")(filteredTransfers, "/api/areas/getFilteredAreasTransfers", { query: lane });
    expect(both.body.data.result.map((r: { id: number }) => r.id).sort()).toEqual([a.id, b.id].sort());
    const expired = await as(w, "staff")(filteredTransfers, "/api/areas/getFilteredAreasTransfers", { query: { ...lane, date: "2027-01-01" } });
    expect(expired.body.data.result).toEqual([]);
    const gcc = await as(w, "staff")(filteredTransfers, "/api/areas/getFilteredAreasTransfers", { query: { ...lane, marketId: String(w.base.markets.GCC) } });
    expect(gcc.body.data.result).toEqual([]);
    const pvt = await as(w, "staff")(filteredTransfersType, "/api/areas/getFilteredAreasTransfersType", { query: { ...lane, transferType: "Pickup", sharingBasis: "private" } });
    expect(pvt.body.data.result.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const drop = await as(w, "staff")(filteredTransfersType, "/api/areas/getFilteredAreasTransfersType", { query: { ...lane, transferType: "Drop" } });
    expect(drop.body.data.result).toEqual([]);
    const noType = await as(w, "staff")(filteredTransfersType, "/api/areas/getFilteredAreasTransfersType", { query: lane });
    expect(noType.status).toBe(400);
    const badDate = await as(w, "staff")(filteredTransfers, "/api/areas/getFilteredAreasTransfers", { query: { ...lane, date: "soon" } });
    expect(badDate.body.shortError).toEqual({ date: "Invalid date format" });
    const cross = await as(w, "staff")(filteredTransfers, "/api/areas/getFilteredAreasTransfers", { query: { ...lane, toAreaId: String(w.otherBase.areas.Deira) } });
    expect(cross.status).toBe(404);
    await expectStaffOnly(w, filteredTransfers, "/api/areas/getFilteredAreasTransfers", { query: lane });
    await expectStaffOnly(w, filteredTransfersType, "/api/areas/getFilteredAreasTransfersType", { query: { ...lane, transferType: "Pickup" } });
  });
});

describe("POST /api/areas/deleteTransfers/{id}", () => {
  it("deletes this site's transfer; another site's is 404 and kept; staff narrowed without the permission may not delete", async () => {
    const w = await createGeoWorld();
    const other = await createGeoWorld();
    const mine = (await create(w)).body.data.transfer;
    const theirs = (await create(other)).body.data.transfer;
    const path = (id: number) => `/api/areas/deleteTransfers/${id}`;
    const narrowed = await createNarrowedStaff(w.site);
    expect((await call(deleteTransfers, path(mine.id), { host: w.site.domain, token: narrowed.token, params: { id: String(mine.id) } })).status).toBe(403);
    const cross = await as(w, "admin")(deleteTransfers, path(theirs.id), { params: { id: String(theirs.id) } });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Area transfer not found");
    expect(await rowOf(theirs.id)).toBeDefined();
    const bad = await as(w, "admin")(deleteTransfers, "/api/areas/deleteTransfers/abc", { params: { id: "abc" } });
    expect(bad.status).toBe(400);
    const res = await as(w, "admin")(deleteTransfers, path(mine.id), { params: { id: String(mine.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: mine.id, message: "Area transfer deleted successfully" });
    expect(await rowOf(mine.id)).toBeUndefined();
    await expectStaffOnly(w, deleteTransfers, path(mine.id), { params: { id: String(mine.id) } });
  });
});
