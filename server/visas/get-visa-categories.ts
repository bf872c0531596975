import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { visaCategories } from "@/db/schema/visas";
import { toVisaSlug, VisaMessages } from "@/lib/contracts/visas";
import { AppError } from "@/server/http/errors";
import { categoryColumns, findCountryByName } from "./visa-rows";

/**
 * GET /api/visa/getVisaCategory and the /visa/{country} page: the site's categories for a
 * destination named by its country name or slug. An unknown country is 404 'Could not fetch visa
 * categories'; a known one without categories answers an empty list.
 */
export async function getVisaCategories(ctx: { db: SiteDb }, input: { countryName: string }) {
  const slug = toVisaSlug(input.countryName);
  const result = slug
    ? await ctx.db.db.select(categoryColumns).from(visaCategories).where(ctx.db.where(visaCategories, eq(visaCategories.countrySlug, slug))).orderBy(asc(visaCategories.visaCategory))
    : [];
  if (result.length > 0) {
    const { countryCode, countryName, countrySlug } = result[0];
    return { country: { countryCode, countryName, countrySlug }, result };
  }
  const country = await findCountryByName(ctx.db, input.countryName);
  if (!country) throw new AppError("NOT_FOUND", VisaMessages.categoriesFailed);
  return { country, result };
}
