import "server-only";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcAreas, dmcLocations } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import type { TDmcLocation } from "@/lib/contracts/dmc-geo";
import type { RequestContext } from "@/server/http/context";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The site's locations matching `where`, as the API shows them (city and area by name). */
export async function findLocations(db: SiteDb, ...conditions: (SQL | undefined)[]): Promise<TDmcLocation[]> {
  const rows = await db.db
    .select({ l: dmcLocations, cityName: cities.name, country: cities.countryName, areaName: dmcAreas.name })
    .from(dmcLocations)
    .innerJoin(cities, eq(cities.id, dmcLocations.cityId))
    .leftJoin(dmcAreas, eq(dmcAreas.id, dmcLocations.areaId))
    .where(db.where(dmcLocations, ...conditions))
    .orderBy(asc(sql`lower(${dmcLocations.name})`), asc(dmcLocations.id));
  return rows.map(({ l, cityName, country, areaName }) => ({
    id: l.id,
    name: l.name,
    address: l.address,
    cityId: l.cityId,
    city: { city: cityName, country },
    areaId: l.areaId,
    area: areaName,
    phone: l.phone,
    email: l.email,
  }));
}

/** GET /api/dmc/getLocationOptions?search=&cityId= */
export async function listLocations(ctx: RequestContext, input: { search?: string; cityId?: number }) {
  const p = input.search ? `%${escapeLike(input.search)}%` : null;
  return {
    result: await findLocations(
      ctx.db,
      p ? sql`(${dmcLocations.name} ilike ${p} or ${dmcLocations.address} ilike ${p} or ${dmcAreas.name} ilike ${p})` : undefined,
      input.cityId ? eq(dmcLocations.cityId, input.cityId) : undefined,
    ),
  };
}
