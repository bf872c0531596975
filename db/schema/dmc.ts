import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { cities } from "./masterdata";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * The DMC catalogue and its rates (issue 13, decision 0035). Every table is site-scoped: a DMC is a
 * site, and its catalogue is its own. Money is integer minor units in the row's `currency` (DMC
 * rates are usually USD or AED, not the site's INR). Validity is a pair of inclusive calendar
 * dates. Child rows carry `siteId` too and reference their parent through (siteId, id), so a row can
 * never point at another site's parent.
 */

/** The spec's time slots (section 3), stored by label. */
export const DMC_TIME_SLOTS = ["Any Time", "Before 11AM", "11AM to 4PM", "4PM to 9PM", "After 9PM"] as const;
/** Area-transfer purposes (spec: Transfer purpose). */
export const AREA_TRANSFER_TYPES = ["Pickup", "Drop", "Pickup & Drop"] as const;
/** Area-transfer sharing basis: shared (SIC) or private (shown as PVT). */
export const AREA_SHARING_BASES = ["sharing", "private"] as const;
/** Tour-option transfer sharing: SIC, PVT and the combined drop/pickup modes. */
export const TOUR_SHARING_BASES = ["SIC", "PVT", "dropSICpickupSIC", "dropSICpickupPVT", "dropPVTpickupSIC", "dropPVTpickupPVT"] as const;
/** Tour-option transfer type: one way or return. */
export const TOUR_TRANSFER_TYPES = ["oneway", "return"] as const;

const siteRef = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
const created = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A market (India, GCC...): a customer's market decides which rates they get. One default per site. */
export const dmcMarkets = pgTable(
  "dmc_markets",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    name: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    unique("dmc_markets_site_id_uq").on(t.siteId, t.id),
    uniqueIndex("dmc_markets_site_name_uq").on(t.siteId, sql`lower(${t.name})`),
    uniqueIndex("dmc_markets_site_default_uq").on(t.siteId).where(sql`${t.isDefault}`),
  ],
);

/** A customer's market (dmc/updateMarketForCustomer); customers without a row get the site's default market. */
export const dmcCustomerMarkets = pgTable(
  "dmc_customer_markets",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: siteRef(),
    marketId: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dmc_customer_markets_market_idx").on(t.siteId, t.marketId),
    foreignKey({ name: "dmc_customer_markets_market_fk", columns: [t.siteId, t.marketId], foreignColumns: [dmcMarkets.siteId, dmcMarkets.id] }).onDelete("cascade"),
  ],
);

/** An area of a city (Deira, Dubai Marina, DXB airport): the unit transfers are priced between. */
export const dmcAreas = pgTable(
  "dmc_areas",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    name: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    createdAt: created(),
  },
  (t) => [
    unique("dmc_areas_site_id_uq").on(t.siteId, t.id),
    uniqueIndex("dmc_areas_site_city_name_uq").on(t.siteId, t.cityId, sql`lower(${t.name})`),
    index("dmc_areas_site_name_idx").on(t.siteId, sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/** An activity (Burj Khalifa At the Top, desert safari): what a DMC sells on the ground. */
export const dmcActivities = pgTable(
  "dmc_activities",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    name: text().notNull(),
    description: text().notNull().default(""),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    /** Higher first in lists; the spec's default is 1. */
    priority: integer().notNull().default(1),
    isTurnedOn: boolean().notNull().default(true),
    isTransferRequired: boolean().notNull().default(false),
    areaId: integer(),
    createdAt: created(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("dmc_activities_site_id_uq").on(t.siteId, t.id),
    index("dmc_activities_site_city_idx").on(t.siteId, t.cityId),
    index("dmc_activities_area_idx").on(t.siteId, t.areaId),
    foreignKey({ name: "dmc_activities_area_fk", columns: [t.siteId, t.areaId], foreignColumns: [dmcAreas.siteId, dmcAreas.id] }),
  ],
);

/** A bookable variant of an activity (e.g. "At the Top, non-prime hours"). */
export const dmcTourOptions = pgTable(
  "dmc_tour_options",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    activityId: integer().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    hasTimeSlots: boolean().notNull().default(false),
    hasMeal: boolean().notNull().default(false),
    hasGuide: boolean().notNull().default(false),
    hasTicket: boolean().notNull().default(true),
    /** "HH:mm", local to the activity's city. */
    pickupTime: text(),
    dropTime: text(),
    /** Labels from DMC_TIME_SLOTS; empty unless hasTimeSlots. */
    timeSlots: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: created(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("dmc_tour_options_site_id_uq").on(t.siteId, t.id),
    index("dmc_tour_options_activity_idx").on(t.siteId, t.activityId),
    index("dmc_tour_options_site_name_idx").on(t.siteId, sql`lower(${t.name}) text_pattern_ops`),
    foreignKey({ name: "dmc_tour_options_activity_fk", columns: [t.siteId, t.activityId], foreignColumns: [dmcActivities.siteId, dmcActivities.id] }).onDelete("cascade"),
  ],
);

/** Ticket (entry) rates of a tour option, per market and validity; the highest priority valid rate wins. */
export const dmcTicketRates = pgTable(
  "dmc_ticket_rates",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    tourOptionId: integer().notNull(),
    marketId: integer().notNull(),
    description: text().notNull(),
    currency: text().notNull(),
    adultAmount: integer().notNull(),
    childAmount: integer().notNull(),
    /** true: amounts are per person; false: per booking (the adult amount once). */
    isPerPax: boolean().notNull().default(true),
    validFromDate: date({ mode: "string" }).notNull(),
    validTillDate: date({ mode: "string" }).notNull(),
    minPax: smallint(),
    maxPax: smallint(),
    priority: integer().notNull().default(1),
    createdAt: created(),
  },
  (t) => [
    index("dmc_ticket_rates_lookup_idx").on(t.siteId, t.tourOptionId, t.marketId, t.validTillDate),
    foreignKey({ name: "dmc_ticket_rates_tour_option_fk", columns: [t.siteId, t.tourOptionId], foreignColumns: [dmcTourOptions.siteId, dmcTourOptions.id] }).onDelete("cascade"),
    foreignKey({ name: "dmc_ticket_rates_market_fk", columns: [t.siteId, t.marketId], foreignColumns: [dmcMarkets.siteId, dmcMarkets.id] }),
    check("dmc_ticket_rates_amounts_ck", sql`${t.adultAmount} >= 0 and ${t.childAmount} >= 0`),
    check("dmc_ticket_rates_validity_ck", sql`${t.validFromDate} <= ${t.validTillDate}`),
    check("dmc_ticket_rates_pax_ck", sql`${t.minPax} is null or ${t.maxPax} is null or ${t.minPax} <= ${t.maxPax}`),
  ],
);

/** Transfer rates of a tour option (getting the guest to and from it), per market, sharing basis and validity. */
export const dmcTransferRates = pgTable(
  "dmc_transfer_rates",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    tourOptionId: integer().notNull(),
    marketId: integer().notNull(),
    description: text().notNull(),
    currency: text().notNull(),
    transferType: text({ enum: TOUR_TRANSFER_TYPES }).notNull(),
    sharingBasis: text({ enum: TOUR_SHARING_BASES }).notNull(),
    amount: integer().notNull(),
    /** true: per person (shared); false: per vehicle (private). */
    isPerPax: boolean().notNull().default(true),
    minPax: smallint(),
    maxPax: smallint(),
    validFromDate: date({ mode: "string" }).notNull(),
    validTillDate: date({ mode: "string" }).notNull(),
    priority: integer().notNull().default(1),
    createdAt: created(),
  },
  (t) => [
    index("dmc_transfer_rates_lookup_idx").on(t.siteId, t.tourOptionId, t.marketId, t.validTillDate),
    foreignKey({ name: "dmc_transfer_rates_tour_option_fk", columns: [t.siteId, t.tourOptionId], foreignColumns: [dmcTourOptions.siteId, dmcTourOptions.id] }).onDelete("cascade"),
    foreignKey({ name: "dmc_transfer_rates_market_fk", columns: [t.siteId, t.marketId], foreignColumns: [dmcMarkets.siteId, dmcMarkets.id] }),
    check("dmc_transfer_rates_type_ck", sql`${t.transferType} in (${inList(TOUR_TRANSFER_TYPES)})`),
    check("dmc_transfer_rates_sharing_ck", sql`${t.sharingBasis} in (${inList(TOUR_SHARING_BASES)})`),
    check("dmc_transfer_rates_amount_ck", sql`${t.amount} >= 0`),
    check("dmc_transfer_rates_validity_ck", sql`${t.validFromDate} <= ${t.validTillDate}`),
    check("dmc_transfer_rates_pax_ck", sql`${t.minPax} is null or ${t.maxPax} is null or ${t.minPax} <= ${t.maxPax}`),
  ],
);

/** A combo: several tour options sold together; `amount` is the combo's discount. */
export const dmcCombos = pgTable(
  "dmc_combos",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    name: text().notNull(),
    currency: text().notNull(),
    amount: integer().notNull().default(0),
    createdAt: created(),
  },
  (t) => [unique("dmc_combos_site_id_uq").on(t.siteId, t.id), check("dmc_combos_amount_ck", sql`${t.amount} >= 0`)],
);

export const dmcComboItems = pgTable(
  "dmc_combo_items",
  {
    siteId: siteRef(),
    comboId: integer().notNull(),
    tourOptionId: integer().notNull(),
    position: smallint().notNull(),
    withOnwardTransfer: boolean().notNull().default(false),
    withReturnTransfer: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.tourOptionId] }),
    index("dmc_combo_items_tour_option_idx").on(t.siteId, t.tourOptionId),
    foreignKey({ name: "dmc_combo_items_combo_fk", columns: [t.siteId, t.comboId], foreignColumns: [dmcCombos.siteId, dmcCombos.id] }).onDelete("cascade"),
    foreignKey({ name: "dmc_combo_items_tour_option_fk", columns: [t.siteId, t.tourOptionId], foreignColumns: [dmcTourOptions.siteId, dmcTourOptions.id] }).onDelete("cascade"),
  ],
);

/** A hotel (the spec's "accomodation"). */
export const dmcHotels = pgTable(
  "dmc_hotels",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    name: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    areaId: integer(),
    address: text().notNull().default(""),
    starRating: smallint(),
    description: text().notNull().default(""),
    createdAt: created(),
  },
  (t) => [
    unique("dmc_hotels_site_id_uq").on(t.siteId, t.id),
    index("dmc_hotels_site_city_idx").on(t.siteId, t.cityId),
    foreignKey({ name: "dmc_hotels_area_fk", columns: [t.siteId, t.areaId], foreignColumns: [dmcAreas.siteId, dmcAreas.id] }),
    check("dmc_hotels_star_ck", sql`${t.starRating} is null or ${t.starRating} between 1 and 7`),
  ],
);

export const dmcRoomTypes = pgTable(
  "dmc_room_types",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    hotelId: integer().notNull(),
    name: text().notNull(),
  },
  (t) => [
    unique("dmc_room_types_site_id_uq").on(t.siteId, t.id),
    index("dmc_room_types_hotel_idx").on(t.siteId, t.hotelId),
    foreignKey({ name: "dmc_room_types_hotel_fk", columns: [t.siteId, t.hotelId], foreignColumns: [dmcHotels.siteId, dmcHotels.id] }).onDelete("cascade"),
  ],
);

/** Nightly room rates per room type, market and validity. */
export const dmcRoomRates = pgTable(
  "dmc_room_rates",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    roomTypeId: integer().notNull(),
    marketId: integer().notNull(),
    currency: text().notNull(),
    singleRoomPrice: integer().notNull(),
    doubleRoomPrice: integer().notNull(),
    extraAdultPrice: integer().notNull().default(0),
    childWithBedPrice: integer().notNull().default(0),
    childWithoutBedPrice: integer().notNull().default(0),
    validFromDate: date({ mode: "string" }).notNull(),
    validTillDate: date({ mode: "string" }).notNull(),
    priority: integer().notNull().default(1),
    createdAt: created(),
  },
  (t) => [
    index("dmc_room_rates_lookup_idx").on(t.siteId, t.roomTypeId, t.marketId, t.validTillDate),
    foreignKey({ name: "dmc_room_rates_room_type_fk", columns: [t.siteId, t.roomTypeId], foreignColumns: [dmcRoomTypes.siteId, dmcRoomTypes.id] }).onDelete("cascade"),
    foreignKey({ name: "dmc_room_rates_market_fk", columns: [t.siteId, t.marketId], foreignColumns: [dmcMarkets.siteId, dmcMarkets.id] }),
    check(
      "dmc_room_rates_amounts_ck",
      sql`${t.singleRoomPrice} >= 0 and ${t.doubleRoomPrice} >= 0 and ${t.extraAdultPrice} >= 0 and ${t.childWithBedPrice} >= 0 and ${t.childWithoutBedPrice} >= 0`,
    ),
    check("dmc_room_rates_validity_ck", sql`${t.validFromDate} <= ${t.validTillDate}`),
  ],
);

/** A pickup or drop point (a hotel, a mall, the airport). */
export const dmcLocations = pgTable(
  "dmc_locations",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    name: text().notNull(),
    address: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    areaId: integer(),
    phone: text(),
    email: text(),
    createdAt: created(),
  },
  (t) => [
    unique("dmc_locations_site_id_uq").on(t.siteId, t.id),
    index("dmc_locations_site_city_idx").on(t.siteId, t.cityId),
    foreignKey({ name: "dmc_locations_area_fk", columns: [t.siteId, t.areaId], foreignColumns: [dmcAreas.siteId, dmcAreas.id] }),
  ],
);

export const dmcDrivers = pgTable(
  "dmc_drivers",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    name: text().notNull(),
    phone: text(),
    createdAt: created(),
  },
  (t) => [unique("dmc_drivers_site_id_uq").on(t.siteId, t.id)],
);

/** Area-to-area transfer rates (the spec's Area transfer). */
export const dmcAreaTransfers = pgTable(
  "dmc_area_transfers",
  {
    id: serial().primaryKey(),
    siteId: siteRef(),
    fromAreaId: integer().notNull(),
    toAreaId: integer().notNull(),
    marketId: integer().notNull(),
    description: text().notNull().default(""),
    transferType: text({ enum: AREA_TRANSFER_TYPES }).notNull(),
    sharingBasis: text({ enum: AREA_SHARING_BASES }).notNull(),
    currency: text().notNull(),
    amount: integer().notNull(),
    isStandAlone: boolean().notNull().default(false),
    /** true for sharing, false for private (per vehicle). */
    isPerPax: boolean().notNull(),
    minPax: smallint(),
    maxPax: smallint(),
    /** null = none (the API's -1). */
    boundTourOptionId: integer(),
    validFromDate: date({ mode: "string" }).notNull(),
    validTillDate: date({ mode: "string" }).notNull(),
    priority: integer().notNull().default(1),
    createdAt: created(),
  },
  (t) => [
    index("dmc_area_transfers_lookup_idx").on(t.siteId, t.fromAreaId, t.toAreaId, t.marketId),
    index("dmc_area_transfers_to_idx").on(t.siteId, t.toAreaId),
    foreignKey({ name: "dmc_area_transfers_from_fk", columns: [t.siteId, t.fromAreaId], foreignColumns: [dmcAreas.siteId, dmcAreas.id] }),
    foreignKey({ name: "dmc_area_transfers_to_fk", columns: [t.siteId, t.toAreaId], foreignColumns: [dmcAreas.siteId, dmcAreas.id] }),
    foreignKey({ name: "dmc_area_transfers_market_fk", columns: [t.siteId, t.marketId], foreignColumns: [dmcMarkets.siteId, dmcMarkets.id] }),
    foreignKey({ name: "dmc_area_transfers_tour_option_fk", columns: [t.siteId, t.boundTourOptionId], foreignColumns: [dmcTourOptions.siteId, dmcTourOptions.id] }),
    check("dmc_area_transfers_type_ck", sql`${t.transferType} in (${inList(AREA_TRANSFER_TYPES)})`),
    check("dmc_area_transfers_sharing_ck", sql`${t.sharingBasis} in (${inList(AREA_SHARING_BASES)})`),
    check("dmc_area_transfers_amount_ck", sql`${t.amount} >= 0`),
    check("dmc_area_transfers_validity_ck", sql`${t.validFromDate} <= ${t.validTillDate}`),
    check("dmc_area_transfers_pax_ck", sql`${t.sharingBasis} = 'sharing' or (${t.minPax} is not null and ${t.maxPax} is not null and ${t.minPax} <= ${t.maxPax})`),
  ],
);
