import "server-only";
import { nationalities } from "@/db/schema/masterdata";
import type { RequestContext } from "@/server/http/context";

/** GET /api/getNationalities: {countryCode, countryName, nationality}, by country name. */
export async function listNationalities(ctx: RequestContext) {
  const rows = await ctx.db.db
    .select({ countryCode: nationalities.countryCode, countryName: nationalities.countryName, nationality: nationalities.nationality })
    .from(nationalities);
  return { result: rows.sort((a, b) => a.countryName.localeCompare(b.countryName, "en")) };
}
