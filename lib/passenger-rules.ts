// Passenger rules of issue 5 step 4, shared by the passenger form and POST /api/validateBooking.
// Pure: no server imports. `ZPassenger` checks one passenger's own fields; `validatePassengers`
// adds everything that needs the trip (ages on the travel date, passports, counts, lead passenger).
//
// Titles by passenger type (spec 000 section 3 codes: paxType 1 ADT, 2 CHD, 3 INF):
//   adult: Mr, Mrs, Ms, Miss · child: Master, Miss · infant: Master, Miss.
// Ages are whole years on the first departure date: adult 12+, child 2 to under 12, infant under 2.

import { z } from "zod";
import { Gender, Messages, PaxType } from "@/lib/constants";
import { isValidPhone } from "@/lib/phone";

export const TITLES_BY_PAX_TYPE: Record<1 | 2 | 3, readonly string[]> = {
  [PaxType.Adult]: ["Mr", "Mrs", "Ms", "Miss"],
  [PaxType.Child]: ["Master", "Miss"],
  [PaxType.Infant]: ["Master", "Miss"],
};

export const PassengerMessages = {
  required: Messages.required,
  countMismatch: "Passenger count mismatch, please reselect passengers.",
  name: "Use 1 to 32 letters, spaces, hyphens or apostrophes",
  nameTooLong: "First and last name together must be at most 55 characters",
  title: (allowed: readonly string[]) => `Choose one of ${allowed.join(", ")}`,
  date: "Use the date format YYYY-MM-DD",
  bornInFuture: "Date of birth cannot be in the future",
  adultAge: "An adult must be 12 years or older on the travel date",
  childAge: "A child must be 2 to 11 years old on the travel date",
  infantAge: "An infant must be under 2 years old on the travel date",
  infantsAboveAdults: "Infants cannot be more than adults",
  passportNo: "Please enter a valid passport number (6 to 9 letters or digits)",
  passportIssue: "Passport issue date must be before today",
  passportExpiry: "Passport must be valid after the travel date",
  country: "Choose a country",
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number",
  noLead: "Choose an adult as the lead passenger",
  oneLead: "Only one lead passenger is allowed",
  leadAdult: "The lead passenger must be an adult",
  gender: "Choose Male or Female",
  paxType: "Use 1 (adult), 2 (child) or 3 (infant)",
  isLeadPax: "Use true or false",
} as const;

/** 'This is required field.' only for a missing or empty value; a present but invalid one gets `invalid`. */
const requiredOr = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || (typeof issue.input === "string" && issue.input.trim() === "") ? Messages.required : invalid;

const NAME = /^[A-Za-z][A-Za-z '-]{0,31}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Za-z]{2}$/;
const PASSPORT = /^[A-Za-z0-9]{6,9}$/;
const EMAIL = z.email();

/** A real calendar date "YYYY-MM-DD". */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whole years from `dob` to `on` (both "YYYY-MM-DD"); a 29 February birthday counts from 1 March in other years. */
export function ageOn(dob: string, on: string): number {
  const [by, bm, bd] = dob.split("-").map(Number);
  const [ty, tm, td] = on.split("-").map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const req = (max: number) => z.string({ error: requiredOr("Must be text") }).trim().min(1, { error: Messages.required }).max(max, { error: `Must be at most ${max} characters` });
const opt = (max: number) => z.string().trim().max(max, { error: `Must be at most ${max} characters` }).optional();
const name = () => req(32).regex(NAME, { error: PassengerMessages.name });
const date = () => req(10).refine(isIsoDate, { error: PassengerMessages.date });
const optDate = () => opt(10).refine((v) => !v || isIsoDate(v), { error: PassengerMessages.date });
const optCountry = () => opt(2).refine((v) => !v || COUNTRY.test(v), { error: PassengerMessages.country });

/** Title by type and the names' joint length: on whatever fields are valid, so one empty field hides no other error. */
function crossFieldErrors(p: { paxType?: 1 | 2 | 3; title?: string; firstName?: string; lastName?: string }): [string, string][] {
  const out: [string, string][] = [];
  const allowed = p.paxType ? TITLES_BY_PAX_TYPE[p.paxType] : null;
  if (allowed && p.title && !allowed.includes(p.title)) out.push(["title", PassengerMessages.title(allowed)]);
  if (p.firstName && p.lastName && p.firstName.length + p.lastName.length > 55) out.push(["lastName", PassengerMessages.nameTooLong]);
  return out;
}

/** One passenger as the form and the API send it (spec 000 section 3 Passenger fields). */
export const ZPassenger = z
  .strictObject({
    paxType: z.union([z.literal(PaxType.Adult), z.literal(PaxType.Child), z.literal(PaxType.Infant)], { error: requiredOr(PassengerMessages.paxType) }),
    title: req(10),
    firstName: name(),
    lastName: name(),
    gender: z.union([z.literal(Gender.Male), z.literal(Gender.Female)], { error: requiredOr(PassengerMessages.gender) }),
    dateOfBirth: date(),
    email: opt(254),
    /** ISO 3166-1 alpha-2 of the mobile number's dial code ("in"). */
    phoneCode: optCountry(),
    mobileNo: opt(20),
    addressLine1: opt(300),
    city: opt(100),
    countryCode: optCountry(),
    nationality: optCountry(),
    passportNo: opt(9).refine((v) => !v || PASSPORT.test(v), { error: PassengerMessages.passportNo }),
    passportIssueDate: optDate(),
    passportExpiry: optDate(),
    passportIssueCountryCode: optCountry(),
    isLeadPax: z.boolean({ error: requiredOr(PassengerMessages.isLeadPax) }),
  })
  .superRefine((p, ctx) => {
    for (const [field, message] of crossFieldErrors(p)) ctx.addIssue({ code: "custom", path: [field], message });
  });
export type TPassenger = z.infer<typeof ZPassenger>;
export type TPassengerInput = z.input<typeof ZPassenger>;

export type TripFacts = {
  /** First departure, "YYYY-MM-DD": ages are taken on this day. */
  travelDate: string;
  /** Last departure, "YYYY-MM-DD": passports must be valid after it. */
  lastTravelDate: string;
  isInternational: boolean;
  adults: number;
  children: number;
  infants: number;
  /** "YYYY-MM-DD", for tests; defaults to today (UTC). */
  today?: string;
};

/** The fields of a raw passenger that pass their own schema (the others are left out). */
function validFieldsOf(raw: unknown): Partial<TPassenger> {
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(ZPassenger.shape)) {
    const r = (schema as z.ZodType).safeParse(source[field]);
    if (r.success) out[field] = r.data;
  }
  return out as Partial<TPassenger>;
}

/**
 * Every passenger rule; field errors keyed like `passengers.0.dateOfBirth` (list-wide ones under
 * `passengers`). An empty object means valid. Accepts raw input: `ZPassenger` runs on each item first.
 */
export function validatePassengers(passengers: readonly unknown[], trip: TripFacts): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = (key: string, message: string) => {
    if (!(key in errors)) errors[key] = message;
  };
  const today = trip.today ?? new Date().toISOString().slice(0, 10);
  // Each passenger's own fields first; one that fails still goes through the trip rules with the
  // fields that are valid, so the form shows every error at once (issue 10).
  const parsed: Partial<TPassenger>[] = passengers.map((raw, i) => {
    const r = ZPassenger.safeParse(raw);
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      const path = issue.code === "unrecognized_keys" ? [issue.keys[0]] : issue.path;
      set(["passengers", i, ...path].join("."), issue.code === "unrecognized_keys" ? "Unknown field" : issue.message);
    }
    const valid = validFieldsOf(raw);
    for (const [field, message] of crossFieldErrors(valid)) set(`passengers.${i}.${field}`, message);
    return valid;
  });

  // Counts: the types sent must be the searched ones; infants sit on adults' laps.
  const typeOf = (raw: unknown) => (raw && typeof raw === "object" ? (raw as { paxType?: unknown }).paxType : undefined);
  const count = (t: number) => passengers.filter((p) => typeOf(p) === t).length;
  const [adults, children, infants] = [count(PaxType.Adult), count(PaxType.Child), count(PaxType.Infant)];
  if (adults !== trip.adults || children !== trip.children || infants !== trip.infants || passengers.length !== trip.adults + trip.children + trip.infants) {
    set("passengers", PassengerMessages.countMismatch);
  }
  if (infants > adults) {
    let seen = 0;
    passengers.forEach((p, i) => {
      if (typeOf(p) === PaxType.Infant && ++seen > adults) set(`passengers.${i}.paxType`, PassengerMessages.infantsAboveAdults);
    });
  }

  // Lead passenger: exactly one, an adult.
  const leads = passengers.flatMap((p, i) => (p && typeof p === "object" && (p as { isLeadPax?: unknown }).isLeadPax === true ? [i] : []));
  if (leads.length === 0 && passengers.length > 0) set("passengers.0.isLeadPax", PassengerMessages.noLead);
  leads.slice(1).forEach((i) => set(`passengers.${i}.isLeadPax`, PassengerMessages.oneLead));

  parsed.forEach((p, i) => {
    const key = (field: keyof TPassenger) => `passengers.${i}.${field}`;
    // Date of birth against the type, on the first travel date.
    if (p.dateOfBirth) {
      if (p.dateOfBirth > today) set(key("dateOfBirth"), PassengerMessages.bornInFuture);
      const age = ageOn(p.dateOfBirth, trip.travelDate);
      if (p.paxType === PaxType.Adult && age < 12) set(key("dateOfBirth"), PassengerMessages.adultAge);
      if (p.paxType === PaxType.Child && (age < 2 || age >= 12)) set(key("dateOfBirth"), PassengerMessages.childAge);
      if (p.paxType === PaxType.Infant && age >= 2) set(key("dateOfBirth"), PassengerMessages.infantAge);
    }

    if (trip.isInternational) {
      if (!p.passportNo) set(key("passportNo"), Messages.required);
      if (!p.passportIssueDate) set(key("passportIssueDate"), Messages.required);
      else if (p.passportIssueDate >= today) set(key("passportIssueDate"), PassengerMessages.passportIssue);
      if (!p.passportExpiry) set(key("passportExpiry"), Messages.required);
      else if (p.passportExpiry <= trip.lastTravelDate) set(key("passportExpiry"), PassengerMessages.passportExpiry);
      if (!p.passportIssueCountryCode) set(key("passportIssueCountryCode"), Messages.required);
    }

    if (leads[0] === i) {
      if (p.paxType !== undefined && p.paxType !== PaxType.Adult) set(key("isLeadPax"), PassengerMessages.leadAdult);
      if (!p.email) set(key("email"), Messages.required);
      else if (!EMAIL.safeParse(p.email).success) set(key("email"), PassengerMessages.email);
      if (!p.phoneCode) set(key("phoneCode"), Messages.required);
      if (!p.mobileNo) set(key("mobileNo"), Messages.required);
      else if (p.phoneCode && !isValidPhone(p.phoneCode, p.mobileNo)) set(key("mobileNo"), PassengerMessages.phone);
    }
  });
  return errors;
}
