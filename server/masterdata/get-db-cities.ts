import "server-only";
import { eq } from "drizzle-orm";
import { cities } from "@/db/schema/masterdata";
import type { TCity, TDbCitiesRequest } from "@/lib/contracts/masterdata";
import type { RequestContext } from "@/server/http/context";
import { notFound } from "@/server/http/errors";
import { cityColumns, searchCityOptions, toCityOption } from "./city-options";
import { listPricedCityIds } from "./list-priced-city-ids";

/**
 * GET /api/master/dbCities: `?cityId=` answers that city (404 'City not found'); otherwise
 * `?city=&priceOnly=` searches by name; priceOnly=true keeps only the cities where this site has
 * DMC prices (listPricedCityIds: none until the DMC rates land, decision 0016).
 */
export async function getDbCities(ctx: RequestContext, input: TDbCitiesRequest): Promise<{ result: TCity[] }> {
  if (input.cityId !== undefined) {
    const [city] = await ctx.db.db.select(cityColumns).from(cities).where(eq(cities.id, input.cityId)).limit(1);
    if (!city) throw notFound("City");
    return { result: [toCityOption(city)] };
  }
  if (input.priceOnly === "true") {
    const pricedIds = await listPricedCityIds(ctx);
    if (pricedIds.length === 0) return { result: [] };
    return { result: await searchCityOptions(ctx.db.db, { text: input.city, cityIds: pricedIds }) };
  }
  return { result: await searchCityOptions(ctx.db.db, { text: input.city }) };
}
