import { systemDb } from "@/db/client";
import { dmcActivities, dmcCombos, dmcTicketRates, dmcTourOptions, dmcTransferRates } from "@/db/schema/dmc";
import { seedDmcBase } from "@/db/seed/dmc";

/** Site A's DMC activity rows (issue 13): an activity, a tour option with a ticket and a transfer rate, a combo. */
export async function createDmcActivityContractRows(siteId: number, tag: string) {
  const base = await seedDmcBase(systemDb, siteId);
  const [activity] = await systemDb.insert(dmcActivities).values({ siteId, name: `Victim activity ${tag}`, cityId: base.dubaiCityId }).returning();
  const [tourOption] = await systemDb.insert(dmcTourOptions).values({ siteId, activityId: activity.id, name: `Victim tour option ${tag}` }).returning();
  // Valid sample rate saves go to a second option, so the first keeps exactly its two rates (the priority lists).
  const [saveTarget] = await systemDb.insert(dmcTourOptions).values({ siteId, activityId: activity.id, name: `Victim save target ${tag}` }).returning();
  const rate = { siteId, tourOptionId: tourOption.id, marketId: base.markets.India, description: `Victim rate ${tag}`, currency: "USD", validFromDate: "2026-01-01", validTillDate: "2026-12-31" };
  const [ticketRate] = await systemDb.insert(dmcTicketRates).values({ ...rate, adultAmount: 1000, childAmount: 500 }).returning();
  // A later validity than any sample rate, so a valid sample save never overlaps it.
  const [transferRate] = await systemDb.insert(dmcTransferRates).values({ ...rate, validFromDate: "2030-01-01", validTillDate: "2030-12-31", transferType: "return", sharingBasis: "SIC", amount: 2000 }).returning();
  const [combo] = await systemDb.insert(dmcCombos).values({ siteId, name: `Victim combo ${tag}`, currency: "USD", amount: 100 }).returning();
  return { base, activity, tourOption, saveTarget, ticketRate, transferRate, combo, areaId: base.areas.Deira, marketId: base.markets.India };
}
