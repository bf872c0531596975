import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ENQUIRY_STATUSES, PACKAGE_MAX_DAYS, PACKAGE_MAX_NIGHTS } from "../../lib/packages/constants";
import { uploadedFiles } from "./files";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * Holiday packages, their images and enquiries (issue 15, decision 0044). Site-scoped like the DMC
 * catalogue: images and enquiries reference their package through (site_id, package_id). An
 * enquiry for a network supplier's package (TourPackages) belongs to the SUPPLIER's site (its staff
 * work it); `source_site_id` is the consumer site it was sent from.
 */

const siteRef = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

export type PackageDayPlan = { day: number; title: string; description: string };

export const packages = pgTable(
  "packages",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    name: text().notNull(),
    destination: text().notNull(),
    days: smallint().notNull(),
    nights: smallint().notNull(),
    plan: jsonb().$type<PackageDayPlan[]>().notNull().default([]),
    inclusions: text().array().notNull().default(sql`'{}'::text[]`),
    exclusions: text().array().notNull().default(sql`'{}'::text[]`),
    /** Price from, per person, in minor units of `currency`. */
    priceFrom: integer().notNull(),
    currency: text().notNull(),
    validFrom: date({ mode: "string" }).notNull(),
    validTill: date({ mode: "string" }).notNull(),
    isPublished: boolean().notNull().default(false),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("packages_site_id_uq").on(t.siteId, t.id),
    index("packages_site_published_idx").on(t.siteId, t.isPublished, t.destination),
    check("packages_days_ck", sql`${t.days} between 1 and ${sql.raw(String(PACKAGE_MAX_DAYS))}`),
    check("packages_nights_ck", sql`${t.nights} between 0 and ${sql.raw(String(PACKAGE_MAX_NIGHTS))} and ${t.nights} <= ${t.days}`),
    check("packages_price_ck", sql`${t.priceFrom} >= 0`),
    check("packages_currency_ck", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("packages_validity_ck", sql`${t.validTill} >= ${t.validFrom}`),
    check("packages_name_ck", sql`length(btrim(${t.name})) > 0 and length(btrim(${t.destination})) > 0`),
  ],
);

/** One image of a package: the gallery size and the card thumbnail (both uploaded_files rows), in gallery order. */
export const packageImages = pgTable(
  "package_images",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    packageId: integer().notNull(),
    position: smallint().notNull(),
    isCover: boolean().notNull().default(false),
    fileId: uuid()
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: "restrict" }),
    thumbFileId: uuid()
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: "restrict" }),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("package_images_package_idx").on(t.siteId, t.packageId, t.position),
    uniqueIndex("package_images_one_cover_uq").on(t.packageId).where(sql`${t.isCover}`),
    foreignKey({ name: "package_images_package_fk", columns: [t.siteId, t.packageId], foreignColumns: [packages.siteId, packages.id] }).onDelete("cascade"),
    check("package_images_position_ck", sql`${t.position} >= 0`),
    check("package_images_size_ck", sql`${t.width} > 0 and ${t.height} > 0 and ${t.byteSize} > 0`),
  ],
);

export const packageEnquiries = pgTable(
  "package_enquiries",
  {
    id: serial().primaryKey(),
    /** The package's site: its staff work the enquiry. */
    siteId: siteRef(),
    packageId: integer().notNull(),
    /** The consumer site the visitor sent it from, when that is not the package's site (TourPackages network). */
    sourceSiteId: integer().references(() => sites.id, { onDelete: "set null" }),
    travelDate: date({ mode: "string" }).notNull(),
    adults: smallint().notNull(),
    children: smallint().notNull().default(0),
    infants: smallint().notNull().default(0),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    /** ISO country of the phone as given (India when none was). */
    contactPhoneCountry: text().notNull().default("in"),
    message: text().notNull().default(""),
    status: text().notNull().default("new"),
    assigneeUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The signed-in visitor who sent it (their "my enquiries"), else null. */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The (pending) customer "Make quotation" used. */
    customerUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("package_enquiries_site_status_idx").on(t.siteId, t.status, t.createdAt),
    index("package_enquiries_user_idx").on(t.userId),
    foreignKey({ name: "package_enquiries_package_fk", columns: [t.siteId, t.packageId], foreignColumns: [packages.siteId, packages.id] }).onDelete("cascade"),
    check("package_enquiries_status_ck", sql`${t.status} in (${inList(ENQUIRY_STATUSES)})`),
    check("package_enquiries_party_ck", sql`${t.adults} between 1 and 99 and ${t.children} between 0 and 99 and ${t.infants} between 0 and ${t.adults}`),
    check("package_enquiries_contact_ck", sql`length(btrim(${t.contactName})) > 0 and length(btrim(${t.contactEmail})) > 0`),
  ],
);
