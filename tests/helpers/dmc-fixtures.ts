import { systemDb } from "@/db/client";
import {
  dmcActivities,
  dmcAreaTransfers,
  dmcComboItems,
  dmcCombos,
  dmcCustomerMarkets,
  dmcHotels,
  dmcRoomRates,
  dmcRoomTypes,
  dmcTicketRates,
  dmcTourOptions,
  dmcTransferRates,
} from "@/db/schema/dmc";
import { seedDmcBase, type DmcBase } from "@/db/seed/dmc";

/*
 * DMC catalogue rows written straight into the tables (the endpoints that save them are built in
 * parallel): a site's base (India default, GCC, the Dubai areas), then tour options, rates, hotels
 * and combos with only the fields a test cares about.
 */

export type DmcFixture = DmcBase;

export const createDmcBase = (siteId: number): Promise<DmcFixture> => seedDmcBase(systemDb, siteId);

export async function createTourOption(base: DmcFixture, name = "Burj Khalifa At the Top") {
  const [activity] = await systemDb.insert(dmcActivities).values({ siteId: base.siteId, name: `${name} activity`, cityId: base.dubaiCityId }).returning();
  const [option] = await systemDb.insert(dmcTourOptions).values({ siteId: base.siteId, activityId: activity.id, name }).returning();
  return option;
}

type Validity = { validFromDate?: string; validTillDate?: string };
type Band = { minPax?: number | null; maxPax?: number | null };

export async function addTicketRate(
  base: DmcFixture,
  tourOptionId: number,
  r: Validity & Band & { marketId?: number; adultAmount?: number; childAmount?: number; isPerPax?: boolean; priority?: number; currency?: string; description?: string } = {},
) {
  const [row] = await systemDb
    .insert(dmcTicketRates)
    .values({
      siteId: base.siteId,
      tourOptionId,
      marketId: r.marketId ?? base.markets.India,
      description: r.description ?? "Ticket",
      currency: r.currency ?? "USD",
      adultAmount: r.adultAmount ?? 4000,
      childAmount: r.childAmount ?? 3000,
      isPerPax: r.isPerPax ?? true,
      validFromDate: r.validFromDate ?? "2026-01-01",
      validTillDate: r.validTillDate ?? "2027-12-31",
      minPax: r.minPax ?? null,
      maxPax: r.maxPax ?? null,
      priority: r.priority ?? 1,
    })
    .returning();
  return row;
}

export async function addTransferRate(
  base: DmcFixture,
  tourOptionId: number,
  r: Validity & Band & { marketId?: number; amount?: number; isPerPax?: boolean; priority?: number; currency?: string; sharingBasis?: "SIC" | "PVT"; transferType?: "oneway" | "return" } = {},
) {
  const [row] = await systemDb
    .insert(dmcTransferRates)
    .values({
      siteId: base.siteId,
      tourOptionId,
      marketId: r.marketId ?? base.markets.India,
      description: "Transfer",
      currency: r.currency ?? "USD",
      transferType: r.transferType ?? "return",
      sharingBasis: r.sharingBasis ?? "SIC",
      amount: r.amount ?? 1500,
      isPerPax: r.isPerPax ?? true,
      minPax: r.minPax ?? null,
      maxPax: r.maxPax ?? null,
      validFromDate: r.validFromDate ?? "2026-01-01",
      validTillDate: r.validTillDate ?? "2027-12-31",
      priority: r.priority ?? 1,
    })
    .returning();
  return row;
}

export async function addAreaTransfer(
  base: DmcFixture,
  r: Validity & Band & { fromAreaId?: number; toAreaId?: number; marketId?: number; amount?: number; sharingBasis?: "sharing" | "private"; transferType?: "Pickup" | "Drop" | "Pickup & Drop"; priority?: number; currency?: string } = {},
) {
  const sharingBasis = r.sharingBasis ?? "sharing";
  const [row] = await systemDb
    .insert(dmcAreaTransfers)
    .values({
      siteId: base.siteId,
      fromAreaId: r.fromAreaId ?? base.areas["DXB airport"],
      toAreaId: r.toAreaId ?? base.areas["Dubai Marina"],
      marketId: r.marketId ?? base.markets.India,
      description: "Airport transfer",
      transferType: r.transferType ?? "Pickup",
      sharingBasis,
      currency: r.currency ?? "USD",
      amount: r.amount ?? 2500,
      isPerPax: sharingBasis === "sharing",
      minPax: sharingBasis === "private" ? (r.minPax ?? 1) : null,
      maxPax: sharingBasis === "private" ? (r.maxPax ?? 4) : null,
      validFromDate: r.validFromDate ?? "2026-01-01",
      validTillDate: r.validTillDate ?? "2027-12-31",
      priority: r.priority ?? 1,
    })
    .returning();
  return row;
}

export async function createHotelRoomType(base: DmcFixture, hotelName = "Marina Bay Hotel", roomName = "Deluxe") {
  const [hotel] = await systemDb.insert(dmcHotels).values({ siteId: base.siteId, name: hotelName, cityId: base.dubaiCityId }).returning();
  const [roomType] = await systemDb.insert(dmcRoomTypes).values({ siteId: base.siteId, hotelId: hotel.id, name: roomName }).returning();
  return { hotel, roomType };
}

export async function addRoomRate(
  base: DmcFixture,
  roomTypeId: number,
  r: Validity & { marketId?: number; single?: number; double?: number; extraAdult?: number; childWithBed?: number; childWithoutBed?: number; priority?: number; currency?: string } = {},
) {
  const [row] = await systemDb
    .insert(dmcRoomRates)
    .values({
      siteId: base.siteId,
      roomTypeId,
      marketId: r.marketId ?? base.markets.India,
      currency: r.currency ?? "USD",
      singleRoomPrice: r.single ?? 10000,
      doubleRoomPrice: r.double ?? 12000,
      extraAdultPrice: r.extraAdult ?? 3000,
      childWithBedPrice: r.childWithBed ?? 2500,
      childWithoutBedPrice: r.childWithoutBed ?? 1000,
      validFromDate: r.validFromDate ?? "2026-01-01",
      validTillDate: r.validTillDate ?? "2027-12-31",
      priority: r.priority ?? 1,
    })
    .returning();
  return row;
}

export async function createCombo(base: DmcFixture, tourOptionIds: number[], amount: number, currency = "USD", name = "Dubai highlights") {
  const [combo] = await systemDb.insert(dmcCombos).values({ siteId: base.siteId, name, currency, amount }).returning();
  await systemDb.insert(dmcComboItems).values(tourOptionIds.map((tourOptionId, position) => ({ siteId: base.siteId, comboId: combo.id, tourOptionId, position })));
  return combo;
}

export async function setCustomerMarket(base: DmcFixture, userId: number, marketId: number) {
  await systemDb.insert(dmcCustomerMarkets).values({ userId, siteId: base.siteId, marketId }).onConflictDoUpdate({ target: dmcCustomerMarkets.userId, set: { marketId } });
}
