import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { DMC_TIME_SLOTS, dmcRoomTypes, dmcTourOptions } from "./dmc";
import { dmcItineraries } from "./dmc-itineraries";
import { legalEntities, users } from "./users";
import { sites } from "./sites";
import { inList } from "./sql-lists";

/*
 * Activity carts (issue 14, decision 0039): what an agent or staff member puts together from the
 * activity search before staff turn it into an itinerary. Site-scoped; items reference their cart
 * and the catalogue through (site_id, id). Prices are integer minor units in the rate's currency:
 * the price the cart holder accepted, re-checked against the rate engine on every read.
 */

/** The queue's tabs, in order (decision 0039). */
export const CART_STATUSES = ["new", "inProgress", "quoted", "confirmed", "cancelled"] as const;
export const CART_ITEM_KINDS = ["tourOption", "hotel"] as const;

export const dmcCarts = pgTable(
  "dmc_carts",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Whose cart it is (priced for them; the queue's "user"); staff may reassign it (updateUserId). */
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The holder's company when the cart was assigned: an agent sees their company's carts. */
    legalEntityId: integer().references(() => legalEntities.id, { onDelete: "set null" }),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    adults: smallint().notNull().default(1),
    children: smallint().notNull().default(0),
    status: text({ enum: CART_STATUSES }).notNull().default("new"),
    remarks: text().notNull().default(""),
    /** The itinerary made from the cart (issue 14 quotations), through (site_id, kart_id) (decision 0042). */
    kartId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("dmc_carts_site_id_uq").on(t.siteId, t.id),
    index("dmc_carts_queue_idx").on(t.siteId, t.status, t.updatedAt.desc(), t.id.desc()),
    index("dmc_carts_user_idx").on(t.siteId, t.userId),
    index("dmc_carts_le_idx").on(t.siteId, t.legalEntityId),
    foreignKey({ name: "dmc_carts_kart_fk", columns: [t.siteId, t.kartId], foreignColumns: [dmcItineraries.siteId, dmcItineraries.id] }),
    check("dmc_carts_status_ck", sql`${t.status} in (${inList(CART_STATUSES)})`),
    check("dmc_carts_dates_ck", sql`${t.startDate} <= ${t.endDate}`),
    check("dmc_carts_party_ck", sql`${t.adults} >= 1 and ${t.children} >= 0`),
  ],
);

export const dmcCartItems = pgTable(
  "dmc_cart_items",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    cartId: integer().notNull(),
    kind: text({ enum: CART_ITEM_KINDS }).notNull(),
    tourOptionId: integer(),
    /** Tour option transfer (null: ticket only). */
    sharingBasis: text(),
    transferType: text(),
    /** The tour option's time slot (a label of DMC_TIME_SLOTS, one of the option's own); null when the option has none. */
    timeSlot: text(),
    roomTypeId: integer(),
    /** The activity date, or the hotel check-in. */
    date: date({ mode: "string" }).notNull(),
    nights: smallint(),
    rooms: smallint(),
    isOptional: boolean().notNull().default(false),
    /** The accepted price per currency, minor units (a ticket in USD plus a transfer in AED); null: no rate. */
    acceptedTotals: jsonb().$type<{ currency: string; amount: number }[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dmc_cart_items_cart_idx").on(t.siteId, t.cartId),
    foreignKey({ name: "dmc_cart_items_cart_fk", columns: [t.siteId, t.cartId], foreignColumns: [dmcCarts.siteId, dmcCarts.id] }).onDelete("cascade"),
    foreignKey({ name: "dmc_cart_items_tour_option_fk", columns: [t.siteId, t.tourOptionId], foreignColumns: [dmcTourOptions.siteId, dmcTourOptions.id] }).onDelete("cascade"),
    foreignKey({ name: "dmc_cart_items_room_type_fk", columns: [t.siteId, t.roomTypeId], foreignColumns: [dmcRoomTypes.siteId, dmcRoomTypes.id] }).onDelete("cascade"),
    check("dmc_cart_items_time_slot_ck", sql`${t.timeSlot} is null or (${t.kind} = 'tourOption' and ${t.timeSlot} in (${inList(DMC_TIME_SLOTS)}))`),
    check("dmc_cart_items_kind_ck", sql`${t.kind} in (${inList(CART_ITEM_KINDS)})`),
    check(
      "dmc_cart_items_shape_ck",
      sql`(${t.kind} = 'tourOption' and ${t.tourOptionId} is not null and ${t.roomTypeId} is null) or (${t.kind} = 'hotel' and ${t.roomTypeId} is not null and ${t.nights} >= 1 and ${t.rooms} >= 1)`,
    ),
  ],
);
