import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { users } from "./users";

/**
 * A user's recent flight searches (issue 16: the agent's home repeats one in a click). One row per
 * distinct search (`searchKey`, the result page's query), the latest `searchedAt` kept; the newest 10
 * per user survive. The stored flight_searches rows expire in 15 minutes, these stay.
 */
export const userRecentSearches = pgTable(
  "user_recent_searches",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    searchKey: text().notNull(),
    request: jsonb().notNull(),
    searchId: text().notNull(),
    searchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_recent_searches_user_key_uq").on(t.userId, t.searchKey), index("user_recent_searches_site_user_idx").on(t.siteId, t.userId, t.searchedAt)],
);
