import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { userMonthlyFlightStats } from "@/db/schema/flights";
import { rbacUserGroups } from "@/db/schema/rbac";
import { users } from "@/db/schema/users";
import { seedMarkupGroup } from "@/db/seed/markups";
import { POST as getUserById } from "@/app/api/wl/user/getUserById/route";
import { POST as monthly } from "@/app/api/wl/user/getCustomerMonthlyFlightDetails/route";
import { GET as myLegalEntity } from "@/app/api/wl/user/getMyLegalEntity/route";
import { POST as usersByGroup } from "@/app/api/wl/user/getUsersByRbacUserGroupId/route";
import { POST as subscribers } from "@/app/api/wl/user/getEmailSubscribers/route";
import { POST as mapLegalEntity } from "@/app/api/markupDiscount/mapLEIdWithLEGroupId/route";
import { POST as addToGroup } from "@/app/api/rbac/addUserToRBACUserGroup/route";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";
import { callOn, createCustomerAdminWorld, getUserRow, type CustomerAdminWorld } from "./customer-admin-world";

afterAll(() => closeDb());

let w: CustomerAdminWorld;
beforeAll(async () => {
  w = await createCustomerAdminWorld();
});

const monthOffset = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1)).toISOString().slice(0, 7);
};

describe("POST /api/wl/user/getUserById", () => {
  it("answers a customer with the back office's fields", async () => {
    const res = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: { id: w.agent.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      users_id: w.agent.id,
      id: w.agent.id,
      firstName: "Arjun",
      email: w.agent.email,
      userType: "travelAgent",
      status: "verified",
      isBlocked: false,
      companyName: `Skyways ${w.site.domain}`,
      legalEntityId: w.agent.legalEntityId,
      userGroupName: null,
      userGroup: null,
      flightLookToBook: { is_exempted: false },
      isFlightSearchAllowed: true,
      isFlightHoldAllowed: false,
      company: { companyName: `Skyways ${w.site.domain}`, address1: null, address2: null, secondaryPhone: null },
    });
    expect(typeof res.body.data.createdAt).toBe("string");
  });

  it("answers staff accounts too, and 404 for another site's user", async () => {
    const staff = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: { id: w.desk.id } });
    expect(staff.body.data).toMatchObject({ userType: "staff", userGroupName: "Customer desk", userGroup: { groupId: w.deskGroup.id }, companyName: null, groupName: null });
    const cross = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.adminToken, body: { id: w.otherAgent.id } });
    expect(cross.status).toBe(404);
    expect(cross.body).toMatchObject({ success: false, errorMessage: "User not found" });
    expect(JSON.stringify(cross.body)).not.toContain(w.otherAgent.email!);
  });

  it("validates the id and refuses 401/403", async () => {
    const missing = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ id: "This is required field." });
    const bad = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: { id: 1.5 } });
    expect(bad.body.shortError).toEqual({ id: "Must be a positive whole number" });
    expect((await callOn(w, getUserById, "/api/wl/user/getUserById", { body: { id: w.agent.id } })).status).toBe(401);
    expect((await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.agentToken, body: { id: w.agent.id } })).status).toBe(403);
  });
});

describe("a customer's markup group and permission group, through the existing endpoints", () => {
  it("moves a travel agent's company to another markup group ('Group successfully changed'); a retail customer has none", async () => {
    const site = w.site;
    const [standard, gold] = [await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Standard", isDefault: true }), await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Gold" })];
    const before = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: { id: w.agent.id } });
    // An unmapped company uses the site's default group.
    expect(before.body.data).toMatchObject({ groupName: "Standard", groupId: standard.id });
    const moved = await callOn(w, mapLegalEntity, "/api/markupDiscount/mapLEIdWithLEGroupId", { token: w.deskToken, body: { groupId: gold.id, LEId: before.body.data.legalEntityId } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.message).toBe("Group successfully changed");
    const after = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: { id: w.agent.id } });
    expect(after.body.data).toMatchObject({ groupName: "Gold", groupId: gold.id });
    const retail = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: { id: w.retail.id } });
    expect(retail.body.data).toMatchObject({ legalEntityId: null, groupName: null, groupId: null });
  });

  it("puts a customer in a permission group and removes them with null (super admin, site flag on)", async () => {
    const [group] = await systemDb.insert(rbacUserGroups).values({ siteId: w.site.id, groupName: "Agents plus" }).returning();
    const add = await callOn(w, addToGroup, "/api/rbac/addUserToRBACUserGroup", { token: w.adminToken, body: { userId: w.corporate.id, userGroupId: group.id } });
    expect(add.body.data.message).toBe("Group successfully changed");
    const inGroup = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: { id: w.corporate.id } });
    expect(inGroup.body.data).toMatchObject({ userGroupName: "Agents plus", userGroup: { groupId: group.id } });
    // Staff who are not super admins may not change it.
    expect((await callOn(w, addToGroup, "/api/rbac/addUserToRBACUserGroup", { token: w.deskToken, body: { userId: w.corporate.id, userGroupId: null } })).status).toBe(403);
    const removed = await callOn(w, addToGroup, "/api/rbac/addUserToRBACUserGroup", { token: w.adminToken, body: { userId: w.corporate.id, userGroupId: null } });
    expect(removed.status).toBe(200);
    expect((await getUserRow(w.corporate.id)).rbacUserGroupId).toBeNull();
    const none = await callOn(w, getUserById, "/api/wl/user/getUserById", { token: w.deskToken, body: { id: w.corporate.id } });
    expect(none.body.data).toMatchObject({ userGroupName: null, userGroup: null });
  });

  it("refuses the permission-group change when the site's canShowPermissionMenu is off", async () => {
    const off = await createCustomerAdminWorld({ canShowPermissionMenu: false });
    const res = await callOn(off, addToGroup, "/api/rbac/addUserToRBACUserGroup", { token: off.adminToken, body: { userId: off.agent.id, userGroupId: off.deskGroup.id } });
    expect(res.status).toBe(403);
    expect((await getUserRow(off.agent.id)).rbacUserGroupId).toBeNull();
  });
});

describe("POST /api/wl/user/getCustomerMonthlyFlightDetails", () => {
  it("answers look_count and book_count per month_year for the last 12 months, with the ratio", async () => {
    const customer = await createTestUser(w.site.id, { userType: "travelAgent", companyName: "Counted Travels" });
    await systemDb.insert(userMonthlyFlightStats).values([
      { userId: customer.id, siteId: w.site.id, monthYear: monthOffset(0), lookCount: 30 },
      { userId: customer.id, siteId: w.site.id, monthYear: monthOffset(2), lookCount: 7 },
      { userId: customer.id, siteId: w.site.id, monthYear: monthOffset(14), lookCount: 99 },
    ]);
    const thisMonth = new Date();
    const twoAgo = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - 2, 10));
    for (const [bookedAt, status] of [[thisMonth, "ticketed"], [thisMonth, "held"], [thisMonth, "cancelled"], [twoAgo, "ticketed"]] as const) {
      const b = await insertBooking({ siteId: w.site.id, userId: customer.id, status });
      await systemDb.update(flightBookings).set({ bookedAt }).where(eq(flightBookings.id, b.id));
    }
    // Never reached the supplier: not a booking for look-to-book.
    await insertBooking({ siteId: w.site.id, userId: customer.id, status: "failed" });
    // Another customer's booking is not counted.
    const other = await insertBooking({ siteId: w.site.id, userId: w.agent.id });
    await systemDb.update(flightBookings).set({ bookedAt: thisMonth }).where(eq(flightBookings.id, other.id));

    const res = await callOn(w, monthly, "/api/wl/user/getCustomerMonthlyFlightDetails", { token: w.deskToken, body: { userId: customer.id } });
    expect(res.status).toBe(200);
    const { result, total, flightLookToBook } = res.body.data;
    expect(result).toHaveLength(12);
    expect(result[0].month_year).toBe(monthOffset(11));
    expect(result[11]).toEqual({ month_year: monthOffset(0), look_count: 30, book_count: 3, ratio: 10 });
    expect(result[9]).toEqual({ month_year: monthOffset(2), look_count: 7, book_count: 1, ratio: 7 });
    expect(result[10]).toEqual({ month_year: monthOffset(1), look_count: 0, book_count: 0, ratio: null });
    expect(total).toEqual({ look_count: 37, book_count: 4, ratio: 9.25 });
    expect(flightLookToBook).toEqual({ is_exempted: false });
  });

  it("counts a domestic return (two legs, one order) once", async () => {
    const customer = await createTestUser(w.site.id, { userType: "retail" });
    const outbound = await insertBooking({ siteId: w.site.id, userId: customer.id });
    const [copy] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, outbound.id));
    await systemDb.insert(flightBookings).values({ ...copy, id: undefined, legIndex: 1 });
    await systemDb.update(flightBookings).set({ bookedAt: new Date() }).where(eq(flightBookings.orderId, outbound.orderId));
    const res = await callOn(w, monthly, "/api/wl/user/getCustomerMonthlyFlightDetails", { token: w.deskToken, body: { userId: customer.id } });
    expect(res.body.data.total).toEqual({ look_count: 0, book_count: 1, ratio: 0 });
  });

  it("validates, refuses 401/403 and answers 404 for another site's customer", async () => {
    const bad = await callOn(w, monthly, "/api/wl/user/getCustomerMonthlyFlightDetails", { token: w.deskToken, body: { userId: "x" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ userId: "Must be a positive whole number" });
    expect((await callOn(w, monthly, "/api/wl/user/getCustomerMonthlyFlightDetails", { body: { userId: w.agent.id } })).status).toBe(401);
    expect((await callOn(w, monthly, "/api/wl/user/getCustomerMonthlyFlightDetails", { token: w.agentToken, body: { userId: w.agent.id } })).status).toBe(403);
    const cross = await callOn(w, monthly, "/api/wl/user/getCustomerMonthlyFlightDetails", { token: w.adminToken, body: { userId: w.otherAgent.id } });
    expect(cross.status).toBe(404);
  });
});

describe("GET /api/wl/user/getMyLegalEntity", () => {
  it("answers the caller's company with its markup group, and null for a retail customer", async () => {
    const site = await createTestSite();
    await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Default band", isDefault: true });
    const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: "Mine Travels" });
    const retail = await createTestUser(site.id, { userType: "retail" });
    const res = await callOn({ ...w, site }, myLegalEntity, "/api/wl/user/getMyLegalEntity", { token: await logInAs(site.domain, agent.email!) });
    expect(res.status).toBe(200);
    expect(res.body.data.legalEntity).toMatchObject({ id: agent.legalEntityId, companyName: "Mine Travels", groupName: "Default band", panNumber: null });
    const none = await callOn({ ...w, site }, myLegalEntity, "/api/wl/user/getMyLegalEntity", { token: await logInAs(site.domain, retail.email!) });
    expect(none.body.data).toEqual({ legalEntity: null });
    expect((await callOn(w, myLegalEntity, "/api/wl/user/getMyLegalEntity")).status).toBe(401);
    const unknown = await callOn(w, myLegalEntity, "/api/wl/user/getMyLegalEntity", { token: w.agentToken, query: { x: "1" } });
    expect(unknown.status).toBe(400);
  });
});

describe("POST /api/wl/user/getUsersByRbacUserGroupId", () => {
  it("lists the users of a permission group, paged, and 404 for another site's group", async () => {
    const res = await callOn(w, usersByGroup, "/api/wl/user/getUsersByRbacUserGroupId", { token: w.deskToken, body: { rbacUserGroupId: w.deskGroup.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, page: 1 });
    expect(res.body.data.records).toEqual([expect.objectContaining({ id: w.desk.id, firstName: "Desk", userType: "staff", companyName: null, isBlocked: false })]);
    const [otherGroup] = await systemDb.insert(rbacUserGroups).values({ siteId: w.other.id, groupName: "Elsewhere desk" }).returning();
    await systemDb.update(users).set({ rbacUserGroupId: otherGroup.id }).where(eq(users.id, w.otherAgent.id));
    const cross = await callOn(w, usersByGroup, "/api/wl/user/getUsersByRbacUserGroupId", { token: w.adminToken, body: { rbacUserGroupId: otherGroup.id } });
    expect(cross.status).toBe(404);
    expect(JSON.stringify(cross.body)).not.toContain(w.otherAgent.email!);
  });

  it("validates and refuses 401/403", async () => {
    const bad = await callOn(w, usersByGroup, "/api/wl/user/getUsersByRbacUserGroupId", { token: w.deskToken, body: { page: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ rbacUserGroupId: "This is required field.", page: "Must be at least 1" });
    expect((await callOn(w, usersByGroup, "/api/wl/user/getUsersByRbacUserGroupId", { body: { rbacUserGroupId: w.deskGroup.id } })).status).toBe(401);
    expect((await callOn(w, usersByGroup, "/api/wl/user/getUsersByRbacUserGroupId", { token: w.agentToken, body: { rbacUserGroupId: w.deskGroup.id } })).status).toBe(403);
  });
});

describe("POST /api/wl/user/getEmailSubscribers", () => {
  it("lists the site's customers with an email who are not blocked, newest first; search by company", async () => {
    const site = await createTestSite();
    const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
    const first = await createTestUser(site.id, { userType: "retail", firstName: "First" });
    const second = await createTestUser(site.id, { userType: "travelAgent", firstName: "Second", companyName: "Findable Tours" });
    await createTestUser(site.id, { userType: "corporate", firstName: "Blocked", isBlocked: true });
    const noEmail = await createTestUser(site.id, { userType: "retail", firstName: "NoEmail" });
    await systemDb.update(users).set({ email: null, phone: "9000000001" }).where(eq(users.id, noEmail.id));
    await systemDb.update(users).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(users.id, first.id));
    const token = await logInAs(site.domain, admin.email!);
    const res = await callOn({ ...w, site }, subscribers, "/api/wl/user/getEmailSubscribers", { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(res.body.data).toMatchObject({ totalRecords: 2, totalPages: 1, page: 1 });
    const found = await callOn({ ...w, site }, subscribers, "/api/wl/user/getEmailSubscribers", { token, body: { search: "findable" } });
    expect(found.body.data.records).toEqual([expect.objectContaining({ id: second.id, companyName: "Findable Tours", email: second.email })]);
    expect(JSON.stringify(res.body)).not.toContain(w.agent.email!);
  });

  it("validates and refuses 401/403", async () => {
    const bad = await callOn(w, subscribers, "/api/wl/user/getEmailSubscribers", { token: w.deskToken, body: { page: "two", search: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ page: "Must be a number", search: "Must be text" });
    expect((await callOn(w, subscribers, "/api/wl/user/getEmailSubscribers", { body: {} })).status).toBe(401);
    expect((await callOn(w, subscribers, "/api/wl/user/getEmailSubscribers", { token: w.agentToken, body: {} })).status).toBe(403);
  });
});
