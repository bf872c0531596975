import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcActivities, dmcAreas, dmcAreaTransfers, dmcLocations } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import { GET as searchAreas } from "@/app/api/areas/searchAreas/route";
import { POST as addArea } from "@/app/api/areas/addArea/route";
import { POST as deleteArea } from "@/app/api/areas/deleteArea/route";
import { as, createGeoWorld, expectStaffOnly } from "./geo-world";
import { call } from "../../helpers/http";
import { createNarrowedStaff } from "../../rbac/narrowed-staff";

afterAll(() => closeDb());

const areaRow = async (id: number) => (await systemDb.select().from(dmcAreas).where(eq(dmcAreas.id, id)))[0];

describe("GET /api/areas/searchAreas", () => {
  it("lists this site's areas by name as {id, name, cityId, city {city, country}}, filtered by part of the name", async () => {
    const w = await createGeoWorld();
    const all = await as(w, "staff")(searchAreas, "/api/areas/searchAreas");
    expect(all.status).toBe(200);
    expect(all.body.data.result.map((a: { name: string }) => a.name)).toEqual(["Bur Dubai", "Deira", "Downtown", "Dubai Marina", "DXB airport", "JBR", "Palm Jumeirah"]);
    expect(all.body.data.result[0]).toEqual({ id: w.base.areas["Bur Dubai"], name: "Bur Dubai", cityId: w.base.dubaiCityId, city: { city: "Dubai", country: expect.any(String) } });
    expect(all.body.data.result.map((a: { id: number }) => a.id)).not.toContain(w.otherBase.areas.Deira);
    const some = await as(w, "staff")(searchAreas, "/api/areas/searchAreas", { query: { search: "mar" } });
    expect(some.body.data.result.map((a: { name: string }) => a.name)).toEqual(["Dubai Marina"]);
    const bad = await as(w, "staff")(searchAreas, "/api/areas/searchAreas", { query: { page: "2" } });
    expect(bad.status).toBe(400);
    await expectStaffOnly(w, searchAreas, "/api/areas/searchAreas");
  });
});

describe("POST /api/areas/addArea", () => {
  it("adds an area; without a city it goes to the Dubai match", async () => {
    const w = await createGeoWorld();
    const res = await as(w, "staff")(addArea, "/api/areas/addArea", { body: { name: " Al Barsha " } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), name: "Al Barsha", cityId: w.base.dubaiCityId, city: { city: "Dubai", country: expect.any(String) }, message: "Area added successfully" });
    expect(await areaRow(res.body.data.id)).toMatchObject({ siteId: w.site.id, name: "Al Barsha", cityId: w.base.dubaiCityId });
    const [delhi] = await systemDb.select().from(cities).where(eq(cities.cityCode, "DEL"));
    const inDelhi = await as(w, "staff")(addArea, "/api/areas/addArea", { body: { name: "Connaught Place", cityId: delhi.id } });
    expect(inDelhi.body.data.cityId).toBe(delhi.id);
  });

  it("says 'Please fill the name' for an empty name, refuses a duplicate in the city and an unknown city", async () => {
    const w = await createGeoWorld();
    for (const body of [{}, { name: "" }, { name: "   " }]) {
      const res = await as(w, "staff")(addArea, "/api/areas/addArea", { body });
      expect(res.status).toBe(400);
      expect(res.body.shortError).toEqual({ name: "Please fill the name" });
    }
    const dup = await as(w, "staff")(addArea, "/api/areas/addArea", { body: { name: "deira" } });
    expect(dup.status).toBe(400);
    expect(dup.body.shortError).toEqual({ name: "An area with this name already exists in this city" });
    const unknown = await as(w, "staff")(addArea, "/api/areas/addArea", { body: { name: "Nowhere", cityId: 2_000_000_000 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorMessage).toBe("City not found");
    await expectStaffOnly(w, addArea, "/api/areas/addArea", { body: { name: "Al Barsha" } });
  });
});

describe("POST /api/areas/deleteArea", () => {
  it("deletes an unused area", async () => {
    const w = await createGeoWorld();
    const res = await as(w, "admin")(deleteArea, "/api/areas/deleteArea", { body: { areaId: w.base.areas.JBR } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ areaId: w.base.areas.JBR, message: "Area deleted successfully" });
    expect(await areaRow(w.base.areas.JBR)).toBeUndefined();
  });

  it("refuses (409) while transfers, activities or locations use the area, naming them, and keeps it", async () => {
    const w = await createGeoWorld();
    const deira = w.base.areas.Deira;
    await systemDb.insert(dmcAreaTransfers).values([
      { siteId: w.site.id, fromAreaId: deira, toAreaId: w.base.areas.Downtown, marketId: w.base.markets.India, transferType: "Pickup", sharingBasis: "sharing", currency: "USD", amount: 1000, isPerPax: true, validFromDate: "2026-01-01", validTillDate: "2026-12-31" },
      { siteId: w.site.id, fromAreaId: w.base.areas.JBR, toAreaId: deira, marketId: w.base.markets.India, transferType: "Drop", sharingBasis: "sharing", currency: "USD", amount: 1000, isPerPax: true, validFromDate: "2026-01-01", validTillDate: "2026-12-31" },
    ]);
    await systemDb.insert(dmcActivities).values({ siteId: w.site.id, name: "Gold Souk walk", cityId: w.base.dubaiCityId, areaId: deira });
    await systemDb.insert(dmcLocations).values({ siteId: w.site.id, name: "Deira City Centre", address: "Port Saeed", cityId: w.base.dubaiCityId, areaId: deira });
    const res = await as(w, "admin")(deleteArea, "/api/areas/deleteArea", { body: { areaId: deira } });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe("Deira is used by 2 area transfers, 1 activity and 1 location: remove or change them first");
    expect(await areaRow(deira)).toBeDefined();
  });

  it("answers 404 for another site's area, 400 without an id, 403 for staff who may not delete", async () => {
    const w = await createGeoWorld();
    const cross = await as(w, "admin")(deleteArea, "/api/areas/deleteArea", { body: { areaId: w.otherBase.areas.JBR } });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Area not found");
    expect(await areaRow(w.otherBase.areas.JBR)).toBeDefined();
    const missing = await as(w, "admin")(deleteArea, "/api/areas/deleteArea", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ areaId: "This is required field." });
    const narrowed = await createNarrowedStaff(w.site);
    expect((await call(deleteArea, "/api/areas/deleteArea", { host: w.site.domain, token: narrowed.token, body: { areaId: w.base.areas.JBR } })).status).toBe(403);
    await expectStaffOnly(w, deleteArea, "/api/areas/deleteArea", { body: { areaId: w.base.areas.JBR } });
    expect(await areaRow(w.base.areas.JBR)).toBeDefined();
  });
});
