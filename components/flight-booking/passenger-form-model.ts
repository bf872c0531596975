// The passenger form's values and their mapping to POST /api/validateBooking. The form validates
// with the same rules as the server (lib/passenger-rules.ts: ZPassenger + validatePassengers).

import type { FieldErrors, Resolver } from "react-hook-form";
import { Gender, PaxType } from "@/lib/constants";
import type { TSsrSelection } from "@/lib/contracts/bookings";
import type { TFlightResult } from "@/lib/contracts/flights";
import { validatePassengers, type TPassengerInput, type TripFacts } from "@/lib/passenger-rules";

export type TPaxType = 1 | 2 | 3;

export type PassengerFormPassenger = {
  paxType: TPaxType;
  title: string;
  firstName: string;
  lastName: string;
  /** "1" Male, "2" Female, "" not chosen. */
  gender: string;
  dateOfBirth: string;
  email: string;
  phoneCode: string;
  mobileNo: string;
  nationality: string;
  passportNo: string;
  passportIssueDate: string;
  passportExpiry: string;
  passportIssueCountryCode: string;
  isLeadPax: boolean;
};

/** One passenger's extras: baggage and meal code per segment ("" = none), GDS preferences. */
export type PassengerSsrValues = { baggage: string[]; meals: string[]; mealPreference: string; seatPreference: string };

export type PassengerFormValues = { passengers: PassengerFormPassenger[]; ssr: PassengerSsrValues[] };

export const PAX_TYPE_LABEL: Record<TPaxType, string> = { [PaxType.Adult]: "Adult", [PaxType.Child]: "Child", [PaxType.Infant]: "Infant" };

/** Title implies gender where it can (Mr, Master: male; Mrs, Ms, Miss: female). */
export const GENDER_BY_TITLE: Record<string, string> = { Mr: String(Gender.Male), Master: String(Gender.Male), Mrs: String(Gender.Female), Ms: String(Gender.Female), Miss: String(Gender.Female) };

/** The searched passengers in form order: adults, then children, then infants (the first adult leads). */
export function paxTypesOf(result: TFlightResult): TPaxType[] {
  const count = (t: TPaxType) => result.fareBreakdown.find((f) => f.paxType === t)?.passengerCount ?? 0;
  return ([PaxType.Adult, PaxType.Child, PaxType.Infant] as TPaxType[]).flatMap((t) => Array.from({ length: count(t) }, () => t));
}

export function emptyPassenger(paxType: TPaxType, isLeadPax: boolean): PassengerFormPassenger {
  return {
    paxType,
    title: "",
    firstName: "",
    lastName: "",
    gender: "",
    dateOfBirth: "",
    email: "",
    phoneCode: "in",
    mobileNo: "",
    nationality: "",
    passportNo: "",
    passportIssueDate: "",
    passportExpiry: "",
    passportIssueCountryCode: "",
    isLeadPax,
  };
}

type Prefill = Partial<Record<keyof PassengerFormPassenger, unknown>>;
const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** Default values: one empty card per searched passenger, prefilled (same type, same position) from an earlier leg. */
export function defaultFormValues(paxTypes: TPaxType[], prefill: Prefill[] = []): PassengerFormValues {
  const passengers = paxTypes.map((paxType, i) => {
    const base = emptyPassenger(paxType, i === 0);
    const p = prefill[i];
    if (!p || p.paxType !== paxType) return base;
    const keys = Object.keys(base).filter((k) => k !== "paxType" && k !== "isLeadPax") as (keyof PassengerFormPassenger)[];
    return { ...base, ...Object.fromEntries(keys.map((k) => [k, text(p[k]) || base[k]])) } as PassengerFormPassenger;
  });
  return { passengers, ssr: paxTypes.map(() => ({ baggage: [], meals: [], mealPreference: "", seatPreference: "" })) };
}

const CONTACT_FIELDS = ["email", "phoneCode", "mobileNo"] as const;
const PASSPORT_FIELDS = ["nationality", "passportNo", "passportIssueDate", "passportExpiry", "passportIssueCountryCode"] as const;

/** One passenger as validateBooking takes it: contact only for the lead, passport only abroad, no empty optional fields. */
export function toPassengerRequest(p: PassengerFormPassenger, isInternational: boolean): TPassengerInput {
  const out: Record<string, unknown> = {
    paxType: p.paxType,
    title: p.title,
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    gender: p.gender === "" ? undefined : Number(p.gender),
    dateOfBirth: p.dateOfBirth,
    isLeadPax: p.isLeadPax,
  };
  const optional = [...(p.isLeadPax ? CONTACT_FIELDS : []), ...(isInternational ? PASSPORT_FIELDS : [])];
  for (const key of optional) if (p[key].trim() !== "") out[key] = p[key].trim();
  return out as TPassengerInput;
}

/** Codes aligned with getSSR's segments (null for none on a segment); no empty trailing entries. */
function alignBySegment(codes: string[] | undefined): (string | null)[] {
  const list = Array.from(codes ?? [], (c) => c || null);
  while (list.length > 0 && list[list.length - 1] === null) list.pop();
  return list;
}

export function toSsrRequest(s: PassengerSsrValues): TSsrSelection {
  return {
    baggage: alignBySegment(s.baggage),
    meals: alignBySegment(s.meals),
    ...(s.mealPreference ? { mealPreference: s.mealPreference } : {}),
    ...(s.seatPreference ? { seatPreference: s.seatPreference } : {}),
  };
}

/** The trip facts validateBooking uses, from the order's fares and the airports' countries (unknown counts as abroad, as on the server). */
export function tripFactsOf(results: TFlightResult[], countryOf: Map<string, string | null>): Omit<TripFacts, "today"> {
  const segments = results.flatMap((r) => r.segments.flat());
  const days = segments.map((s) => s.departureTime.slice(0, 10)).sort();
  const countries = new Set(segments.flatMap((s) => [countryOf.get(s.originAirportCode) ?? null, countryOf.get(s.destinationAirportCode) ?? null]));
  const types = results[0] ? paxTypesOf(results[0]) : [];
  const count = (t: TPaxType) => types.filter((x) => x === t).length;
  return {
    travelDate: days[0] ?? "",
    lastTravelDate: days[days.length - 1] ?? "",
    isInternational: countries.has(null) || countries.size > 1,
    adults: count(PaxType.Adult),
    children: count(PaxType.Child),
    infants: count(PaxType.Infant),
  };
}

/** Flat errors ("passengers.0.firstName", "passengers") as react-hook-form's nested errors; a list-wide error goes to passengers.root. */
export function nestErrors(flat: Record<string, string>): FieldErrors<PassengerFormValues> {
  const root: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(flat)) {
    const path = key.split(".");
    if (path.length === 1) path.push("root");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = { type: "validate", message };
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root as FieldErrors<PassengerFormValues>;
}

/** The form's resolver: the passenger rules of the server on the values the request will carry. */
export function passengerResolver(getTrip: () => Omit<TripFacts, "today">): Resolver<PassengerFormValues> {
  return async (values) => {
    const trip = getTrip();
    const flat = validatePassengers(
      values.passengers.map((p) => toPassengerRequest(p, trip.isInternational)),
      trip,
    );
    return Object.keys(flat).length === 0 ? { values, errors: {} } : { values: {}, errors: nestErrors(flat) };
  };
}

/** A stored draft, if it is a form for the same passengers (same count and types, in order); else null. */
export function toRestoredDraft(draft: unknown, defaults: PassengerFormValues): PassengerFormValues | null {
  if (!draft || typeof draft !== "object") return null;
  const d = draft as Partial<PassengerFormValues>;
  if (!Array.isArray(d.passengers) || !Array.isArray(d.ssr) || d.passengers.length !== defaults.passengers.length || d.ssr.length !== defaults.ssr.length) return null;
  const isSameParty = defaults.passengers.every((p, i) => d.passengers?.[i]?.paxType === p.paxType && d.passengers?.[i]?.isLeadPax === p.isLeadPax);
  if (!isSameParty) return null;
  const passengers = defaults.passengers.map((base, i) => {
    const stored = d.passengers![i] as Record<string, unknown>;
    const keys = Object.keys(base) as (keyof PassengerFormPassenger)[];
    return Object.fromEntries(keys.map((k) => [k, typeof stored[k] === typeof base[k] ? stored[k] : base[k]])) as PassengerFormPassenger;
  });
  const strings = (v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : "")) : []);
  const ssr = defaults.ssr.map((base, i) => {
    const stored = (d.ssr![i] ?? {}) as Partial<Record<keyof PassengerSsrValues, unknown>>;
    return {
      baggage: strings(stored.baggage),
      meals: strings(stored.meals),
      mealPreference: typeof stored.mealPreference === "string" ? stored.mealPreference : base.mealPreference,
      seatPreference: typeof stored.seatPreference === "string" ? stored.seatPreference : base.seatPreference,
    };
  });
  return { passengers, ssr };
}
