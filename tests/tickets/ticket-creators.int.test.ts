import { inArray } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { legalEntities, users } from "@/db/schema/users";
import { POST as ticketsRoute } from "@/app/api/getTickets/route";
import { POST as creatorsRoute } from "@/app/api/tickets/creators/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";

afterAll(() => closeDb());

const PATH = "/api/tickets/creators";
type Creator = { id: number; name: string; email: string | null; companyName: string | null; userType: string };

/** A site with staff, two agents of one company (one of them with no booking at all) and a retail user; and another site. */
async function world() {
  const site = await createTestSite();
  const [company] = await systemDb.insert(legalEntities).values({ siteId: site.id, companyName: "Zephyr Voyages" }).returning();
  const staff = await createTestUser(site.id, { userType: "staff", firstName: "Sam", lastName: "Staff" });
  const priya = await createTestUser(site.id, { userType: "travelAgent", firstName: "Priya", lastName: "Nair" });
  const arun = await createTestUser(site.id, { userType: "travelAgent", firstName: "Arun", lastName: "Mehta" });
  const retail = await createTestUser(site.id, { userType: "retail", firstName: "Rita", lastName: "Shah", email: `rita-${site.id}@shah.example` });
  await systemDb.update(users).set({ legalEntityId: company.id }).where(inArray(users.id, [priya.id, arun.id]));
  const other = await createTestSite();
  const outsider = await createTestUser(other.id, { userType: "travelAgent", firstName: "Priya", lastName: "Outsider" });
  const [staffToken, agentToken, retailToken] = await Promise.all([staff, priya, retail].map((u) => logInAs(site.domain, u.email!)));
  const search = (body: unknown, token = staffToken) => call(creatorsRoute, PATH, { host: site.domain, token, body });
  return { site, company, staff, priya, arun, retail, other, outsider, staffToken, agentToken, retailToken, search };
}

describe("POST /api/tickets/creators (the queue's creator picker)", () => {
  it("finds the site's users by name, email or company, paged, including users with no booking on the current page", async () => {
    const w = await world();
    await insertBooking({ siteId: w.site.id, userId: w.priya.id, legalEntityId: w.company.id, pnr: "PRI001" });

    const byName = await w.search({ search: "arun" });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, page: 1 });
    expect(byName.body.data.records).toEqual([{ id: w.arun.id, name: "Arun Mehta", email: w.arun.email, companyName: "Zephyr Voyages", userType: "travelAgent" }]);

    const byCompany: Creator[] = (await w.search({ search: "zephyr" })).body.data.records;
    expect(byCompany.map((c) => c.name)).toEqual(["Arun Mehta", "Priya Nair"]);

    const byEmail: Creator[] = (await w.search({ search: "@shah.EXAMPLE" })).body.data.records;
    expect(byEmail.map((c) => c.id)).toEqual([w.retail.id]);

    const all = (await w.search({})).body.data;
    expect(all.totalRecords).toBe(4);
    const paged = (await w.search({ pageSize: 3, page: 2 })).body.data;
    expect(paged).toMatchObject({ totalRecords: 4, totalPages: 2, page: 2 });
    expect(paged.records).toHaveLength(1);
    expect((await w.search({ search: "100%" })).body.data.records).toEqual([]);

    // The picked user then narrows the queue.
    const queue = await call(ticketsRoute, "/api/getTickets", { host: w.site.domain, token: w.staffToken, body: { userId: w.priya.id } });
    expect(queue.body.data.records.map((r: { pnr: string }) => r.pnr)).toEqual(["PRI001"]);
  });

  it("never lists another site's users", async () => {
    const w = await world();
    const found: Creator[] = (await w.search({ search: "priya" })).body.data.records;
    expect(found.map((c) => c.id)).toEqual([w.priya.id]);
    expect(found.map((c) => c.id)).not.toContain(w.outsider.id);
    // The other site's staff see their own users only.
    const staff2 = await createTestUser(w.other.id, { userType: "staff" });
    const res = await call(creatorsRoute, PATH, { host: w.other.domain, token: await logInAs(w.other.domain, staff2.email!), body: { search: "priya" } });
    expect(res.body.data.records.map((c: Creator) => c.id)).toEqual([w.outsider.id]);
  });

  it("answers 400 with field messages for bad input", async () => {
    const w = await world();
    const res = await w.search({ search: "x".repeat(101), page: 0, pageSize: 500 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.shortError).sort()).toEqual(["page", "pageSize", "search"]);
    expect((await w.search({ unknown: 1 })).body.shortError).toEqual({ unknown: "Unknown field" });
  });

  it("is for staff who may see every customer: 401 without a session, 403 for agents and retail", async () => {
    const w = await world();
    expect((await call(creatorsRoute, PATH, { host: w.site.domain, body: {} })).status).toBe(401);
    expect((await w.search({}, w.agentToken)).status).toBe(403);
    expect((await w.search({}, w.retailToken)).status).toBe(403);
  });
});

describe("the creator on queue rows", () => {
  it("agents see who in their company made each booking; a retail user's rows carry no creator", async () => {
    const w = await world();
    await insertBooking({ siteId: w.site.id, userId: w.arun.id, legalEntityId: w.company.id, pnr: "ARU001" });
    await insertBooking({ siteId: w.site.id, userId: w.retail.id, pnr: "RET001" });
    const asAgent = await call(ticketsRoute, "/api/getTickets", { host: w.site.domain, token: w.agentToken, body: {} });
    expect(asAgent.body.data.records).toEqual([expect.objectContaining({ pnr: "ARU001", creator: { id: w.arun.id, name: "Arun Mehta", email: null } })]);
    const asRetail = await call(ticketsRoute, "/api/getTickets", { host: w.site.domain, token: w.retailToken, body: {} });
    expect(asRetail.body.data.records).toEqual([expect.objectContaining({ pnr: "RET001", creator: null })]);
  });
});
