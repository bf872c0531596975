import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { dmcAreas } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import { AREA_LIST_LIMIT } from "@/lib/contracts/dmc-geo";
import type { RequestContext } from "@/server/http/context";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/areas/searchAreas?search=&cityId=: the site's areas by name, as the spec's Area {id, name, city {city, country}}. */
export async function searchAreas(ctx: RequestContext, input: { search?: string; cityId?: number }) {
  const pattern = input.search ? `%${escapeLike(input.search)}%` : null;
  const rows = await ctx.db.db
    .select({ id: dmcAreas.id, name: dmcAreas.name, cityId: dmcAreas.cityId, cityName: cities.name, country: cities.countryName })
    .from(dmcAreas)
    .innerJoin(cities, eq(cities.id, dmcAreas.cityId))
    .where(
      ctx.db.where(
        dmcAreas,
        pattern ? sql`(${dmcAreas.name} ilike ${pattern} or ${cities.name} ilike ${pattern})` : undefined,
        input.cityId ? eq(dmcAreas.cityId, input.cityId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${dmcAreas.name})`), asc(dmcAreas.id))
    .limit(AREA_LIST_LIMIT);
  return { result: rows.map((r) => ({ id: r.id, name: r.name, cityId: r.cityId, city: { city: r.cityName, country: r.country } })) };
}
