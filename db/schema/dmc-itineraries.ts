import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { dmcActivities, dmcHotels, dmcRoomTypes, dmcTourOptions } from "./dmc";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * Itineraries (quotations; the spec's "karts"), issue 14, decision 0040. A header and its lines
 * (accommodation, activity, miscellaneous, flight) and passengers, all site-scoped; lines reference
 * the header and the catalogue through (site_id, id). Money is integer minor units: each line in its
 * own `currency`, the header's totals in the quotation's selling `currency`, other currencies
 * converted at `exchangeRates` locked on the quotation.
 */

export const PRICE_BREAKUPS = ["full", "partial", "none", "noprice"] as const;
export const KART_TRANSFER_TYPES = ["oneway", "return"] as const;
/** The tour-option sharing bases (db/schema/dmc.ts TOUR_SHARING_BASES) plus the area transfers' sharing/private. */
export const KART_SHARING_BASES = ["SIC", "PVT", "dropSICpickupSIC", "dropSICpickupPVT", "dropPVTpickupSIC", "dropPVTpickupPVT", "sharing", "private"] as const;
export const PAX_TYPES = [1, 2, 3] as const;

/** A line's transfer leg (jsonb): a pickup to the service or a drop back. */
export type KartTransferLeg = { purpose: "pickup" | "drop"; date: string | null; time: string | null; pickupLocation: string; dropLocation: string };

const siteRef = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const money = () => integer().notNull().default(0);

export const dmcItineraries = pgTable(
  "dmc_itineraries",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    /** "Q-<site>-<n>" style reference shown on documents. */
    quotationId: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => users.id),
    kartName: text().notNull(),
    adults: smallint().notNull(),
    child: smallint().notNull().default(0),
    infant: smallint().notNull().default(0),
    arrivalDate: date({ mode: "string" }),
    noOfDays: smallint().notNull(),
    noOfNights: smallint().notNull(),
    quoteValidyInDays: smallint(),
    paymentDeadline: date({ mode: "string" }),
    /** The selling currency (3 letters) and its symbol as shown. */
    currency: text().notNull().default("USD"),
    currencySymbol: text().notNull().default("$"),
    /** Locked conversion rates into the selling currency: { "AED": 0.2723 } = 1 AED is 0.2723 USD. */
    exchangeRates: jsonb().$type<Record<string, number>>().notNull().default({}),
    serviceCharge: money(),
    remittanceCharge: money(),
    discount: money(),
    /** Lines converted + service + remittance - discount, in the selling currency. */
    totalPrice: money(),
    collectedPayment: money(),
    priceBreakup: text({ enum: PRICE_BREAKUPS }).notNull().default("full"),
    remark: text().notNull().default(""),
    isAgentBranding: boolean().notNull().default(false),
    isVouchered: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    /** Header-level confirmation numbers (free text per supplier); lines carry their own. */
    confirmationNumbers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** How many hotel and activity lines the rate engine could not fully price at the last save (decision 0062): such a quotation cannot be sent or vouchered. */
    unpricedLines: smallint().notNull().default(0),
    version: integer().notNull().default(1),
    /** When the current version was first sent; a save after it makes a new version. */
    sentAt: timestamp({ withTimezone: true }),
    paymentReminderSentAt: timestamp({ withTimezone: true }),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("dmc_itineraries_site_id_uq").on(t.siteId, t.id),
    unique("dmc_itineraries_quotation_uq").on(t.siteId, t.quotationId),
    index("dmc_itineraries_site_created_idx").on(t.siteId, t.createdAt),
    index("dmc_itineraries_site_arrival_idx").on(t.siteId, t.arrivalDate),
    check("dmc_itineraries_breakup_ck", sql`${t.priceBreakup} in (${inList(PRICE_BREAKUPS)})`),
    check("dmc_itineraries_days_ck", sql`${t.noOfDays} between 0 and 90 and ${t.noOfNights} between 0 and 90`),
    check("dmc_itineraries_collected_ck", sql`${t.collectedPayment} <= ${t.totalPrice}`),
  ],
);

const itineraryRef = (t: { siteId: AnyPgColumn; itineraryId: AnyPgColumn }, name: string) =>
  foreignKey({ name, columns: [t.siteId, t.itineraryId], foreignColumns: [dmcItineraries.siteId, dmcItineraries.id] }).onDelete("cascade");

const lineCommon = () => ({
  id: serial().primaryKey(),
  siteId: siteRef(),
  itineraryId: integer().notNull(),
  position: smallint().notNull().default(0),
  currency: text().notNull().default("USD"),
  price: money(),
});

export const dmcItineraryAccomodations = pgTable(
  "dmc_itinerary_accomodations",
  {
    ...lineCommon(),
    accomodationId: integer().notNull(),
    roomTypeId: integer(),
    noOfNights: smallint().notNull(),
    checkinDate: date({ mode: "string" }),
    numberOfRooms: smallint().notNull().default(1),
    singleRoomPrice: money(),
    singleRoomCount: smallint().notNull().default(0),
    doubleRoomPrice: money(),
    doubleRoomCount: smallint().notNull().default(0),
    extraAdultPrice: money(),
    extraAdultCount: smallint().notNull().default(0),
    childWithBedPrice: money(),
    childWithBedCount: smallint().notNull().default(0),
    childWithoutBedPrice: money(),
    childWithoutBedCount: smallint().notNull().default(0),
    transferType: text({ enum: KART_TRANSFER_TYPES }),
    sharingBasis: text({ enum: KART_SHARING_BASES }),
    transfers: jsonb().$type<KartTransferLeg[]>().notNull().default([]),
    confirmationNumber: text(),
    /** Why the rate engine could not fully price the line at the last save (no ticket, transfer or night rate); null: priced (decision 0062). */
    unpricedReason: text(),
  },
  (t) => [
    index("dmc_itinerary_accomodations_itinerary_idx").on(t.siteId, t.itineraryId),
    itineraryRef(t, "dmc_itinerary_accomodations_itinerary_fk"),
    foreignKey({ name: "dmc_itinerary_accomodations_hotel_fk", columns: [t.siteId, t.accomodationId], foreignColumns: [dmcHotels.siteId, dmcHotels.id] }),
    foreignKey({ name: "dmc_itinerary_accomodations_room_fk", columns: [t.siteId, t.roomTypeId], foreignColumns: [dmcRoomTypes.siteId, dmcRoomTypes.id] }),
  ],
);

export const dmcItineraryActivities = pgTable(
  "dmc_itinerary_activities",
  {
    ...lineCommon(),
    activityId: integer().notNull(),
    tourOptionId: integer().notNull(),
    startDate: date({ mode: "string" }),
    /** "HH:mm". */
    time: text(),
    transferType: text({ enum: KART_TRANSFER_TYPES }),
    sharingBasis: text({ enum: KART_SHARING_BASES }),
    transfers: jsonb().$type<KartTransferLeg[]>().notNull().default([]),
    confirmationNumber: text(),
    /** Why the rate engine could not fully price the line at the last save (no ticket, transfer or night rate); null: priced (decision 0062). */
    unpricedReason: text(),
  },
  (t) => [
    index("dmc_itinerary_activities_itinerary_idx").on(t.siteId, t.itineraryId),
    itineraryRef(t, "dmc_itinerary_activities_itinerary_fk"),
    foreignKey({ name: "dmc_itinerary_activities_activity_fk", columns: [t.siteId, t.activityId], foreignColumns: [dmcActivities.siteId, dmcActivities.id] }),
    foreignKey({ name: "dmc_itinerary_activities_option_fk", columns: [t.siteId, t.tourOptionId], foreignColumns: [dmcTourOptions.siteId, dmcTourOptions.id] }),
  ],
);

export const dmcItineraryMiscellaneous = pgTable(
  "dmc_itinerary_miscellaneous",
  {
    ...lineCommon(),
    name: text().notNull(),
    description: text().notNull().default(""),
    startDate: date({ mode: "string" }),
  },
  (t) => [index("dmc_itinerary_miscellaneous_itinerary_idx").on(t.siteId, t.itineraryId), itineraryRef(t, "dmc_itinerary_miscellaneous_itinerary_fk")],
);

export const dmcItineraryFlights = pgTable(
  "dmc_itinerary_flights",
  {
    ...lineCommon(),
    airlineCode: text().notNull(),
    flightNo: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    departureDate: date({ mode: "string" }),
    departureTime: text(),
    arrivalDate: date({ mode: "string" }),
    arrivalTime: text(),
    pnr: text(),
  },
  (t) => [index("dmc_itinerary_flights_itinerary_idx").on(t.siteId, t.itineraryId), itineraryRef(t, "dmc_itinerary_flights_itinerary_fk")],
);

export const dmcItineraryPassengers = pgTable(
  "dmc_itinerary_passengers",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    itineraryId: integer().notNull(),
    position: smallint().notNull().default(0),
    title: text().notNull().default(""),
    firstName: text().notNull(),
    lastName: text().notNull().default(""),
    dateOfBirth: date({ mode: "string" }),
    /** 1 adult, 2 child, 3 infant. */
    paxType: smallint().notNull(),
  },
  (t) => [
    index("dmc_itinerary_passengers_itinerary_idx").on(t.siteId, t.itineraryId),
    itineraryRef(t, "dmc_itinerary_passengers_itinerary_fk"),
    check("dmc_itinerary_passengers_type_ck", sql`${t.paxType} in (1, 2, 3)`),
  ],
);

/** Every sent version stays readable: the whole kart as it was, and what changed from the one before. */
export const dmcItineraryVersions = pgTable(
  "dmc_itinerary_versions",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    itineraryId: integer().notNull(),
    version: integer().notNull(),
    snapshot: jsonb().notNull(),
    changes: jsonb().$type<string[]>().notNull().default([]),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: created(),
  },
  (t) => [unique("dmc_itinerary_versions_uq").on(t.siteId, t.itineraryId, t.version), itineraryRef(t, "dmc_itinerary_versions_itinerary_fk")],
);

/**
 * A site's exchange rates (sites set their rates): 1 `fromCurrency` = `rate` `toCurrency` from
 * `validFrom` (the site's day) on. Append-only (issue 25): a new rate is a new row with its valid-from,
 * never an edit, so the history per pair stays; the rate in force is the pair's row with the latest
 * valid-from on or before today (latest id on a tie). Quotations lock the one they use.
 */
export const dmcExchangeRates = pgTable(
  "dmc_exchange_rates",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    fromCurrency: text().notNull(),
    toCurrency: text().notNull(),
    rate: doublePrecision().notNull(),
    validFrom: date({ mode: "string" }).notNull().default(sql`current_date`),
    /** Who set it (null: a seed or an import). */
    setByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dmc_exchange_rates_pair_idx").on(t.siteId, t.fromCurrency, t.toCurrency, t.validFrom), check("dmc_exchange_rates_rate_ck", sql`${t.rate} > 0`)],
);
