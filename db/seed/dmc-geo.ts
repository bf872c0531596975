import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { dmcAreaTransfers, dmcDrivers, dmcLocations } from "../schema/dmc";
import type { DmcBase } from "./dmc";

/*
 * The demo DMC's geography (issue 13): area transfers in both markets (SIC and private), pickup
 * locations and three drivers. Idempotent: rows are found by their natural key and kept as they are.
 */

type Area = keyof DmcBase["areas"];
type Market = keyof DmcBase["markets"];
type TransferSeed = {
  from: Area;
  to: Area;
  market: Market;
  transferType: "Pickup" | "Drop" | "Pickup & Drop";
  sharingBasis: "sharing" | "private";
  currency: "USD" | "AED";
  /** Minor units. */
  amount: number;
  minPax?: number;
  maxPax?: number;
  description: string;
};

const YEAR = new Date().getUTCFullYear();
const VALID_FROM = `${YEAR}-01-01`;
const VALID_TILL = `${YEAR + 1}-12-31`;

export const DEMO_AREA_TRANSFERS: readonly TransferSeed[] = [
  { from: "DXB airport", to: "Dubai Marina", market: "India", transferType: "Pickup", sharingBasis: "sharing", currency: "USD", amount: 2500, description: "Airport arrival, shared coach" },
  { from: "DXB airport", to: "Dubai Marina", market: "India", transferType: "Pickup", sharingBasis: "private", currency: "USD", amount: 6500, minPax: 1, maxPax: 4, description: "Airport arrival, private sedan" },
  { from: "DXB airport", to: "Dubai Marina", market: "GCC", transferType: "Pickup", sharingBasis: "sharing", currency: "AED", amount: 9000, description: "Airport arrival, shared coach" },
  { from: "DXB airport", to: "Dubai Marina", market: "GCC", transferType: "Pickup", sharingBasis: "private", currency: "AED", amount: 24000, minPax: 1, maxPax: 4, description: "Airport arrival, private sedan" },
  { from: "Deira", to: "Downtown", market: "India", transferType: "Pickup & Drop", sharingBasis: "sharing", currency: "USD", amount: 1800, description: "City shuttle" },
  { from: "Deira", to: "Downtown", market: "India", transferType: "Pickup & Drop", sharingBasis: "private", currency: "USD", amount: 4500, minPax: 1, maxPax: 6, description: "Private van" },
  { from: "Deira", to: "Downtown", market: "GCC", transferType: "Pickup & Drop", sharingBasis: "sharing", currency: "AED", amount: 6500, description: "City shuttle" },
  { from: "Palm Jumeirah", to: "DXB airport", market: "India", transferType: "Drop", sharingBasis: "sharing", currency: "USD", amount: 2800, description: "Departure, shared coach" },
  { from: "Palm Jumeirah", to: "DXB airport", market: "India", transferType: "Drop", sharingBasis: "private", currency: "USD", amount: 7000, minPax: 1, maxPax: 4, description: "Departure, private sedan" },
  { from: "Palm Jumeirah", to: "DXB airport", market: "GCC", transferType: "Drop", sharingBasis: "private", currency: "AED", amount: 26000, minPax: 1, maxPax: 4, description: "Departure, private sedan" },
];

export const DEMO_LOCATIONS = [
  { name: "Atlantis The Palm", address: "Crescent Road, The Palm", area: "Palm Jumeirah", phone: "+971 4 426 2000", email: "concierge@atlantis.example" },
  { name: "Address Dubai Marina", address: "Dubai Marina Mall, Marina Walk", area: "Dubai Marina", phone: "+971 4 436 7777", email: null },
  { name: "The Dubai Mall", address: "Financial Centre Road, Downtown Dubai", area: "Downtown", phone: "+971 800 382 246 255", email: null },
  { name: "Dubai International Airport, Terminal 3", address: "Arrivals hall, Terminal 3, Al Garhoud", area: "DXB airport", phone: "+971 4 224 5555", email: null },
] as const satisfies readonly { name: string; address: string; area: Area; phone: string; email: string | null }[];

export const DEMO_DRIVERS = [
  { name: "Imran Qureshi", phone: "+971 50 123 4567" },
  { name: "Rahul Menon", phone: "+971 55 234 5678" },
  { name: "Joseph Mathew", phone: "+971 52 345 6789" },
] as const;

export async function seedDmcGeo(db: Db, base: DmcBase): Promise<void> {
  const { siteId } = base;
  for (const t of DEMO_AREA_TRANSFERS) {
    const key = {
      fromAreaId: base.areas[t.from],
      toAreaId: base.areas[t.to],
      marketId: base.markets[t.market],
      transferType: t.transferType,
      sharingBasis: t.sharingBasis,
    };
    const [found] = await db
      .select({ id: dmcAreaTransfers.id })
      .from(dmcAreaTransfers)
      .where(and(eq(dmcAreaTransfers.siteId, siteId), ...Object.entries(key).map(([k, v]) => eq(dmcAreaTransfers[k as keyof typeof key], v as never))))
      .limit(1);
    if (found) continue;
    const isPrivate = t.sharingBasis === "private";
    await db.insert(dmcAreaTransfers).values({
      siteId,
      ...key,
      description: t.description,
      currency: t.currency,
      amount: t.amount,
      isPerPax: !isPrivate,
      minPax: isPrivate ? (t.minPax ?? null) : null,
      maxPax: isPrivate ? (t.maxPax ?? null) : null,
      validFromDate: VALID_FROM,
      validTillDate: VALID_TILL,
    });
  }
  for (const l of DEMO_LOCATIONS) {
    const [found] = await db.select({ id: dmcLocations.id }).from(dmcLocations).where(and(eq(dmcLocations.siteId, siteId), sql`lower(${dmcLocations.name}) = lower(${l.name})`)).limit(1);
    if (found) continue;
    await db.insert(dmcLocations).values({ siteId, name: l.name, address: l.address, cityId: base.dubaiCityId, areaId: base.areas[l.area], phone: l.phone, email: l.email });
  }
  for (const d of DEMO_DRIVERS) {
    const [found] = await db.select({ id: dmcDrivers.id }).from(dmcDrivers).where(and(eq(dmcDrivers.siteId, siteId), sql`lower(${dmcDrivers.name}) = lower(${d.name})`)).limit(1);
    if (found) continue;
    await db.insert(dmcDrivers).values({ siteId, name: d.name, phone: d.phone });
  }
}
