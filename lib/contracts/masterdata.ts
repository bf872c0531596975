import { z } from "zod";
import { id, ZEmpty } from "./common";
import { defineEndpoint } from "./http";

/*
 * Reference data (issue 3): airports, airlines, countries, states, nationalities and cities.
 * Public pages and signed-in pages both use them, so they are `auth: "public"` (the site is still
 * resolved from the domain). Lists answer `data.result`.
 */

export const AIRPORT_QUERY_MAX_LIMIT = 50;
export const CITY_LIST_LIMIT = 100;

const countryCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: "Use a 2-letter country code" });
const searchText = () => z.string().trim().max(100, { error: "Must be at most 100 characters" });

export const ZGetAirportsRequest = z.strictObject({
  query: searchText().nullish(),
  limit: z
    .number({ error: "Must be a number" })
    .int({ error: "Must be a whole number" })
    .min(1, { error: "Must be at least 1" })
    .max(AIRPORT_QUERY_MAX_LIMIT, { error: `Must be at most ${AIRPORT_QUERY_MAX_LIMIT}` })
    .default(10),
});
export type TGetAirportsRequest = z.infer<typeof ZGetAirportsRequest>;

export const ZAirport = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  cityCode: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  timezone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** "Mumbai (BOM)": the city option's 'name (code)'. */
  label: z.string(),
});
export type TAirport = z.infer<typeof ZAirport>;

export const getAirportsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/getAirports",
  summary:
    "Airport autocomplete by IATA code, city, city code (LON, NYC), airport name or old name (word prefix, case- and accent-insensitive): an exact code first, then the city code, the exact city, city prefixes, then other word matches. An empty or missing query answers the popular airports.",
  tag: "masterdata",
  auth: "public",
  body: ZGetAirportsRequest,
  response: z.object({ result: z.array(ZAirport) }),
});

/** A country list entry (spec 000 section 3): about 240 entries. */
export const ZCountry = z.object({ name: z.string(), dial_code: z.string(), code: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
const ZCountryList = z.object({ result: z.array(ZCountry) });

export const getCountryListEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/getCountryList",
  summary: "Every country as {name, dial_code ('+91'), code ('IN')}, by name.",
  tag: "masterdata",
  auth: "public",
  query: ZEmpty,
  response: ZCountryList,
});

export const getPhoneCodeListEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/getPhoneCodeList",
  summary: "The mobile input's dial codes: the country list without pk, af, iq, ir, kp, ps and countries without phone numbering; India first.",
  tag: "masterdata",
  auth: "public",
  query: ZEmpty,
  response: ZCountryList,
});

export const ZNationality = z.object({ countryCode: z.string(), countryName: z.string(), nationality: z.string() });

export const getNationalitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/getNationalities",
  summary: "Nationalities as {countryCode, countryName, nationality ('Indian')}, by country name.",
  tag: "masterdata",
  auth: "public",
  query: ZEmpty,
  response: z.object({ result: z.array(ZNationality) }),
});

export const apiCountriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/master/api_countries",
  summary: "Every country as {name, dial_code, code}, by name (the same rows as getCountryList).",
  tag: "masterdata",
  auth: "public",
  query: ZEmpty,
  response: ZCountryList,
});

export const ZStatesRequest = z.strictObject({ countryCode: countryCode().optional() });
export const ZState = z.object({ countryCode: z.string(), code: z.string(), name: z.string() });

export const apiStatesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/master/api_states",
  summary: "States, provinces and union territories of a country (countryCode=IN), or of every country without countryCode; by name.",
  tag: "masterdata",
  auth: "public",
  query: ZStatesRequest,
  response: z.object({ result: z.array(ZState) }),
});

/** A city option (spec 000 section 3): id, city, country, cityCode; displays as 'name (code)'. */
export const ZCity = z.object({ id: z.number(), city: z.string(), country: z.string(), countryCode: z.string(), cityCode: z.string(), label: z.string() });
export type TCity = z.infer<typeof ZCity>;

export const ZApiCitiesRequest = z.strictObject({ countryCode: countryCode().optional(), search: searchText().optional() });
export type TApiCitiesRequest = z.infer<typeof ZApiCitiesRequest>;

export const apiCitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/master/api_cities",
  summary: `Cities (one per airport city code) filtered by countryCode and a name or city-code search; at most ${CITY_LIST_LIMIT}, best matches first, then by name.`,
  tag: "masterdata",
  auth: "public",
  query: ZApiCitiesRequest,
  response: z.object({ result: z.array(ZCity) }),
});

export const ZDbCitiesRequest = z.strictObject({
  city: searchText().optional(),
  priceOnly: z.enum(["true", "false"], { error: "Use true or false" }).optional(),
  cityId: id().optional(),
});
export type TDbCitiesRequest = z.infer<typeof ZDbCitiesRequest>;

export const dbCitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/master/dbCities",
  summary:
    `Two forms. ?cityId=<id>: that one city in result[] (404 'City not found'). ?city=<text>&priceOnly=<true|false>: cities whose name or code starts with the text (word prefix; an empty text lists from the start), at most ${CITY_LIST_LIMIT}. priceOnly=true keeps only the cities where this site has DMC prices (activities, tour options, transfers with rates): none until DMC rates exist, so an empty result[] today; priceOnly=false or absent: every match.`,
  tag: "masterdata",
  auth: "public",
  query: ZDbCitiesRequest,
  response: z.object({ result: z.array(ZCity) }),
});

export const ZAirlinesStaticDataRequest = z.strictObject({
  airlineCodes: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2}$/, { error: "Use a 2-character airline code" }),
    )
    .max(200, { error: "Send at most 200 airline codes" })
    .optional(),
});
export type TAirlinesStaticDataRequest = z.infer<typeof ZAirlinesStaticDataRequest>;

export const ZAirlineStaticData = z.object({ airlineName: z.string(), airlineCode: z.string(), logoUrl: z.string(), isLcc: z.boolean() });

export const getAirlinesStaticDataEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/master/getAirlinesStaticData",
  summary: "Name, logo and LCC flag of the given airline codes (unknown codes are left out), or of every airline when airlineCodes is missing or empty.",
  tag: "masterdata",
  auth: "public",
  body: ZAirlinesStaticDataRequest,
  response: z.object({ result: z.array(ZAirlineStaticData) }),
});
