import { closeDb } from "@/db/client";
import { POST as searchRoute } from "@/app/api/search/route";
import { GET as recentRoute } from "@/app/api/user/getRecentSearches/route";
import { GET as departuresRoute } from "@/app/api/user/getUpcomingDepartures/route";
import { toSiteDay } from "@/lib/dates";
import { call } from "../helpers/http";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";
import { restrictTo } from "../tickets/eticket-world";

/* The agent's home (issue 16): recent searches (one click repeats one) and today's and tomorrow's departures. */

afterAll(() => closeDb());

const oneWay = (origin: string, destination: string, day: number) => ({ journeyType: 1, origin, destination, departureDate: daysFromNow(day), adt: 1 });

describe("GET /api/user/getRecentSearches", () => {
  it("remembers each search once, newest first, with the result page that repeats it; keeps the last 10", async () => {
    const w = await createFlightWorld();
    const search = async (body: Record<string, unknown>) => {
      const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body });
      expect(res.status).toBe(200);
      return res.body.data.searchId as string;
    };
    await search(oneWay("BOM", "DEL", 20));
    await search({ ...oneWay("DEL", "BLR", 25), journeyType: 2, returnDate: daysFromNow(28), adt: 2, chd: 1 });
    const again = await search(oneWay("BOM", "DEL", 20));
    const res = await call(recentRoute, "/api/user/getRecentSearches", { host: w.site.domain, token: w.token });
    expect(res.status).toBe(200);
    const records = res.body.data.records;
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ route: "BOM → DEL", departureDate: daysFromNow(20), returnDate: null, adt: 1, chd: 0, inf: 0, cabinClass: 2, isPast: false });
    expect(records[0].href).toBe(`/app/flight/searchResult/${again}?journeyType=1&origin=BOM&destination=DEL&departureDate=${daysFromNow(20)}&adt=1&chd=0&inf=0`);
    expect(records[1]).toMatchObject({ route: "DEL ⇄ BLR", returnDate: daysFromNow(28), adt: 2, chd: 1, journeyType: 2 });

    for (let i = 0; i < 10; i++) await search(oneWay("BOM", "GOI", 30 + i));
    const after = (await call(recentRoute, "/api/user/getRecentSearches", { host: w.site.domain, token: w.token })).body.data.records;
    expect(after).toHaveLength(10);
    expect(after[0].departureDate).toBe(daysFromNow(39));
    expect(after.some((r: { route: string }) => r.route === "DEL ⇄ BLR")).toBe(false);
  });

  it("is each user's own, and 401 signed out", async () => {
    const w = await createFlightWorld();
    await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: oneWay("BOM", "DEL", 20) });
    const colleague = await createTestUser(w.site.id, { userType: "travelAgent" });
    const theirs = await call(recentRoute, "/api/user/getRecentSearches", { host: w.site.domain, token: await logInAs(w.site.domain, colleague.email!) });
    expect(theirs.body.data.records).toEqual([]);
    const elsewhere = await createFlightWorld();
    expect((await call(recentRoute, "/api/user/getRecentSearches", { host: elsewhere.site.domain, token: elsewhere.token })).body.data.records).toEqual([]);
    expect((await call(recentRoute, "/api/user/getRecentSearches", { host: w.site.domain })).status).toBe(401);
  });
});

describe("GET /api/user/getUpcomingDepartures", () => {
  it("lists today's and tomorrow's ticketed and held departures of the caller's bookings, earliest first", async () => {
    const w = await createFlightWorld();
    const today = toSiteDay(new Date(), w.site.timezone ?? "Asia/Kolkata");
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const t1 = await insertBooking({ siteId: w.site.id, userId: w.agent.id, pnr: "TOM001", travelDate: tomorrow, passengers: [{ firstName: "Ravi", lastName: "Kumar" }] });
    const t0 = await insertBooking({ siteId: w.site.id, userId: w.agent.id, pnr: "TOD001", travelDate: today, status: "held", statusId: 1 });
    await insertBooking({ siteId: w.site.id, userId: w.agent.id, pnr: "LAT001", travelDate: later });
    await insertBooking({ siteId: w.site.id, userId: w.agent.id, pnr: "CAN001", travelDate: today, status: "cancelled", statusId: 4 });
    const stranger = await createTestUser(w.site.id, { userType: "retail" });
    await insertBooking({ siteId: w.site.id, userId: stranger.id, pnr: "OTH001", travelDate: today });
    const res = await call(departuresRoute, "/api/user/getUpcomingDepartures", { host: w.site.domain, token: w.token });
    expect(res.status).toBe(200);
    expect(res.body.data.records).toEqual([
      { bookingId: t0.id, pnr: "TOD001", day: "today", travelDate: today, departureTime: `${today}T08:00:00`, sectors: ["BOM-DEL"], airlineCode: "6E", flightNumber: "6E-101", passengers: ["Mr Asha Rao"], status: "On hold", creatorName: null },
      expect.objectContaining({ bookingId: t1.id, pnr: "TOM001", day: "tomorrow", passengers: ["Mr Ravi Kumar"], status: "Ticketed" }),
    ]);
  });

  it("is 401 signed out, 403 without the queue permission, and another site's bookings never show", async () => {
    const w = await createFlightWorld();
    const elsewhere = await createFlightWorld();
    const today = toSiteDay(new Date(), elsewhere.site.timezone ?? "Asia/Kolkata");
    await insertBooking({ siteId: elsewhere.site.id, userId: elsewhere.agent.id, pnr: "ELS001", travelDate: today });
    expect((await call(departuresRoute, "/api/user/getUpcomingDepartures", { host: w.site.domain })).status).toBe(401);
    expect((await call(departuresRoute, "/api/user/getUpcomingDepartures", { host: w.site.domain, token: w.token })).body.data.records).toEqual([]);
    await restrictTo(w.site.id, w.agent.id, []);
    expect((await call(departuresRoute, "/api/user/getUpcomingDepartures", { host: w.site.domain, token: await logInAs(w.site.domain, w.agent.email!) })).status).toBe(403);
  });
});
