import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcActivities, dmcAreas, dmcMarkets, dmcTourOptions } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import type { SiteDb } from "@/db/client";
import { ActivityMessages } from "@/lib/contracts/dmc-activities";
import { TourRateMessages } from "@/lib/contracts/dmc-tour-rates";
import { AppError } from "@/server/http/errors";

/** Lookups of this site's catalogue rows by id: another site's id, or none, is a 404 (decision 0035). */

export async function getActivityOrThrow(db: SiteDb, id: number) {
  const [row] = await db.db.select().from(dmcActivities).where(db.byId(dmcActivities, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", ActivityMessages.activityNotFound);
  return row;
}

export async function getTourOptionOrThrow(db: SiteDb, id: number) {
  const [row] = await db.db.select().from(dmcTourOptions).where(db.byId(dmcTourOptions, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", ActivityMessages.tourOptionNotFound);
  return row;
}

export async function getAreaOrThrow(db: SiteDb, id: number) {
  const [row] = await db.db.select({ id: dmcAreas.id, name: dmcAreas.name, cityId: dmcAreas.cityId }).from(dmcAreas).where(db.byId(dmcAreas, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", ActivityMessages.areaNotFound);
  return row;
}

export async function getMarketOrThrow(db: SiteDb, id: number) {
  const [row] = await db.db.select({ id: dmcMarkets.id, name: dmcMarkets.name }).from(dmcMarkets).where(db.byId(dmcMarkets, id)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", TourRateMessages.marketNotFound);
  return row;
}

/** Cities are reference data (every site sees them). */
export async function getCityOrThrow(db: SiteDb, id: number) {
  const [row] = await db.db.select({ id: cities.id, name: cities.name }).from(cities).where(and(eq(cities.id, id))).limit(1);
  if (!row) throw new AppError("NOT_FOUND", ActivityMessages.cityNotFound);
  return row;
}
