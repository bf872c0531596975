import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A white-label tenant (ARCHITECTURE section 4). */
export const sites = pgTable("sites", {
  id: serial().primaryKey(),
  name: text().notNull(),
  companyName: text().notNull(),
  logoUrl: text(),
  adminContact: text(),
  adminEmail: text(),
  primaryColor: text().notNull().default("#1d4ed8"),
  isLockMode: boolean().notNull().default(false),
  canShowPermissionMenu: boolean().notNull().default(false),
  currency: text().notNull().default("INR"),
  coreSiteUrl: text().notNull().default("/app"),
  /** Tax rates in basis points (1800 = 18%). */
  gstRateBps: integer().notNull().default(1800),
  tdsRateBps: integer().notNull().default(200),
  /** IANA zone for the site's days: screens, day filters, deadlines and "today" (ARCHITECTURE section 13). */
  timezone: text().notNull().default("Asia/Kolkata"),
  /**
   * Look-to-book cap for business users (travel agents, corporates), per calendar month in the
   * site's zone: after `lookToBookFreeSearches` searches, search is refused while searches per
   * booking exceed `lookToBookMaxRatio`. Null ratio: no cap. Exempted customers are never capped.
   */
  lookToBookFreeSearches: integer().notNull().default(500),
  lookToBookMaxRatio: integer(),
  /** Social sign-in (issue 11): shown only when the site has keys; secrets sealed with secret-box. */
  googleClientId: text(),
  googleClientSecretEnc: text(),
  facebookAppId: text(),
  facebookAppSecretEnc: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const siteDomains = pgTable(
  "site_domains",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Lower-case host name without port. */
    domain: text().notNull(),
    isPrimary: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex("site_domains_domain_uq").on(t.domain), index("site_domains_site_idx").on(t.siteId)],
);
