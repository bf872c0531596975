import "server-only";
import { Messages } from "@/lib/constants";
import type { TSearchRequest } from "@/lib/contracts/flights";
import { AppError } from "@/server/http/errors";

export type AirportInfo = { code: string; countryCode: string; timezone: string };

export const SEARCH_NOT_ALLOWED_MESSAGE = "Flight search is not allowed for your account. Please contact support.";

/** Today's date ("YYYY-MM-DD") in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export type SearchLeg = { origin: string; destination: string; departureDate: string };

/** The legs a search asks for: one-way one, return two (out and back), multi-city its segments. */
export function getSearchLegs(input: TSearchRequest): SearchLeg[] {
  if (input.journeyType === 3) return input.segments ?? [];
  const out = { origin: input.origin ?? "", destination: input.destination ?? "", departureDate: input.departureDate ?? "" };
  if (input.journeyType === 2 && input.returnDate) return [out, { origin: out.destination, destination: out.origin, departureDate: input.returnDate }];
  return [out];
}

/**
 * Which top-level fields a journey type takes (decision 0015): one-way and return name their route
 * at the top level and take no segments; multi-city names it in segments, and any top-level field
 * it is also sent must agree with the first segment (no return date).
 */
function checkJourneyShape(input: TSearchRequest, add: (field: string, message: string) => void): boolean {
  if (input.journeyType !== 3) {
    if (input.segments !== undefined) add("segments", "Segments are for a multi-city search (journeyType 3) only");
    for (const field of ["origin", "destination", "departureDate"] as const) if (!input[field]) add(field, Messages.required);
    if (input.journeyType === 2 && !input.returnDate) add("returnDate", Messages.required);
    if (input.journeyType === 1 && input.returnDate !== undefined) add("returnDate", "A one-way search has no return date");
    return !input.segments && !!input.origin && !!input.destination && !!input.departureDate;
  }
  const segments = input.segments ?? [];
  if (segments.length < 2 || segments.length > 5) {
    add("segments", "A multi-city search needs 2 to 5 flights");
    return false;
  }
  const [first] = segments;
  if (input.origin !== undefined && input.origin !== first.origin) add("origin", `The origin must be the first flight's (${first.origin}) or left out`);
  if (input.destination !== undefined && input.destination !== first.destination) add("destination", `The destination must be the first flight's (${first.destination}) or left out`);
  if (input.departureDate !== undefined && input.departureDate !== first.departureDate) add("departureDate", `The departure date must be the first flight's (${first.departureDate}) or left out`);
  if (input.returnDate !== undefined) add("returnDate", "A multi-city search has no return date: add a flight instead");
  return true;
}

/** The airport codes a search names (for the one lookup of the airports table). */
export function getSearchAirportCodes(input: TSearchRequest): string[] {
  return getSearchLegs(input).flatMap((l) => [l.origin, l.destination]);
}

/**
 * The search rules of issue 3, each broken rule a field message: the journey's shape, passenger
 * counts, distinct origin and destination, dates not in the past (at the origin) and in order,
 * known airports.
 */
export function validateSearch(input: TSearchRequest, airports: Map<string, AirportInfo>, now = new Date()): SearchLeg[] {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string) => {
    if (!(field in errors)) errors[field] = message;
  };
  const isShapeValid = checkJourneyShape(input, add);
  if (input.adt + input.chd > 9) add("chd", "Adults and children together can be at most 9");
  if (input.inf > input.adt) add("inf", "Infants cannot be more than adults");
  if (!isShapeValid) throw validationError(errors);
  const legs = getSearchLegs(input);
  legs.forEach((leg, i) => {
    const prefix = input.journeyType === 3 ? `segments.${i}.` : "";
    const dateField = input.journeyType === 3 ? `${prefix}departureDate` : i === 1 ? "returnDate" : "departureDate";
    if (!airports.has(leg.origin)) add(`${prefix}origin`, `Unknown airport code ${leg.origin}`);
    if (!airports.has(leg.destination)) add(`${prefix}destination`, `Unknown airport code ${leg.destination}`);
    if (leg.origin === leg.destination) add(`${prefix}destination`, "Origin and destination must differ");
    if (!isRealDate(leg.departureDate)) {
      add(dateField, "Enter a valid date");
      return;
    }
    const zone = airports.get(leg.origin)?.timezone ?? "UTC";
    if (leg.departureDate < todayIn(zone, now)) add(dateField, "The date cannot be in the past");
    const previous = legs[i - 1];
    if (previous && isRealDate(previous.departureDate) && leg.departureDate < previous.departureDate) {
      add(dateField, i === 1 && input.journeyType === 2 ? "The return date cannot be before the departure date" : "Each segment must depart on or after the previous one");
    }
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return legs;
}

function validationError(errors: Record<string, string>): AppError {
  const [first] = Object.entries(errors);
  return new AppError("VALIDATION_ERROR", first ? `${first[0]}: ${first[1]}` : "Invalid search", { shortError: errors });
}

/** Domestic when every airport of the trip is in one country. */
export function isDomesticTrip(legs: SearchLeg[], airports: Map<string, AirportInfo>): boolean {
  const countries = new Set(legs.flatMap((l) => [airports.get(l.origin)?.countryCode, airports.get(l.destination)?.countryCode]));
  return countries.size === 1;
}
