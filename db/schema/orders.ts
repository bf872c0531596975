import { sql } from "drizzle-orm";
import { index, integer, json, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { users } from "./users";

/**
 * A selected fare held for payment (issue 5, step 1): the amount the caller pays, fixed for 15
 * minutes, and the selection it pays for. One order per booking attempt; `status` moves from
 * inProcess to paid/booked, or expired.
 */
export const flightOrders = pgTable(
  "flight_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    searchId: uuid().notNull(),
    /** The result indexes paid for: one, or the outbound and inbound of a domestic return. */
    resultIndexes: json().$type<string[]>().notNull(),
    /** The selected results as the caller saw them (priced for their group). */
    selection: json().notNull(),
    /** The suppliers of the search with their trace ids, and the trip searched: booking outlives the search. */
    suppliers: jsonb().$type<{ id: number; name: string; code: string; traceId: string }[]>().notNull().default([]),
    trip: jsonb().$type<{ isDomestic: boolean; journeyType: 1 | 2 | 3; adults: number; children: number; infants: number }>(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull().default("inProcess"),
    /**
     * Fare quotes taken for this order, by our result index: the supplier's (possibly new) result
     * index and the re-priced result. validateBooking charges the quoted price, not the searched one.
     */
    quotes: jsonb().$type<Record<string, { supplierResultIndex: string; result: unknown; quotedAt: string }>>().notNull().default({}),
    /**
     * The caller's own key for this order (decision 0032: a network consumer sends one derived from
     * its booking): setFlightDetails with a key already used by the same user answers that order
     * again, so a retried network booking never makes (and pays) a second order.
     */
    idempotencyKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("flight_orders_site_user_idx").on(t.siteId, t.userId),
    index("flight_orders_expires_idx").on(t.expiresAt),
    uniqueIndex("flight_orders_user_key_uq").on(t.siteId, t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);
