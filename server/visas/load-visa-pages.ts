import "server-only";
import { asc } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { nationalities } from "@/db/schema/masterdata";
import { visaCategories } from "@/db/schema/visas";
import { VisaMessages, type TVisaCategory, type TVisaChecklist, type TVisaNationality } from "@/lib/contracts/visas";
import { AppError } from "@/server/http/errors";
import { getVisaCategories } from "./get-visa-categories";
import { getVisaChecklist, listChecklistNationalities } from "./get-visa-checklist";
import { findVisaCategory } from "./visa-rows";
import { sanitizeChecklistHtml } from "./sanitize-checklist-html";

const isNotFound = (e: unknown) => e instanceof AppError && e.code === "NOT_FOUND";

/** /visa/{country}: the country and its categories, or null (404) for a name that is no country. */
export async function loadVisaCountryPage(siteId: number, country: string) {
  try {
    return await getVisaCategories({ db: createSiteDb(siteId) }, { countryName: country });
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}

/** The destinations this site has visa categories for, by name (the "other destinations" links). */
export async function listVisaDestinations(siteId: number) {
  const db = createSiteDb(siteId);
  return db.db
    .selectDistinct({ countryName: visaCategories.countryName, countrySlug: visaCategories.countrySlug })
    .from(visaCategories)
    .where(db.where(visaCategories))
    .orderBy(asc(visaCategories.countryName));
}

/** Every nationality of the reference data, for the checklist page's selector ("Indian (India)"). */
export async function listNationalityOptions() {
  const rows = await createSiteDb(0).db.select({ countryCode: nationalities.countryCode, countryName: nationalities.countryName, nationality: nationalities.nationality }).from(nationalities);
  return rows.sort((a, b) => a.nationality.localeCompare(b.nationality, "en"));
}

export type VisaChecklistPage =
  | { status: "found"; category: TVisaCategory; checklist: TVisaChecklist; nationalities: TVisaNationality[] }
  | { status: "noChecklist"; category: TVisaCategory; nationalityCode: string | null; message: string; nationalities: TVisaNationality[] };

/**
 * /visa/{country}/{category}/{categoryId}: the checklist for a nationality, or the category with
 * 'No checklist found for this category'; null (404) for another site's or an unknown category.
 * The HTML is sanitised again on the way out (content seeded or stored before a rule change).
 */
export async function loadVisaChecklistPage(siteId: number, categoryId: number, nationalityCode: string | null): Promise<VisaChecklistPage | null> {
  const db = createSiteDb(siteId);
  try {
    const { result, nationalities: available } = await getVisaChecklist({ db }, { categoryId, nationalityCode: nationalityCode ?? undefined });
    return { status: "found", category: result.category, checklist: { ...result, checklist: sanitizeChecklistHtml(result.checklist) }, nationalities: available };
  } catch (e) {
    if (!isNotFound(e) || (e as AppError).message !== VisaMessages.noChecklist) {
      if (isNotFound(e)) return null;
      throw e;
    }
    const category = await findVisaCategory(db, categoryId, VisaMessages.checklistFailed);
    return { status: "noChecklist", category, nationalityCode, message: VisaMessages.noChecklist, nationalities: await listChecklistNationalities(db, categoryId) };
  }
}
