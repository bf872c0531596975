import { sql } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { airports } from "@/db/schema/masterdata";
import { POST as getAirports } from "@/app/api/getAirports/route";
import { call } from "../helpers/http";
import { createTestSite } from "../helpers/fixtures";

afterAll(() => closeDb());

let host: string;
beforeAll(async () => {
  host = (await createTestSite()).domain;
});

const search = (body: unknown) => call(getAirports, "/api/getAirports", { host, body });
const codes = (res: { body: any }) => res.body.data.result.map((a: { code: string }) => a.code);

describe("POST /api/getAirports", () => {
  it("puts the exact IATA code first, with the full airport shape and 'city (code)' label", async () => {
    const res = await search({ query: "bom" });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.result[0]).toEqual({
      code: "BOM",
      name: expect.stringContaining("Chhatrapati Shivaji"),
      city: "Mumbai",
      cityCode: "BOM",
      countryCode: "IN",
      countryName: "India",
      timezone: "Asia/Kolkata",
      latitude: expect.closeTo(19.09, 1),
      longitude: expect.closeTo(72.87, 1),
      label: "Mumbai (BOM)",
    });
  });

  it("finds an airport by its city name, case-insensitively", async () => {
    const res = await search({ query: "MUMBAI" });
    expect(codes(res)[0]).toBe("BOM");
    expect(res.body.data.result.every((a: { city: string }) => a.city === "Mumbai")).toBe(true);
  });

  it("groups a metropolitan area under its city code: new york gives JFK, LGA and EWR as NYC", async () => {
    const res = await search({ query: "new york" });
    expect(codes(res).slice(0, 3).sort()).toEqual(["EWR", "JFK", "LGA"]);
    expect(codes(res)[0]).toBe("JFK");
    for (const a of res.body.data.result.slice(0, 3)) expect(a).toMatchObject({ city: "New York", cityCode: "NYC", timezone: "America/New_York" });
    const byCityCode = await search({ query: "LON", limit: 20 });
    expect(codes(byCityCode).slice(0, 6).sort()).toEqual(["LCY", "LGW", "LHR", "LTN", "SEN", "STN"]);
    expect(byCityCode.body.data.result.slice(0, 6).every((a: { cityCode: string }) => a.cityCode === "LON")).toBe(true);
  });

  it("matches word prefixes of the city and name, accents and old names", async () => {
    expect(codes(await search({ query: "delhi" }))[0]).toBe("DEL");
    expect(codes(await search({ query: "heathrow" }))).toContain("LHR");
    expect(codes(await search({ query: "bombay" }))).toContain("BOM");
    expect(codes(await search({ query: "bangalore" }))).toContain("BLR");
    expect(codes(await search({ query: "Sao Paulo", limit: 20 }))).toEqual(expect.arrayContaining(["GRU", "CGH"]));
    expect(codes(await search({ query: "zzzzqq" }))).toEqual([]);
  });

  it("answers the popular airports for an empty or missing query, Indian metros first", async () => {
    for (const body of [{}, { query: "" }, { query: "   " }, { query: null }]) {
      const res = await search(body);
      expect(res.status).toBe(200);
      expect(codes(res)).toHaveLength(10);
      expect(codes(res).slice(0, 2)).toEqual(["DEL", "BOM"]);
    }
    const all = await search({ limit: 50 });
    expect(codes(all)).toEqual(expect.arrayContaining(["DEL", "BOM", "BLR", "DXB", "SIN", "LHR", "JFK", "DOH", "JED"]));
    expect(codes(all).length).toBeGreaterThanOrEqual(25);
  });

  it("honours limit and rejects a bad one with a field error", async () => {
    expect(codes(await search({ query: "a", limit: 3 }))).toHaveLength(3);
    const tooMany = await search({ query: "a", limit: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", shortError: { limit: "Must be at most 50" } });
    const wrongType = await search({ query: 12 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.shortError).toHaveProperty("query");
    const unknownField = await search({ q: "bom" });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.shortError).toEqual({ q: "Unknown field" });
  });

  it("needs a known site but no login", async () => {
    const res = await call(getAirports, "/api/getAirports", { host: "nowhere.invalid", body: { query: "bom" } });
    expect(res.status).toBe(404);
  });
});

describe("airport data", () => {
  it("has more than 3000 scheduled airports, each with an IATA code, a city code and an IANA zone", async () => {
    const [stats] = await systemDb
      .select({
        total: sql<number>`count(*)::int`,
        badCode: sql<number>`count(*) filter (where ${airports.code} !~ '^[A-Z]{3}$' or ${airports.cityCode} !~ '^[A-Z]{3}$')::int`,
        noZone: sql<number>`count(*) filter (where ${airports.timezone} !~ '^[A-Za-z_]+/[A-Za-z_/+-]+$')::int`,
        badCoordinates: sql<number>`count(*) filter (where abs(${airports.latitude}) > 90 or abs(${airports.longitude}) > 180)::int`,
      })
      .from(airports);
    expect(stats.total).toBeGreaterThan(3000);
    expect(stats).toMatchObject({ badCode: 0, noZone: 0, badCoordinates: 0 });
    const zones = await systemDb.selectDistinct({ tz: airports.timezone }).from(airports);
    for (const { tz } of zones) expect(() => new Intl.DateTimeFormat("en", { timeZone: tz })).not.toThrow();
  });

  it.each([
    ["DEL", "Asia/Kolkata", "IN"],
    ["BOM", "Asia/Kolkata", "IN"],
    ["BLR", "Asia/Kolkata", "IN"],
    ["DXB", "Asia/Dubai", "AE"],
    ["LHR", "Europe/London", "GB"],
    ["JFK", "America/New_York", "US"],
    ["SIN", "Asia/Singapore", "SG"],
    ["NRT", "Asia/Tokyo", "JP"],
    ["CDG", "Europe/Paris", "FR"],
  ])("%s is in %s (%s)", async (code, timezone, countryCode) => {
    const res = await search({ query: code, limit: 1 });
    expect(res.body.data.result[0]).toMatchObject({ code, timezone, countryCode });
  });

  it("maps metropolitan airports to their city codes", async () => {
    const rows = await systemDb.select({ code: airports.code, cityCode: airports.cityCode }).from(airports);
    const cityCode = new Map(rows.map((r) => [r.code, r.cityCode]));
    const expected: Record<string, string> = { LHR: "LON", LGW: "LON", STN: "LON", JFK: "NYC", LGA: "NYC", EWR: "NYC", HND: "TYO", NRT: "TYO", CDG: "PAR", ORY: "PAR", GIG: "RIO", SDU: "RIO", BOM: "BOM", DEL: "DEL", MAA: "MAA" };
    for (const [code, city] of Object.entries(expected)) expect([code, cityCode.get(code)]).toEqual([code, city]);
  });
});
