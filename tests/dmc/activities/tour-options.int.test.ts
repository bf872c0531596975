import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcTourOptions } from "@/db/schema/dmc";
import { POST as saveTourOptions } from "@/app/api/dmc/saveTourOptions/route";
import { GET as getTourOptions } from "@/app/api/dmc/getTourOptions/route";
import { POST as getByCity } from "@/app/api/dmc/getTourOptionsByCity/route";
import { GET as findTourOptions } from "@/app/api/areas/findTourOptions/route";
import { toContainsPattern } from "@/server/dmc/list-tour-options";
import { as, createActivityWorld, expectStaffOnly } from "./world";

afterAll(() => closeDb());

const SAVE = "/api/dmc/saveTourOptions";

describe("POST /api/dmc/saveTourOptions", () => {
  it("creates a tour option with time slots, meal, guide, pickup and drop times", async () => {
    const w = await createActivityWorld();
    const res = await as(w, "staff")(saveTourOptions, SAVE, {
      body: { activityId: w.activity.id, name: "Sunset cruise", description: "With buffet", hasTimeSlots: true, hasMeal: true, hasGuide: true, pickupTime: "18:30", dropTime: "22:00", timeSlots: ["4PM to 9PM", "After 9PM"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      activityId: w.activity.id,
      activityName: "Dhow Cruise",
      name: "Sunset cruise",
      hasTimeSlots: true,
      hasMeal: true,
      hasGuide: true,
      hasTicket: true,
      pickupTime: "18:30",
      dropTime: "22:00",
      timeSlots: ["4PM to 9PM", "After 9PM"],
      message: "Tour option saved successfully",
    });
    const [row] = await systemDb.select().from(dmcTourOptions).where(eq(dmcTourOptions.id, res.body.data.id));
    expect(row).toMatchObject({ siteId: w.site.id, timeSlots: ["4PM to 9PM", "After 9PM"] });
  });

  it("requires a name, a slot when hasTimeSlots, a real time; clears slots without hasTimeSlots", async () => {
    const w = await createActivityWorld();
    const bad = await as(w, "staff")(saveTourOptions, SAVE, { body: { activityId: w.activity.id, name: "", hasTimeSlots: true, pickupTime: "25:00", timeSlots: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ name: "This is required field.", pickupTime: "Use a 24-hour time (HH:mm)", timeSlots: "Select at least one time slot" });
    const noSlot = await as(w, "staff")(saveTourOptions, SAVE, { body: { activityId: w.activity.id, name: "A", hasTimeSlots: true, timeSlots: [] } });
    expect(noSlot.body.shortError).toEqual({ timeSlots: "Select at least one time slot" });
    const badSlot = await as(w, "staff")(saveTourOptions, SAVE, { body: { activityId: w.activity.id, name: "A", hasTimeSlots: true, timeSlots: ["Noon"] } });
    expect(badSlot.status).toBe(400);
    const cleared = await as(w, "staff")(saveTourOptions, SAVE, { body: { id: w.tourOption.id, activityId: w.activity.id, name: "Marina dinner cruise", hasTimeSlots: false, timeSlots: ["Any Time"] } });
    expect(cleared.body.data.timeSlots).toEqual([]);
  });

  it("answers 404 for another site's activity or tour option, and is staff only", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    expect((await as(w, "staff")(saveTourOptions, SAVE, { body: { activityId: other.activity.id, name: "X" } })).status).toBe(404);
    expect((await as(w, "staff")(saveTourOptions, SAVE, { body: { id: other.tourOption.id, activityId: w.activity.id, name: "X" } })).status).toBe(404);
    const [row] = await systemDb.select().from(dmcTourOptions).where(eq(dmcTourOptions.id, other.tourOption.id));
    expect(row.name).toBe("Marina dinner cruise");
    await expectStaffOnly(w, saveTourOptions, SAVE, { body: { activityId: w.activity.id, name: "X" } });
  });
});

describe("tour option lists", () => {
  it("lists by activity and by city, only the site's", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    const all = await as(w, "staff")(getTourOptions, "/api/dmc/getTourOptions", { query: { activityId: String(w.activity.id) } });
    expect(all.body.data.result.map((t: { id: number }) => t.id)).toEqual([w.tourOption.id]);
    const byCity = await as(w, "staff")(getByCity, "/api/dmc/getTourOptionsByCity", { body: { cityId: w.base.dubaiCityId } });
    expect(byCity.body.data.result.map((t: { id: number }) => t.id)).toEqual([w.tourOption.id]);
    expect(byCity.body.data.result.map((t: { id: number }) => t.id)).not.toContain(other.tourOption.id);
    const missing = await as(w, "staff")(getByCity, "/api/dmc/getTourOptionsByCity", { body: {} });
    expect(missing.body.shortError).toEqual({ cityId: "This is required field." });
    await expectStaffOnly(w, getTourOptions, "/api/dmc/getTourOptions");
    await expectStaffOnly(w, getByCity, "/api/dmc/getTourOptionsByCity", { body: { cityId: w.base.dubaiCityId } });
  });
});

describe("GET /api/areas/findTourOptions", () => {
  it("matches the text literally, case-insensitively, in the option or activity name", async () => {
    const w = await createActivityWorld();
    await as(w, "staff")(saveTourOptions, SAVE, { body: { activityId: w.activity.id, name: "100% fun (VIP)" } });
    const find = (regex: string) => as(w, "staff")(findTourOptions, "/api/areas/findTourOptions", { query: { regex } });
    expect((await find("MARINA")).body.data.result.map((t: { name: string }) => t.name)).toEqual(["Marina dinner cruise"]);
    expect((await find("dhow")).body.data.result).toHaveLength(2);
    expect((await find("100%")).body.data.result.map((t: { name: string }) => t.name)).toEqual(["100% fun (VIP)"]);
    expect((await find("(VIP)")).body.data.result).toHaveLength(1);
    // Pattern characters are not patterns: none of these match anything.
    for (const text of [".*", "_", "M.rina", "^Marina", "[a-z]+", "\\", "%%"]) {
      const res = await find(text);
      expect(res.status).toBe(200);
      expect(res.body.data.result).toEqual([]);
    }
    await expectStaffOnly(w, findTourOptions, "/api/areas/findTourOptions", { query: { regex: "a" } });
  });

  it("escapes LIKE wildcards and the escape character", () => {
    expect(toContainsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
