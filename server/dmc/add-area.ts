import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { dmcAreas } from "@/db/schema/dmc";
import { DmcGeoMessages } from "@/lib/contracts/dmc-geo";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { isUniqueViolation } from "@/server/markups/find-site-records";
import { findDubaiCity, getCityOrThrow } from "./find-dmc-geo-records";

const nameTaken = () => new AppError("VALIDATION_ERROR", DmcGeoMessages.areaNameTaken, { shortError: { name: DmcGeoMessages.areaNameTaken } });

/** POST /api/areas/addArea {name, cityId?}: the city defaults to the Dubai match (spec 001 section 5). */
export async function addArea(ctx: RequestContext, input: { name: string; cityId?: number }) {
  const city = input.cityId === undefined ? await findDubaiCity(ctx.db) : await getCityOrThrow(ctx.db, input.cityId);
  const [clash] = await ctx.db.db
    .select({ id: dmcAreas.id })
    .from(dmcAreas)
    .where(ctx.db.where(dmcAreas, and(eq(dmcAreas.cityId, city.id), sql`lower(${dmcAreas.name}) = lower(${input.name})`)))
    .limit(1);
  if (clash) throw nameTaken();
  try {
    const [row] = await ctx.db.db.insert(dmcAreas).values({ siteId: ctx.site.id, name: input.name, cityId: city.id }).returning({ id: dmcAreas.id, name: dmcAreas.name });
    return { id: row.id, name: row.name, cityId: city.id, city: { city: city.name, country: city.country }, message: DmcGeoMessages.areaAdded };
  } catch (error) {
    if (isUniqueViolation(error, "dmc_areas_site_city_name_uq")) throw nameTaken();
    throw error;
  }
}
