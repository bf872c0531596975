import "server-only";
import { eq, sql } from "drizzle-orm";
import { dmcMarkets } from "@/db/schema/dmc";
import { DmcGeoMessages } from "@/lib/contracts/dmc-geo";
import type { RequestContext } from "@/server/http/context";
import { isUniqueViolation } from "@/server/markups/find-site-records";
import { lockSiteMarkets, marketNameTaken } from "./find-dmc-geo-records";

/**
 * POST /api/dmc/createNewMarket {name, isDefault?}: the site's first market, or one sent with
 * isDefault, becomes the default; the previous default loses it in the same transaction.
 */
export async function createMarket(ctx: RequestContext, input: { name: string; isDefault?: boolean }) {
  try {
    const market = await ctx.db.transaction(async (tx) => {
      await lockSiteMarkets(tx, ctx.site.id);
      const [clash] = await tx.select({ id: dmcMarkets.id }).from(dmcMarkets).where(ctx.db.where(dmcMarkets, sql`lower(${dmcMarkets.name}) = lower(${input.name})`)).limit(1);
      if (clash) throw marketNameTaken();
      const [current] = await tx.select({ id: dmcMarkets.id }).from(dmcMarkets).where(ctx.db.where(dmcMarkets, eq(dmcMarkets.isDefault, true))).limit(1);
      const isDefault = !current || input.isDefault === true;
      if (isDefault && current) await tx.update(dmcMarkets).set({ isDefault: false }).where(ctx.db.byId(dmcMarkets, current.id));
      const [row] = await tx
        .insert(dmcMarkets)
        .values({ siteId: ctx.site.id, name: input.name, isDefault })
        .returning({ id: dmcMarkets.id, name: dmcMarkets.name, isDefault: dmcMarkets.isDefault });
      return row;
    });
    return { ...market, message: DmcGeoMessages.marketCreated };
  } catch (error) {
    if (isUniqueViolation(error, "dmc_markets_site_name_uq")) throw marketNameTaken();
    throw error;
  }
}
