import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { dmcAreas, dmcMarkets } from "../schema/dmc";
import { cities } from "../schema/masterdata";
import { seedDmcGeo } from "./dmc-geo";
import { seedDmcHotels } from "./dmc-hotels";
import { seedDmcActivities } from "./dmc-activities";
import { seedDmcTransfers } from "./dmc-transfers";

/*
 * The demo DMC (issue 13): Demo Travels runs a Dubai DMC, so the first start shows a real catalogue.
 * Idempotent: rows are found by name and kept as they are. seedDmcBase makes what every part of
 * the catalogue refers to (markets, the city, areas); each part seeds its own rows after it.
 */

export const DEMO_DMC_MARKETS = ["India", "GCC"] as const;
export const DEMO_DMC_AREAS = ["Deira", "Bur Dubai", "Downtown", "Dubai Marina", "JBR", "Palm Jumeirah", "DXB airport"] as const;

export type DmcBase = {
  siteId: number;
  dubaiCityId: number;
  /** By name: India (the default market) and GCC. */
  markets: Record<(typeof DEMO_DMC_MARKETS)[number], number>;
  areas: Record<(typeof DEMO_DMC_AREAS)[number], number>;
};

export async function seedDmcBase(db: Db, siteId: number): Promise<DmcBase> {
  const [dubai] = await db.select({ id: cities.id }).from(cities).where(eq(cities.cityCode, "DXB"));
  if (!dubai) throw new Error("Reference data has no Dubai (DXB): seed master data first");
  const markets = {} as DmcBase["markets"];
  for (const name of DEMO_DMC_MARKETS) {
    await db
      .insert(dmcMarkets)
      .values({ siteId, name, isDefault: name === "India" })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: dmcMarkets.id })
      .from(dmcMarkets)
      .where(and(eq(dmcMarkets.siteId, siteId), sql`lower(${dmcMarkets.name}) = lower(${name})`));
    markets[name] = row.id;
  }
  const areas = {} as DmcBase["areas"];
  for (const name of DEMO_DMC_AREAS) {
    await db.insert(dmcAreas).values({ siteId, name, cityId: dubai.id }).onConflictDoNothing();
    const [row] = await db
      .select({ id: dmcAreas.id })
      .from(dmcAreas)
      .where(and(eq(dmcAreas.siteId, siteId), eq(dmcAreas.cityId, dubai.id), sql`lower(${dmcAreas.name}) = lower(${name})`));
    areas[name] = row.id;
  }
  return { siteId, dubaiCityId: dubai.id, markets, areas };
}

/** The whole demo DMC on a site: the base, then each part of the catalogue. */
export async function seedDmcDemo(db: Db, siteId: number): Promise<void> {
  const base = await seedDmcBase(db, siteId);
  await seedDmcGeo(db, base);
  await seedDmcHotels(db, base);
  await seedDmcActivities(db, base);
  await seedDmcTransfers(db, siteId);
}
