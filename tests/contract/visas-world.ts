import { systemDb } from "@/db/client";
import { visaCategories, visaChecklists, visaChecklistVersions } from "@/db/schema/visas";

/** Visas (issue 15): site A's visa category for the UAE and its checklist for Indian passport holders, with its first version. */
export async function createVisaContractRows(siteAId: number, tag: string) {
  const [category] = await systemDb
    .insert(visaCategories)
    .values({ siteId: siteAId, countryCode: "AE", countryName: "United Arab Emirates", countrySlug: "united-arab-emirates", visaCategory: `Victim visa ${tag}` })
    .returning();
  const html = `<p>Victim checklist ${tag}</p>`;
  const [checklist] = await systemDb.insert(visaChecklists).values({ siteId: siteAId, categoryId: category.id, nationalityCode: "IN", nationalityCountryName: "India", html }).returning();
  await systemDb.insert(visaChecklistVersions).values({ siteId: siteAId, checklistId: checklist.id, version: 1, html });
  return { category, checklist, markers: [`Victim visa ${tag}`, `Victim checklist ${tag}`] };
}
