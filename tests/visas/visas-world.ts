import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { visaCategories } from "@/db/schema/visas";
import { seedVisaDemo } from "@/db/seed/visas";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

type RouteHandler = Parameters<typeof call>[0];

/** A site with the demo visa content, staff (admin and plain), an agent; and another site with the same content. */
export async function createVisasWorld(siteOverrides: Parameters<typeof createTestSite>[0] = {}) {
  const site = await createTestSite(siteOverrides);
  const other = await createTestSite();
  await seedVisaDemo(systemDb, [site.id, other.id]);
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true, firstName: "Vera" });
  const staff = await createTestUser(site.id, { userType: "staff", firstName: "Sid" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const [adminToken, staffToken, agentToken] = await Promise.all([logInAs(site.domain, admin.email!), logInAs(site.domain, staff.email!), logInAs(site.domain, agent.email!)]);
  const categoryIds = async (siteId: number) =>
    Object.fromEntries((await systemDb.select({ id: visaCategories.id, name: visaCategories.visaCategory }).from(visaCategories).where(eq(visaCategories.siteId, siteId))).map((r) => [r.name, r.id]));
  return { site, other, admin, staff, agent, adminToken, staffToken, agentToken, categories: await categoryIds(site.id), otherCategories: await categoryIds(other.id) };
}
export type VisasWorld = Awaited<ReturnType<typeof createVisasWorld>>;

export function as(w: VisasWorld, who: "admin" | "staff" | "agent" | "anonymous") {
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/** A travel agent gets 403, an anonymous caller 401. */
export async function expectStaffOnly(w: VisasWorld, handler: RouteHandler, path: string, options: CallOptions = {}) {
  const agent = await as(w, "agent")(handler, path, options);
  expect(agent.status).toBe(403);
  expect(agent.body.success).toBe(false);
  const anonymous = await as(w, "anonymous")(handler, path, options);
  expect(anonymous.status).toBe(401);
}
