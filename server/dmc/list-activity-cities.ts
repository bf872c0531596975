import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { dmcActivities } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import type { RequestContext } from "@/server/http/context";

/** GET /api/manageActivity/getAllCities: the reference-data cities where the site has activities. */
export async function listActivityCities(ctx: RequestContext) {
  const rows = await ctx.db.db
    .select({ id: cities.id, city: cities.name, country: cities.countryName, cityCode: cities.cityCode, activityCount: count() })
    .from(dmcActivities)
    .innerJoin(cities, eq(cities.id, dmcActivities.cityId))
    .where(ctx.db.where(dmcActivities))
    .groupBy(cities.id)
    .orderBy(asc(cities.name));
  return { result: rows.map((r) => ({ ...r, activityCount: Number(r.activityCount) })) };
}
