import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { legalEntities, users } from "./users";

export const API_KEY_MODES = ["test", "live"] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];
export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * A partner's API key (issue 12, decision 0028): issued by staff to a company (legal entity) of
 * the site, acting as that company's user `userId`. Only the SHA-256 of the key is kept; `prefix`
 * (e.g. wf_live_ab12cd34) is what screens show. A revoked or expired key answers 401.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    legalEntityId: integer()
      .notNull()
      .references(() => legalEntities.id, { onDelete: "cascade" }),
    /** The company's user the key acts as (its searches and bookings are this user's). */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull(),
    mode: text().$type<ApiKeyMode>().notNull(),
    scope: text().$type<ApiKeyScope>().notNull(),
    rateLimitPerMinute: integer().notNull().default(60),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_keys_hash_uq").on(t.keyHash),
    index("api_keys_site_created_idx").on(t.siteId, t.createdAt),
    check("api_keys_mode_ck", sql`${t.mode} in (${inList(API_KEY_MODES)})`),
    check("api_keys_scope_ck", sql`${t.scope} in (${inList(API_KEY_SCOPES)})`),
    check("api_keys_rate_limit_ck", sql`${t.rateLimitPerMinute} between 1 and 10000`),
  ],
);
