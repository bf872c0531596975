import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightSearches, userMonthlyFlightStats } from "@/db/schema/flights";
import { users } from "@/db/schema/users";
import { POST as searchRoute } from "@/app/api/search/route";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

const oneWay = (overrides: Record<string, unknown> = {}) => ({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(10), adt: 1, chd: 0, inf: 0, ...overrides });

describe("POST /api/search", () => {
  it("answers a one-way search with stored, priced, sorted results and counts a look", async () => {
    const w = await createFlightWorld();
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: oneWay({ adt: 2, chd: 1, inf: 1 }) });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.searchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.journeyType).toBe(1);
    expect(data.isDomestic).toBe(true);
    expect(data.results).toHaveLength(1);
    const list = data.results[0];
    expect(list.length).toBeGreaterThan(5);
    const prices = list.map((r: { publishedPrice: number }) => r.publishedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = list[0];
    // An agent is the site's customer: no source name (decision 0060).
    expect(first).toMatchObject({ source: "", fareType: "normal" });
    expect(first.resultIndex).toMatch(/^\d+~/);
    expect(first.segments[0][0]).toMatchObject({ originAirportCode: "BOM" });
    expect(first.segments[0].at(-1).destinationAirportCode).toBe("DEL");
    expect(first.fareBreakdown.map((b: { paxType: number; passengerCount: number }) => [b.paxType, b.passengerCount])).toEqual([[1, 2], [2, 1], [3, 1]]);
    expect(Number.isInteger(Math.round(first.publishedPrice * 100))).toBe(true);
    const [stored] = await systemDb.select().from(flightSearches).where(eq(flightSearches.id, data.searchId));
    expect(stored.siteId).toBe(w.site.id);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    const [look] = await systemDb.select().from(userMonthlyFlightStats).where(eq(userMonthlyFlightStats.userId, w.agent.id));
    expect(look.lookCount).toBe(1);
  });

  it("answers a domestic return with two lists and flags special-return fares", async () => {
    const w = await createFlightWorld();
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: oneWay({ journeyType: 2, returnDate: daysFromNow(14), specialReturn: true }) });
    expect(res.status).toBe(200);
    const [outbound, inbound] = res.body.data.results;
    expect(res.body.data.results).toHaveLength(2);
    expect(outbound.some((r: { segments: { originAirportCode: string }[][] }) => r.segments[0][0].originAirportCode === "BOM")).toBe(true);
    expect(inbound.every((r: { segments: { originAirportCode: string }[][] }) => r.segments[0][0].originAirportCode === "DEL")).toBe(true);
    const special = outbound.filter((r: { fareType: string }) => r.fareType !== "normal");
    expect(special.length).toBeGreaterThan(0);
    expect(special.every((r: { segments: unknown[] }) => r.segments.length === 2)).toBe(true);
  });

  it("answers an international return with one list of round-trip fares", async () => {
    const w = await createFlightWorld();
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: oneWay({ journeyType: 2, destination: "DXB", returnDate: daysFromNow(20) }) });
    expect(res.status).toBe(200);
    expect(res.body.data.isDomestic).toBe(false);
    expect(res.body.data.results).toHaveLength(1);
    expect(res.body.data.results[0].length).toBeGreaterThan(0);
    expect(res.body.data.results[0].every((r: { segments: unknown[] }) => r.segments.length === 2)).toBe(true);
  });

  it("answers a multi-city search with one leg per segment", async () => {
    const w = await createFlightWorld();
    const segments = [
      { origin: "DEL", destination: "BOM", departureDate: daysFromNow(5) },
      { origin: "BOM", destination: "BLR", departureDate: daysFromNow(7) },
      { origin: "BLR", destination: "DEL", departureDate: daysFromNow(9) },
    ];
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: { journeyType: 3, origin: "DEL", destination: "BOM", departureDate: daysFromNow(5), segments, adt: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.results[0].length).toBeGreaterThan(0);
    expect(res.body.data.results[0].every((r: { segments: unknown[] }) => r.segments.length === 3)).toBe(true);
  });

  it.each([
    ["no adult", { adt: 0 }, "adt"],
    ["ten travellers", { adt: 5, chd: 5 }, "chd"],
    ["more infants than adults", { adt: 1, inf: 2 }, "inf"],
    ["same origin and destination", { destination: "BOM" }, "destination"],
    ["a past date", { departureDate: daysFromNow(-3) }, "departureDate"],
    ["an unknown airport", { destination: "QQQ" }, "destination"],
    ["a malformed date", { departureDate: "2026-02-30" }, "departureDate"],
    ["a return before departure", { journeyType: 2, returnDate: daysFromNow(5), departureDate: daysFromNow(8) }, "returnDate"],
    ["a return without a return date", { journeyType: 2 }, "returnDate"],
    ["a one-segment multi-city", { journeyType: 3, segments: [{ origin: "BOM", destination: "DEL", departureDate: daysFromNow(3) }] }, "segments"],
  ])("answers 400 with a field message for %s", async (_name, overrides, field) => {
    const w = await createFlightWorld();
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: oneWay(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("VALIDATION_ERROR");
    expect(res.body.shortError[field]).toEqual(expect.any(String));
  });

  it("needs a session and refuses a user whose search is not allowed", async () => {
    const w = await createFlightWorld();
    expect((await call(searchRoute, "/api/search", { host: w.site.domain, body: oneWay() })).status).toBe(401);
    const blocked = await createTestUser(w.site.id, { userType: "travelAgent" });
    await systemDb.update(users).set({ isFlightSearchAllowed: false }).where(eq(users.id, blocked.id));
    const token = await logInAs(w.site.domain, blocked.email!);
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token, body: oneWay() });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe("Flight search is not allowed for your account. Please contact support.");
    const looks = await systemDb.select().from(userMonthlyFlightStats).where(and(eq(userMonthlyFlightStats.userId, blocked.id)));
    expect(looks).toHaveLength(0);
  });

  it("keeps the answering suppliers when one fails and one times out", async () => {
    const w = await createFlightWorld({
      suppliers: [
        { code: "simulated", name: "Fast GDS", settings: { seed: 3 } },
        { code: "simulated", name: "Broken", settings: { failMode: "error" } },
        { code: "simulated", name: "Stuck", settings: { failMode: "timeout" }, timeoutMs: 400 },
      ],
    });
    // Staff read which supplier answered and which did not (an agent gets no names: decision 0060).
    const staff = await createTestUser(w.site.id, { userType: "staff" });
    const token = await logInAs(w.site.domain, staff.email!);
    const started = Date.now();
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token, body: oneWay() });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.data.results[0].length).toBeGreaterThan(0);
    expect(new Set(res.body.data.results[0].map((r: { source: string }) => r.source))).toEqual(new Set(["Fast GDS"]));
    expect(res.body.data.unavailableSources.sort()).toEqual(["Broken", "Stuck"]);
    expect(elapsed).toBeLessThan(3000);
  });

  it("answers 502 when every supplier fails", async () => {
    const w = await createFlightWorld({ suppliers: [{ code: "simulated", name: "Broken", settings: { failMode: "error" } }] });
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: oneWay() });
    expect(res.status).toBe(502);
    expect(res.body.errorCode).toBe("SUPPLIER_ERROR");
  });

  it("merges several suppliers' results into one list sorted by price", async () => {
    const w = await createFlightWorld({ suppliers: [{ code: "simulated", name: "A", settings: { seed: 1 } }, { code: "simulated", name: "B", settings: { seed: 2 } }] });
    const staff = await createTestUser(w.site.id, { userType: "staff" });
    const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: await logInAs(w.site.domain, staff.email!), body: oneWay() });
    const list = res.body.data.results[0];
    expect(new Set(list.map((r: { source: string }) => r.source))).toEqual(new Set(["A", "B"]));
    expect(new Set(list.map((r: { resultIndex: string }) => r.resultIndex)).size).toBe(list.length);
  });
});
