import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { userMonthlyFlightStats } from "@/db/schema/flights";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { sites } from "@/db/schema/sites";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as updateRoute } from "@/app/api/whitelabel/updateLookToBookSettings/route";
import { siteMonthOf } from "@/server/flights/look-to-book";
import { addSupplier, daysFromNow } from "../helpers/flight-fixtures";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";

afterAll(() => closeDb());

const PATH = "/api/whitelabel/updateLookToBookSettings";
const FREE_MESSAGE = "Enter a whole number from 0 to 1000000";
const RATIO_MESSAGE = "Enter a whole number from 1 to 10000, or leave it empty (null) for no cap";

async function world() {
  const site = await createTestSite({ adminEmail: "desk@ltb.test" });
  const other = await createTestSite();
  const superAdmin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const [group] = await systemDb.insert(rbacUserGroups).values({ siteId: site.id, groupName: "Settings desk" }).returning();
  await systemDb.insert(rbacUserGroupPermissions).values([{ userGroupId: group.id, permissionKey: "backoffice.siteSettings.lookToBook" }]);
  const desk = await createTestUser(site.id, { userType: "staff", rbacUserGroupId: group.id });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const [superToken, deskToken, staffToken, agentToken] = await Promise.all([superAdmin, desk, staff, agent].map((u) => logInAs(site.domain, u.email!)));
  const update = (body: unknown, token?: string) => call(updateRoute, PATH, { host: site.domain, token, body });
  const settingsOf = async (id: number) => (await systemDb.select({ free: sites.lookToBookFreeSearches, ratio: sites.lookToBookMaxRatio }).from(sites).where(eq(sites.id, id)))[0];
  return { site, other, agent, superToken, deskToken, staffToken, agentToken, update, settingsOf };
}

describe("POST /api/whitelabel/updateLookToBookSettings", () => {
  it("sets this site's cap (super admin or the site-settings permission), and the next search applies it", async () => {
    const w = await world();
    const res = await w.update({ lookToBookFreeSearches: 1, lookToBookMaxRatio: 3 }, w.superToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { lookToBookFreeSearches: 1, lookToBookMaxRatio: 3, message: "Look-to-book settings saved" } });
    expect(await w.settingsOf(w.site.id)).toEqual({ free: 1, ratio: 3 });
    // Another site keeps its own settings.
    expect(await w.settingsOf(w.other.id)).toEqual({ free: 500, ratio: null });

    await addSupplier(w.site.id, { code: "simulated", name: "Simulated", settings: { seed: 7 } });
    await systemDb.insert(userMonthlyFlightStats).values({ userId: w.agent.id, siteId: w.site.id, monthYear: siteMonthOf(new Date(), w.site.timezone), lookCount: 1 });
    const search = () => call(searchRoute, "/api/search", { host: w.site.domain, token: w.agentToken, body: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(9), adt: 1 } });
    const refused = await search();
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toContain("(desk@ltb.test)");

    const lifted = await w.update({ lookToBookFreeSearches: 1, lookToBookMaxRatio: null }, w.deskToken);
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toEqual({ lookToBookFreeSearches: 1, lookToBookMaxRatio: null, message: "Look-to-book settings saved" });
    expect((await search()).status).toBe(200);
  });

  it("validates its fields with their messages", async () => {
    const w = await world();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { lookToBookFreeSearches: "This is required field.", lookToBookMaxRatio: "This is required field." }],
      [{ lookToBookFreeSearches: -1, lookToBookMaxRatio: 0 }, { lookToBookFreeSearches: FREE_MESSAGE, lookToBookMaxRatio: RATIO_MESSAGE }],
      [{ lookToBookFreeSearches: 1.5, lookToBookMaxRatio: "abc" }, { lookToBookFreeSearches: FREE_MESSAGE, lookToBookMaxRatio: RATIO_MESSAGE }],
      [{ lookToBookFreeSearches: 1_000_001, lookToBookMaxRatio: 10_001 }, { lookToBookFreeSearches: FREE_MESSAGE, lookToBookMaxRatio: RATIO_MESSAGE }],
    ];
    for (const [body, shortError] of cases) {
      const res = await w.update(body, w.superToken);
      expect(res.status).toBe(400);
      expect(res.body.shortError).toEqual(shortError);
    }
    expect(await w.settingsOf(w.site.id)).toEqual({ free: 500, ratio: null });
  });

  it("answers 401 signed out and 403 to staff without the permission and to customers", async () => {
    const w = await world();
    const body = { lookToBookFreeSearches: 10, lookToBookMaxRatio: 2 };
    expect((await w.update(body)).status).toBe(401);
    expect((await w.update(body, w.staffToken)).status).toBe(403);
    expect((await w.update(body, w.agentToken)).status).toBe(403);
    expect(await w.settingsOf(w.site.id)).toEqual({ free: 500, ratio: null });
  });
});
