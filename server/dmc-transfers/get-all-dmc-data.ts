import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { dmcDrivers, dmcLocations } from "@/db/schema/dmc";
import { dmcDriverTokens } from "@/db/schema/dmc-transfers";
import type { RequestContext } from "@/server/http/context";

/** POST /api/dmc/getAllDmcData: the drivers (and whether each has a live link) and locations the job sheet's selects need. */
export async function getAllDmcData(ctx: RequestContext) {
  const [drivers, locations] = await Promise.all([
    ctx.db.db
      .select({ id: dmcDrivers.id, driverName: dmcDrivers.name, phone: dmcDrivers.phone, tokenCreatedAt: dmcDriverTokens.createdAt })
      .from(dmcDrivers)
      .leftJoin(dmcDriverTokens, and(eq(dmcDriverTokens.siteId, dmcDrivers.siteId), eq(dmcDriverTokens.driverId, dmcDrivers.id)))
      .where(ctx.db.where(dmcDrivers))
      .orderBy(asc(sql`lower(${dmcDrivers.name})`), asc(dmcDrivers.id)),
    ctx.db.db
      .select({ id: dmcLocations.id, name: dmcLocations.name, address: dmcLocations.address })
      .from(dmcLocations)
      .where(ctx.db.where(dmcLocations))
      .orderBy(asc(sql`lower(${dmcLocations.name})`), asc(dmcLocations.id)),
  ]);
  return {
    drivers: drivers.map((d) => ({ id: d.id, driverName: d.driverName, phone: d.phone, hasAccessToken: d.tokenCreatedAt !== null, tokenCreatedAt: d.tokenCreatedAt?.toISOString() ?? null })),
    locations,
  };
}
