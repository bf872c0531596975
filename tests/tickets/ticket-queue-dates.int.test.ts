import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { POST as ticketsRoute } from "@/app/api/getTickets/route";
import { POST as detectRoute } from "@/app/api/whitelabel/detetct/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";

afterAll(() => closeDb());

/** A site in a zone, one agent, and a booking made at 02:00 India time on 24 Nov 2026 (20:30 UTC on the 23rd). */
async function world(timezone: string) {
  const site = await createTestSite();
  await systemDb.update(sites).set({ timezone }).where(eq(sites.id, site.id));
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const token = await logInAs(site.domain, agent.email!);
  await insertBooking({ siteId: site.id, userId: agent.id, pnr: "LATE01", createdAt: new Date("2026-11-23T20:30:00Z") });
  const pnrs = async (from: string, to: string) => {
    const res = await call(ticketsRoute, "/api/getTickets", { host: site.domain, token, body: { bookingDateFrom: from, bookingDateTo: to } });
    expect(res.status).toBe(200);
    return (res.body.data.records as { pnr: string }[]).map((r) => r.pnr);
  };
  return { site, pnrs };
}

describe("booking-date filters use the site's days (decision 0016)", () => {
  it("on an Asia/Kolkata site, a booking at 20:30 UTC belongs to the next Indian day", async () => {
    const w = await world("Asia/Kolkata");
    expect(await w.pnrs("2026-11-24", "2026-11-24")).toEqual(["LATE01"]);
    expect(await w.pnrs("2026-11-23", "2026-11-23")).toEqual([]);
    expect(await w.pnrs("2026-11-20", "2026-11-23")).toEqual([]);
    expect(await w.pnrs("2026-11-24", "2026-11-30")).toEqual(["LATE01"]);
  });

  it("on a UTC site, the same booking belongs to the UTC day", async () => {
    const w = await world("UTC");
    expect(await w.pnrs("2026-11-23", "2026-11-23")).toEqual(["LATE01"]);
    expect(await w.pnrs("2026-11-24", "2026-11-24")).toEqual([]);
  });

  it("the branding the UI gets carries the site's timezone", async () => {
    const w = await world("Europe/London");
    const res = await call(detectRoute, "/api/whitelabel/detetct", { body: { domain: w.site.domain } });
    expect(res.status).toBe(200);
    expect(res.body.data.timezone).toBe("Europe/London");
    const fresh = await createTestSite();
    expect((await call(detectRoute, "/api/whitelabel/detetct", { body: { domain: fresh.domain } })).body.data.timezone).toBe("Asia/Kolkata");
  });
});
