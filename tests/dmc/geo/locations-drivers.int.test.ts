import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcDrivers, dmcLocations } from "@/db/schema/dmc";
import { GET as getLocations } from "@/app/api/dmc/getLocationOptions/route";
import { POST as saveLocation } from "@/app/api/dmc/saveLocationOption/route";
import { GET as getDrivers } from "@/app/api/dmc/getDrivers/route";
import { POST as saveDriver } from "@/app/api/dmc/saveDriver/route";
import { as, createGeoWorld, expectStaffOnly, type GeoWorld } from "./geo-world";

afterAll(() => closeDb());

const SAVE_LOCATION = "/api/dmc/saveLocationOption";
const location = (w: GeoWorld, extra: Record<string, unknown> = {}) => ({ name: "Atlantis The Palm", address: "Crescent Road", cityId: w.base.dubaiCityId, ...extra });

describe("POST /api/dmc/saveLocationOption and GET getLocationOptions", () => {
  it("adds a location with its area, phone and an email without a TLD, lists and edits it", async () => {
    const w = await createGeoWorld();
    const res = await as(w, "staff")(saveLocation, SAVE_LOCATION, { body: location(w, { areaId: w.base.areas["Palm Jumeirah"], phone: "+971 4 426 2000", email: "desk@atlantis" }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      name: "Atlantis The Palm",
      address: "Crescent Road",
      cityId: w.base.dubaiCityId,
      city: { city: "Dubai", country: expect.any(String) },
      areaId: w.base.areas["Palm Jumeirah"],
      area: "Palm Jumeirah",
      phone: "+971 4 426 2000",
      email: "desk@atlantis",
      message: "Location saved successfully",
    });
    const id = res.body.data.id;
    const edited = await as(w, "staff")(saveLocation, SAVE_LOCATION, { body: location(w, { id, name: "Atlantis", email: "" }) });
    expect(edited.body.data).toMatchObject({ id, name: "Atlantis", areaId: null, phone: null, email: null });
    const list = await as(w, "staff")(getLocations, "/api/dmc/getLocationOptions");
    expect(list.body.data.result.map((l: { id: number }) => l.id)).toEqual([id]);
    const search = await as(w, "staff")(getLocations, "/api/dmc/getLocationOptions", { query: { search: "crescent" } });
    expect(search.body.data.result).toHaveLength(1);
    await expectStaffOnly(w, getLocations, "/api/dmc/getLocationOptions");
  });

  it("requires name, address and cityId, and checks the email's format", async () => {
    const w = await createGeoWorld();
    const empty = await as(w, "staff")(saveLocation, SAVE_LOCATION, { body: { email: "not an email" } });
    expect(empty.status).toBe(400);
    expect(empty.body.shortError).toEqual({ name: "This is required field.", address: "This is required field.", cityId: "This is required field.", email: "Please enter a valid email" });
    const badPhone = await as(w, "staff")(saveLocation, SAVE_LOCATION, { body: location(w, { phone: "call me" }) });
    expect(badPhone.body.shortError).toEqual({ phone: "Please enter a valid phone number" });
  });

  it("answers 404 for another site's location or area, and refuses callers without the permission", async () => {
    const w = await createGeoWorld();
    const other = await createGeoWorld();
    const theirs = (await as(other, "staff")(saveLocation, SAVE_LOCATION, { body: location(other) })).body.data;
    const cross = await as(w, "staff")(saveLocation, SAVE_LOCATION, { body: location(w, { id: theirs.id, name: "Hijacked" }) });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Location not found");
    expect((await systemDb.select().from(dmcLocations).where(eq(dmcLocations.id, theirs.id)))[0].name).toBe("Atlantis The Palm");
    const otherArea = await as(w, "staff")(saveLocation, SAVE_LOCATION, { body: location(w, { areaId: w.otherBase.areas.Deira }) });
    expect(otherArea.status).toBe(404);
    await expectStaffOnly(w, saveLocation, SAVE_LOCATION, { body: location(w) });
  });
});

describe("POST /api/dmc/saveDriver and GET getDrivers", () => {
  it("adds, edits and lists drivers as {id, driverName, phone}", async () => {
    const w = await createGeoWorld();
    const res = await as(w, "staff")(saveDriver, "/api/dmc/saveDriver", { body: { driverName: " Imran Qureshi ", phone: "+971 50 123 4567" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), driverName: "Imran Qureshi", phone: "+971 50 123 4567", message: "Driver saved successfully" });
    const edited = await as(w, "staff")(saveDriver, "/api/dmc/saveDriver", { body: { id: res.body.data.id, driverName: "Imran Q.", phone: "" } });
    expect(edited.body.data).toMatchObject({ driverName: "Imran Q.", phone: null });
    const list = await as(w, "staff")(getDrivers, "/api/dmc/getDrivers");
    expect(list.body.data.result).toEqual([{ id: res.body.data.id, driverName: "Imran Q.", phone: null }]);
    await expectStaffOnly(w, getDrivers, "/api/dmc/getDrivers");
  });

  it("requires the name, checks the phone, answers 404 for another site's driver", async () => {
    const w = await createGeoWorld();
    const other = await createGeoWorld();
    const empty = await as(w, "staff")(saveDriver, "/api/dmc/saveDriver", { body: { phone: "abc" } });
    expect(empty.status).toBe(400);
    expect(empty.body.shortError).toEqual({ driverName: "This is required field.", phone: "Please enter a valid phone number" });
    const theirs = (await as(other, "staff")(saveDriver, "/api/dmc/saveDriver", { body: { driverName: "Rahul" } })).body.data;
    const cross = await as(w, "staff")(saveDriver, "/api/dmc/saveDriver", { body: { id: theirs.id, driverName: "Hijacked" } });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Driver not found");
    expect((await systemDb.select().from(dmcDrivers).where(eq(dmcDrivers.id, theirs.id)))[0].name).toBe("Rahul");
    await expectStaffOnly(w, saveDriver, "/api/dmc/saveDriver", { body: { driverName: "Rahul" } });
  });
});
