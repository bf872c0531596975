import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { dmcHotels, dmcRoomRates, dmcRoomTypes } from "../schema/dmc";
import type { DmcBase } from "./dmc";

/*
 * The demo DMC's two Dubai hotels (issue 13): room types with nightly rates in the India (USD) and
 * GCC (AED) markets, valid 1 Jan 2026 to 31 Dec 2027. Idempotent: a hotel found by name is kept as
 * it is (rates and all).
 */

type Prices = [single: number, double: number, extraAdult: number, childWithBed: number, childWithoutBed: number];
type DemoHotel = { name: string; area: keyof DmcBase["areas"]; address: string; starRating: number; roomTypes: { name: string; india: Prices; gcc: Prices }[] };

export const DEMO_DMC_HOTELS: DemoHotel[] = [
  {
    name: "Marina Bay Hotel",
    area: "Dubai Marina",
    address: "Al Marsa Street, Dubai Marina",
    starRating: 4,
    roomTypes: [
      { name: "Deluxe Room", india: [9500, 11000, 3500, 2500, 1200], gcc: [35000, 40000, 12500, 9000, 4500] },
      { name: "Marina View Suite", india: [16500, 18500, 4500, 3000, 1500], gcc: [60000, 68000, 16500, 11000, 5500] },
    ],
  },
  {
    name: "Deira Creek Inn",
    area: "Deira",
    address: "Baniyas Road, Deira",
    starRating: 3,
    roomTypes: [
      { name: "Standard Room", india: [5500, 6500, 2000, 1500, 800], gcc: [20000, 24000, 7500, 5500, 3000] },
      { name: "Family Room", india: [8000, 9500, 2500, 1800, 900], gcc: [29000, 35000, 9000, 6500, 3300] },
    ],
  },
];

const rate = (siteId: number, roomTypeId: number, marketId: number, currency: string, p: Prices) => ({
  siteId,
  roomTypeId,
  marketId,
  currency,
  singleRoomPrice: p[0],
  doubleRoomPrice: p[1],
  extraAdultPrice: p[2],
  childWithBedPrice: p[3],
  childWithoutBedPrice: p[4],
  validFromDate: "2026-01-01",
  validTillDate: "2027-12-31",
});

export async function seedDmcHotels(db: Db, base: DmcBase): Promise<void> {
  for (const h of DEMO_DMC_HOTELS) {
    const [existing] = await db.select({ id: dmcHotels.id }).from(dmcHotels).where(and(eq(dmcHotels.siteId, base.siteId), eq(dmcHotels.name, h.name))).limit(1);
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [hotel] = await tx
        .insert(dmcHotels)
        .values({ siteId: base.siteId, name: h.name, cityId: base.dubaiCityId, areaId: base.areas[h.area], address: h.address, starRating: h.starRating })
        .returning({ id: dmcHotels.id });
      for (const rt of h.roomTypes) {
        const [roomType] = await tx.insert(dmcRoomTypes).values({ siteId: base.siteId, hotelId: hotel.id, name: rt.name }).returning({ id: dmcRoomTypes.id });
        await tx.insert(dmcRoomRates).values([rate(base.siteId, roomType.id, base.markets.India, "USD", rt.india), rate(base.siteId, roomType.id, base.markets.GCC, "AED", rt.gcc)]);
      }
    });
  }
}
