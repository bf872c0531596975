import { systemDb } from "@/db/client";
import { seedMarkupGroup } from "@/db/seed/markups";
import { supplierProfiles } from "@/db/schema/network";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { createNarrowedStaff } from "../rbac/narrowed-staff";

type RouteHandler = Parameters<typeof call>[0];

/** One site of the network: a super admin (every permission), plain staff (defaults) and a travel agent. */
export async function createNetworkSite(options: { companyName?: string } = {}) {
  const site = await createTestSite(options.companyName ? { companyName: options.companyName, adminEmail: `admin@${options.companyName.toLowerCase().replace(/\W/g, "")}.test`, adminContact: "+91 80 1111 2222" } : {});
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true, firstName: "Ada" });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const [adminToken, staffToken, agentToken] = await Promise.all([logInAs(site.domain, admin.email!), logInAs(site.domain, staff.email!), logInAs(site.domain, agent.email!)]);
  // Staff a super admin narrowed to viewing (ordinary staff decide requests and switch consumers: issue 25, defect 15).
  const narrowed = await createNarrowedStaff(site, ["apiConsumers.requests.view", "apiConsumers.consumers.view"]);
  const tokens = { admin: adminToken, staff: staffToken, narrowed: narrowed.token, agent: agentToken, anonymous: undefined };
  const as = (who: keyof typeof tokens) => (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: site.domain, token: tokens[who], ...options });
  return { site, admin, staff, agent, as };
}
export type NetworkSite = Awaited<ReturnType<typeof createNetworkSite>>;

export const TERMS = "Payment within 7 days. Fares are non-transferable.";

/** A supplier site (Flights and FixedDeparture, with terms and a default markup group) and two consumer sites. */
export async function createNetworkWorld(options: { categories?: string[] } = {}) {
  const supplier = await createNetworkSite({ companyName: "Supplier Co" });
  const group = await seedMarkupGroup(systemDb, { siteId: supplier.site.id, groupName: "Partners", isDefault: true });
  await systemDb.insert(supplierProfiles).values({ siteId: supplier.site.id, categories: options.categories ?? ["Flights", "FixedDeparture"], termsAndConditions: TERMS });
  const consumer = await createNetworkSite({ companyName: "Consumer One" });
  const other = await createNetworkSite({ companyName: "Consumer Two" });
  return { supplier, consumer, other, group };
}
export type NetworkWorld = Awaited<ReturnType<typeof createNetworkWorld>>;

/** The permission failures: a travel agent gets 403, an anonymous caller 401. */
export async function expectStaffOnly(s: NetworkSite, handler: RouteHandler, path: string, options: CallOptions = {}) {
  const agent = await s.as("agent")(handler, path, options);
  expect(agent.status).toBe(403);
  const anonymous = await s.as("anonymous")(handler, path, options);
  expect(anonymous.status).toBe(401);
}
