/** DMC geography contracts (issue 13, decision 0037): markets, areas, pickup locations and drivers. */
import { z } from "zod";
import { Messages } from "@/lib/constants";
import { bodyId, id, MAX_DB_INT, requiredString, ZEmpty } from "./common";
import { defineEndpoint } from "./http";

export const DmcGeoMessages = {
  /** The client's message when the market list cannot be loaded (spec 001 section 8). */
  marketsFailed: "Failed to fetch markets...",
  marketNameTaken: "A market with this name already exists",
  marketNotFound: "Market not found",
  marketCreated: "Market created successfully",
  marketSetAsDefault: "Market set as default",
  customerMarketUpdated: "Market successfully changed",
  areaNameRequired: "Please fill the name",
  areaNameTaken: "An area with this name already exists in this city",
  areaNotFound: "Area not found",
  areaAdded: "Area added successfully",
  areaDeleted: "Area deleted successfully",
  cityNotFound: "City not found",
  locationNotFound: "Location not found",
  locationSaved: "Location saved successfully",
  driverNotFound: "Driver not found",
  driverSaved: "Driver saved successfully",
  invalidEmail: "Please enter a valid email",
  invalidPhone: "Please enter a valid phone number",
} as const;

const searchText = () => z.string().trim().max(100, { error: "Must be at most 100 characters" }).optional();

// ---------------------------------------------------------------- markets

export const ZDmcMarket = z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() });
export type TDmcMarket = z.infer<typeof ZDmcMarket>;

export const ZCreateMarketRequest = z.strictObject({ name: requiredString(60), isDefault: z.boolean({ error: "Must be true or false" }).optional() });
export type TCreateMarketRequest = z.input<typeof ZCreateMarketRequest>;

export const createNewMarketEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/createNewMarket",
  summary:
    "Create a market (India, GCC...). Names are unique per site ignoring case (400, shortError name). The site's first market, or one sent with isDefault true, becomes the site's default market (the previous default loses it in the same transaction). 'Market created successfully'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.markets.edit",
  body: ZCreateMarketRequest,
  response: ZDmcMarket.extend({ message: z.string() }),
});

export const ZSearchMarketQuery = z.strictObject({ search: searchText() });

export const searchMarketEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/searchMarket",
  summary: "The site's markets by name; ?search= matches part of the name ignoring case (absent: all). isDefault marks the site's default market.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.markets.view",
  query: ZSearchMarketQuery,
  response: z.object({ result: z.array(ZDmcMarket) }),
});

export const ZDefaultMarketOptionsQuery = z.strictObject({ userId: id().optional() });

export const getDefaultMarketOptionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getDefaultMarketOptions",
  summary:
    "The market choices of a select: every market of the site (by name) and defaultMarketId (null while the site has none). With ?userId= (a customer of this site, else 404 'Customer not found'; staff are not customers): customerMarketId, the customer's own market, null when they get the default.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.markets.view",
  query: ZDefaultMarketOptionsQuery,
  response: z.object({ result: z.array(ZDmcMarket), defaultMarketId: z.number().nullable(), customerMarketId: z.number().nullable().optional() }),
});

export const ZUpdateMarketForCustomerRequest = z.strictObject({
  userId: bodyId(),
  marketId: z.number({ error: "Choose a market, or null for the site's default" }).int().positive().max(MAX_DB_INT).nullable(),
});
export type TUpdateMarketForCustomerRequest = z.input<typeof ZUpdateMarketForCustomerRequest>;

export const updateMarketForCustomerEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/updateMarketForCustomer",
  summary:
    "Set a customer's market (the rates they get): userId a customer of this site (404 'Customer not found' otherwise, staff included), marketId one of the site's markets (404) or null to give them the site's default market again. 'Market successfully changed'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.markets.edit",
  body: ZUpdateMarketForCustomerRequest,
  response: z.object({ userId: z.number(), marketId: z.number().nullable(), marketName: z.string().nullable(), message: z.string() }),
});

export const ZSetDefaultMarketRequest = z.strictObject({ marketId: bodyId() });

export const setDefaultMarketEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/setDefaultMarket",
  summary: "Make one of the site's markets its default market (customers without a market of their own get its rates). Not in the spec: the markets screen's Set default (decision 0037). 'Market set as default'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.markets.edit",
  body: ZSetDefaultMarketRequest,
  response: ZDmcMarket.extend({ message: z.string() }),
});

// ---------------------------------------------------------------- areas

/** The spec's Area: id, name, city {city, country}. */
export const ZDmcArea = z.object({ id: z.number(), name: z.string(), cityId: z.number(), city: z.object({ city: z.string(), country: z.string() }) });
export type TDmcArea = z.infer<typeof ZDmcArea>;

export const ZSearchAreasQuery = z.strictObject({ search: searchText(), cityId: id().optional() });

/** Rows answered by areas/searchAreas at most. */
export const AREA_LIST_LIMIT = 500;

export const searchAreasEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/areas/searchAreas",
  summary: `The site's areas by name (at most ${AREA_LIST_LIMIT}); ?search= matches part of the area or city name ignoring case; ?cityId= keeps one city's.`,
  tag: "dmc",
  auth: "user",
  permission: "dmc.areas.view",
  query: ZSearchAreasQuery,
  response: z.object({ result: z.array(ZDmcArea) }),
});

export const ZAddAreaRequest = z.strictObject({
  name: z
    .string({ error: DmcGeoMessages.areaNameRequired })
    .trim()
    .min(1, { error: DmcGeoMessages.areaNameRequired })
    .max(100, { error: "Must be at most 100 characters" }),
  /** Absent: the city matching "Dubai" (spec: the city defaults to a Dubai match). */
  cityId: z.number({ error: "Choose a city" }).int({ error: "Choose a city" }).positive({ error: "Choose a city" }).max(MAX_DB_INT).optional(),
});
export type TAddAreaRequest = z.input<typeof ZAddAreaRequest>;

export const addAreaEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/areas/addArea",
  summary:
    "Add an area to a city: name required ('Please fill the name'), unique in its city ignoring case (400, shortError name); cityId a city of the reference data (404 'City not found'), absent: the Dubai match. 'Area added successfully'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.areas.create",
  body: ZAddAreaRequest,
  response: ZDmcArea.extend({ message: z.string() }),
});

export const ZDeleteAreaRequest = z.strictObject({ areaId: bodyId() });

export const deleteAreaEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/areas/deleteArea",
  summary:
    "Delete one of the site's areas (404 otherwise). Refused with 409 and a message naming what uses it while area transfers, activities, hotels or locations do ('Deira is used by 2 area transfers and 1 location: remove or change them first'). 'Area deleted successfully'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.areas.delete",
  body: ZDeleteAreaRequest,
  response: z.object({ areaId: z.number(), message: z.string() }),
});

// ---------------------------------------------------------------- locations

/** An email of a valid shape; the domain needs no TLD ("ops@hotel" passes, spec 001 section 5). */
const EMAIL_NO_TLD = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,19}$/;

const optionalEmail = () =>
  z
    .string({ error: DmcGeoMessages.invalidEmail })
    .trim()
    .max(200, { error: "Must be at most 200 characters" })
    .refine((v) => v === "" || EMAIL_NO_TLD.test(v), { error: DmcGeoMessages.invalidEmail })
    .nullable()
    .optional();
const optionalPhone = () =>
  z
    .string({ error: DmcGeoMessages.invalidPhone })
    .trim()
    .max(30, { error: "Must be at most 30 characters" })
    .refine((v) => v === "" || PHONE.test(v), { error: DmcGeoMessages.invalidPhone })
    .nullable()
    .optional();

export const ZDmcLocation = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  cityId: z.number(),
  city: z.object({ city: z.string(), country: z.string() }),
  areaId: z.number().nullable(),
  area: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TDmcLocation = z.infer<typeof ZDmcLocation>;

export const ZGetLocationOptionsQuery = z.strictObject({ search: searchText(), cityId: id().optional() });

export const getLocationOptionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getLocationOptions",
  summary: "The site's pickup and drop locations (hotels, malls, the airport) by name; ?search= matches part of the name, address or area; ?cityId= keeps one city's.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.locations.view",
  query: ZGetLocationOptionsQuery,
  response: z.object({ result: z.array(ZDmcLocation) }),
});

export const ZSaveLocationRequest = z.strictObject({
  /** Absent: a new location; else one of the site's (404). */
  id: bodyId().optional(),
  name: requiredString(150),
  address: requiredString(300),
  cityId: z.number({ error: Messages.required }).int({ error: Messages.required }).positive({ error: Messages.required }).max(MAX_DB_INT),
  areaId: z.number({ error: "Choose an area" }).int().positive().max(MAX_DB_INT).nullable().optional(),
  phone: optionalPhone(),
  email: optionalEmail(),
});
export type TSaveLocationRequest = z.input<typeof ZSaveLocationRequest>;

export const saveLocationOptionEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/saveLocationOption",
  summary:
    "Add a location (no id) or edit one of the site's (id, else 404): name, address and cityId required ('This is required field.'); areaId one of the site's areas (404) or null; phone optional; email optional with a valid format, no TLD check ('Please enter a valid email'). 'Location saved successfully'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.locations.edit",
  body: ZSaveLocationRequest,
  response: ZDmcLocation.extend({ message: z.string() }),
});

// ---------------------------------------------------------------- drivers

export const ZDmcDriver = z.object({ id: z.number(), driverName: z.string(), phone: z.string().nullable() });
export type TDmcDriver = z.infer<typeof ZDmcDriver>;

export const getDriversEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/dmc/getDrivers",
  summary: "The site's drivers by name.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.drivers.view",
  query: ZEmpty,
  response: z.object({ result: z.array(ZDmcDriver) }),
});

export const ZSaveDriverRequest = z.strictObject({ id: bodyId().optional(), driverName: requiredString(100), phone: optionalPhone() });
export type TSaveDriverRequest = z.input<typeof ZSaveDriverRequest>;

export const saveDriverEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/dmc/saveDriver",
  summary: "Add a driver (no id) or edit one of the site's (id, else 404): driverName required ('This is required field.'), phone optional ('Please enter a valid phone number'). 'Driver saved successfully'.",
  tag: "dmc",
  auth: "user",
  permission: "dmc.drivers.edit",
  body: ZSaveDriverRequest,
  response: ZDmcDriver.extend({ message: z.string() }),
});
