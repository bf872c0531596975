import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcAreas, dmcHotels, dmcMarkets, dmcRoomRates, dmcRoomTypes } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import type { TAccomodationView } from "@/lib/contracts/dmc-rates";

const major = (minor: number) => minor / 100;
const MAX_HOTELS = 200;

/** GET dmc/getAccomodation: the site's hotels by name, each with its room types and their rates (three queries). */
export async function listAccomodation(db: SiteDb, query: { search: string; cityId?: number }, onlyIds?: number[]): Promise<TAccomodationView[]> {
  const hotels = await db.db
    .select({
      id: dmcHotels.id,
      name: dmcHotels.name,
      cityId: dmcHotels.cityId,
      cityName: cities.name,
      areaId: dmcHotels.areaId,
      areaName: dmcAreas.name,
      address: dmcHotels.address,
      starRating: dmcHotels.starRating,
      description: dmcHotels.description,
    })
    .from(dmcHotels)
    .innerJoin(cities, eq(cities.id, dmcHotels.cityId))
    .leftJoin(dmcAreas, and(eq(dmcAreas.siteId, dmcHotels.siteId), eq(dmcAreas.id, dmcHotels.areaId)))
    .where(
      db.where(
        dmcHotels,
        query.search ? sql`lower(${dmcHotels.name}) like ${`%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
        query.cityId ? eq(dmcHotels.cityId, query.cityId) : undefined,
        onlyIds ? inArray(dmcHotels.id, onlyIds) : undefined,
      ),
    )
    .orderBy(asc(dmcHotels.name), asc(dmcHotels.id))
    .limit(MAX_HOTELS);
  if (hotels.length === 0) return [];
  const hotelIds = hotels.map((h) => h.id);
  const roomTypes = await db.db.select().from(dmcRoomTypes).where(db.where(dmcRoomTypes, inArray(dmcRoomTypes.hotelId, hotelIds))).orderBy(asc(dmcRoomTypes.id));
  const rates =
    roomTypes.length === 0
      ? []
      : await db.db
          .select({ rate: dmcRoomRates, marketName: dmcMarkets.name })
          .from(dmcRoomRates)
          .innerJoin(dmcMarkets, and(eq(dmcMarkets.siteId, dmcRoomRates.siteId), eq(dmcMarkets.id, dmcRoomRates.marketId)))
          .where(and(eq(dmcRoomRates.siteId, db.siteId), inArray(dmcRoomRates.roomTypeId, roomTypes.map((r) => r.id))))
          .orderBy(asc(dmcMarkets.name), asc(dmcRoomRates.validFromDate), asc(dmcRoomRates.id));
  return hotels.map((h) => ({
    ...h,
    roomTypes: roomTypes
      .filter((rt) => rt.hotelId === h.id)
      .map((rt) => ({
        id: rt.id,
        name: rt.name,
        rates: rates
          .filter((r) => r.rate.roomTypeId === rt.id)
          .map(({ rate: r, marketName }) => ({
            id: r.id,
            marketId: r.marketId,
            marketName,
            currency: r.currency,
            singleRoomPrice: major(r.singleRoomPrice),
            doubleRoomPrice: major(r.doubleRoomPrice),
            extraAdultPrice: major(r.extraAdultPrice),
            childWithBedPrice: major(r.childWithBedPrice),
            childWithoutBedPrice: major(r.childWithoutBedPrice),
            validFromDate: r.validFromDate,
            validTillDate: r.validTillDate,
            priority: r.priority,
          })),
      })),
  }));
}
