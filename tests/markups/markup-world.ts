import { systemDb } from "@/db/client";
import { seedMarkupGroup } from "@/db/seed/markups";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { createNarrowedStaff } from "../rbac/narrowed-staff";

type RouteHandler = Parameters<typeof call>[0];

/**
 * A site with a super admin (every permission), plain staff (the catalogue's defaults: view but not
 * edit), a travel agent whose company is a legal entity, and one default markup group "Standard".
 */
export async function createMarkupWorld(options: { withGroup?: boolean } = {}) {
  const site = await createTestSite();
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const group = options.withGroup === false ? null : await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Standard", isDefault: true });
  const [adminToken, staffToken, agentToken] = await Promise.all([logInAs(site.domain, admin.email!), logInAs(site.domain, staff.email!), logInAs(site.domain, agent.email!)]);
  // Staff a super admin narrowed to viewing markups (ordinary staff change TDS: issue 25, defect 15).
  const narrowed = await createNarrowedStaff(site, ["markups.groups.view"]);
  return { site, admin, staff, agent, legalEntityId: agent.legalEntityId!, group: group!, adminToken, staffToken, agentToken, narrowedToken: narrowed.token };
}
export type MarkupWorld = Awaited<ReturnType<typeof createMarkupWorld>>;

/** Calls as one of the world's users on the world's domain. */
export function as(w: MarkupWorld, who: "admin" | "staff" | "narrowed" | "agent" | "anonymous") {
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/** The permission failures every endpoint shares: a travel agent gets 403, an anonymous caller 401. */
export async function expectStaffOnly(w: MarkupWorld, handler: RouteHandler, path: string, options: CallOptions = {}) {
  const agent = await as(w, "agent")(handler, path, options);
  expect(agent.status).toBe(403);
  expect(agent.body.success).toBe(false);
  const anonymous = await as(w, "anonymous")(handler, path, options);
  expect(anonymous.status).toBe(401);
}

/** A flat markup as the API takes it (major units). */
export const flatRule = (groupId: number, extra: Record<string, unknown> = {}) => ({
  groupId,
  valueType: "flat",
  value: 199.99,
  basis: "perPassenger",
  sector: "both",
  ...extra,
});
