import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, foreignKey, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { productPayments } from "./product-payments";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * Fixed departures (issue 15, decision 0047): group seats bought from an airline on given flights
 * and sold seat by seat. Site-scoped; a booking references its departure through (site_id,
 * departure_id). seats_sold only moves through a conditional UPDATE (seats_sold + n <= seats_total
 * - seats_released) in the payment's transaction, and the CHECKs below make overselling impossible
 * even for a wrong query. Amounts are integer minor units (paise).
 */

const siteRef = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });

export type FixedDepartureSegment = { airlineCode: string; flightNumber: string; origin: string; destination: string; departAt: string; arriveAt: string };
export type FixedDeparturePassenger = { paxType: 1 | 2 | 3; title: string; firstName: string; lastName: string };

export const FIXED_DEPARTURE_STATUSES = ["open", "closed", "cancelled"] as const;
export type FixedDepartureStatus = (typeof FIXED_DEPARTURE_STATUSES)[number];
export const FD_BOOKING_STATUSES = ["pending", "confirmed", "paid", "cancelled"] as const;
export type FdBookingStatus = (typeof FD_BOOKING_STATUSES)[number];

export const fixedDepartures = pgTable(
  "fixed_departures",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Shown on the list ("DEL-DXB Emirates group"). */
    title: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    departureDate: date({ mode: "string" }).notNull(),
    returnDate: date({ mode: "string" }),
    isDomestic: boolean().notNull().default(false),
    segments: jsonb().$type<FixedDepartureSegment[]>().notNull(),
    /** The airline's group PNR. */
    pnr: text().notNull(),
    seatsTotal: integer().notNull(),
    seatsSold: integer().notNull().default(0),
    /** Unsold seats given back to the airline at the name deadline (decision 0047). */
    seatsReleased: integer().notNull().default(0),
    adultPrice: integer().notNull(),
    childPrice: integer().notNull(),
    infantPrice: integer().notNull(),
    currency: text().notNull(),
    /** Paid per seat (adults and children) at booking; the rest is the balance. */
    depositPerSeat: integer().notNull(),
    balanceDueDays: smallint().notNull(),
    namesDueDays: smallint().notNull(),
    status: text().notNull().default("open"),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("fixed_departures_site_id_uq").on(t.siteId, t.id),
    index("fixed_departures_site_date_idx").on(t.siteId, t.departureDate),
    check("fixed_departures_status_ck", sql`${t.status} in (${inList(FIXED_DEPARTURE_STATUSES)})`),
    check("fixed_departures_seats_ck", sql`${t.seatsTotal} > 0 and ${t.seatsSold} >= 0 and ${t.seatsReleased} >= 0 and ${t.seatsSold} + ${t.seatsReleased} <= ${t.seatsTotal}`),
    check("fixed_departures_prices_ck", sql`${t.adultPrice} > 0 and ${t.childPrice} >= 0 and ${t.infantPrice} >= 0 and ${t.depositPerSeat} >= 0`),
    check("fixed_departures_days_ck", sql`${t.balanceDueDays} >= 0 and ${t.namesDueDays} >= 0`),
  ],
);

export const fixedDepartureBookings = pgTable(
  "fixed_departure_bookings",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    departureId: integer().notNull(),
    /**
     * Network (decision 0052): on a consumer site's booking of a FixedDeparture supplier's
     * departure, the supplier's site; null for the site's own departures.
     */
    supplierSiteId: integer().references(() => sites.id, { onDelete: "cascade" }),
    /** The site whose departure row this is: the supplier's, else the booking's own site. */
    departureSiteId: integer()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(supplier_site_id, site_id)`),
    /** Network: the consumer booking's twin on the supplier site (seats taken there, paid by the consumer company). */
    supplierBookingId: integer().references((): AnyPgColumn => fixedDepartureBookings.id, { onDelete: "set null" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Random booking reference: with the id it makes the print slug (unguessable). */
    reference: text().notNull(),
    adults: smallint().notNull(),
    children: smallint().notNull(),
    infants: smallint().notNull(),
    passengers: jsonb().$type<FixedDeparturePassenger[]>().notNull(),
    /** The customer's price after their fixed-departure markup. */
    amount: integer().notNull(),
    markupAmount: integer().notNull().default(0),
    currency: text().notNull(),
    depositAmount: integer().notNull(),
    paidAmount: integer().notNull().default(0),
    status: text().notNull().default("pending"),
    /** The latest product payment for it. */
    paymentId: uuid(),
    balanceReminderSentAt: timestamp({ withTimezone: true }),
    namesReminderSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("fd_bookings_site_id_uq").on(t.siteId, t.id),
    uniqueIndex("fd_bookings_reference_uq").on(t.reference),
    index("fd_bookings_departure_idx").on(t.siteId, t.departureId),
    index("fd_bookings_user_idx").on(t.siteId, t.userId, t.createdAt),
    uniqueIndex("fd_bookings_supplier_booking_uq").on(t.supplierBookingId),
    index("fd_bookings_pending_idx").on(t.status, t.createdAt),
    foreignKey({ name: "fd_bookings_departure_fk", columns: [t.departureSiteId, t.departureId], foreignColumns: [fixedDepartures.siteId, fixedDepartures.id] }).onDelete("cascade"),
    foreignKey({ name: "fd_bookings_payment_fk", columns: [t.siteId, t.paymentId], foreignColumns: [productPayments.siteId, productPayments.id] }),
    check("fd_bookings_status_ck", sql`${t.status} in (${inList(FD_BOOKING_STATUSES)})`),
    check("fd_bookings_pax_ck", sql`${t.adults} >= 1 and ${t.children} >= 0 and ${t.infants} >= 0 and ${t.infants} <= ${t.adults}`),
    check("fd_bookings_amount_ck", sql`${t.amount} > 0 and ${t.paidAmount} >= 0 and ${t.depositAmount} > 0 and ${t.depositAmount} <= ${t.amount}`),
  ],
);
