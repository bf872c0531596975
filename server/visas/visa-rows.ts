import "server-only";
import { eq, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { countries } from "@/db/schema/masterdata";
import { visaCategories } from "@/db/schema/visas";
import { toVisaSlug, type TVisaCategory } from "@/lib/contracts/visas";
import { AppError } from "@/server/http/errors";

/** The columns of a category in the spec's shape (_id, visaCategory) plus its country. */
export const categoryColumns = {
  _id: visaCategories.id,
  visaCategory: visaCategories.visaCategory,
  description: visaCategories.description,
  countryCode: visaCategories.countryCode,
  countryName: visaCategories.countryName,
  countrySlug: visaCategories.countrySlug,
};

/** One of the site's categories, or 404 with `message` (another site's category is not found either). */
export async function findVisaCategory(db: SiteDb, categoryId: number, message: string): Promise<TVisaCategory> {
  const [row] = await db.db.select(categoryColumns).from(visaCategories).where(db.byId(visaCategories, categoryId));
  if (!row) throw new AppError("NOT_FOUND", message);
  return row;
}

/** A reference country by ISO code, or null. */
export async function findCountryByCode(db: SiteDb, code: string): Promise<{ countryCode: string; countryName: string } | null> {
  const [row] = await db.db.select({ countryCode: countries.code, countryName: countries.name }).from(countries).where(eq(countries.code, code));
  return row ?? null;
}

/** A reference country by its name or its /visa/{country} slug, any case; or null. */
export async function findCountryByName(db: SiteDb, name: string): Promise<{ countryCode: string; countryName: string; countrySlug: string } | null> {
  const slug = toVisaSlug(name);
  if (!slug) return null;
  const rows = await db.db
    .select({ countryCode: countries.code, countryName: countries.name })
    .from(countries)
    .where(sql`lower(${countries.name}) = lower(${name.trim()}) or lower(regexp_replace(${countries.name}, '[^A-Za-z0-9]+', '-', 'g')) = ${slug}`)
    .limit(1);
  return rows[0] ? { ...rows[0], countrySlug: toVisaSlug(rows[0].countryName) } : null;
}
