import "server-only";
import { count, eq, or } from "drizzle-orm";
import { dmcActivities, dmcAreas, dmcAreaTransfers, dmcHotels, dmcLocations } from "@/db/schema/dmc";
import { DmcGeoMessages } from "@/lib/contracts/dmc-geo";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getAreaOrThrow } from "./find-dmc-geo-records";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Deira is used by 2 area transfers and 1 location: remove or change them first", or null when nothing uses it. */
export function describeAreaUse(areaName: string, uses: { transfers: number; activities: number; hotels: number; locations: number }): string | null {
  const parts = [
    uses.transfers && plural(uses.transfers, "area transfer"),
    uses.activities && plural(uses.activities, "activity", "activities"),
    uses.hotels && plural(uses.hotels, "hotel"),
    uses.locations && plural(uses.locations, "location"),
  ].filter((p): p is string => Boolean(p));
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `${areaName} is used by ${list}: remove or change them first`;
}

/**
 * POST /api/areas/deleteArea {areaId}: refused (409) with a message naming what uses the area while
 * transfers, activities, hotels or locations do; the foreign keys refuse it too (no cascade).
 */
export async function deleteArea(ctx: RequestContext, input: { areaId: number }) {
  const area = await getAreaOrThrow(ctx.db, input.areaId);
  const countOf = async (table: typeof dmcActivities | typeof dmcHotels | typeof dmcLocations) => {
    const [row] = await ctx.db.db.select({ n: count() }).from(table).where(ctx.db.where(table, eq(table.areaId, area.id)));
    return row.n;
  };
  const [transferRow] = await ctx.db.db
    .select({ n: count() })
    .from(dmcAreaTransfers)
    .where(ctx.db.where(dmcAreaTransfers, or(eq(dmcAreaTransfers.fromAreaId, area.id), eq(dmcAreaTransfers.toAreaId, area.id))));
  const uses = { transfers: transferRow.n, activities: await countOf(dmcActivities), hotels: await countOf(dmcHotels), locations: await countOf(dmcLocations) };
  const inUse = describeAreaUse(area.name, uses);
  if (inUse) throw new AppError("CONFLICT", inUse, { data: { uses } });
  try {
    await ctx.db.db.delete(dmcAreas).where(ctx.db.byId(dmcAreas, area.id));
  } catch (error) {
    // A row that started using the area since the count: the foreign key refused the delete.
    if ((error as { code?: string; cause?: { code?: string } }).code === "23503" || (error as { cause?: { code?: string } }).cause?.code === "23503") {
      throw new AppError("CONFLICT", `${area.name} is in use: remove or change what uses it first`);
    }
    throw error;
  }
  return { areaId: area.id, message: DmcGeoMessages.areaDeleted };
}
