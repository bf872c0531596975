import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { users } from "./users";

/*
 * Visa categories and checklists (issue 15, decision 0045). Site-scoped: a category belongs to one
 * site; its checklists (one per passport nationality) and their versions reference it through
 * (site_id, id), so a row can never point at another site's parent. Country and nationality are the
 * ISO 3166-1 alpha-2 codes of the countries reference table, with the name copied at save (the
 * reference tables are reloaded wholesale, so they are not foreign-key targets).
 */

const siteRef = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

/** The spec's visa category (_id, visaCategory) for a destination country. */
export const visaCategories = pgTable(
  "visa_categories",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    countryCode: text().notNull(),
    countryName: text().notNull(),
    /** The `{country}` of /visa/{country}: the country name in lower-case words joined by '-'. */
    countrySlug: text().notNull(),
    visaCategory: text().notNull(),
    /** A one-line summary shown on the category list (stay, validity, entries). */
    description: text().notNull().default(""),
    /** The number of the latest version (1 on creation, +1 per change). */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("visa_categories_site_id_uq").on(t.siteId, t.id),
    uniqueIndex("visa_categories_site_country_name_uq").on(t.siteId, t.countryCode, sql`lower(${t.visaCategory})`),
    index("visa_categories_site_slug_idx").on(t.siteId, t.countrySlug),
    check("visa_categories_country_code_ck", sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

/** A category's checklist for holders of one nationality's passport: sanitised HTML. */
export const visaChecklists = pgTable(
  "visa_checklists",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    categoryId: integer().notNull(),
    nationalityCode: text().notNull(),
    nationalityCountryName: text().notNull(),
    /** The checklist body, sanitised by the server's allow-list before it is stored. */
    html: text().notNull(),
    /** The number of the latest version (1 on creation, +1 per change). */
    version: integer().notNull().default(1),
    updatedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("visa_checklists_site_id_uq").on(t.siteId, t.id),
    uniqueIndex("visa_checklists_category_nationality_uq").on(t.siteId, t.categoryId, t.nationalityCode),
    foreignKey({ name: "visa_checklists_category_fk", columns: [t.siteId, t.categoryId], foreignColumns: [visaCategories.siteId, visaCategories.id] }).onDelete("cascade"),
    check("visa_checklists_nationality_code_ck", sql`${t.nationalityCode} ~ '^[A-Z]{2}$'`),
  ],
);

/** Every change of a checklist: who, when, the HTML it replaced (null on creation) and the HTML it saved. */
export const visaChecklistVersions = pgTable(
  "visa_checklist_versions",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    checklistId: integer().notNull(),
    version: integer().notNull(),
    previousHtml: text(),
    html: text().notNull(),
    changedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("visa_checklist_versions_uq").on(t.siteId, t.checklistId, t.version),
    foreignKey({ name: "visa_checklist_versions_checklist_fk", columns: [t.siteId, t.checklistId], foreignColumns: [visaChecklists.siteId, visaChecklists.id] }).onDelete("cascade"),
  ],
);

/** What a category version records: the fields staff edit. */
export type VisaCategoryFields = { countryCode: string; countryName: string; visaCategory: string; description: string };

/** Every change of a category (a rename, a new summary, another country): who, when, what it replaced (null on creation) and what it saved. */
export const visaCategoryVersions = pgTable(
  "visa_category_versions",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    categoryId: integer().notNull(),
    version: integer().notNull(),
    previous: jsonb().$type<VisaCategoryFields>(),
    saved: jsonb().$type<VisaCategoryFields>().notNull(),
    changedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("visa_category_versions_uq").on(t.siteId, t.categoryId, t.version),
    foreignKey({ name: "visa_category_versions_category_fk", columns: [t.siteId, t.categoryId], foreignColumns: [visaCategories.siteId, visaCategories.id] }).onDelete("cascade"),
  ],
);
