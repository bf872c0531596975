import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { dmcActivities, dmcTourOptions } from "@/db/schema/dmc";
import { users } from "@/db/schema/users";
import { seedDmcBase } from "@/db/seed/dmc";
import { addTicketRate } from "../helpers/dmc-fixtures";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

type RouteHandler = Parameters<typeof call>[0];
export type Who = "staff" | "agent" | "colleague" | "otherAgent" | "retail" | "anonymous";

/**
 * A DMC site for carts: the demo base (India default market), staff, a travel agent and a colleague
 * of the same company, an agent of another company, a retail customer; Dubai activities "Dhow
 * Cruise" (priority 2, one priced option) and "Burj Khalifa" (two options, one without a rate), and
 * a turned-off activity.
 */
export async function createCartWorld() {
  const site = await createTestSite();
  const base = await seedDmcBase(systemDb, site.id);
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const colleague = await createTestUser(site.id, { userType: "travelAgent" });
  await systemDb.update(users).set({ legalEntityId: agent.legalEntityId }).where(eq(users.id, colleague.id));
  const otherAgent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Other Agency ${site.id}` });
  const retail = await createTestUser(site.id, { userType: "retail" });
  const [dhow, burj, off] = await systemDb
    .insert(dmcActivities)
    .values([
      { siteId: site.id, name: "Dhow Cruise", cityId: base.dubaiCityId, priority: 2 },
      { siteId: site.id, name: "Burj Khalifa", cityId: base.dubaiCityId, priority: 1 },
      { siteId: site.id, name: "Closed attraction", cityId: base.dubaiCityId, isTurnedOn: false },
    ])
    .returning();
  const [dinner, atTop, prime] = await systemDb
    .insert(dmcTourOptions)
    .values([
      { siteId: site.id, activityId: dhow.id, name: "Marina dinner cruise" },
      { siteId: site.id, activityId: burj.id, name: "At the Top" },
      { siteId: site.id, activityId: burj.id, name: "Prime hours" },
    ])
    .returning();
  await systemDb.insert(dmcTourOptions).values({ siteId: site.id, activityId: off.id, name: "Hidden" });
  const dinnerRate = await addTicketRate({ ...base }, dinner.id, { adultAmount: 4000, childAmount: 3000 });
  const atTopRate = await addTicketRate({ ...base }, atTop.id, { adultAmount: 10000, childAmount: 8000, currency: "AED" });
  const [staffToken, agentToken, colleagueToken, otherAgentToken, retailToken] = await Promise.all(
    [staff, agent, colleague, otherAgent, retail].map((u) => logInAs(site.domain, u.email!)),
  );
  return {
    site,
    base,
    staff,
    agent,
    colleague,
    otherAgent,
    retail,
    activities: { dhow, burj, off },
    options: { dinner, atTop, prime },
    rates: { dinnerRate, atTopRate },
    tokens: { staff: staffToken, agent: agentToken, colleague: colleagueToken, otherAgent: otherAgentToken, retail: retailToken },
  };
}
export type CartWorld = Awaited<ReturnType<typeof createCartWorld>>;

export function as(w: CartWorld, who: Who) {
  const token = who === "anonymous" ? undefined : w.tokens[who];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

export const DATES = { startDate: "2026-12-10", endDate: "2026-12-13" };
