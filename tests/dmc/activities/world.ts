import { systemDb } from "@/db/client";
import { dmcActivities, dmcTourOptions } from "@/db/schema/dmc";
import { createNarrowedStaff } from "../../rbac/narrowed-staff";
import { seedDmcBase } from "@/db/seed/dmc";
import { call, type CallOptions } from "../../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../../helpers/fixtures";

type RouteHandler = Parameters<typeof call>[0];

/**
 * A DMC site: the demo base (markets India (default) and GCC, Dubai and its areas), a super admin
 * (every permission), plain staff (the catalogue's defaults: may edit activities, tour options and
 * combos, only view rates), a travel agent, and one activity with one tour option.
 */
export async function createActivityWorld() {
  const site = await createTestSite();
  const base = await seedDmcBase(systemDb, site.id);
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const [activity] = await systemDb.insert(dmcActivities).values({ siteId: site.id, name: "Dhow Cruise", cityId: base.dubaiCityId }).returning();
  const [tourOption] = await systemDb.insert(dmcTourOptions).values({ siteId: site.id, activityId: activity.id, name: "Marina dinner cruise" }).returning();
  const [adminToken, staffToken, agentToken] = await Promise.all([logInAs(site.domain, admin.email!), logInAs(site.domain, staff.email!), logInAs(site.domain, agent.email!)]);
  // Staff a super admin narrowed to the view permissions (issue 25, defect 15: ordinary staff may edit rates).
  const narrowed = await createNarrowedStaff(site, ["dmc.ticketRates.view", "dmc.transferRates.view", "dmc.combos.view", "dmc.tourOptions.view", "dmc.activities.view"]);
  return { site, base, admin, staff, agent, activity, tourOption, adminToken, staffToken, agentToken, narrowedToken: narrowed.token };
}
export type ActivityWorld = Awaited<ReturnType<typeof createActivityWorld>>;

export function as(w: ActivityWorld, who: "admin" | "staff" | "narrowed" | "agent" | "anonymous") {
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/** An agent gets 403, an anonymous caller 401. */
export async function expectStaffOnly(w: ActivityWorld, handler: RouteHandler, path: string, options: CallOptions = {}) {
  expect((await as(w, "agent")(handler, path, options)).status).toBe(403);
  expect((await as(w, "anonymous")(handler, path, options)).status).toBe(401);
}

/** A ticket rate as the form sends it (major units). */
export const ticketRate = (w: ActivityWorld, extra: Record<string, unknown> = {}) => ({
  tourOptionId: w.tourOption.id,
  marketId: w.base.markets.India,
  description: "Adult and child entry",
  currency: "USD",
  adultAmount: 45.5,
  childAmount: 30,
  isPerPax: true,
  validFromDate: "2026-01-01",
  validTillDate: "2027-12-31",
  ...extra,
});

export const transferRate = (w: ActivityWorld, extra: Record<string, unknown> = {}) => ({
  tourOptionId: w.tourOption.id,
  marketId: w.base.markets.India,
  description: "Shared coach from the hotel",
  currency: "AED",
  transferType: "return",
  sharingBasis: "SIC",
  amount: 40.25,
  validFromDate: "2026-01-01",
  validTillDate: "2027-12-31",
  ...extra,
});
