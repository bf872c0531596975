import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { dmcHotels, dmcRoomTypes } from "@/db/schema/dmc";

export type TSearchRoom = { roomTypeId: number; cityId: number; hotelName: string; roomTypeName: string; starRating: number | null };

/** The cart's hotel choices: every room type of the site's hotels with its city (the screen shows the searched city's). */
export async function listSearchRooms(siteId: number): Promise<TSearchRoom[]> {
  const db = createSiteDb(siteId);
  return db.db
    .select({ roomTypeId: dmcRoomTypes.id, cityId: dmcHotels.cityId, hotelName: dmcHotels.name, roomTypeName: dmcRoomTypes.name, starRating: dmcHotels.starRating })
    .from(dmcRoomTypes)
    .innerJoin(dmcHotels, and(eq(dmcHotels.siteId, dmcRoomTypes.siteId), eq(dmcHotels.id, dmcRoomTypes.hotelId)))
    .where(eq(dmcRoomTypes.siteId, db.siteId))
    .orderBy(asc(dmcHotels.name), asc(dmcRoomTypes.name))
    .limit(2000);
}
