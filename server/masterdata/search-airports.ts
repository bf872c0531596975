import "server-only";
import { asc, desc, isNotNull, or, sql } from "drizzle-orm";
import { airports } from "@/db/schema/masterdata";
import type { TAirport, TGetAirportsRequest } from "@/lib/contracts/masterdata";
import { normalizeSearchText } from "@/lib/search-text";
import type { RequestContext } from "@/server/http/context";

const columns = {
  code: airports.code,
  name: airports.name,
  city: airports.city,
  cityCode: airports.cityCode,
  countryCode: airports.countryCode,
  countryName: airports.countryName,
  timezone: airports.timezone,
  latitude: airports.latitude,
  longitude: airports.longitude,
};

type AirportRow = Omit<TAirport, "label">;
const toAirport = (a: AirportRow): TAirport => ({ ...a, label: `${a.city} (${a.code})` });

/**
 * POST /api/getAirports {query, limit}. Ranks an exact IATA code first, then a metropolitan city
 * code (LON lists London's airports), the exact city, a city prefix, then any word of the city,
 * name or old names starting with the query; ties go to popular, then larger airports. About 3,200
 * rows: the word-prefix LIKE scans them in a millisecond or two.
 */
export async function searchAirports(ctx: RequestContext, input: TGetAirportsRequest): Promise<{ result: TAirport[] }> {
  const q = normalizeSearchText(input.query ?? "");
  if (!q) {
    const popular = await ctx.db.db.select(columns).from(airports).where(isNotNull(airports.popularRank)).orderBy(asc(airports.popularRank)).limit(input.limit);
    return { result: popular.map(toAirport) };
  }
  const code = q.replace(/ /g, "").toUpperCase();
  const wordPrefix = `% ${q}%`;
  const rank = sql`case
    when ${airports.code} = ${code} then 0
    when ${airports.cityCode} = ${code} then 1
    when ${airports.cityKey} = ${q} then 2
    when ${airports.cityKey} like ${`${q}%`} then 3
    else 4 end`;
  const rows = await ctx.db.db
    .select(columns)
    .from(airports)
    .where(or(sql`${airports.code} = ${code}`, sql`${airports.cityCode} = ${code}`, sql`${airports.searchKey} like ${wordPrefix}`))
    .orderBy(rank, sql`${airports.popularRank} asc nulls last`, desc(airports.sizeRank), asc(airports.cityKey), asc(airports.code))
    .limit(input.limit);
  return { result: rows.map(toAirport) };
}
