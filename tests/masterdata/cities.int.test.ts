import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { cities } from "@/db/schema/masterdata";
import { GET as apiCities } from "@/app/api/master/api_cities/route";
import { GET as dbCities } from "@/app/api/master/dbCities/route";
import { call } from "../helpers/http";
import { createTestSite } from "../helpers/fixtures";

afterAll(() => closeDb());

let host: string;
beforeAll(async () => {
  host = (await createTestSite()).domain;
});

type City = { id: number; city: string; country: string; countryCode: string; cityCode: string; label: string };

describe("GET /api/master/dbCities", () => {
  const path = "/api/master/dbCities";

  it("searches cities by name prefix and shows them as 'name (code)'", async () => {
    const res = await call(dbCities, path, { host, query: { city: "dub", priceOnly: "false" } });
    expect(res.status).toBe(200);
    const list: City[] = res.body.data.result;
    const dubai = list.find((c) => c.cityCode === "DXB");
    expect(dubai).toEqual({ id: expect.any(Number), city: "Dubai", country: "United Arab Emirates", countryCode: "AE", cityCode: "DXB", label: "Dubai (DXB)" });
    expect(list.map((c) => c.city)).toContain("Dublin");
    expect(list.every((c) => / dub/i.test(` ${c.city}`) || c.cityCode === "DUB")).toBe(true);
    const exact = await call(dbCities, path, { host, query: { city: "Dubai" } });
    expect(exact.body.data.result[0]).toMatchObject({ city: "Dubai", cityCode: "DXB" });
  });

  it("priceOnly=true keeps only cities with DMC prices on this site: none before any DMC rate exists", async () => {
    const priced = await call(dbCities, path, { host, query: { city: "dub", priceOnly: "true" } });
    expect(priced.status).toBe(200);
    expect(priced.body.data.result).toEqual([]);
    expect((await call(dbCities, path, { host, query: { city: "", priceOnly: "true" } })).body.data.result).toEqual([]);
    const all = await call(dbCities, path, { host, query: { city: "dub", priceOnly: "false" } });
    expect(all.body.data.result.map((c: City) => c.cityCode)).toEqual(expect.arrayContaining(["DXB", "DUB"]));
    expect((await call(dbCities, path, { host, query: { city: "dub" } })).body.data.result).toEqual(all.body.data.result);
  });

  it("gives metropolitan cities one entry under their city code", async () => {
    const london = (await call(dbCities, path, { host, query: { city: "london" } })).body.data.result;
    expect(london[0]).toMatchObject({ city: "London", cityCode: "LON", country: "United Kingdom", label: "London (LON)" });
    const nyc = (await call(dbCities, path, { host, query: { city: "NYC" } })).body.data.result;
    expect(nyc[0]).toMatchObject({ city: "New York", cityCode: "NYC" });
  });

  it("lists cities for an empty search (at most 100)", async () => {
    const res = await call(dbCities, path, { host, query: { city: "" } });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toHaveLength(100);
  });

  it("answers one city by cityId, and 404 'City not found' for an unknown id", async () => {
    const [mumbai] = await systemDb.select({ id: cities.id }).from(cities).where(eq(cities.cityCode, "BOM"));
    const res = await call(dbCities, path, { host, query: { cityId: String(mumbai.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([{ id: mumbai.id, city: "Mumbai", country: "India", countryCode: "IN", cityCode: "BOM", label: "Mumbai (BOM)" }]);
    const missing = await call(dbCities, path, { host, query: { cityId: "99999999" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, errorCode: "NOT_FOUND", errorMessage: "City not found" });
  });

  it("rejects a bad cityId or priceOnly with field errors", async () => {
    const badId = await call(dbCities, path, { host, query: { cityId: "abc" } });
    expect(badId.status).toBe(400);
    expect(badId.body.shortError).toHaveProperty("cityId");
    const badFlag = await call(dbCities, path, { host, query: { city: "dub", priceOnly: "yes" } });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.shortError).toEqual({ priceOnly: "Use true or false" });
  });
});

describe("GET /api/master/api_cities", () => {
  const path = "/api/master/api_cities";

  it("filters by country and search text", async () => {
    const res = await call(apiCities, path, { host, query: { countryCode: "IN", search: "mum" } });
    expect(res.status).toBe(200);
    const list: City[] = res.body.data.result;
    expect(list[0]).toMatchObject({ city: "Mumbai", cityCode: "BOM", countryCode: "IN" });
    expect(list.every((c) => c.countryCode === "IN")).toBe(true);
  });

  it("lists a country's cities, at most 100", async () => {
    const india = (await call(apiCities, path, { host, query: { countryCode: "IN" } })).body.data.result;
    expect(india.length).toBeGreaterThan(50);
    expect(india.length).toBeLessThanOrEqual(100);
    expect(india.map((c: City) => c.cityCode)).toEqual(expect.arrayContaining(["DEL", "BOM", "BLR"]));
    const all = (await call(apiCities, path, { host })).body.data.result;
    expect(all).toHaveLength(100);
  });

  it("rejects an unknown parameter", async () => {
    const res = await call(apiCities, path, { host, query: { country: "IN" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ country: "Unknown field" });
  });
});
