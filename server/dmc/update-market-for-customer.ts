import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcCustomerMarkets } from "@/db/schema/dmc";
import { DmcGeoMessages, type TUpdateMarketForCustomerRequest } from "@/lib/contracts/dmc-geo";
import { getSiteCustomerOrThrow } from "@/server/customers/find-site-customer";
import type { RequestContext } from "@/server/http/context";
import { getMarketOrThrow } from "./find-dmc-geo-records";

/**
 * POST /api/dmc/updateMarketForCustomer {userId, marketId}: a customer's market decides the rates
 * they get; null removes their row so they get the site's default market again. Staff are not
 * customers (404 'Customer not found').
 */
export async function updateMarketForCustomer(ctx: RequestContext, input: TUpdateMarketForCustomerRequest) {
  const customer = await getSiteCustomerOrThrow(ctx.db, input.userId);
  const mine = and(eq(dmcCustomerMarkets.siteId, ctx.site.id), eq(dmcCustomerMarkets.userId, customer.id));
  if (input.marketId === null) {
    await ctx.db.db.delete(dmcCustomerMarkets).where(mine);
    return { userId: customer.id, marketId: null, marketName: null, message: DmcGeoMessages.customerMarketUpdated };
  }
  const market = await getMarketOrThrow(ctx.db, input.marketId);
  await ctx.db.db
    .insert(dmcCustomerMarkets)
    .values({ userId: customer.id, siteId: ctx.site.id, marketId: market.id })
    .onConflictDoUpdate({ target: dmcCustomerMarkets.userId, set: { marketId: market.id, siteId: ctx.site.id, updatedAt: new Date() } });
  return { userId: customer.id, marketId: market.id, marketName: market.name, message: DmcGeoMessages.customerMarketUpdated };
}
