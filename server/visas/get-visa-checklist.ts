import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { visaChecklists } from "@/db/schema/visas";
import { DEFAULT_VISA_NATIONALITY, VisaMessages } from "@/lib/contracts/visas";
import { AppError } from "@/server/http/errors";
import { findVisaCategory } from "./visa-rows";

/** The nationalities a category has checklists for, by country name, in the spec's shape. */
export async function listChecklistNationalities(db: SiteDb, categoryId: number) {
  const rows = await db.db
    .select({ countryCode: visaChecklists.nationalityCode, countryName: visaChecklists.nationalityCountryName })
    .from(visaChecklists)
    .where(db.where(visaChecklists, eq(visaChecklists.categoryId, categoryId)))
    .orderBy(asc(visaChecklists.nationalityCountryName));
  return rows.map((r) => ({ _id: r.countryCode, ...r }));
}

/**
 * GET /api/visa/getVisaChecklist and the checklist page: a category's checklist for one
 * nationality (default IN when it has one, else the first by name). Unknown or another site's
 * category: 404 'Could not fetch visa checklist'; no checklist for the nationality: 404 'No
 * checklist found for this category'.
 */
export async function getVisaChecklist(ctx: { db: SiteDb }, input: { categoryId: number; nationalityCode?: string }) {
  const category = await findVisaCategory(ctx.db, input.categoryId, VisaMessages.checklistFailed);
  const nationalities = await listChecklistNationalities(ctx.db, category._id);
  const code = input.nationalityCode ?? (nationalities.some((n) => n.countryCode === DEFAULT_VISA_NATIONALITY) ? DEFAULT_VISA_NATIONALITY : nationalities[0]?.countryCode);
  const [row] = code
    ? await ctx.db.db
        .select({ html: visaChecklists.html, version: visaChecklists.version, updatedAt: visaChecklists.updatedAt, countryCode: visaChecklists.nationalityCode, countryName: visaChecklists.nationalityCountryName })
        .from(visaChecklists)
        .where(ctx.db.where(visaChecklists, eq(visaChecklists.categoryId, category._id), eq(visaChecklists.nationalityCode, code)))
    : [];
  if (!row) throw new AppError("NOT_FOUND", VisaMessages.noChecklist, { data: { category, nationalities } });
  return {
    result: {
      category,
      nationality: { _id: row.countryCode, countryCode: row.countryCode, countryName: row.countryName },
      checklist: row.html,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    },
    nationalities,
  };
}
