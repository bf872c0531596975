import "server-only";
import { asc, eq } from "drizzle-orm";
import { dmcAreas, dmcAreaTransfers } from "@/db/schema/dmc";
import type { RequestContext } from "@/server/http/context";
import { getAreaOrThrow, getMarketOrThrow } from "./find-dmc-geo-records";

/**
 * GET /api/areas/getFilteredAreas?fromAreaId=&marketId=: without fromAreaId, the areas with transfers
 * from them; with it, the areas its transfers go to (the transfer picker's two steps).
 */
export async function listFilteredAreas(ctx: RequestContext, input: { fromAreaId?: number; marketId?: number }) {
  if (input.fromAreaId !== undefined) await getAreaOrThrow(ctx.db, input.fromAreaId);
  if (input.marketId !== undefined) await getMarketOrThrow(ctx.db, input.marketId);
  const side = input.fromAreaId === undefined ? dmcAreaTransfers.fromAreaId : dmcAreaTransfers.toAreaId;
  const rows = await ctx.db.db
    .selectDistinct({ id: dmcAreas.id, name: dmcAreas.name })
    .from(dmcAreaTransfers)
    .innerJoin(dmcAreas, eq(dmcAreas.id, side))
    .where(
      ctx.db.where(
        dmcAreaTransfers,
        input.fromAreaId !== undefined ? eq(dmcAreaTransfers.fromAreaId, input.fromAreaId) : undefined,
        input.marketId !== undefined ? eq(dmcAreaTransfers.marketId, input.marketId) : undefined,
      ),
    )
    .orderBy(asc(dmcAreas.id));
  // By name ignoring case (DISTINCT cannot order by an expression it does not select).
  return { result: rows.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id) };
}
