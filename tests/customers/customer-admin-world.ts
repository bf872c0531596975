import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { users } from "@/db/schema/users";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { createNarrowedStaff } from "../rbac/narrowed-staff";

/** Every customer-admin permission, granted to the "customer desk" staff's RBAC group. */
export const CUSTOMER_DESK_PERMISSIONS = [
  "customers.list.view",
  "customers.list.viewEmailSubscribers",
  "customers.account.editDetails",
  "customers.account.toggleBlock",
  "customers.flightSettings.searchExemption",
  "customers.flightSettings.hold",
  "customers.flightSettings.search",
  "customers.reports.monthlyFlights",
  "rbac.users.viewByGroup",
  "markups.groups.mapCustomer",
] as const;

/**
 * A site with a customer desk (staff in a group holding every customer-admin permission), a plain
 * staff member (the staff role's defaults: block and flight switches included), a clerk (staff narrowed to the list), a super admin, a travel agent with
 * a company, a retail and a corporate customer; and a second site with an agent of its own.
 */
export async function createCustomerAdminWorld(siteOverrides: { canShowPermissionMenu?: boolean } = { canShowPermissionMenu: true }) {
  const site = await createTestSite(siteOverrides);
  const [deskGroup] = await systemDb.insert(rbacUserGroups).values({ siteId: site.id, groupName: "Customer desk" }).returning();
  await systemDb.insert(rbacUserGroupPermissions).values(CUSTOMER_DESK_PERMISSIONS.map((permissionKey) => ({ userGroupId: deskGroup.id, permissionKey })));
  const [desk, staff, admin, agent, retail, corporate] = await Promise.all([
    createTestUser(site.id, { userType: "staff", firstName: "Desk", rbacUserGroupId: deskGroup.id }),
    createTestUser(site.id, { userType: "staff", firstName: "Plain" }),
    createTestUser(site.id, { userType: "staff", firstName: "Admin", isSuperAdmin: true }),
    createTestUser(site.id, { userType: "travelAgent", firstName: "Arjun", companyName: `Skyways ${site.domain}` }),
    createTestUser(site.id, { userType: "retail", firstName: "Riya" }),
    createTestUser(site.id, { userType: "corporate", firstName: "Kabir", companyName: `Acme Corp ${site.domain}` }),
  ]);
  const other = await createTestSite({ canShowPermissionMenu: true });
  const otherAgent = await createTestUser(other.id, { userType: "travelAgent", firstName: "Olga", companyName: `Elsewhere ${other.domain}` });
  const [deskToken, staffToken, adminToken, agentToken] = await Promise.all([
    logInAs(site.domain, desk.email!),
    logInAs(site.domain, staff.email!),
    logInAs(site.domain, admin.email!),
    logInAs(site.domain, agent.email!),
  ]);
  // Staff a super admin narrowed to viewing the customer list (ordinary staff may block and switch: issue 25, defect 15).
  const clerk = await createNarrowedStaff(site, ["customers.list.view"]);
  return { site, deskGroup, desk, staff, admin, agent, retail, corporate, other, otherAgent, deskToken, staffToken, adminToken, agentToken, clerkToken: clerk.token };
}

export type CustomerAdminWorld = Awaited<ReturnType<typeof createCustomerAdminWorld>>;

type Handler = Parameters<typeof call>[0];

/** Calls a route on the world's site. */
export function callOn(w: CustomerAdminWorld, handler: Handler, path: string, options: CallOptions = {}) {
  return call(handler, path, { host: w.site.domain, ...options });
}

export async function getUserRow(id: number) {
  const [row] = await systemDb.select().from(users).where(eq(users.id, id));
  return row;
}
