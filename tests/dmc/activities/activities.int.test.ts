import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcActivities } from "@/db/schema/dmc";
import { POST as saveActivity } from "@/app/api/dmc/saveActivity/route";
import { GET as getActivities } from "@/app/api/dmc/getActivities/route";
import { GET as fetchActivities } from "@/app/api/manageActivity/fetchActivities/[cityId]/route";
import { POST as updatePriority } from "@/app/api/manageActivity/updateActivityPriority/route";
import { GET as getAllCities } from "@/app/api/manageActivity/getAllCities/route";
import { POST as toggleFields } from "@/app/api/areas/toggleActivityFields/route";
import { POST as mapArea } from "@/app/api/areas/mapAreaActivity/route";
import { as, createActivityWorld, expectStaffOnly } from "./world";

afterAll(() => closeDb());

const SAVE = "/api/dmc/saveActivity";

async function findActivity(id: number) {
  const [row] = await systemDb.select().from(dmcActivities).where(eq(dmcActivities.id, id));
  return row;
}

describe("POST /api/dmc/saveActivity", () => {
  it("creates an activity with the spec's defaults (priority 1, turned on, no transfer) and says 'Activity Saved Successfully'", async () => {
    const w = await createActivityWorld();
    const res = await as(w, "staff")(saveActivity, SAVE, { body: { name: "  Burj Khalifa At the Top ", cityId: w.base.dubaiCityId, areaId: w.base.areas.Downtown } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: "Burj Khalifa At the Top",
      cityId: w.base.dubaiCityId,
      cityName: "Dubai",
      priority: 1,
      isTurnedOn: true,
      isTransferRequired: false,
      area: { id: w.base.areas.Downtown, name: "Downtown" },
      tourOptionCount: 0,
      message: "Activity Saved Successfully",
    });
    expect(await findActivity(res.body.data.id)).toMatchObject({ siteId: w.site.id, priority: 1, areaId: w.base.areas.Downtown });
  });

  it("updates an activity of the site and answers 404 for another site's", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    const res = await as(w, "staff")(saveActivity, SAVE, { body: { id: w.activity.id, name: "Dhow Cruise Marina", cityId: w.base.dubaiCityId, description: "Two hours", priority: 5, isTransferRequired: true } });
    expect(res.status).toBe(200);
    expect(await findActivity(w.activity.id)).toMatchObject({ name: "Dhow Cruise Marina", description: "Two hours", priority: 5, isTransferRequired: true });
    const cross = await as(w, "staff")(saveActivity, SAVE, { body: { id: other.activity.id, name: "Stolen", cityId: w.base.dubaiCityId } });
    expect(cross.status).toBe(404);
    expect((await findActivity(other.activity.id)).name).toBe("Dhow Cruise");
    const crossArea = await as(w, "staff")(saveActivity, SAVE, { body: { name: "X", cityId: w.base.dubaiCityId, areaId: other.base.areas.JBR } });
    expect(crossArea.status).toBe(404);
  });

  it("requires name and cityId ('This is required field.') and is staff only", async () => {
    const w = await createActivityWorld();
    const res = await as(w, "staff")(saveActivity, SAVE, { body: { name: " " } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ name: "This is required field.", cityId: "This is required field." });
    await expectStaffOnly(w, saveActivity, SAVE, { body: { name: "A", cityId: w.base.dubaiCityId } });
  });
});

describe("activity lists", () => {
  it("lists the site's activities by priority, per city through the query and the path, and the cities that have them", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    await as(w, "staff")(saveActivity, SAVE, { body: { name: "Miracle Garden", cityId: w.base.dubaiCityId, priority: 3 } });
    const list = await as(w, "staff")(getActivities, "/api/dmc/getActivities", { query: { cityId: String(w.base.dubaiCityId) } });
    expect(list.status).toBe(200);
    expect(list.body.data.result.map((a: { name: string }) => a.name)).toEqual(["Miracle Garden", "Dhow Cruise"]);
    expect(list.body.data.result[1].tourOptionCount).toBe(1);
    const byPath = await as(w, "staff")(fetchActivities, `/api/manageActivity/fetchActivities/${w.base.dubaiCityId}`, { params: { cityId: String(w.base.dubaiCityId) } });
    expect(byPath.body.data.result.map((a: { id: number }) => a.id)).not.toContain(other.activity.id);
    expect(byPath.body.data.result).toHaveLength(2);
    const badPath = await as(w, "staff")(fetchActivities, "/api/manageActivity/fetchActivities/abc", { params: { cityId: "abc" } });
    expect(badPath.status).toBe(400);
    const cities = await as(w, "staff")(getAllCities, "/api/manageActivity/getAllCities");
    expect(cities.body.data.result).toEqual([{ id: w.base.dubaiCityId, city: "Dubai", country: expect.any(String), cityCode: "DXB", activityCount: 2 }]);
    await expectStaffOnly(w, getActivities, "/api/dmc/getActivities");
    await expectStaffOnly(w, getAllCities, "/api/manageActivity/getAllCities");
  });
});

describe("POST /api/manageActivity/updateActivityPriority", () => {
  it("sets the priority; 404 for another site's activity; validates the number", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    const path = "/api/manageActivity/updateActivityPriority";
    const res = await as(w, "staff")(updatePriority, path, { body: { priority: 7, activityId: w.activity.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ activityId: w.activity.id, priority: 7 });
    expect((await findActivity(w.activity.id)).priority).toBe(7);
    expect((await as(w, "staff")(updatePriority, path, { body: { priority: 7, activityId: other.activity.id } })).status).toBe(404);
    const bad = await as(w, "staff")(updatePriority, path, { body: { priority: 1.5, activityId: w.activity.id } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ priority: "Must be a whole number" });
    await expectStaffOnly(w, updatePriority, path, { body: { priority: 2, activityId: w.activity.id } });
  });
});

describe("POST /api/areas/toggleActivityFields", () => {
  it("switches one flag at a time and answers both as saved", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    const path = "/api/areas/toggleActivityFields";
    const off = await as(w, "staff")(toggleFields, path, { body: { activityId: w.activity.id, isTurnedOn: false } });
    expect(off.body.data).toMatchObject({ activityId: w.activity.id, isTurnedOn: false, isTransferRequired: false });
    const transfer = await as(w, "staff")(toggleFields, path, { body: { activityId: w.activity.id, isTransferRequired: true } });
    expect(transfer.body.data).toMatchObject({ isTurnedOn: false, isTransferRequired: true });
    expect(await findActivity(w.activity.id)).toMatchObject({ isTurnedOn: false, isTransferRequired: true });
    const both = await as(w, "staff")(toggleFields, path, { body: { activityId: w.activity.id, isTurnedOn: true, isTransferRequired: true } });
    expect(both.status).toBe(400);
    expect(both.body.shortError).toEqual({ isTurnedOn: "Send either isTurnedOn or isTransferRequired" });
    expect((await as(w, "staff")(toggleFields, path, { body: { activityId: other.activity.id, isTurnedOn: false } })).status).toBe(404);
    expect((await findActivity(other.activity.id)).isTurnedOn).toBe(true);
    await expectStaffOnly(w, toggleFields, path, { body: { activityId: w.activity.id, isTurnedOn: true } });
  });
});

describe("POST /api/areas/mapAreaActivity", () => {
  it("maps an activity to an area of the site, null removes it, another site's area or activity is 404", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    const path = "/api/areas/mapAreaActivity";
    const res = await as(w, "staff")(mapArea, path, { body: { activityId: w.activity.id, areaId: w.base.areas["Dubai Marina"] } });
    expect(res.body.data).toMatchObject({ activityId: w.activity.id, area: { id: w.base.areas["Dubai Marina"], name: "Dubai Marina" } });
    expect((await findActivity(w.activity.id)).areaId).toBe(w.base.areas["Dubai Marina"]);
    expect((await as(w, "staff")(mapArea, path, { body: { activityId: w.activity.id, areaId: other.base.areas.Deira } })).status).toBe(404);
    expect((await as(w, "staff")(mapArea, path, { body: { activityId: other.activity.id, areaId: w.base.areas.Deira } })).status).toBe(404);
    await as(w, "staff")(mapArea, path, { body: { activityId: w.activity.id, areaId: null } });
    expect((await findActivity(w.activity.id)).areaId).toBeNull();
    const missing = await as(w, "staff")(mapArea, path, { body: { activityId: w.activity.id } });
    expect(missing.body.shortError).toEqual({ areaId: "This is required field." });
    await expectStaffOnly(w, mapArea, path, { body: { activityId: w.activity.id, areaId: null } });
  });
});
