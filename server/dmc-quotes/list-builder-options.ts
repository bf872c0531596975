import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { dmcActivities, dmcHotels, dmcRoomTypes, dmcTourOptions } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import { legalEntities, users } from "@/db/schema/users";
import type { TBuilderOptions } from "@/lib/contracts/dmc-quotes";

/**
 * The quotation builder's selects, read server-side: hotels with room types, tour options with their
 * activity and city (the picker filters by city and searches, issue 25), and the customer an enquiry link names (one of this site's customers, else null).
 * Customers are searched from the screen (wl/user/searchWlUser), never listed whole.
 */
export async function listBuilderOptions(siteId: number, customerId: number | null = null): Promise<TBuilderOptions> {
  const [customers, rooms, options] = await Promise.all([
    customerId === null
      ? Promise.resolve([])
      : systemDb
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, companyName: legalEntities.companyName })
          .from(users)
          .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
          .where(and(eq(users.siteId, siteId), eq(users.id, customerId), ne(users.userType, "staff"))),
    systemDb
      .select({ hotelId: dmcHotels.id, hotelName: dmcHotels.name, roomTypeId: dmcRoomTypes.id, roomTypeName: dmcRoomTypes.name })
      .from(dmcRoomTypes)
      .innerJoin(dmcHotels, and(eq(dmcHotels.siteId, dmcRoomTypes.siteId), eq(dmcHotels.id, dmcRoomTypes.hotelId)))
      .where(eq(dmcRoomTypes.siteId, siteId))
      .orderBy(asc(dmcHotels.name), asc(dmcRoomTypes.name)),
    systemDb
      .select({ tourOptionId: dmcTourOptions.id, name: dmcTourOptions.name, activityId: dmcActivities.id, activityName: dmcActivities.name, cityId: cities.id, cityName: cities.name })
      .from(dmcTourOptions)
      .innerJoin(dmcActivities, and(eq(dmcActivities.siteId, dmcTourOptions.siteId), eq(dmcActivities.id, dmcTourOptions.activityId)))
      .leftJoin(cities, eq(cities.id, dmcActivities.cityId))
      .where(eq(dmcTourOptions.siteId, siteId))
      .orderBy(asc(dmcActivities.name), asc(dmcTourOptions.name)),
  ]);
  const c = customers[0];
  return {
    customer: c ? { id: c.id, label: [`${c.firstName} ${c.lastName ?? ""}`.trim(), c.companyName, c.email].filter(Boolean).join(", ") } : null,
    rooms: rooms.map((r) => ({ ...r, label: `${r.hotelName}, ${r.roomTypeName}` })),
    tourOptions: options.map((o) => ({ ...o, label: `${o.activityName}: ${o.name}` })),
  };
}
