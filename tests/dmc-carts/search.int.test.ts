import { closeDb, systemDb } from "@/db/client";
import { dmcMarkets } from "@/db/schema/dmc";
import { eq } from "drizzle-orm";
import { POST as search } from "@/app/api/activities/searchActivitiesByCityId/route";
import { as, createCartWorld, DATES } from "./world";

afterAll(() => closeDb());

const PATH = "/api/activities/searchActivitiesByCityId";

describe("POST /api/activities/searchActivitiesByCityId", () => {
  it("answers the city's turned-on activities by priority with each tour option priced for the caller (default party 1 adult)", async () => {
    const w = await createCartWorld();
    const res = await as(w, "agent")(search, PATH, { body: { cityId: w.base.dubaiCityId, ...DATES } });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.cityName).toBe("Dubai");
    expect(data.result.map((a: { name: string }) => a.name)).toEqual(["Dhow Cruise", "Burj Khalifa"]);
    expect(data.result[0].tourOptions).toEqual([expect.objectContaining({ name: "Marina dinner cruise", isPriced: true, totals: [{ currency: "USD", amount: 40 }] })]);
    const burj = data.result[1].tourOptions;
    expect(burj.map((o: { name: string }) => o.name)).toEqual(["At the Top", "Prime hours"]);
    expect(burj[0]).toMatchObject({ isPriced: true, totals: [{ currency: "AED", amount: 100 }] });
    expect(burj[1]).toMatchObject({ isPriced: false, totals: [] });
    expect(burj[1].priceError).toEqual(expect.any(String));
  });

  it("prices the party it is given (2 adults, 1 child; infants free)", async () => {
    const w = await createCartWorld();
    const res = await as(w, "staff")(search, PATH, { body: { cityId: w.base.dubaiCityId, ...DATES, adults: 2, children: 1, infants: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.result[0].tourOptions[0].totals).toEqual([{ currency: "USD", amount: 110 }]);
  });

  it("refuses an end before the start and a missing city, answers 404 for an unknown city, 401 without a session", async () => {
    const w = await createCartWorld();
    const missing = await as(w, "agent")(search, PATH, { body: { ...DATES } });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ cityId: "This is required field." });
    const bad = await as(w, "agent")(search, PATH, { body: { cityId: w.base.dubaiCityId, startDate: "2026-12-10", endDate: "2026-12-09" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ endDate: "endDate must not be before startDate" });
    const unknown = await as(w, "agent")(search, PATH, { body: { cityId: 2_000_000_000, ...DATES } });
    expect(unknown.status).toBe(404);
    expect((await as(w, "anonymous")(search, PATH, { body: { cityId: w.base.dubaiCityId, ...DATES } })).status).toBe(401);
  });

  it("fails with the engine's message when the site has no default market (the screen then says 'Error fetching activity search')", async () => {
    const w = await createCartWorld();
    await systemDb.update(dmcMarkets).set({ isDefault: false }).where(eq(dmcMarkets.siteId, w.site.id));
    const res = await as(w, "agent")(search, PATH, { body: { cityId: w.base.dubaiCityId, ...DATES } });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe("No default market: create a market first");
  });
});
