import { closeDb } from "@/db/client";
import { GET as getCountryList } from "@/app/api/getCountryList/route";
import { GET as getPhoneCodeList } from "@/app/api/getPhoneCodeList/route";
import { GET as getNationalities } from "@/app/api/getNationalities/route";
import { GET as apiCountries } from "@/app/api/master/api_countries/route";
import { GET as apiStates } from "@/app/api/master/api_states/route";
import { POST as airlinesStaticData } from "@/app/api/master/getAirlinesStaticData/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

let host: string;
beforeAll(async () => {
  host = (await createTestSite()).domain;
});

type Country = { name: string; dial_code: string; code: string };

describe("GET /api/getCountryList and GET /api/master/api_countries", () => {
  it.each([
    ["/api/getCountryList", getCountryList],
    ["/api/master/api_countries", apiCountries],
  ] as const)("%s lists about 240 countries as {name, dial_code, code}, by name", async (path, handler) => {
    const res = await call(handler, path, { host });
    expect(res.status).toBe(200);
    const list: Country[] = res.body.data.result;
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(list.find((c) => c.code === "IN")).toEqual({ name: "India", dial_code: "+91", code: "IN" });
    expect(list.find((c) => c.code === "US")).toEqual({ name: "United States", dial_code: "+1", code: "US" });
    expect(list.find((c) => c.code === "AE")?.dial_code).toBe("+971");
    for (const c of list) {
      expect(Object.keys(c).sort()).toEqual(["code", "dial_code", "name"]);
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
    }
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

});

describe("parameterless lists", () => {
  it.each([
    ["/api/getCountryList", getCountryList],
    ["/api/master/api_countries", apiCountries],
    ["/api/getPhoneCodeList", getPhoneCodeList],
    ["/api/getNationalities", getNationalities],
  ] as const)("%s rejects unknown query parameters with a field error", async (path, handler) => {
    const res = await call(handler, path, { host, query: { foo: "1" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", shortError: { foo: "Unknown field" } });
  });
});

describe("GET /api/getPhoneCodeList", () => {
  it("is the country list without pk, af, iq, ir, kp, ps, with India first", async () => {
    const res = await call(getPhoneCodeList, "/api/getPhoneCodeList", { host });
    expect(res.status).toBe(200);
    const list: Country[] = res.body.data.result;
    expect(list[0]).toEqual({ name: "India", dial_code: "+91", code: "IN" });
    const codes = list.map((c) => c.code);
    for (const excluded of ["PK", "AF", "IQ", "IR", "KP", "PS"]) expect(codes).not.toContain(excluded);
    expect(codes).toEqual(expect.arrayContaining(["US", "GB", "AE", "SG"]));
    const countries: Country[] = (await call(getCountryList, "/api/getCountryList", { host })).body.data.result;
    expect(list.length).toBeGreaterThan(220);
    expect(list.length).toBeLessThan(countries.length);
    for (const c of list) expect(countries).toContainEqual(c);
  });
});

describe("GET /api/getNationalities", () => {
  it("lists a nationality per country", async () => {
    const res = await call(getNationalities, "/api/getNationalities", { host });
    expect(res.status).toBe(200);
    const list = res.body.data.result;
    expect(list.length).toBeGreaterThan(230);
    expect(list).toContainEqual({ countryCode: "IN", countryName: "India", nationality: "Indian" });
    expect(list).toContainEqual({ countryCode: "AE", countryName: "United Arab Emirates", nationality: "Emirati" });
    expect(list).toContainEqual({ countryCode: "GB", countryName: "United Kingdom", nationality: "British" });
  });
});

describe("GET /api/master/api_states", () => {
  it("lists India's states and union territories", async () => {
    const res = await call(apiStates, "/api/master/api_states", { host, query: { countryCode: "in" } });
    expect(res.status).toBe(200);
    const list: { countryCode: string; code: string; name: string }[] = res.body.data.result;
    expect(list.length).toBeGreaterThanOrEqual(36);
    expect(list.every((s) => s.countryCode === "IN")).toBe(true);
    for (const state of [
      { countryCode: "IN", code: "MH", name: "Maharashtra" },
      { countryCode: "IN", code: "KA", name: "Karnataka" },
      { countryCode: "IN", code: "DL", name: "Delhi" },
      { countryCode: "IN", code: "LA", name: "Ladakh" },
      { countryCode: "IN", code: "TG", name: "Telangana" },
    ])
      expect(list).toContainEqual(state);
  });

  it("lists the US states, and every country's states without countryCode", async () => {
    const us = (await call(apiStates, "/api/master/api_states", { host, query: { countryCode: "US" } })).body.data.result;
    expect(us.length).toBeGreaterThanOrEqual(51);
    expect(us).toContainEqual({ countryCode: "US", code: "CA", name: "California" });
    const all = (await call(apiStates, "/api/master/api_states", { host })).body.data.result;
    expect(all.length).toBeGreaterThan(1000);
    expect(new Set(all.map((s: { countryCode: string }) => s.countryCode)).size).toBeGreaterThan(150);
  });

  it("rejects a malformed country code", async () => {
    const res = await call(apiStates, "/api/master/api_states", { host, query: { countryCode: "IND" } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ countryCode: "Use a 2-letter country code" });
  });
});

describe("POST /api/master/getAirlinesStaticData", () => {
  const path = "/api/master/getAirlinesStaticData";

  it("answers the airlines asked for, in that order, with logo and LCC flag", async () => {
    const res = await call(airlinesStaticData, path, { host, body: { airlineCodes: ["ai", "6E", "ZZ", "6E"] } });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([
      { airlineName: "Air India", airlineCode: "AI", logoUrl: "/airline-logos/AI.svg", isLcc: false },
      { airlineName: "IndiGo", airlineCode: "6E", logoUrl: "/airline-logos/6E.svg", isLcc: true },
    ]);
  });

  it("classifies the Indian carriers", async () => {
    const res = await call(airlinesStaticData, path, { host, body: { airlineCodes: ["6E", "IX", "SG", "QP", "I5", "G8", "AI", "UK"] } });
    const isLcc = Object.fromEntries(res.body.data.result.map((a: { airlineCode: string; isLcc: boolean }) => [a.airlineCode, a.isLcc]));
    expect(isLcc).toEqual({ "6E": true, IX: true, SG: true, QP: true, I5: true, G8: true, AI: false, UK: false });
  });

  it("answers every airline when none are asked for, each with a logo file", async () => {
    const res = await call(airlinesStaticData, path, { host, body: {} });
    const list = res.body.data.result;
    expect(list.length).toBeGreaterThan(300);
    const { existsSync } = await import("node:fs");
    for (const a of list) expect(existsSync(`public${a.logoUrl}`)).toBe(true);
    expect((await call(airlinesStaticData, path, { host, body: { airlineCodes: [] } })).body.data.result).toHaveLength(list.length);
  });

  it("rejects a malformed code with a field error", async () => {
    const res = await call(airlinesStaticData, path, { host, body: { airlineCodes: ["6E", "INDIGO"] } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ "airlineCodes.1": "Use a 2-character airline code" });
  });

  it("works for a signed-in user too", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    const res = await call(airlinesStaticData, path, { host: site.domain, token, body: { airlineCodes: ["EK"] } });
    expect(res.status).toBe(200);
    expect(res.body.data.result[0]).toMatchObject({ airlineCode: "EK", airlineName: "Emirates", isLcc: false });
  });
});
