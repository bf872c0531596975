import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcAreas, dmcAreaTransfers, dmcComboItems, dmcCombos, dmcHotels, dmcRoomRates, dmcRoomTypes, dmcTicketRates, dmcTourOptions, dmcTransferRates } from "@/db/schema/dmc";
import type { AreaTransferRate, Combo, PriceLine, RateCatalogue, RoomRate, TicketRate, TransferRate } from "./rate-engine-types";

/*
 * The rate engine's one loader (decision 0036): every rate of every item the lines name (all
 * markets, all validities, so the explanation can say why each other rate lost), in one query per
 * rate table whatever the number of lines, run in parallel. Each query walks the table's lookup
 * index (site_id, parent, ...).
 */

const unique = (values: number[]) => [...new Set(values)];
const group = <T>(rows: T[], key: (row: T) => number | string) => {
  const map = new Map<number | string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
};
const none = <T>() => Promise.resolve([] as T[]);

export async function loadRateCatalogue(db: SiteDb, lines: readonly PriceLine[]): Promise<RateCatalogue> {
  const tourOptionIds = unique(lines.flatMap((l) => (l.kind === "tourOption" ? [l.tourOptionId] : [])));
  const withTransfer = unique(lines.flatMap((l) => (l.kind === "tourOption" && l.transfer ? [l.tourOptionId] : [])));
  const comboIds = unique(lines.flatMap((l) => (l.kind === "tourOption" && l.comboId !== null ? [l.comboId] : [])));
  const pairs = lines.flatMap((l) => (l.kind === "areaTransfer" ? [[l.fromAreaId, l.toAreaId] as const] : []));
  const areaIds = unique(pairs.flat());
  const lanes = [...new Map(pairs.map((p) => [`${p[0]}|${p[1]}`, p])).values()];
  const roomTypeIds = unique(lines.flatMap((l) => (l.kind === "hotel" ? [l.roomTypeId] : [])));

  const [tickets, transfers, areaRows, roomRows, comboRows, tourNames, areaNames, roomNames] = await Promise.all([
    tourOptionIds.length === 0
      ? none<TicketRate>()
      : db.db
          .select({
            id: dmcTicketRates.id,
            tourOptionId: dmcTicketRates.tourOptionId,
            marketId: dmcTicketRates.marketId,
            description: dmcTicketRates.description,
            currency: dmcTicketRates.currency,
            adultAmount: dmcTicketRates.adultAmount,
            childAmount: dmcTicketRates.childAmount,
            isPerPax: dmcTicketRates.isPerPax,
            validFromDate: dmcTicketRates.validFromDate,
            validTillDate: dmcTicketRates.validTillDate,
            minPax: dmcTicketRates.minPax,
            maxPax: dmcTicketRates.maxPax,
            priority: dmcTicketRates.priority,
            lane: sql<null>`null`,
          })
          .from(dmcTicketRates)
          .where(and(eq(dmcTicketRates.siteId, db.siteId), inArray(dmcTicketRates.tourOptionId, tourOptionIds))),
    withTransfer.length === 0
      ? none<TransferRate>()
      : db.db
          .select({
            id: dmcTransferRates.id,
            tourOptionId: dmcTransferRates.tourOptionId,
            marketId: dmcTransferRates.marketId,
            description: dmcTransferRates.description,
            currency: dmcTransferRates.currency,
            amount: dmcTransferRates.amount,
            isPerPax: dmcTransferRates.isPerPax,
            sharingBasis: dmcTransferRates.sharingBasis,
            transferType: dmcTransferRates.transferType,
            validFromDate: dmcTransferRates.validFromDate,
            validTillDate: dmcTransferRates.validTillDate,
            minPax: dmcTransferRates.minPax,
            maxPax: dmcTransferRates.maxPax,
            priority: dmcTransferRates.priority,
            lane: sql<string>`${dmcTransferRates.sharingBasis} || ' ' || ${dmcTransferRates.transferType}`,
          })
          .from(dmcTransferRates)
          .where(and(eq(dmcTransferRates.siteId, db.siteId), inArray(dmcTransferRates.tourOptionId, withTransfer))),
    pairs.length === 0
      ? none<AreaTransferRate>()
      : db.db
          .select({
            id: dmcAreaTransfers.id,
            fromAreaId: dmcAreaTransfers.fromAreaId,
            toAreaId: dmcAreaTransfers.toAreaId,
            marketId: dmcAreaTransfers.marketId,
            description: dmcAreaTransfers.description,
            currency: dmcAreaTransfers.currency,
            amount: dmcAreaTransfers.amount,
            isPerPax: dmcAreaTransfers.isPerPax,
            transferType: dmcAreaTransfers.transferType,
            sharingBasis: dmcAreaTransfers.sharingBasis,
            validFromDate: dmcAreaTransfers.validFromDate,
            validTillDate: dmcAreaTransfers.validTillDate,
            minPax: dmcAreaTransfers.minPax,
            maxPax: dmcAreaTransfers.maxPax,
            priority: dmcAreaTransfers.priority,
            lane: sql<string>`${dmcAreaTransfers.transferType} || ' ' || ${dmcAreaTransfers.sharingBasis}`,
          })
          .from(dmcAreaTransfers)
          .where(
            and(
              eq(dmcAreaTransfers.siteId, db.siteId),
              // The exact (from, to) lanes asked for, not every from x to combination.
              sql`(${dmcAreaTransfers.fromAreaId}, ${dmcAreaTransfers.toAreaId}) in (${sql.join(
                lanes.map(([from, to]) => sql`(${from}::int, ${to}::int)`),
                sql`, `,
              )})`,
            ),
          ),
    roomTypeIds.length === 0
      ? none<RoomRate>()
      : db.db
          .select({
            id: dmcRoomRates.id,
            roomTypeId: dmcRoomRates.roomTypeId,
            marketId: dmcRoomRates.marketId,
            description: sql<string>`''`,
            currency: dmcRoomRates.currency,
            singleRoomPrice: dmcRoomRates.singleRoomPrice,
            doubleRoomPrice: dmcRoomRates.doubleRoomPrice,
            extraAdultPrice: dmcRoomRates.extraAdultPrice,
            childWithBedPrice: dmcRoomRates.childWithBedPrice,
            childWithoutBedPrice: dmcRoomRates.childWithoutBedPrice,
            validFromDate: dmcRoomRates.validFromDate,
            validTillDate: dmcRoomRates.validTillDate,
            priority: dmcRoomRates.priority,
            minPax: sql<null>`null`,
            maxPax: sql<null>`null`,
            lane: sql<null>`null`,
          })
          .from(dmcRoomRates)
          .where(and(eq(dmcRoomRates.siteId, db.siteId), inArray(dmcRoomRates.roomTypeId, roomTypeIds))),
    comboIds.length === 0
      ? none<{ id: number; name: string; currency: string; amount: number; tourOptionId: number | null }>()
      : db.db
          .select({ id: dmcCombos.id, name: dmcCombos.name, currency: dmcCombos.currency, amount: dmcCombos.amount, tourOptionId: dmcComboItems.tourOptionId })
          .from(dmcCombos)
          .leftJoin(dmcComboItems, and(eq(dmcComboItems.siteId, dmcCombos.siteId), eq(dmcComboItems.comboId, dmcCombos.id)))
          .where(and(eq(dmcCombos.siteId, db.siteId), inArray(dmcCombos.id, comboIds)))
          .orderBy(asc(dmcComboItems.position), asc(dmcComboItems.tourOptionId)),
    tourOptionIds.length === 0
      ? none<{ id: number; name: string }>()
      : db.db.select({ id: dmcTourOptions.id, name: dmcTourOptions.name }).from(dmcTourOptions).where(and(eq(dmcTourOptions.siteId, db.siteId), inArray(dmcTourOptions.id, tourOptionIds))),
    areaIds.length === 0 ? none<{ id: number; name: string }>() : db.db.select({ id: dmcAreas.id, name: dmcAreas.name }).from(dmcAreas).where(and(eq(dmcAreas.siteId, db.siteId), inArray(dmcAreas.id, areaIds))),
    roomTypeIds.length === 0
      ? none<{ id: number; name: string }>()
      : db.db
          .select({ id: dmcRoomTypes.id, name: sql<string>`${dmcRoomTypes.name} || ', ' || ${dmcHotels.name}` })
          .from(dmcRoomTypes)
          .innerJoin(dmcHotels, and(eq(dmcHotels.siteId, dmcRoomTypes.siteId), eq(dmcHotels.id, dmcRoomTypes.hotelId)))
          .where(and(eq(dmcRoomTypes.siteId, db.siteId), inArray(dmcRoomTypes.id, roomTypeIds))),
  ]);

  const combos = new Map<number, Combo>();
  for (const row of comboRows) {
    const combo = combos.get(row.id) ?? { id: row.id, name: row.name, currency: row.currency, amount: row.amount, tourOptionIds: [] };
    if (row.tourOptionId !== null) combo.tourOptionIds.push(row.tourOptionId);
    combos.set(row.id, combo);
  }
  return {
    ticketRates: group(tickets as TicketRate[], (r) => r.tourOptionId) as Map<number, TicketRate[]>,
    transferRates: group(transfers as TransferRate[], (r) => r.tourOptionId) as Map<number, TransferRate[]>,
    areaTransfers: group(areaRows as AreaTransferRate[], (r) => `${r.fromAreaId}|${r.toAreaId}`) as Map<string, AreaTransferRate[]>,
    roomRates: group(roomRows as RoomRate[], (r) => r.roomTypeId) as Map<number, RoomRate[]>,
    combos,
    tourOptionNames: new Map(tourNames.map((r) => [r.id, r.name])),
    areaNames: new Map(areaNames.map((r) => [r.id, r.name])),
    roomTypeNames: new Map(roomNames.map((r) => [r.id, r.name])),
  };
}
