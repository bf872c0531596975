import "server-only";
import { and, asc, desc, eq, gte, min, sql } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { dmcActivities, dmcMarkets, dmcTicketRates, dmcTourOptions } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";

export type PublicActivity = { id: number; name: string; description: string; priceFrom: { amount: number; currency: string; isPerPax: boolean } | null };
export type PublicActivityCity = { cityId: number; city: string; country: string; activities: PublicActivity[] };

/**
 * /activities (issue 15, decision 0045): the public face of the DMC catalogue. The site's turned-on
 * activities grouped by city (cities by name, activities by priority then name), each with its
 * price from: the lowest adult ticket rate of the site's default market still valid on `today`
 * (minor units of the rate's currency; the customer's own market and markup apply in the search).
 */
export async function listPublicActivities(siteId: number, today: string): Promise<PublicActivityCity[]> {
  const db = createSiteDb(siteId);
  const activities = await db.db
    .select({ id: dmcActivities.id, name: dmcActivities.name, description: dmcActivities.description, cityId: cities.id, city: cities.name, country: cities.countryName })
    .from(dmcActivities)
    .innerJoin(cities, eq(cities.id, dmcActivities.cityId))
    .where(db.where(dmcActivities, eq(dmcActivities.isTurnedOn, true)))
    .orderBy(asc(cities.name), desc(dmcActivities.priority), asc(dmcActivities.name));
  const prices = await db.db
    .select({ activityId: dmcTourOptions.activityId, currency: dmcTicketRates.currency, isPerPax: dmcTicketRates.isPerPax, amount: min(dmcTicketRates.adultAmount) })
    .from(dmcTicketRates)
    .innerJoin(dmcTourOptions, and(eq(dmcTourOptions.siteId, dmcTicketRates.siteId), eq(dmcTourOptions.id, dmcTicketRates.tourOptionId)))
    .innerJoin(dmcMarkets, and(eq(dmcMarkets.siteId, dmcTicketRates.siteId), eq(dmcMarkets.id, dmcTicketRates.marketId), eq(dmcMarkets.isDefault, true)))
    .where(db.where(dmcTicketRates, gte(dmcTicketRates.validTillDate, today), sql`${dmcTicketRates.adultAmount} > 0`))
    .groupBy(dmcTourOptions.activityId, dmcTicketRates.currency, dmcTicketRates.isPerPax);
  const cheapest = new Map<number, PublicActivity["priceFrom"]>();
  for (const p of prices) {
    const seen = cheapest.get(p.activityId);
    if (p.amount !== null && (!seen || p.amount < seen.amount)) cheapest.set(p.activityId, { amount: p.amount, currency: p.currency, isPerPax: p.isPerPax });
  }
  const byCity = new Map<number, PublicActivityCity>();
  for (const a of activities) {
    const group = byCity.get(a.cityId) ?? { cityId: a.cityId, city: a.city, country: a.country, activities: [] };
    group.activities.push({ id: a.id, name: a.name, description: a.description, priceFrom: cheapest.get(a.id) ?? null });
    byCity.set(a.cityId, group);
  }
  return [...byCity.values()];
}
