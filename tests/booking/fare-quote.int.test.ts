import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightSearches, siteSuppliers } from "@/db/schema/flights";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as fareQuoteRoute } from "@/app/api/fareQuote/route";
import { POST as ssrRoute } from "@/app/api/getSSR/route";
import { POST as viewOptionsRoute } from "@/app/api/getPassengerViewOptions/route";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

type Result = { resultIndex: string; isLcc: boolean; publishedPrice: number; segments: unknown[][]; fare: { totalPayable: number } };

async function searched(settings: Record<string, unknown> = { seed: 7 }) {
  const w = await createFlightWorld({ suppliers: [{ code: "simulated", name: "Simulated", settings }] });
  const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(11), adt: 2, chd: 1 } });
  expect(res.status).toBe(200);
  const results = res.body.data.results[0] as Result[];
  return { ...w, searchId: res.body.data.searchId as string, results };
}

const quote = (s: { site: { domain: string }; token: string; searchId: string }, resultIndex: string, token: string | undefined = s.token) =>
  call(fareQuoteRoute, "/api/fareQuote", { host: s.site.domain, token, body: { searchId: s.searchId, resultIndex } });

describe("POST /api/fareQuote", () => {
  it("re-prices the result for the caller: unchanged price, same shape as the search result", async () => {
    const s = await searched();
    const chosen = s.results[2];
    const res = await quote(s, chosen.resultIndex);
    expect(res.status).toBe(200);
    expect(res.body.data.isPriceChanged).toBe(false);
    const detail = res.body.data.fareDetailResult;
    expect(detail).toEqual({ ...chosen, previousPrice: chosen.publishedPrice, totalPayable: chosen.publishedPrice });
  });

  it("reports a supplier price change with the higher caller price", async () => {
    const s = await searched({ seed: 7, priceChangeAtFareQuote: true });
    const chosen = s.results[0];
    const res = await quote(s, chosen.resultIndex);
    expect(res.status).toBe(200);
    expect(res.body.data.isPriceChanged).toBe(true);
    const detail = res.body.data.fareDetailResult;
    expect(detail.previousPrice).toBe(chosen.publishedPrice);
    expect(detail.totalPayable).toBeGreaterThan(chosen.publishedPrice);
    expect(detail.publishedPrice).toBe(detail.totalPayable);
    expect(detail.fare.totalPayable).toBe(detail.totalPayable);
  });

  it("reports a change when the caller's price moved even though the supplier's fare did not", async () => {
    const s = await searched();
    const chosen = s.results[0];
    const [row] = await systemDb.select({ response: flightSearches.response }).from(flightSearches).where(eq(flightSearches.id, s.searchId));
    const response = row.response as { results: Result[][] };
    response.results[0][0] = { ...chosen, publishedPrice: chosen.publishedPrice - 100 };
    await systemDb.update(flightSearches).set({ response }).where(eq(flightSearches.id, s.searchId));
    const res = await quote(s, chosen.resultIndex);
    expect(res.body.data.isPriceChanged).toBe(true);
    expect(res.body.data.fareDetailResult).toMatchObject({ previousPrice: chosen.publishedPrice - 100, totalPayable: chosen.publishedPrice });
  });

  it("answers 502 when the supplier fails after the search", async () => {
    const s = await searched();
    await systemDb.update(siteSuppliers).set({ settings: { seed: 7, failMode: "error" } }).where(eq(siteSuppliers.id, s.suppliers[0].id));
    const res = await quote(s, s.results[0].resultIndex);
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/unavailable/);
    expect((await call(ssrRoute, "/api/getSSR", { host: s.site.domain, token: s.token, body: { searchId: s.searchId, resultIndex: s.results[0].resultIndex } })).status).toBe(502);
  });

  it("refuses anonymous callers (401), other users' searches (404), unknown results (404) and expired searches (409)", async () => {
    const s = await searched();
    const index = s.results[0].resultIndex;
    expect((await quote(s, index, "")).status).toBe(401);
    const other = await createTestUser(s.site.id, { userType: "travelAgent" });
    const otherToken = await logInAs(s.site.domain, other.email!);
    expect((await quote(s, index, otherToken)).status).toBe(404);
    expect((await quote(s, `${s.suppliers[0].id}~nope`)).status).toBe(404);
    await systemDb.update(flightSearches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightSearches.id, s.searchId));
    expect((await quote(s, index)).status).toBe(409);
  });
});

describe("POST /api/getSSR", () => {
  it("gives LCC baggage and meals per segment in major units, and GDS preferences", async () => {
    const s = await searched();
    const lcc = s.results.find((r) => r.isLcc)!;
    const res = await call(ssrRoute, "/api/getSSR", { host: s.site.domain, token: s.token, body: { searchId: s.searchId, resultIndex: lcc.resultIndex } });
    expect(res.status).toBe(200);
    const ssr = res.body.data;
    const segments = lcc.segments.flat().length;
    expect(ssr.isLcc).toBe(true);
    expect(ssr.baggage).toHaveLength(segments);
    expect(ssr.meals).toHaveLength(segments);
    const bag = ssr.baggage[0].find((b: { code: string }) => b.code === "XBPB");
    expect(bag).toMatchObject({ weightKg: 5, price: 2525, currency: "INR", origin: expect.any(String), flightNumber: expect.any(String) });
    const meal = ssr.meals[0].find((m: { code: string }) => m.code === "VCSW");
    expect(meal.price).toBe(350);
    const gds = s.results.find((r) => !r.isLcc);
    if (gds) {
      const g = await call(ssrRoute, "/api/getSSR", { host: s.site.domain, token: s.token, body: { searchId: s.searchId, resultIndex: gds.resultIndex } });
      expect(g.body.data).toMatchObject({ isLcc: false, baggage: [], meals: [] });
      expect(g.body.data.mealPreferences).toContainEqual({ code: "VGML", description: "Vegetarian Vegan Meal" });
    }
    expect((await call(ssrRoute, "/api/getSSR", { host: s.site.domain, body: { searchId: s.searchId, resultIndex: lcc.resultIndex } })).status).toBe(401);
  });
});

describe("POST /api/getPassengerViewOptions", () => {
  it("returns the country list, phone codes, fare rules and fare quote", async () => {
    const s = await searched();
    const chosen = s.results[1];
    const res = await call(viewOptionsRoute, "/api/getPassengerViewOptions", {
      host: s.site.domain,
      token: s.token,
      body: { TraceId: s.searchId, ResultIndex: chosen.resultIndex, hasReturn: false, isReturn: false, searchId: s.searchId },
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.countryList.length).toBeGreaterThan(100);
    expect(data.countryList).toContainEqual({ name: "India", dial_code: "+91", code: "IN" });
    expect(data.phoneCodeList[0].code).toBe("IN");
    expect(data.phoneCodeList.some((c: { code: string }) => c.code === "PK")).toBe(false);
    expect(data.fareRules.length).toBeGreaterThan(0);
    expect(data.fareRules[0]).toEqual(expect.objectContaining({ airline: expect.any(String), fareRuleDetail: expect.any(String) }));
    expect(data.fareQuote.isPriceChanged).toBe(false);
    expect(data.fareQuote.fareDetailResult).toMatchObject({ resultIndex: chosen.resultIndex, totalPayable: chosen.publishedPrice });
  });

  it("refuses a TraceId that is not the searchId (400) and anonymous callers (401)", async () => {
    const s = await searched();
    const body = { TraceId: "00000000-0000-4000-8000-000000000000", ResultIndex: s.results[0].resultIndex, searchId: s.searchId };
    expect((await call(viewOptionsRoute, "/api/getPassengerViewOptions", { host: s.site.domain, token: s.token, body })).status).toBe(400);
    expect((await call(viewOptionsRoute, "/api/getPassengerViewOptions", { host: s.site.domain, body: { ...body, TraceId: s.searchId } })).status).toBe(401);
  });
});
