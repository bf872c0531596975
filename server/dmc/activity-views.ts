import "server-only";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import { dmcActivities, dmcAreas, dmcTourOptions } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import type { SiteDb } from "@/db/client";
import type { TActivity, TTourOption } from "@/lib/contracts/dmc-activities";

/** Activities as the API answers them (city name, area, tour option count), highest priority first. */
export async function loadActivityViews(db: SiteDb, ...conditions: (SQL | undefined)[]): Promise<TActivity[]> {
  const optionCounts = db.db
    .select({ activityId: dmcTourOptions.activityId, n: count().as("n") })
    .from(dmcTourOptions)
    .where(eq(dmcTourOptions.siteId, db.siteId))
    .groupBy(dmcTourOptions.activityId)
    .as("option_counts");
  const rows = await db.db
    .select({
      id: dmcActivities.id,
      name: dmcActivities.name,
      description: dmcActivities.description,
      cityId: dmcActivities.cityId,
      cityName: cities.name,
      priority: dmcActivities.priority,
      isTurnedOn: dmcActivities.isTurnedOn,
      isTransferRequired: dmcActivities.isTransferRequired,
      areaId: dmcAreas.id,
      areaName: dmcAreas.name,
      tourOptionCount: optionCounts.n,
    })
    .from(dmcActivities)
    .innerJoin(cities, eq(cities.id, dmcActivities.cityId))
    .leftJoin(dmcAreas, and(eq(dmcAreas.siteId, dmcActivities.siteId), eq(dmcAreas.id, dmcActivities.areaId)))
    .leftJoin(optionCounts, eq(optionCounts.activityId, dmcActivities.id))
    .where(db.where(dmcActivities, ...conditions))
    .orderBy(desc(dmcActivities.priority), asc(dmcActivities.name), asc(dmcActivities.id));
  return rows.map(({ areaId, areaName, tourOptionCount, ...r }) => ({
    ...r,
    area: areaId !== null && areaName !== null ? { id: areaId, name: areaName } : null,
    tourOptionCount: Number(tourOptionCount ?? 0),
  }));
}

/** Tour options as the API answers them, with their activity's name and city. */
export async function loadTourOptionViews(db: SiteDb, options: { where?: SQL; byActivityPriority?: boolean; limit?: number } = {}): Promise<TTourOption[]> {
  const query = db.db
    .select({
      id: dmcTourOptions.id,
      activityId: dmcTourOptions.activityId,
      activityName: dmcActivities.name,
      cityId: dmcActivities.cityId,
      name: dmcTourOptions.name,
      description: dmcTourOptions.description,
      hasTimeSlots: dmcTourOptions.hasTimeSlots,
      hasMeal: dmcTourOptions.hasMeal,
      hasGuide: dmcTourOptions.hasGuide,
      hasTicket: dmcTourOptions.hasTicket,
      pickupTime: dmcTourOptions.pickupTime,
      dropTime: dmcTourOptions.dropTime,
      timeSlots: dmcTourOptions.timeSlots,
    })
    .from(dmcTourOptions)
    .innerJoin(dmcActivities, and(eq(dmcActivities.siteId, dmcTourOptions.siteId), eq(dmcActivities.id, dmcTourOptions.activityId)))
    .where(db.where(dmcTourOptions, options.where))
    .orderBy(
      ...(options.byActivityPriority ? [desc(dmcActivities.priority), asc(dmcActivities.name)] : []),
      asc(dmcTourOptions.name),
      asc(dmcTourOptions.id),
    )
    .$dynamic();
  return options.limit ? query.limit(options.limit) : query;
}
