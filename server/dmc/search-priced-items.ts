import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SiteDb } from "@/db/client";
import { dmcActivities, dmcAreas, dmcAreaTransfers, dmcHotels, dmcRoomTypes, dmcTourOptions } from "@/db/schema/dmc";
import type { TPricedItem } from "@/lib/contracts/dmc-rates";

const LIMIT = 20;
const like = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rate tester's option search: tour options (with their activity), area-transfer lanes, hotel room types. */
export async function searchPricedItems(db: SiteDb, query: { kind: "tourOption" | "areaTransfer" | "hotel"; search: string }): Promise<TPricedItem[]> {
  const pattern = like(query.search);
  if (query.kind === "tourOption") {
    const rows = await db.db
      .select({ id: dmcTourOptions.id, name: dmcTourOptions.name, activity: dmcActivities.name })
      .from(dmcTourOptions)
      .innerJoin(dmcActivities, and(eq(dmcActivities.siteId, dmcTourOptions.siteId), eq(dmcActivities.id, dmcTourOptions.activityId)))
      .where(db.where(dmcTourOptions, sql`(lower(${dmcTourOptions.name}) like ${pattern} or lower(${dmcActivities.name}) like ${pattern})`))
      .orderBy(asc(dmcActivities.name), asc(dmcTourOptions.name), asc(dmcTourOptions.id))
      .limit(LIMIT);
    return rows.map((r) => ({ kind: "tourOption", label: `${r.name} (${r.activity})`, tourOptionId: r.id }));
  }
  if (query.kind === "hotel") {
    const rows = await db.db
      .select({ id: dmcRoomTypes.id, name: dmcRoomTypes.name, hotel: dmcHotels.name })
      .from(dmcRoomTypes)
      .innerJoin(dmcHotels, and(eq(dmcHotels.siteId, dmcRoomTypes.siteId), eq(dmcHotels.id, dmcRoomTypes.hotelId)))
      .where(db.where(dmcRoomTypes, sql`(lower(${dmcRoomTypes.name}) like ${pattern} or lower(${dmcHotels.name}) like ${pattern})`))
      .orderBy(asc(dmcHotels.name), asc(dmcRoomTypes.name), asc(dmcRoomTypes.id))
      .limit(LIMIT);
    return rows.map((r) => ({ kind: "hotel", label: `${r.hotel}: ${r.name}`, roomTypeId: r.id }));
  }
  const fromArea = alias(dmcAreas, "from_area");
  const toArea = alias(dmcAreas, "to_area");
  const rows = await db.db
    .selectDistinct({ fromAreaId: dmcAreaTransfers.fromAreaId, toAreaId: dmcAreaTransfers.toAreaId, purpose: dmcAreaTransfers.transferType, sharingBasis: dmcAreaTransfers.sharingBasis, from: fromArea.name, to: toArea.name })
    .from(dmcAreaTransfers)
    .innerJoin(fromArea, and(eq(fromArea.siteId, dmcAreaTransfers.siteId), eq(fromArea.id, dmcAreaTransfers.fromAreaId)))
    .innerJoin(toArea, and(eq(toArea.siteId, dmcAreaTransfers.siteId), eq(toArea.id, dmcAreaTransfers.toAreaId)))
    .where(and(eq(dmcAreaTransfers.siteId, db.siteId), sql`(lower(${fromArea.name}) like ${pattern} or lower(${toArea.name}) like ${pattern})`))
    .orderBy(asc(fromArea.name), asc(toArea.name), asc(dmcAreaTransfers.transferType), asc(dmcAreaTransfers.sharingBasis))
    .limit(LIMIT);
  return rows.map((r) => ({
    kind: "areaTransfer",
    label: `${r.from} to ${r.to}: ${r.purpose}, ${r.sharingBasis === "private" ? "PVT" : "sharing"}`,
    fromAreaId: r.fromAreaId,
    toAreaId: r.toAreaId,
    purpose: r.purpose,
    sharingBasis: r.sharingBasis,
  }));
}
