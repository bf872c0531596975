import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { dmcMarkets } from "@/db/schema/dmc";
import { DmcGeoMessages } from "@/lib/contracts/dmc-geo";
import type { RequestContext } from "@/server/http/context";
import { getMarketOrThrow, lockSiteMarkets } from "./find-dmc-geo-records";

/** POST /api/dmc/setDefaultMarket {marketId}: the default moves in one transaction (one default per site). */
export async function setDefaultMarket(ctx: RequestContext, input: { marketId: number }) {
  const market = await getMarketOrThrow(ctx.db, input.marketId);
  await ctx.db.transaction(async (tx) => {
    await lockSiteMarkets(tx, ctx.site.id);
    // Clear first: the partial unique index allows one default per site at the end of every statement.
    await tx.update(dmcMarkets).set({ isDefault: false }).where(ctx.db.where(dmcMarkets, and(eq(dmcMarkets.isDefault, true), ne(dmcMarkets.id, market.id))));
    await tx.update(dmcMarkets).set({ isDefault: true }).where(ctx.db.byId(dmcMarkets, market.id));
  });
  return { id: market.id, name: market.name, isDefault: true, message: DmcGeoMessages.marketSetAsDefault };
}
