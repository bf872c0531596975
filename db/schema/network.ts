import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { apiKeys } from "./api-keys";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * The B2B network between sites (issue 12, decision 0027). A site becomes a supplier to other sites
 * (its consumers) per category; a consumer requests each category, the supplier decides. These
 * tables are cross-site by nature: every read names the side it is scoped to (supplierSiteId or
 * consumerSiteId = the caller's site), never both unscoped.
 */

export const NETWORK_CATEGORIES = ["FixedDeparture", "Flights", "TourPackages"] as const;
export type NetworkCategory = (typeof NETWORK_CATEGORIES)[number];
export const REQUEST_STATUSES = ["Pending", "Approved", "Rejected", "Suspended"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A site's supplier profile (/user/supplier/becomeSupplier): one per site. */
export const supplierProfiles = pgTable(
  "supplier_profiles",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    termsAndConditions: text().notNull(),
    isActive: boolean().notNull().default(true),
    updatedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("supplier_profiles_site_uq").on(t.siteId)],
);

/** A consumer site's acceptance of a supplier's terms (the text it accepted is kept). */
export const supplierTermsAcceptances = pgTable(
  "supplier_terms_acceptances",
  {
    id: serial().primaryKey(),
    supplierSiteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    consumerSiteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    acceptedTerms: text().notNull(),
    acceptedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("supplier_terms_acceptances_pair_uq").on(t.supplierSiteId, t.consumerSiteId)],
);

/**
 * One consumer→supplier request per category, which is also the mapping once approved (its id is
 * the spec's supplierListId / requestId). The supplier's per-consumer switches live here.
 */
export const supplierRequests = pgTable(
  "supplier_requests",
  {
    id: serial().primaryKey(),
    supplierSiteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    consumerSiteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    category: text().notNull(),
    requestStatus: text().notNull().default("Pending"),
    /** The consumer paused this supplier from its side (the supplier's status is untouched). */
    isPausedByConsumer: boolean().notNull().default(false),
    isFlightHoldAllowed: boolean().notNull().default(false),
    isFlightSearchAllowed: boolean().notNull().default(true),
    requestedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    requestGeneratedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    /**
     * The consumer's side of an approved Flights relationship (decision 0030): the live read-write
     * key the supplier issued to the consumer's company, sealed with server/security/secret-box.ts,
     * and the supplier's api_keys row it belongs to. Null until the first network search.
     */
    networkApiKeyId: integer().references(() => apiKeys.id, { onDelete: "set null" }),
    networkApiKeySealed: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("supplier_requests_pair_category_uq").on(t.supplierSiteId, t.consumerSiteId, t.category),
    index("supplier_requests_consumer_idx").on(t.consumerSiteId),
    check("supplier_requests_category_ck", sql`${t.category} in (${inList(NETWORK_CATEGORIES)})`),
    check("supplier_requests_status_ck", sql`${t.requestStatus} in (${inList(REQUEST_STATUSES)})`),
    check("supplier_requests_not_self_ck", sql`${t.supplierSiteId} <> ${t.consumerSiteId}`),
  ],
);

/**
 * A supplier in ANOTHER Wayfare deployment (decision 0034), added by the consumer site's staff with
 * the supplier's origin, its site id there and the API key it issued them (sealed with
 * server/security/secret-box.ts). A flight source like an approved linked supplier unless paused.
 */
export const remoteSuppliers = pgTable(
  "remote_suppliers",
  {
    id: serial().primaryKey(),
    consumerSiteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** https://host[:port], no path (http only to loopback behind NETWORK_ALLOW_LOOPBACK_HTTP). */
    origin: text().notNull(),
    /** The supplier's site id in its own deployment (sent as `site-id`); not a row of this database. */
    remoteSiteId: integer().notNull(),
    /** The supplier's company name as its deployment answered when the key was checked. */
    name: text().notNull(),
    /** The company the key acts for there (ours, as the supplier knows it). */
    remoteCompanyName: text().notNull().default(""),
    apiKeySealed: text().notNull(),
    /** The key's visible prefix (wf_live_1a2b3c4d), its mode and scope as the supplier answered. */
    keyPrefix: text().notNull(),
    keyMode: text().notNull(),
    keyScope: text().notNull(),
    isPaused: boolean().notNull().default(false),
    addedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    verifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("remote_suppliers_site_origin_uq").on(t.consumerSiteId, t.origin, t.remoteSiteId), check("remote_suppliers_mode_ck", sql`${t.keyMode} in ('test', 'live')`), check("remote_suppliers_scope_ck", sql`${t.keyScope} in ('read', 'write')`)],
);
