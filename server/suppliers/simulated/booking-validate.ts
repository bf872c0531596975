import "server-only";
import { SupplierError, type SupplierBaggageOption, type SupplierMealOption, type SupplierPassenger, type SupplierResult, type SupplierSearchRequest, type SupplierSsrOptions } from "../types";
import { isValidDate } from "./local-time";

/** What a passenger's selections cost at the supplier's own prices (what the caller sent is only a choice). */
export type PaxCharges = { baggage: SupplierBaggageOption[]; meals: SupplierMealOption[]; baggageTotal: number; mealTotal: number };

const NAME = /^[A-Za-z][A-Za-z .'-]*$/;

/** Whole years between two "YYYY-MM-DD" dates. */
function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const sameSegment = (a: { airlineCode: string; flightNumber: string; origin: string; destination: string }, b: typeof a) =>
  a.airlineCode === b.airlineCode && a.flightNumber === b.flightNumber && a.origin === b.origin && a.destination === b.destination;

/**
 * Checks the passengers against the search (counts per type, one adult lead, names, ages on the
 * last flight's date, passports on international journeys) and prices their SSR selections.
 * Throws a SupplierError with a message the user may see.
 */
export function validatePassengers(sourceName: string, search: SupplierSearchRequest, result: SupplierResult, passengers: SupplierPassenger[], ssr: SupplierSsrOptions): PaxCharges[] {
  const fail = (message: string): never => {
    throw new SupplierError(sourceName, message);
  };
  const count = (t: 1 | 2 | 3) => passengers.filter((p) => p.paxType === t).length;
  if (count(1) !== search.adults || count(2) !== search.children || count(3) !== search.infants || passengers.length !== search.adults + search.children + search.infants) {
    fail(`The passengers do not match the search (${search.adults} adult(s), ${search.children} child(ren), ${search.infants} infant(s))`);
  }
  const leads = passengers.filter((p) => p.isLeadPax);
  if (leads.length !== 1 || leads[0].paxType !== 1) fail("Exactly one adult must be the lead passenger");
  const segments = result.segments.flat();
  const lastDay = segments[segments.length - 1]?.departureTime.slice(0, 10) ?? "";
  const international = segments.some((s) => s.origin.countryCode !== "IN" || s.destination.countryCode !== "IN");
  return passengers.map((p, i) => {
    const who = `Passenger ${i + 1}`;
    if (!NAME.test(p.firstName.trim()) || !NAME.test(p.lastName.trim()) || p.lastName.trim().length < 2) fail(`${who}: first and last name are required (letters only, last name at least 2)`);
    if (p.gender !== 1 && p.gender !== 2) fail(`${who}: gender must be 1 (male) or 2 (female)`);
    if (p.isLeadPax && (!p.email.includes("@") || p.contactNo.replace(/\D/g, "").length < 10)) fail(`${who}: the lead passenger needs an email and a contact number`);
    if (p.paxType !== 1 || p.dateOfBirth) {
      if (!isValidDate(p.dateOfBirth)) fail(`${who}: date of birth must be YYYY-MM-DD`);
      const age = ageOn(p.dateOfBirth, lastDay);
      if (p.paxType === 3 && (age < 0 || age >= 2)) fail(`${who}: an infant must be under 2 years old on the travel date`);
      if (p.paxType === 2 && (age < 2 || age >= 12)) fail(`${who}: a child must be 2 to 11 years old on the travel date`);
      if (p.paxType === 1 && age < 12) fail(`${who}: an adult must be 12 or older on the travel date`);
    }
    if (international && (!p.passportNo || !p.passportExpiry || !isValidDate(p.passportExpiry) || p.passportExpiry <= lastDay)) {
      fail(`${who}: a passport valid beyond the travel date is required on an international journey`);
    }
    return priceSelections(fail, who, p, ssr);
  });
}

function priceSelections(fail: (message: string) => never, who: string, p: SupplierPassenger, ssr: SupplierSsrOptions): PaxCharges {
  const bags = (p.baggage ?? []).filter((b) => b.code !== "NoBaggage");
  const meals = (p.meals ?? []).filter((m) => m.code !== "NoMeal");
  if (!ssr.isLcc && bags.length + meals.length > 0) fail(`${who}: baggage and meals are sold on LCC fares only; GDS fares take meal and seat preferences`);
  if (p.paxType === 3 && bags.length + meals.length > 0) fail(`${who}: infants cannot have extra baggage or meals`);
  const charged = <T extends SupplierBaggageOption | SupplierMealOption>(picked: T[], lists: T[][], kind: string): T[] =>
    picked.map((choice) => {
      const offer = lists.flat().find((o) => o.code === choice.code && sameSegment(o, choice));
      if (!offer) return fail(`${who}: ${kind} ${choice.code} is not offered on ${choice.airlineCode} ${choice.flightNumber}`);
      return offer;
    });
  const baggage = charged(bags, ssr.baggage, "baggage");
  const perSegment = new Set(baggage.map((b) => `${b.airlineCode}${b.flightNumber}${b.origin}`));
  if (perSegment.size !== baggage.length) fail(`${who}: at most one baggage option per segment`);
  const mealList = charged(meals, ssr.meals, "meal");
  return { baggage, meals: mealList, baggageTotal: baggage.reduce((s, b) => s + b.price, 0), mealTotal: mealList.reduce((s, m) => s + m.price, 0) };
}
