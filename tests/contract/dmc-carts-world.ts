import { systemDb } from "@/db/client";
import { dmcActivities, dmcTicketRates, dmcTourOptions } from "@/db/schema/dmc";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import { seedDmcBase } from "@/db/seed/dmc";

/**
 * Site A's activity carts (issue 14): three carts of the owning agent (agentA), each with one priced
 * tour option item: `main` for reads and updates, `del` for deleteCartItem, `clear` for clearAllCart
 * (so the mutating samples never empty what another operation's owner control reads).
 */
export async function createDmcCartContractRows(siteId: number, agent: { id: number; legalEntityId: number | null }, tag: string) {
  const base = await seedDmcBase(systemDb, siteId);
  const [activity] = await systemDb.insert(dmcActivities).values({ siteId, name: `Victim cart activity ${tag}`, cityId: base.dubaiCityId }).returning();
  const [tourOption] = await systemDb.insert(dmcTourOptions).values({ siteId, activityId: activity.id, name: `Victim cart option ${tag}` }).returning();
  await systemDb.insert(dmcTicketRates).values({ siteId, tourOptionId: tourOption.id, marketId: base.markets.India, description: "Cart rate", currency: "USD", adultAmount: 1000, childAmount: 500, validFromDate: "2026-01-01", validTillDate: "2030-12-31" });
  const cart = async () => {
    const [c] = await systemDb.insert(dmcCarts).values({ siteId, userId: agent.id, legalEntityId: agent.legalEntityId, createdByUserId: agent.id, startDate: "2026-12-10", endDate: "2026-12-13", remarks: `Victim cart ${tag}` }).returning();
    const [item] = await systemDb.insert(dmcCartItems).values({ siteId, cartId: c.id, kind: "tourOption", tourOptionId: tourOption.id, date: "2026-12-11", acceptedTotals: [{ currency: "USD", amount: 1000 }] }).returning();
    return { id: c.id, itemId: item.id };
  };
  return { cityId: base.dubaiCityId, tourOption, main: await cart(), del: await cart(), clear: await cart() };
}
