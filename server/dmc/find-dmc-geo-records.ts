import "server-only";
import { eq, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcAreas, dmcMarkets } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import { DmcGeoMessages } from "@/lib/contracts/dmc-geo";
import { AppError } from "@/server/http/errors";

/** Transaction-scoped lock of a site's markets (one default per site), keyed apart from other locks. */
const DMC_MARKETS_LOCK = 13_001;
type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

export async function lockSiteMarkets(tx: Tx, siteId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DMC_MARKETS_LOCK}::int, ${siteId}::int)`);
}

/** One of the site's markets, or 404 'Market not found'. */
export async function getMarketOrThrow(db: SiteDb, marketId: number) {
  const [row] = await db.db.select({ id: dmcMarkets.id, name: dmcMarkets.name, isDefault: dmcMarkets.isDefault }).from(dmcMarkets).where(db.byId(dmcMarkets, marketId)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", DmcGeoMessages.marketNotFound);
  return row;
}

/** One of the site's areas with its city, or 404 'Area not found'. */
export async function getAreaOrThrow(db: SiteDb, areaId: number) {
  const [row] = await db.db
    .select({ id: dmcAreas.id, name: dmcAreas.name, cityId: dmcAreas.cityId, cityName: cities.name, country: cities.countryName })
    .from(dmcAreas)
    .innerJoin(cities, eq(cities.id, dmcAreas.cityId))
    .where(db.byId(dmcAreas, areaId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", DmcGeoMessages.areaNotFound);
  return row;
}

/** A city of the reference data (global, not site-owned), or 404 'City not found'. */
export async function getCityOrThrow(db: SiteDb, cityId: number) {
  const [row] = await db.db.select({ id: cities.id, name: cities.name, country: cities.countryName }).from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", DmcGeoMessages.cityNotFound);
  return row;
}

/** The city an area defaults to (spec 001 section 5: "a Dubai match"): Dubai's city code, else the first city named Dubai. */
export async function findDubaiCity(db: SiteDb) {
  const [row] = await db.db
    .select({ id: cities.id, name: cities.name, country: cities.countryName })
    .from(cities)
    .where(sql`${cities.cityCode} = 'DXB' or lower(${cities.name}) = 'dubai'`)
    .orderBy(sql`${cities.cityCode} = 'DXB' desc`, cities.id)
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", DmcGeoMessages.cityNotFound);
  return row;
}

export function marketNameTaken() {
  return new AppError("VALIDATION_ERROR", DmcGeoMessages.marketNameTaken, { shortError: { name: DmcGeoMessages.marketNameTaken } });
}
