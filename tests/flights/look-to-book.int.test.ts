import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { userMonthlyFlightStats } from "@/db/schema/flights";
import { users } from "@/db/schema/users";
import { POST as calendarRoute } from "@/app/api/getCalendarFare/route";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as monthlyRoute } from "@/app/api/wl/user/getCustomerMonthlyFlightDetails/route";
import { addSupplier, daysFromNow } from "../helpers/flight-fixtures";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";
import { insertBooking } from "../helpers/ticket-fixtures";
import { addMonths, isWithinLookToBook, siteMonthOf } from "@/server/flights/look-to-book";

afterAll(() => closeDb());

const oneWay = () => ({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(10), adt: 1, chd: 0, inf: 0 });
const thisMonth = () => siteMonthOf(new Date(), "Asia/Kolkata");

/** A site capped at 3 free searches, then 2 per booking, with the Simulated supplier. */
async function cappedWorld(ratio: number | null = 2) {
  const site = await createTestSite({ adminEmail: "help@capped.test", adminContact: "+91 20 1111 2222", lookToBookFreeSearches: 3, lookToBookMaxRatio: ratio });
  await addSupplier(site.id, { code: "simulated", name: "Simulated", settings: { seed: 7 } });
  return site;
}

async function userWithLooks(siteId: number, looks: number, overrides: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(siteId, { userType: "travelAgent", ...overrides });
  if (looks > 0) await systemDb.insert(userMonthlyFlightStats).values({ userId: user.id, siteId, monthYear: thisMonth(), lookCount: looks });
  return user;
}

async function looksOf(userId: number): Promise<number> {
  const [row] = await systemDb.select().from(userMonthlyFlightStats).where(and(eq(userMonthlyFlightStats.userId, userId), eq(userMonthlyFlightStats.monthYear, thisMonth())));
  return row?.lookCount ?? 0;
}

async function book(siteId: number, userId: number, bookedAt = new Date()) {
  const b = await insertBooking({ siteId, userId });
  await systemDb.update(flightBookings).set({ bookedAt }).where(eq(flightBookings.id, b.id));
}

describe("look-to-book cap on flight search (decision 0022)", () => {
  it("refuses a business user past the free searches without bookings: 403, the reason and who to ask, not counted", async () => {
    const site = await cappedWorld();
    const agent = await userWithLooks(site.id, 3);
    const token = await logInAs(site.domain, agent.email!);
    const res = await call(searchRoute, "/api/search", { host: site.domain, token, body: oneWay() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      errorMessage: `Search limit reached: 3 searches for 0 bookings this month (limit 2 searches per booking after 3 free searches). Ask ${site.companyName} (help@capped.test, +91 20 1111 2222) to raise it.`,
    });
    expect(await looksOf(agent.id)).toBe(3);
    // Calendar fares are a search entry point too: the same check, the same answer.
    const month = daysFromNow(10).slice(0, 7);
    const calendar = await call(calendarRoute, "/api/getCalendarFare", { host: site.domain, token, body: { origin: "BOM", destination: "DEL", month } });
    expect(calendar.status).toBe(403);
    expect(calendar.body.errorMessage).toBe(res.body.errorMessage);
    expect(await looksOf(agent.id)).toBe(3);
  });

  it("allows searches within the free allowance and counts them", async () => {
    const site = await cappedWorld();
    const agent = await userWithLooks(site.id, 2);
    const token = await logInAs(site.domain, agent.email!);
    expect((await call(searchRoute, "/api/search", { host: site.domain, token, body: oneWay() })).status).toBe(200);
    expect(await looksOf(agent.id)).toBe(3);
    const next = await call(searchRoute, "/api/search", { host: site.domain, token, body: oneWay() });
    expect(next.status).toBe(403);
    expect(next.body.errorMessage).toMatch(/^Search limit reached: 3 searches for 0 bookings this month/);
  });

  it("past the free searches, allows up to ratio × this month's bookings (one per order, in the site's month)", async () => {
    const site = await cappedWorld();
    const agent = await userWithLooks(site.id, 3, { userType: "corporate", companyName: "Corp Ltd" });
    await book(site.id, agent.id);
    await book(site.id, agent.id);
    // A booking of last month does not help this month.
    await book(site.id, agent.id, new Date(Date.now() - 62 * 86_400_000));
    const token = await logInAs(site.domain, agent.email!);
    expect((await call(searchRoute, "/api/search", { host: site.domain, token, body: oneWay() })).status).toBe(200);
    const refused = await call(searchRoute, "/api/search", { host: site.domain, token, body: oneWay() });
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toMatch(/^Search limit reached: 4 searches for 2 bookings this month \(limit 2 searches per booking after 3 free searches\)\. Ask /);
    expect(await looksOf(agent.id)).toBe(4);
  });

  it("never caps exempted customers, retail users or staff, nor anyone when the site has no ratio", async () => {
    const site = await cappedWorld();
    const exempt = await userWithLooks(site.id, 50);
    await systemDb.update(users).set({ isFlightSearchExempted: true }).where(eq(users.id, exempt.id));
    const retail = await userWithLooks(site.id, 50, { userType: "retail" });
    const staff = await userWithLooks(site.id, 50, { userType: "staff" });
    for (const user of [exempt, retail, staff]) {
      const res = await call(searchRoute, "/api/search", { host: site.domain, token: await logInAs(site.domain, user.email!), body: oneWay() });
      expect(res.status).toBe(200);
    }
    const open = await cappedWorld(null);
    const agent = await userWithLooks(open.id, 5000);
    expect((await call(searchRoute, "/api/search", { host: open.domain, token: await logInAs(open.domain, agent.email!), body: oneWay() })).status).toBe(200);
  });

  it("the rule itself: max(free, ratio × bookings) searches a month", () => {
    expect(isWithinLookToBook({ lookCount: 499, bookCount: 0 }, 500, 50)).toBe(true);
    expect(isWithinLookToBook({ lookCount: 500, bookCount: 0 }, 500, 50)).toBe(false);
    expect(isWithinLookToBook({ lookCount: 500, bookCount: 11 }, 500, 50)).toBe(true);
    expect(isWithinLookToBook({ lookCount: 549, bookCount: 11 }, 500, 50)).toBe(true);
    expect(isWithinLookToBook({ lookCount: 550, bookCount: 11 }, 500, 50)).toBe(false);
    expect(isWithinLookToBook({ lookCount: 10_000, bookCount: 0 }, 500, null)).toBe(true);
  });
});

describe("the site's calendar month (decision 0016) for counting, the cap and getCustomerMonthlyFlightDetails", () => {
  it("puts an instant in the site's month, not the UTC one", () => {
    expect(siteMonthOf(new Date("2026-11-30T19:00:00Z"), "Asia/Kolkata")).toBe("2026-12");
    expect(siteMonthOf(new Date("2026-11-30T19:00:00Z"), "UTC")).toBe("2026-11");
    expect(siteMonthOf(new Date("2026-12-01T03:00:00Z"), "America/New_York")).toBe("2026-11");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
  });

  it("counts a booking made in the site's first hours of the month in that month", async () => {
    const site = await createTestSite({ lookToBookFreeSearches: 0, lookToBookMaxRatio: 1 });
    await addSupplier(site.id, { code: "simulated", name: "Simulated", settings: { seed: 7 } });
    const staff = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
    const agent = await userWithLooks(site.id, 0);
    const month = thisMonth();
    // 20:00 UTC on the last day of the previous month is 01:30 of the 1st in Asia/Kolkata.
    const lastUtcDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 0, 20, 0));
    await book(site.id, agent.id, lastUtcDay);
    const res = await call(monthlyRoute, "/api/wl/user/getCustomerMonthlyFlightDetails", { host: site.domain, token: await logInAs(site.domain, staff.email!), body: { userId: agent.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.result.at(-1)).toEqual({ month_year: month, look_count: 0, book_count: 1, ratio: 0 });
    expect(res.body.data.result.at(-2)).toMatchObject({ month_year: addMonths(month, -1), book_count: 0 });
    // The cap sees the same booking: with no free searches and 1 per booking, one search is allowed.
    const token = await logInAs(site.domain, agent.email!);
    expect((await call(searchRoute, "/api/search", { host: site.domain, token, body: oneWay() })).status).toBe(200);
    expect((await call(searchRoute, "/api/search", { host: site.domain, token, body: oneWay() })).status).toBe(403);
  });
});
