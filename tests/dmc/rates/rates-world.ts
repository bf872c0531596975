import { call, type CallOptions } from "../../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../../helpers/fixtures";
import { createDmcBase } from "../../helpers/dmc-fixtures";

type RouteHandler = Parameters<typeof call>[0];

/** A site with the demo DMC base, a super admin, plain staff (catalogue defaults), a travel agent. */
export async function createRatesWorld() {
  const site = await createTestSite();
  const base = await createDmcBase(site.id);
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const [adminToken, staffToken, agentToken] = await Promise.all([logInAs(site.domain, admin.email!), logInAs(site.domain, staff.email!), logInAs(site.domain, agent.email!)]);
  return { site, base, admin, staff, agent, adminToken, staffToken, agentToken };
}
export type RatesWorld = Awaited<ReturnType<typeof createRatesWorld>>;

export function as(w: RatesWorld, who: "admin" | "staff" | "agent" | "anonymous") {
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/** A travel agent gets 403, an anonymous caller 401. */
export async function expectStaffOnly(w: RatesWorld, handler: RouteHandler, path: string, options: CallOptions = {}) {
  expect((await as(w, "agent")(handler, path, options)).status).toBe(403);
  expect((await as(w, "anonymous")(handler, path, options)).status).toBe(401);
}
