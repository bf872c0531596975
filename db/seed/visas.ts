import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { visaCategories, visaChecklists, visaChecklistVersions } from "../schema/visas";

/*
 * Demo visa content (issue 15, decision 0045): categories for the UAE, Singapore, Thailand and the
 * UK with checklists for Indian passport holders. Idempotent: a category is found by country and
 * name, a checklist by category and nationality; existing rows are kept as staff left them.
 */

type DemoCategory = { visaCategory: string; description: string; items: string[]; note?: string };
type DemoCountry = { countryCode: string; countryName: string; countrySlug: string; categories: DemoCategory[] };

const COMMON = ["Passport valid for at least 6 months from the date of travel, with two blank pages", "Recent passport-size photograph on a white background (35 x 45 mm)", "Confirmed return or onward air ticket"];

export const DEMO_VISA_COUNTRIES: DemoCountry[] = [
  {
    countryCode: "AE",
    countryName: "United Arab Emirates",
    countrySlug: "united-arab-emirates",
    categories: [
      { visaCategory: "Tourist visa 30 days", description: "Single entry, stay up to 30 days, valid 58 days from issue", items: [...COMMON, "Colour scan of the passport's first and last pages", "Hotel booking or host's address in the UAE", "PAN card copy"] },
      { visaCategory: "Tourist visa 60 days", description: "Single entry, stay up to 60 days", items: [...COMMON, "Colour scan of the passport's first and last pages", "Hotel booking for the whole stay", "Bank statement for the last 3 months"] },
      { visaCategory: "Transit visa 48 hours", description: "For connections through a UAE airport", items: ["Passport valid for at least 6 months", "Confirmed onward ticket to a third country within 48 hours"], note: "Apply through the airline you connect with." },
    ],
  },
  {
    countryCode: "SG",
    countryName: "Singapore",
    countrySlug: "singapore",
    categories: [
      { visaCategory: "Tourist e-visa", description: "Multiple entry, stay up to 30 days per visit", items: [...COMMON, "Form 14A, filled in and signed", "Covering letter stating the purpose and dates of travel", "Bank statement for the last 6 months", "Income tax returns for the last 2 years"] },
    ],
  },
  {
    countryCode: "TH",
    countryName: "Thailand",
    countrySlug: "thailand",
    categories: [
      { visaCategory: "Tourist visa", description: "Single entry, stay up to 60 days", items: [...COMMON, "Hotel booking for the whole stay", "Proof of funds: at least THB 20,000 per person", "Completed Thailand Digital Arrival Card (TDAC)"] },
      { visaCategory: "Visa on arrival", description: "Stay up to 15 days", items: ["Passport valid for at least 6 months", "One passport-size photograph", "Return ticket within 15 days", "Cash for the fee (THB 2,000)"], note: "Check the current visa-exemption rules before you travel." },
    ],
  },
  {
    countryCode: "GB",
    countryName: "United Kingdom",
    countrySlug: "united-kingdom",
    categories: [
      { visaCategory: "Standard Visitor visa", description: "Tourism, family visits or business, stay up to 6 months", items: [...COMMON, "Online application (GOV.UK) and appointment confirmation", "Bank statements for the last 6 months", "Employment letter or business registration", "Leave approval from the employer", "Travel itinerary and accommodation details"] },
    ],
  },
];

export function demoChecklistHtml(c: DemoCategory): string {
  const items = c.items.map((i) => `<li>${i}</li>`).join("");
  const note = c.note ? `<p><em>${c.note}</em></p>` : "";
  return `<h3>Documents required</h3><ul>${items}</ul>${note}<p>Processing times and fees are confirmed at the time of application.</p>`;
}

export async function seedVisaDemo(db: Db, siteIds: number[]): Promise<void> {
  for (const siteId of siteIds) {
    for (const country of DEMO_VISA_COUNTRIES) {
      for (const c of country.categories) {
        const where = and(eq(visaCategories.siteId, siteId), eq(visaCategories.countryCode, country.countryCode), eq(visaCategories.visaCategory, c.visaCategory));
        const [existing] = await db.select({ id: visaCategories.id }).from(visaCategories).where(where);
        const categoryId =
          existing?.id ??
          (await db.insert(visaCategories).values({ siteId, countryCode: country.countryCode, countryName: country.countryName, countrySlug: country.countrySlug, visaCategory: c.visaCategory, description: c.description }).returning({ id: visaCategories.id }))[0].id;
        const [checklist] = await db.select({ id: visaChecklists.id }).from(visaChecklists).where(and(eq(visaChecklists.siteId, siteId), eq(visaChecklists.categoryId, categoryId), eq(visaChecklists.nationalityCode, "IN")));
        if (checklist) continue;
        const html = demoChecklistHtml(c);
        const [row] = await db.insert(visaChecklists).values({ siteId, categoryId, nationalityCode: "IN", nationalityCountryName: "India", html }).returning({ id: visaChecklists.id });
        await db.insert(visaChecklistVersions).values({ siteId, checklistId: row.id, version: 1, previousHtml: null, html });
      }
    }
  }
}
