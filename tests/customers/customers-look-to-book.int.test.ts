import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { userMonthlyFlightStats } from "@/db/schema/flights";
import { POST as getCustomersRoute } from "@/app/api/wl/user/getCustomers/route";
import { POST as searchRoute } from "@/app/api/wl/user/searchWlUser/route";
import { addMonths, siteMonthOf } from "@/server/flights/look-to-book";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";

afterAll(() => closeDb());

type Row = { users_id: number; lookToBook: unknown };

describe("customers list: this month's look-to-book per customer (decision 0022)", () => {
  it("answers look_count, book_count and the ratio of the site's month for every row of the page", async () => {
    const site = await createTestSite();
    const staff = await createTestUser(site.id, { userType: "staff" });
    const busy = await createTestUser(site.id, { userType: "travelAgent", firstName: "Busy" });
    const quiet = await createTestUser(site.id, { userType: "travelAgent", firstName: "Quiet" });
    const browser = await createTestUser(site.id, { userType: "retail", firstName: "Browser" });
    const month = siteMonthOf(new Date(), site.timezone);
    await systemDb.insert(userMonthlyFlightStats).values([
      { userId: busy.id, siteId: site.id, monthYear: month, lookCount: 120 },
      { userId: quiet.id, siteId: site.id, monthYear: addMonths(month, -1), lookCount: 7 },
      { userId: browser.id, siteId: site.id, monthYear: month, lookCount: 5 },
    ]);
    for (const bookedAt of [new Date(), new Date(), new Date(), new Date(Date.now() - 62 * 86_400_000)]) {
      const b = await insertBooking({ siteId: site.id, userId: busy.id });
      await systemDb.update(flightBookings).set({ bookedAt }).where(eq(flightBookings.id, b.id));
    }
    const token = await logInAs(site.domain, staff.email!);
    const res = await call(getCustomersRoute, "/api/wl/user/getCustomers", { host: site.domain, token, body: { page: 1 } });
    expect(res.status).toBe(200);
    const byId = new Map((res.body.data.records as Row[]).map((r) => [r.users_id, r.lookToBook]));
    expect(byId.get(busy.id)).toEqual({ month_year: month, look_count: 120, book_count: 3, ratio: 40 });
    expect(byId.get(quiet.id)).toEqual({ month_year: month, look_count: 0, book_count: 0, ratio: null });
    expect(byId.get(browser.id)).toEqual({ month_year: month, look_count: 5, book_count: 0, ratio: null });
    const searched = await call(searchRoute, "/api/wl/user/searchWlUser", { host: site.domain, token, body: { searchQuery: "Busy" } });
    expect(searched.body.data.records).toEqual([expect.objectContaining({ users_id: busy.id, lookToBook: { month_year: month, look_count: 120, book_count: 3, ratio: 40 } })]);
  });
});
