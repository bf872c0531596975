import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { dmcAreas, dmcMarkets } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import type { TRatePageOptions as RatePageOptions } from "@/lib/contracts/dmc-rates";


/** What the hotel form and the rate tester offer: the site's markets and areas, and the cities its areas are in (Dubai first when there are none). */
export async function getRatePageOptions(siteId: number): Promise<RatePageOptions> {
  const db = createSiteDb(siteId);
  const [markets, areas] = await Promise.all([
    db.db.select({ id: dmcMarkets.id, name: dmcMarkets.name, isDefault: dmcMarkets.isDefault }).from(dmcMarkets).where(eq(dmcMarkets.siteId, db.siteId)).orderBy(asc(dmcMarkets.name)),
    db.db.select({ id: dmcAreas.id, name: dmcAreas.name, cityId: dmcAreas.cityId }).from(dmcAreas).where(eq(dmcAreas.siteId, db.siteId)).orderBy(asc(dmcAreas.name)),
  ]);
  const cityIds = [...new Set(areas.map((a) => a.cityId))];
  const cityRows = await db.db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(cityIds.length > 0 ? inArray(cities.id, cityIds) : eq(cities.cityCode, "DXB"))
    .orderBy(asc(cities.name));
  return { markets, areas, cities: cityRows };
}
