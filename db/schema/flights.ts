import { boolean, index, integer, json, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { users } from "./users";

export type SupplierSettings = {
  /** Simulated supplier: answer after this many ms. */
  latencyMs?: number;
  /** Simulated supplier test switches. */
  failMode?: "none" | "error" | "timeout";
  priceChangeAtFareQuote?: boolean;
  seed?: number;
  /** TBO: the API's base URLs (staging, live, or the fake server in tests). */
  authUrl?: string;
  airUrl?: string;
  bookingUrl?: string;
};

/** A site's flight supplier and its credentials (encrypted at rest with server/security/secret-box.ts). */
export const siteSuppliers = pgTable(
  "site_suppliers",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    code: text().notNull(),
    name: text().notNull(),
    isEnabled: boolean().notNull().default(true),
    timeoutMs: integer().notNull().default(8000),
    settings: jsonb().$type<SupplierSettings>().notNull().default({}),
    credentialsEncrypted: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("site_suppliers_site_idx").on(t.siteId), uniqueIndex("site_suppliers_site_name_uq").on(t.siteId, t.name)],
);

/** A search's normalised results, kept for the booking steps (15 minutes). */
export const flightSearches = pgTable(
  "flight_searches",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    request: jsonb().notNull(),
    /** Per supplier: its name, code and trace id, for the follow-up calls. */
    suppliers: jsonb().notNull(),
    /** The normalised answer, as json (stored as text: a few MB are written ~10x faster than jsonb, and it is only read whole). */
    response: json().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("flight_searches_site_idx").on(t.siteId), index("flight_searches_expires_idx").on(t.expiresAt)],
);

/** Look-to-book: one row per user and month with the searches and bookings counted. */
export const userMonthlyFlightStats = pgTable(
  "user_monthly_flight_stats",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** "2026-11" */
    monthYear: text().notNull(),
    lookCount: integer().notNull().default(0),
    bookCount: integer().notNull().default(0),
  },
  (t) => [uniqueIndex("user_monthly_flight_stats_uq").on(t.userId, t.monthYear), index("user_monthly_flight_stats_site_idx").on(t.siteId)],
);
