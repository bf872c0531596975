import "server-only";
import { countries } from "@/db/schema/masterdata";
import type { TCountry } from "@/lib/contracts/masterdata";
import type { RequestContext } from "@/server/http/context";

/** Every country as the spec's country list entry {name, dial_code, code}, by English name. */
export async function getCountryRows(ctx: RequestContext): Promise<TCountry[]> {
  const rows = await ctx.db.db.select({ name: countries.name, dial_code: countries.dialCode, code: countries.code }).from(countries);
  return rows.sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** GET /api/getCountryList and GET /api/master/api_countries */
export async function listCountries(ctx: RequestContext): Promise<{ result: TCountry[] }> {
  return { result: await getCountryRows(ctx) };
}
