import "server-only";
import { asc, desc, sql } from "drizzle-orm";
import { dmcAreas, dmcMarkets } from "@/db/schema/dmc";
import { createSiteDb } from "@/db/client";

/**
 * A market's currency (decision 0063): markets have no currency column, so it is the currency most
 * of the market's rates (ticket, transfer, area transfer) are in, else USD. A new rate's currency
 * defaults to it.
 */
const marketCurrency = sql<string>`coalesce((
  select r.currency from (
    select currency from dmc_ticket_rates where site_id = ${dmcMarkets.siteId} and market_id = ${dmcMarkets.id}
    union all select currency from dmc_transfer_rates where site_id = ${dmcMarkets.siteId} and market_id = ${dmcMarkets.id}
    union all select currency from dmc_area_transfers where site_id = ${dmcMarkets.siteId} and market_id = ${dmcMarkets.id}
  ) r group by r.currency order by count(*) desc, r.currency limit 1), 'USD')`;

/** The site's areas and markets, for the activity screen's area mapping and rate forms (read by its page). */
export async function listActivityScreenOptions(siteId: number) {
  const db = createSiteDb(siteId);
  const [areas, markets] = await Promise.all([
    db.db.select({ id: dmcAreas.id, name: dmcAreas.name }).from(dmcAreas).where(db.where(dmcAreas)).orderBy(asc(dmcAreas.name)),
    db.db
      .select({ id: dmcMarkets.id, name: dmcMarkets.name, isDefault: dmcMarkets.isDefault, currency: marketCurrency })
      .from(dmcMarkets)
      .where(db.where(dmcMarkets))
      .orderBy(desc(dmcMarkets.isDefault), asc(dmcMarkets.name)),
  ]);
  return { areas, markets };
}
