import { index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { users } from "./users";

/**
 * Fares an agent shared with a customer (issue 16, decision 0051): a snapshot of the picked results
 * as priced when shared (the customer's price plus the agent's own markup, never the agent's net),
 * the search's route, dates and party, and the agency's branding. The link /flight/offer/<token>
 * opens it read-only without a login until expiresAt; only the token's SHA-256 is stored.
 */
export const fareShares = pgTable(
  "fare_shares",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    tokenHash: text().notNull(),
    searchId: text().notNull(),
    /** Route, dates, party and cabin of the search (TSharedTrip). */
    trip: jsonb().notNull(),
    /** The shared fares (TSharedFareRecord[]): segments, fare family, baggage, price in paise. */
    fares: jsonb().notNull(),
    /** The agent's own markup added to each fare, paise. */
    agentMarkup: integer().notNull().default(0),
    /** The agency as shown on the offer (name, email, phone, logoUrl). */
    agency: jsonb().notNull(),
    customerEmail: text(),
    customerName: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("fare_shares_site_id_uq").on(t.siteId, t.id), uniqueIndex("fare_shares_token_uq").on(t.tokenHash), index("fare_shares_site_user_idx").on(t.siteId, t.createdByUserId, t.createdAt)],
);
