import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { DMC_TRANSFER_SHARING } from "../../lib/dmc/transfer-constants";
import { dmcDrivers } from "./dmc";
import { dmcItineraries } from "./dmc-itineraries";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * DMC transfers and drivers' access tokens (issue 14, decision 0041). Site-scoped like the catalogue
 * (decision 0035): a transfer's driver is referenced through (site_id, driver_id), so a transfer can
 * never point at another site's driver. `kart_id` is the itinerary (quotation, "kart") the transfer
 * came from, referenced through (site_id, kart_id) (decision 0042); cancelling the itinerary marks its open
 * transfers cancelled (isCancelled, cancelledAt): kept for the job sheet, never done, gone from the driver's page.
 */


const siteRef = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

/** One pickup (or drop) a driver does: the spec's Transfer, plus what the driver needs to find the party. */
export const dmcTransfers = pgTable(
  "dmc_transfers",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    /** The itinerary (kart) the transfer belongs to; null for a stand-alone transfer. */
    kartId: integer(),
    sharingType: text({ enum: DMC_TRANSFER_SHARING }).notNull(),
    date: date({ mode: "string" }).notNull(),
    /** HH:mm, the pickup time in the site's timezone. */
    time: text().notNull(),
    pickupLocation: text().notNull(),
    dropLocation: text().notNull(),
    /** What the transfer is for (an activity's name, "Airport pickup"). */
    serviceName: text().notNull().default(""),
    leadPassengerName: text().notNull(),
    paxCount: smallint().notNull(),
    driverId: integer(),
    /** Internal driver charges in minor units (USD cents): staff only, never shown to the driver. */
    internalDriverCharges: integer().notNull().default(0),
    isCompleted: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    /** Cancelled with its itinerary (or dropped from it once assigned): shown marked on the job sheet, never done. */
    isCancelled: boolean().notNull().default(false),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("dmc_transfers_site_id_uq").on(t.siteId, t.id),
    index("dmc_transfers_site_date_idx").on(t.siteId, t.date, t.time),
    index("dmc_transfers_site_driver_date_idx").on(t.siteId, t.driverId, t.date),
    index("dmc_transfers_site_kart_idx").on(t.siteId, t.kartId),
    foreignKey({ name: "dmc_transfers_kart_fk", columns: [t.siteId, t.kartId], foreignColumns: [dmcItineraries.siteId, dmcItineraries.id] }),
    check("dmc_transfers_cancelled_ck", sql`not (${t.isCancelled} and ${t.isCompleted})`),
    foreignKey({ name: "dmc_transfers_driver_fk", columns: [t.siteId, t.driverId], foreignColumns: [dmcDrivers.siteId, dmcDrivers.id] }).onDelete("restrict"),
    check("dmc_transfers_sharing_ck", sql`${t.sharingType} in (${inList(DMC_TRANSFER_SHARING)})`),
    check("dmc_transfers_time_ck", sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("dmc_transfers_pax_ck", sql`${t.paxCount} >= 1`),
    check("dmc_transfers_charges_ck", sql`${t.internalDriverCharges} >= 0`),
  ],
);

/**
 * A driver's access token (at most one per driver: a new one replaces the old at once). Only the
 * SHA-256 of the token is stored; the link is shown to staff once.
 */
export const dmcDriverTokens = pgTable(
  "dmc_driver_tokens",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    driverId: integer().notNull(),
    tokenHash: text().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("dmc_driver_tokens_driver_uq").on(t.siteId, t.driverId),
    uniqueIndex("dmc_driver_tokens_hash_uq").on(t.tokenHash),
    foreignKey({ name: "dmc_driver_tokens_driver_fk", columns: [t.siteId, t.driverId], foreignColumns: [dmcDrivers.siteId, dmcDrivers.id] }).onDelete("cascade"),
  ],
);
