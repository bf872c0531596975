import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/*
 * Flight reference data (issue 3): global, not site-scoped. Loaded from db/data/*.json by
 * db/seed/masterdata.ts; built from open data sets by scripts/build-reference-data.ts.
 * `searchKey` / `cityKey` hold the text normalised by lib/search-text.ts (lower case, no accents,
 * words separated by single spaces, a leading space) so a word-prefix match is a plain LIKE.
 */

/** Airports with scheduled passenger service, by IATA code. */
export const airports = pgTable(
  "airports",
  {
    code: text().primaryKey(),
    name: text().notNull(),
    city: text().notNull(),
    /** Metropolitan code (LON, NYC) where one exists, else the airport's own code. */
    cityCode: text().notNull(),
    countryCode: text().notNull(),
    countryName: text().notNull(),
    /** IANA zone; flight times at this airport are local to it. */
    timezone: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** 3 large, 2 medium: orders otherwise equal autocomplete matches. */
    sizeRank: smallint().notNull(),
    /** Position in the empty-query autocomplete (1 first); null for the rest. */
    popularRank: smallint(),
    /** Old names and alternative spellings (Bombay, Madras), searched after the name. */
    keywords: text().notNull().default(""),
    cityKey: text().notNull(),
    searchKey: text().notNull(),
  },
  (t) => [
    index("airports_city_code_idx").on(t.cityCode),
    index("airports_city_key_idx").on(t.cityKey.op("text_pattern_ops")),
    index("airports_country_idx").on(t.countryCode),
    index("airports_popular_idx").on(t.popularRank),
  ],
);

/** Cities for the DMC side and city pickers: one per airport city code. Ids are stable (DMC rows refer to them). */
export const cities = pgTable(
  "cities",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    countryCode: text().notNull(),
    countryName: text().notNull(),
    cityCode: text().notNull(),
    searchKey: text().notNull(),
  },
  (t) => [
    uniqueIndex("cities_city_code_uq").on(t.cityCode),
    index("cities_country_idx").on(t.countryCode),
    index("cities_search_key_idx").on(t.searchKey.op("text_pattern_ops")),
  ],
);

export const airlines = pgTable("airlines", {
  code: text().primaryKey(),
  name: text().notNull(),
  isLcc: boolean().notNull(),
  logoUrl: text().notNull(),
});

/** ISO 3166-1 countries and territories with their international dial code ("+91"). */
export const countries = pgTable("countries", {
  code: text().primaryKey(),
  name: text().notNull(),
  dialCode: text().notNull(),
});

export const states = pgTable(
  "states",
  {
    countryCode: text().notNull(),
    code: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ name: "states_pk", columns: [t.countryCode, t.code] })],
);

export const nationalities = pgTable("nationalities", {
  countryCode: text().primaryKey(),
  countryName: text().notNull(),
  nationality: text().notNull(),
});

/** Which version (content hash) of each data file is loaded, so a restart with unchanged files skips the load. */
export const masterDataVersions = pgTable("master_data_versions", {
  dataset: text().primaryKey(),
  hash: text().notNull(),
  rowCount: integer().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
