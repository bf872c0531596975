import { systemDb } from "@/db/client";
import { seedDmcBase } from "@/db/seed/dmc";
import { call, type CallOptions } from "../../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../../helpers/fixtures";

type RouteHandler = Parameters<typeof call>[0];

/**
 * A DMC site (markets India (default) and GCC, Dubai and its seven areas) with a super admin (every
 * permission), plain staff (the catalogue's defaults: no market edit, no deletes), a travel agent
 * and a retail customer; and another DMC site with the same base.
 */
export async function createGeoWorld() {
  const site = await createTestSite();
  const other = await createTestSite();
  const [base, otherBase] = [await seedDmcBase(systemDb, site.id), await seedDmcBase(systemDb, other.id)];
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const retail = await createTestUser(site.id, { userType: "retail" });
  const otherAgent = await createTestUser(other.id, { userType: "travelAgent", companyName: `Other agency ${other.id}` });
  const [adminToken, staffToken, agentToken] = await Promise.all([logInAs(site.domain, admin.email!), logInAs(site.domain, staff.email!), logInAs(site.domain, agent.email!)]);
  return { site, other, base, otherBase, admin, staff, agent, retail, otherAgent, adminToken, staffToken, agentToken };
}
export type GeoWorld = Awaited<ReturnType<typeof createGeoWorld>>;

export function as(w: GeoWorld, who: "admin" | "staff" | "agent" | "anonymous") {
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/** A travel agent gets 403, an anonymous caller 401. */
export async function expectStaffOnly(w: GeoWorld, handler: RouteHandler, path: string, options: CallOptions = {}) {
  const agent = await as(w, "agent")(handler, path, options);
  expect(agent.status).toBe(403);
  expect(agent.body.success).toBe(false);
  const anonymous = await as(w, "anonymous")(handler, path, options);
  expect(anonymous.status).toBe(401);
}

/** A valid area transfer body between two of the world's areas. */
export function transferBody(w: GeoWorld, extra: Record<string, unknown> = {}) {
  return {
    fromAreaId: w.base.areas["DXB airport"],
    toAreaId: w.base.areas["Dubai Marina"],
    marketId: w.base.markets.India,
    transferType: "Pickup",
    sharingBasis: "sharing",
    amount: 25.5,
    validFromDate: "2026-01-01",
    validTillDate: "2026-12-31",
    ...extra,
  };
}
