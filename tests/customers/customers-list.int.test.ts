import { eq, inArray } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { leGroupMappings, markupGroups } from "@/db/schema/pricing";
import { rbacUserGroups } from "@/db/schema/rbac";
import { legalEntities, users } from "@/db/schema/users";
import { POST as getCustomersRoute } from "@/app/api/wl/user/getCustomers/route";
import { POST as searchRoute } from "@/app/api/wl/user/searchWlUser/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

const LIST = "/api/wl/user/getCustomers";
const SEARCH = "/api/wl/user/searchWlUser";
type Row = { users_id: number; firstName: string; companyName: string | null };

/** A site (permission menu on) with staff, a super admin, two agents of one company, a retail user; and another site with a look-alike. */
async function world(siteOverrides: { canShowPermissionMenu?: boolean } = { canShowPermissionMenu: true }) {
  const site = await createTestSite(siteOverrides);
  const [company] = await systemDb.insert(legalEntities).values({ siteId: site.id, companyName: "Zephyr Voyages", panNumber: "ABCDE1234F", gstNumber: "27ABCDE1234F1Z5" }).returning();
  const [otherCompany] = await systemDb.insert(legalEntities).values({ siteId: site.id, companyName: "Blue Lagoon Tours" }).returning();
  const [gold] = await systemDb.insert(markupGroups).values({ siteId: site.id, groupName: "Gold", isDefault: false }).returning();
  await systemDb.insert(markupGroups).values({ siteId: site.id, groupName: "Standard", isDefault: true });
  await systemDb.insert(leGroupMappings).values({ siteId: site.id, legalEntityId: company.id, groupId: gold.id });
  const [ops] = await systemDb.insert(rbacUserGroups).values({ siteId: site.id, groupName: "Ops desk" }).returning();
  const staff = await createTestUser(site.id, { userType: "staff", firstName: "Sam", lastName: "Staff" });
  const superAdmin = await createTestUser(site.id, { userType: "staff", firstName: "Sue", lastName: "Admin", isSuperAdmin: true });
  const priya = await createTestUser(site.id, { userType: "travelAgent", firstName: "Priya", lastName: "Nair", phone: "9876543210" });
  const arun = await createTestUser(site.id, { userType: "travelAgent", firstName: "Arun", lastName: "Mehta", rbacUserGroupId: ops.id });
  const lagoon = await createTestUser(site.id, { userType: "travelAgent", firstName: "Lena", lastName: "Lagoon" });
  const retail = await createTestUser(site.id, { userType: "retail", firstName: "Rita", lastName: "Shah", email: `rita-${site.id}@shah.example` });
  await systemDb.update(users).set({ legalEntityId: company.id }).where(inArray(users.id, [priya.id, arun.id]));
  await systemDb.update(users).set({ legalEntityId: otherCompany.id, isBlocked: true, isFlightSearchExempted: true }).where(eq(users.id, lagoon.id));
  await systemDb
    .update(users)
    .set({ isVerified: false, phoneNumbers: [{ label: "Primary", phoneNumber: "INVALID", phoneCountryCode: "91" }] })
    .where(eq(users.id, retail.id));
  const other = await createTestSite({ canShowPermissionMenu: true });
  const [otherGroup] = await systemDb.insert(rbacUserGroups).values({ siteId: other.id, groupName: "Elsewhere" }).returning();
  const outsider = await createTestUser(other.id, { userType: "travelAgent", firstName: "Priya", lastName: "Outsider", companyName: "Zephyr Voyages", phone: "9876543211" });
  const [staffToken, superToken, agentToken] = await Promise.all([staff, superAdmin, priya].map((u) => logInAs(site.domain, u.email!)));
  const list = (body: unknown, token = staffToken) => call(getCustomersRoute, LIST, { host: site.domain, token, body });
  const search = (body: unknown, token = staffToken) => call(searchRoute, SEARCH, { host: site.domain, token, body });
  return { site, company, gold, ops, otherGroup, staff, superAdmin, priya, arun, lagoon, retail, other, outsider, staffToken, superToken, agentToken, list, search };
}

const ids = (res: { body: { data: { records: Row[] } } }) => res.body.data.records.map((r) => r.users_id);

describe("POST /api/wl/user/getCustomers", () => {
  it("lists the site's customers (never staff, never another site's) with the spec's Customer fields", async () => {
    const w = await world();
    const res = await w.list({ staffId: w.staff.id, page: 1 });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ totalRecords: 4, totalPages: 1, page: 1 });
    expect(new Set(ids(res))).toEqual(new Set([w.priya.id, w.arun.id, w.lagoon.id, w.retail.id]));

    const records = res.body.data.records as Record<string, unknown>[];
    const priya = records.find((r) => r.users_id === w.priya.id)!;
    expect(priya).toMatchObject({
      firstName: "Priya",
      lastName: "Nair",
      companyName: "Zephyr Voyages",
      email: w.priya.email,
      userType: "travelAgent",
      userTypeLabel: "Travel agent",
      verified: true,
      isBlocked: false,
      groupName: "Gold",
      userGroupName: null,
      userGroup: null,
      legalEntityId: w.company.id,
      phoneNumbers: [{ label: "Primary", phoneNumber: "9876543210", phoneCountryCode: expect.any(String) }],
      panNumber: "ABCDE1234F",
      gstNumber: "27ABCDE1234F1Z5",
      flightLookToBook: { is_exempted: false },
    });
    expect(new Date(priya.createdAt as string).toString()).not.toBe("Invalid Date");
    expect(records.find((r) => r.users_id === w.arun.id)).toMatchObject({ userGroupName: "Ops desk", userGroup: { groupId: w.ops.id } });
    // No mapping: the site's default markup group; blocked and exempted show as such.
    expect(records.find((r) => r.users_id === w.lagoon.id)).toMatchObject({ groupName: "Standard", isBlocked: true, flightLookToBook: { is_exempted: true } });
    // Retail: labelled apart from agents, no company so no markup group; INVALID phone kept as the unknown marker.
    expect(records.find((r) => r.users_id === w.retail.id)).toMatchObject({
      userType: "retail",
      userTypeLabel: "Retail",
      verified: false,
      groupName: null,
      companyName: null,
      phoneNumbers: [{ label: "Primary", phoneNumber: "INVALID", phoneCountryCode: "91" }],
    });
  });

  it("pages and sorts on the server; userId narrows to one customer", async () => {
    const w = await world();
    const page2 = await w.list({ page: 2, pageSize: 3, sortBy: "name", sortOrder: "asc" });
    expect(page2.body.data).toMatchObject({ totalRecords: 4, totalPages: 2, page: 2 });
    expect(ids(page2)).toEqual([w.retail.id]);
    const byName = await w.list({ sortBy: "name", sortOrder: "asc" });
    expect(byName.body.data.records.map((r: Row) => r.firstName)).toEqual(["Arun", "Lena", "Priya", "Rita"]);
    const byCompanyDesc = await w.list({ sortBy: "companyName", sortOrder: "desc" });
    expect(byCompanyDesc.body.data.records.map((r: Row) => r.companyName)).toEqual(["Zephyr Voyages", "Zephyr Voyages", "Blue Lagoon Tours", null]);
    const one = await w.list({ userId: w.arun.id });
    expect(ids(one)).toEqual([w.arun.id]);
    const foreign = await w.list({ userId: w.outsider.id });
    expect(foreign.body.data).toMatchObject({ records: [], totalRecords: 0, totalPages: 0 });
    const staffIsNoCustomer = await w.list({ userId: w.staff.id });
    expect(staffIsNoCustomer.body.data.totalRecords).toBe(0);
  });

  it("searches names, email, phone and company; the company search narrows the list", async () => {
    const w = await world();
    expect(ids(await w.list({ searchQuery: "mehta" }))).toEqual([w.arun.id]);
    expect(ids(await w.list({ searchQuery: "priya nair" }))).toEqual([w.priya.id]);
    expect(ids(await w.list({ searchQuery: "@SHAH.example" }))).toEqual([w.retail.id]);
    expect(ids(await w.list({ searchQuery: "98765 43210" }))).toEqual([w.priya.id]);
    expect(new Set(ids(await w.list({ searchQuery: "zephyr" })))).toEqual(new Set([w.priya.id, w.arun.id]));
    expect(ids(await w.list({ companyName: "lagoon" }))).toEqual([w.lagoon.id]);
    expect(ids(await w.list({ companyName: "zephyr", searchQuery: "arun" }))).toEqual([w.arun.id]);
    // LIKE wildcards are literal.
    expect(ids(await w.list({ searchQuery: "%" }))).toEqual([]);
    expect(ids(await w.list({ userType: "retail" }))).toEqual([w.retail.id]);
  });

  it("the permission-group filter: super admins on sites with canShowPermissionMenu only", async () => {
    const w = await world();
    const bySuper = await w.list({ userGroupId: w.ops.id }, w.superToken);
    expect(bySuper.status).toBe(200);
    expect(ids(bySuper)).toEqual([w.arun.id]);
    const byStaff = await w.list({ userGroupId: w.ops.id });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.message).toBe("Only a super admin can do this.");
    const foreignGroup = await w.list({ userGroupId: w.otherGroup.id }, w.superToken);
    expect(foreignGroup.status).toBe(404);
    expect(foreignGroup.body.message).toBe("Permission group not found");

    const off = await world({ canShowPermissionMenu: false });
    const res = await off.list({ userGroupId: off.ops.id }, off.superToken);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Permission groups are not enabled for this site.");
    expect((await off.list({}, off.superToken)).status).toBe(200);
  });

  it("validates its fields with their messages", async () => {
    const w = await world();
    const cases: [unknown, string, string][] = [
      [{ page: 0 }, "page", "Must be a positive whole number"],
      [{ page: "x" }, "page", "Must be a positive whole number"],
      [{ pageSize: 101 }, "pageSize", "Must be a whole number from 1 to 100"],
      [{ sortBy: "password" }, "sortBy", "Must be one of createdAt, name, companyName, email"],
      [{ sortOrder: "up" }, "sortOrder", "Must be asc or desc"],
      [{ userId: -1 }, "userId", "Must be a positive whole number"],
      [{ userType: "staff" }, "userType", "Must be one of travelAgent, retail, corporate"],
      [{ searchQuery: "x".repeat(101) }, "searchQuery", "Use at most 100 characters"],
      [{ companyName: "x".repeat(101) }, "companyName", "Use at most 100 characters"],
    ];
    for (const [body, field, message] of cases) {
      const res = await w.list(body);
      expect(res.status).toBe(400);
      expect(res.body.shortError?.[field]).toBe(message);
    }
    expect((await w.list({ unknownField: 1 })).status).toBe(400);
  });

  it("answers 401 without a session and 403 to customers and to staff without customers.list.view", async () => {
    const w = await world();
    const anonymous = await call(getCustomersRoute, LIST, { host: w.site.domain, body: {} });
    expect(anonymous.status).toBe(401);
    const agent = await w.list({}, w.agentToken);
    expect(agent.status).toBe(403);
    expect((await w.search({ searchQuery: "priya" }, w.agentToken)).status).toBe(403);
    // Staff in a permission group without customers.list.view.
    const [locked] = await systemDb.insert(rbacUserGroups).values({ siteId: w.site.id, groupName: "No customers" }).returning();
    const clerk = await createTestUser(w.site.id, { userType: "staff", firstName: "Clerk", rbacUserGroupId: locked.id });
    const clerkToken = await logInAs(w.site.domain, clerk.email!);
    const denied = await w.list({}, clerkToken);
    expect(denied.status).toBe(403);
  });
});

describe("POST /api/wl/user/searchWlUser", () => {
  it("searches names, email, phone and company, with the same row shape and paging", async () => {
    const w = await world();
    const res = await w.search({ searchQuery: "zephyr" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 2, totalPages: 1, page: 1 });
    expect(new Set(ids(res))).toEqual(new Set([w.priya.id, w.arun.id]));
    expect(res.body.data.records[0]).toHaveProperty("flightLookToBook.is_exempted");
    expect(ids(await w.search({ searchQuery: "rita" }))).toEqual([w.retail.id]);
    expect(ids(await w.search({ searchQuery: w.arun.email }))).toEqual([w.arun.id]);
    expect(ids(await w.search({ searchQuery: "9876543210" }))).toEqual([w.priya.id]);
    const paged = await w.search({ searchQuery: "zephyr", pageSize: 1, page: 2, sortBy: "name", sortOrder: "asc" });
    expect(paged.body.data).toMatchObject({ totalRecords: 2, totalPages: 2, page: 2 });
    expect(ids(paged)).toEqual([w.priya.id]);
    expect(ids(await w.search({ searchQuery: "priya", companyName: "lagoon" }))).toEqual([]);
  });

  it("never finds another site's users", async () => {
    const w = await world();
    const res = await w.search({ searchQuery: "outsider" });
    expect(res.body.data).toMatchObject({ records: [], totalRecords: 0 });
    expect(ids(await w.search({ searchQuery: "9876543211" }))).toEqual([]);
  });

  it("requires searchQuery ('This is required field.') and applies the group-filter rules", async () => {
    const w = await world();
    for (const body of [{}, { searchQuery: "   " }]) {
      const res = await w.search(body);
      expect(res.status).toBe(400);
      expect(res.body.shortError?.searchQuery).toBe("This is required field.");
    }
    expect((await w.search({ searchQuery: "a", userGroupId: w.ops.id })).status).toBe(403);
    expect(ids(await w.search({ searchQuery: "a", userGroupId: w.ops.id }, w.superToken))).toEqual([w.arun.id]);
    expect((await call(searchRoute, SEARCH, { host: w.site.domain, body: { searchQuery: "a" } })).status).toBe(401);
  });
});
