import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightSearches } from "@/db/schema/flights";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as fareRulesRoute } from "@/app/api/getFareRules/route";
import { POST as priceRoute } from "@/app/api/getFlightPrice/route";
import { POST as resultsRoute } from "@/app/api/getSearchResults/route";
import { GET as sourcesRoute } from "@/app/api/getSources/route";
import { POST as calendarRoute } from "@/app/api/getCalendarFare/route";
import { purgeExpiredSearches } from "@/server/flights/purge-expired-searches";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

async function searched() {
  const w = await createFlightWorld();
  const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: { journeyType: 1, origin: "DEL", destination: "BOM", departureDate: daysFromNow(12), adt: 1 } });
  return { ...w, searchId: res.body.data.searchId as string, first: res.body.data.results[0][0] };
}

describe("the stored search", () => {
  it("getFlightPrice answers the stored result; getSearchResults the whole answer", async () => {
    const s = await searched();
    const res = await call(priceRoute, "/api/getFlightPrice", { host: s.site.domain, token: s.token, body: { searchId: s.searchId, resultIndex: s.first.resultIndex } });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual(s.first);
    const all = await call(resultsRoute, "/api/getSearchResults", { host: s.site.domain, token: s.token, body: { searchId: s.searchId } });
    expect(all.body.data.results[0][0]).toEqual(s.first);
    const missing = await call(priceRoute, "/api/getFlightPrice", { host: s.site.domain, token: s.token, body: { searchId: s.searchId, resultIndex: "999~nope" } });
    expect(missing.status).toBe(404);
  });

  it("getFareRules asks the result's supplier", async () => {
    const s = await searched();
    const res = await call(fareRulesRoute, "/api/getFareRules", { host: s.site.domain, token: s.token, body: { searchId: s.searchId, resultIndex: s.first.resultIndex } });
    expect(res.status).toBe(200);
    expect(res.body.data.result.length).toBeGreaterThan(0);
    expect(res.body.data.result[0].fareRuleDetail.length).toBeGreaterThan(10);
  });

  it("is 404 for another user or another site, 409 once expired, and purged by the job", async () => {
    const s = await searched();
    const other = await createTestUser(s.site.id);
    const otherToken = await logInAs(s.site.domain, other.email!);
    expect((await call(priceRoute, "/api/getFlightPrice", { host: s.site.domain, token: otherToken, body: { searchId: s.searchId, resultIndex: s.first.resultIndex } })).status).toBe(404);
    const elsewhere = await searched();
    expect((await call(priceRoute, "/api/getFlightPrice", { host: elsewhere.site.domain, token: elsewhere.token, body: { searchId: s.searchId, resultIndex: s.first.resultIndex } })).status).toBe(404);
    await systemDb.update(flightSearches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightSearches.id, s.searchId));
    const expired = await call(fareRulesRoute, "/api/getFareRules", { host: s.site.domain, token: s.token, body: { searchId: s.searchId, resultIndex: s.first.resultIndex } });
    expect(expired.status).toBe(409);
    expect(expired.body.errorMessage).toBe("This search has expired. Please search again.");
    expect(await purgeExpiredSearches()).toBeGreaterThanOrEqual(1);
    expect(await systemDb.select().from(flightSearches).where(eq(flightSearches.id, s.searchId))).toHaveLength(0);
  });

  it("validates the ids", async () => {
    const s = await searched();
    const res = await call(priceRoute, "/api/getFlightPrice", { host: s.site.domain, token: s.token, body: { searchId: "not-a-uuid", resultIndex: "" } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.shortError).sort()).toEqual(["resultIndex", "searchId"]);
  });
});

describe("GET /api/getSources and POST /api/getCalendarFare", () => {
  it("lists only this site's sources, to staff only (white label, issue 24)", async () => {
    const a = await createFlightWorld({ suppliers: [{ code: "simulated", name: "Alpha" }] });
    await createFlightWorld({ suppliers: [{ code: "simulated", name: "Beta" }] });
    // An agent (the site's customer) never learns the site's sources; until issue 24 it got the list.
    expect((await call(sourcesRoute, "/api/getSources", { host: a.site.domain, token: a.token })).status).toBe(403);
    const staff = await createTestUser(a.site.id, { userType: "staff" });
    const res = await call(sourcesRoute, "/api/getSources", { host: a.site.domain, token: await logInAs(a.site.domain, staff.email!) });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([{ id: a.suppliers[0].id, name: "Alpha", code: "simulated", isEnabled: true }]);
    expect((await call(sourcesRoute, "/api/getSources", { host: a.site.domain })).status).toBe(401);
  });

  it("answers the lowest fare of each day of the month, one marked lowest", async () => {
    const w = await createFlightWorld();
    const month = daysFromNow(40).slice(0, 7);
    const res = await call(calendarRoute, "/api/getCalendarFare", { host: w.site.domain, token: w.token, body: { origin: "BOM", destination: "DEL", month } });
    expect(res.status).toBe(200);
    const days = res.body.data.result;
    const [y, m] = month.split("-").map(Number);
    expect(days).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    expect(days.filter((d: { isLowestFareOfMonth: boolean }) => d.isLowestFareOfMonth)).toHaveLength(1);
    const lowest = days.find((d: { isLowestFareOfMonth: boolean }) => d.isLowestFareOfMonth);
    expect(Math.min(...days.map((d: { fare: number }) => d.fare))).toBe(lowest.fare);
    const bad = await call(calendarRoute, "/api/getCalendarFare", { host: w.site.domain, token: w.token, body: { origin: "BOM", destination: "BOM", month: "2026-13" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError.month).toBe("Use the month format YYYY-MM");
  });
});
