import "server-only";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { cities } from "@/db/schema/masterdata";
import { CITY_LIST_LIMIT, type TCity } from "@/lib/contracts/masterdata";
import { normalizeSearchText } from "@/lib/search-text";

export const cityColumns = { id: cities.id, name: cities.name, countryCode: cities.countryCode, countryName: cities.countryName, cityCode: cities.cityCode };
type CityRow = { id: number; name: string; countryCode: string; countryName: string; cityCode: string };

/** The city option of spec 000 section 3: id, city, country and cityCode, displayed as 'name (code)'. */
export function toCityOption(c: CityRow): TCity {
  return { id: c.id, city: c.name, country: c.countryName, countryCode: c.countryCode, cityCode: c.cityCode, label: `${c.name} (${c.cityCode})` };
}

/**
 * Cities whose code equals the text or one of whose name words starts with it: the code first, then
 * the exact name, names starting with the text, other word matches; by name within each. An empty
 * text lists cities by name. At most CITY_LIST_LIMIT rows, of cityIds only when given.
 */
export async function searchCityOptions(db: Db, input: { text?: string; countryCode?: string; cityIds?: number[] }): Promise<TCity[]> {
  const q = normalizeSearchText(input.text ?? "");
  const byCountry = and(input.countryCode ? eq(cities.countryCode, input.countryCode) : undefined, input.cityIds ? inArray(cities.id, input.cityIds) : undefined);
  let where: SQL | undefined = byCountry;
  const order: SQL[] = [asc(cities.searchKey), asc(cities.id)];
  if (q) {
    const code = q.replace(/ /g, "").toUpperCase();
    where = and(byCountry, or(eq(cities.cityCode, code), sql`${cities.searchKey} like ${`% ${q}%`}`));
    order.unshift(sql`case when ${cities.cityCode} = ${code} then 0 when ${cities.searchKey} = ${` ${q}`} then 1 when ${cities.searchKey} like ${` ${q}%`} then 2 else 3 end`);
  }
  const rows = await db.select(cityColumns).from(cities).where(where).orderBy(...order).limit(CITY_LIST_LIMIT);
  return rows.map(toCityOption);
}
