import "server-only";
import type { TApiCitiesRequest, TCity } from "@/lib/contracts/masterdata";
import type { RequestContext } from "@/server/http/context";
import { searchCityOptions } from "./city-options";

/** GET /api/master/api_cities?countryCode=IN&search= */
export async function listCities(ctx: RequestContext, input: TApiCitiesRequest): Promise<{ result: TCity[] }> {
  return { result: await searchCityOptions(ctx.db.db, { text: input.search, countryCode: input.countryCode }) };
}
