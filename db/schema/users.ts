import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { rbacUserGroups } from "./rbac";

export type PhoneNumberEntry = { label: "Primary" | "Secondary" | "Emergency"; phoneNumber: string; phoneCountryCode: string };
export type BillingDetails = { billingName?: string; gstNumber?: string; gstState?: string; panNumber?: string };

/** A business customer (B2B company) is a legal entity of its site. */
export const legalEntities = pgTable(
  "legal_entities",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    companyName: text().notNull(),
    address1: text(),
    address2: text(),
    secondaryPhone: text(),
    city: text(),
    state: text(),
    country: text(),
    pincode: text(),
    panNumber: text(),
    gstNumber: text(),
    /** Set when this company is another site of the network: a consumer of this (supplier) site (issue 12). */
    consumerSiteId: integer().references((): AnyPgColumn => sites.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("legal_entities_site_idx").on(t.siteId),
    uniqueIndex("legal_entities_consumer_site_uq").on(t.siteId, t.consumerSiteId).where(sql`${t.consumerSiteId} is not null`),
    index("legal_entities_company_trgm_idx").using("gin", sql`${t.companyName} gin_trgm_ops`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userType: text().notNull(),
    firstName: text().notNull(),
    lastName: text(),
    /** Gender code of the spec: 1 Male, 2 Female. */
    gender: smallint(),
    email: text(),
    phone: text(),
    phoneCountryCode: text(),
    phoneNumbers: jsonb().$type<PhoneNumberEntry[]>().notNull().default([]),
    passwordHash: text(),
    isVerified: boolean().notNull().default(false),
    isBlocked: boolean().notNull().default(false),
    isSuperAdmin: boolean().notNull().default(false),
    isFlightHoldAllowed: boolean().notNull().default(false),
    isFlightSearchAllowed: boolean().notNull().default(true),
    isFlightSearchExempted: boolean().notNull().default(false),
    taLogoUrl: text(),
    referralCode: text(),
    /** Who referred this user (their referral code at sign-up). */
    referredByUserId: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Created by DMC staff with a name and a contact only (user/createDetailPendingCustomerForDmc); false once completed. */
    isDetailPending: boolean().notNull().default(false),
    billing: jsonb().$type<BillingDetails>(),
    legalEntityId: integer().references(() => legalEntities.id, { onDelete: "set null" }),
    rbacUserGroupId: integer().references(() => rbacUserGroups.id, { onDelete: "set null" }),
    /** Sessions issued before this instant are no longer valid. */
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("users_site_idx").on(t.siteId),
    // Customer search (issue 11, bench/customers.ts): substring matches on name, email and phones
    // use pg_trgm GIN indexes; the list pages by (site, createdAt) and by name.
    index("users_name_trgm_idx").using("gin", sql`(${t.firstName} || ' ' || coalesce(${t.lastName}, '')) gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("users_phone_trgm_idx").using("gin", sql`${t.phone} gin_trgm_ops`),
    index("users_phone_numbers_trgm_idx").using("gin", sql`(${t.phoneNumbers}::text) gin_trgm_ops`),
    // A company's users newest first, with what the list filters on (site, type) in the key, so the
    // company filter counts and pages from the index alone (migration 0014; it replaces
    // users_legal_entity_idx, whose leading column it keeps).
    index("users_legal_entity_created_idx").on(t.legalEntityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.siteId, t.userType),
    index("users_site_created_idx").on(t.siteId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("users_site_name_idx").on(t.siteId, sql`lower(${t.firstName} || ' ' || coalesce(${t.lastName}, ''))`, t.id),
    uniqueIndex("users_site_referral_code_uq").on(t.siteId, t.referralCode),
    index("users_referred_by_idx").on(t.referredByUserId),
    uniqueIndex("users_site_email_uq").on(t.siteId, sql`lower(${t.email})`),
    uniqueIndex("users_site_phone_uq").on(t.siteId, t.phone),
    check("users_user_type_ck", sql`${t.userType} in ('staff','travelAgent','retail','corporate')`),
  ],
);

/**
 * One row per issued session token. The token (a signed, encrypted JWT) carries the session id;
 * only its SHA-256 is stored. Logout, block and password change end sessions at once.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [uniqueIndex("user_sessions_hash_uq").on(t.sessionHash), index("user_sessions_user_idx").on(t.userId)],
);

export const USER_TOKEN_PURPOSES = ["setPassword", "resetPassword", "sessionExchange"] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/**
 * Single-use links and exchange ids (set a password, reset a forgotten one, jump in from another
 * site). Only the SHA-256 of the token is stored; a token works once (`usedAt`) and until `expiresAt`.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text().$type<UserTokenPurpose>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_tokens_hash_uq").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId, t.purpose),
    check("user_tokens_purpose_ck", sql`${t.purpose} in (${inList(USER_TOKEN_PURPOSES)})`),
  ],
);

export const USER_IDENTITY_PROVIDERS = ["google", "facebook"] as const;
export type UserIdentityProvider = (typeof USER_IDENTITY_PROVIDERS)[number];

/** A user's sign-in with an outside provider (Google, Facebook): the provider's stable subject id. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().$type<UserIdentityProvider>().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("user_identities_subject_uq").on(t.siteId, t.provider, t.subject),
    index("user_identities_user_idx").on(t.userId),
    check("user_identities_provider_ck", sql`${t.provider} in (${inList(USER_IDENTITY_PROVIDERS)})`),
  ],
);
