import "server-only";
import { eq } from "drizzle-orm";
import { cities } from "@/db/schema/masterdata";
import type { TCity, TDbCitiesRequest } from "@/lib/contracts/masterdata";
import type { RequestContext } from "@/server/http/context";
import { notFound } from "@/server/http/errors";
import { cityColumns, searchCityOptions, toCityOption } from "./city-options";

/**
 * GET /api/master/dbCities: `?cityId=` answers that city (404 'City not found'); otherwise
 * `?city=&priceOnly=` searches by name. priceOnly is meant to keep the cities that have DMC prices;
 * none exist yet, so every match is returned until DMC pricing lands.
 */
export async function getDbCities(ctx: RequestContext, input: TDbCitiesRequest): Promise<{ result: TCity[] }> {
  if (input.cityId !== undefined) {
    const [city] = await ctx.db.db.select(cityColumns).from(cities).where(eq(cities.id, input.cityId)).limit(1);
    if (!city) throw notFound("City");
    return { result: [toCityOption(city)] };
  }
  return { result: await searchCityOptions(ctx.db.db, { text: input.city }) };
}
