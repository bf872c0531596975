import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcActivities, dmcHotels, dmcRoomTypes, dmcTourOptions } from "@/db/schema/dmc";
import { legalEntities, users } from "@/db/schema/users";
import type { PriceOwner } from "@/server/dmc/to-price-view";

export type TourOptionDetails = { id: number; name: string; cityId: number; hasTimeSlots: boolean; timeSlots: string[]; pickupTime: string | null; dropTime: string | null };

/** The tour options' city, time slots and pickup/drop times, by id (the site's only). */
export async function loadTourOptionDetails(db: SiteDb, ids: number[]): Promise<Map<number, TourOptionDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await db.db
    .select({ id: dmcTourOptions.id, name: dmcTourOptions.name, cityId: dmcActivities.cityId, hasTimeSlots: dmcTourOptions.hasTimeSlots, timeSlots: dmcTourOptions.timeSlots, pickupTime: dmcTourOptions.pickupTime, dropTime: dmcTourOptions.dropTime })
    .from(dmcTourOptions)
    .innerJoin(dmcActivities, and(eq(dmcActivities.siteId, dmcTourOptions.siteId), eq(dmcActivities.id, dmcTourOptions.activityId)))
    .where(db.where(dmcTourOptions, inArray(dmcTourOptions.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The room types' hotel city, by id. */
export async function loadRoomTypeCities(db: SiteDb, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.db
    .select({ id: dmcRoomTypes.id, cityId: dmcHotels.cityId })
    .from(dmcRoomTypes)
    .innerJoin(dmcHotels, and(eq(dmcHotels.siteId, dmcRoomTypes.siteId), eq(dmcHotels.id, dmcRoomTypes.hotelId)))
    .where(db.where(dmcRoomTypes, inArray(dmcRoomTypes.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.cityId]));
}

/** The user whose prices they are: name and company. */
export async function loadPriceOwner(db: SiteDb, userId: number): Promise<PriceOwner> {
  const [row] = await db.db
    .select({ firstName: users.firstName, lastName: users.lastName, companyName: legalEntities.companyName })
    .from(users)
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(db.byId(users, userId));
  return { userId, name: row ? [row.firstName, row.lastName].filter(Boolean).join(" ") : "", companyName: row?.companyName ?? null };
}
