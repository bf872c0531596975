import "server-only";
import { and, asc, desc, eq, gte, min, sql } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { dmcActivities, dmcMarkets, dmcTicketRates, dmcTourOptions } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import type { Principal } from "@/server/auth/principal";
import { loadPricingInputs } from "@/server/dmc/load-rate-catalogue";
import { markupAdjustments } from "@/server/dmc/rate-engine";
import type { PricingParty } from "@/server/dmc/rate-engine-types";
import { resolvePricingParty } from "@/server/dmc/resolve-pricing-party";

export type PublicActivity = { id: number; name: string; description: string; priceFrom: { amount: number; currency: string; isPerPax: boolean } | null };
export type PublicActivityCity = { cityId: number; city: string; country: string; activities: PublicActivity[] };

/**
 * /activities (issue 15, decision 0045): the public face of the DMC catalogue. The site's turned-on
 * activities grouped by city (cities by name, activities by priority then name), each with its
 * price from: the lowest adult ticket rate still valid on `today` in the caller's market, plus the
 * caller's activity markup (less its discount) for one adult, as the activity search prices it
 * (minor units of the rate's currency). An anonymous visitor (or a caller the engine cannot price):
 * the site's default market, no markup.
 */
export async function listPublicActivities(siteId: number, today: string, principal: Principal | null = null): Promise<PublicActivityCity[]> {
  const db = createSiteDb(siteId);
  const party = principal ? await callerParty(db, principal.userId) : null;
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
    .innerJoin(dmcMarkets, and(eq(dmcMarkets.siteId, dmcTicketRates.siteId), eq(dmcMarkets.id, dmcTicketRates.marketId), party ? eq(dmcMarkets.id, party.market.id) : eq(dmcMarkets.isDefault, true)))
    .where(db.where(dmcTicketRates, gte(dmcTicketRates.validTillDate, today), sql`${dmcTicketRates.adultAmount} > 0`))
    .groupBy(dmcTourOptions.activityId, dmcTicketRates.currency, dmcTicketRates.isPerPax);
  const cheapest = new Map<number, PublicActivity["priceFrom"]>();
  for (const p of prices) {
    if (p.amount === null) continue;
    const amount = party ? withMarkup(party, p.currency, p.amount) : p.amount;
    const seen = cheapest.get(p.activityId);
    if (!seen || amount < seen.amount) cheapest.set(p.activityId, { amount, currency: p.currency, isPerPax: p.isPerPax });
  }
  const byCity = new Map<number, PublicActivityCity>();
  for (const a of activities) {
    const group = byCity.get(a.cityId) ?? { cityId: a.cityId, city: a.city, country: a.country, activities: [] };
    group.activities.push({ id: a.id, name: a.name, description: a.description, priceFrom: cheapest.get(a.id) ?? null });
    byCity.set(a.cityId, group);
  }
  return [...byCity.values()];
}

/** The caller's market and activity markup (decision 0036); null when the engine cannot price them (no default market). */
async function callerParty(db: ReturnType<typeof createSiteDb>, userId: number): Promise<PricingParty | null> {
  try {
    return resolvePricingParty((await loadPricingInputs(db, userId, [])).customer);
  } catch {
    return null;
  }
}

/** One adult's rate with the activity markup and its discount, as the rate engine adds them. */
function withMarkup(party: PricingParty, currency: string, amount: number): number {
  return amount + markupAdjustments(party, [{ currency, amount }], 1).reduce((sum, a) => sum + (a.currency === currency ? a.amount : 0), 0);
}
