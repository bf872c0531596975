import "server-only";
import type { TFlightResult } from "@/lib/contracts/flights";
import { toMinorUnits } from "@/lib/money";
import type { TPassenger } from "@/lib/passenger-rules";
import { paxFareFor, type SupplierFare, type SupplierPassenger } from "@/server/suppliers/types";
import type { PassengerSsr } from "./price-ssr";

/** The supplier's own fare of a stored result (its components before our markup), in paise. */
export function supplierFareOf(result: TFlightResult): SupplierFare {
  const f = result.fare;
  const published = toMinorUnits(f.publishedFare);
  return {
    currency: f.currency,
    baseFare: toMinorUnits(f.baseFare),
    tax: toMinorUnits(f.tax),
    otherCharges: toMinorUnits(f.otherCharges),
    publishedFare: published,
    offeredFare: f.offeredFare === undefined ? published : toMinorUnits(f.offeredFare),
    commissionEarned: toMinorUnits(f.commissionEarned ?? 0),
    tdsOnCommission: toMinorUnits(f.tdsOnCommission ?? 0),
    breakdown: result.fareBreakdown.map((b) => ({
      paxType: b.paxType as 1 | 2 | 3,
      passengerCount: b.passengerCount,
      baseFare: toMinorUnits(b.baseFare),
      tax: toMinorUnits(b.tax),
      otherCharges: toMinorUnits(b.offeredOtherCharges),
    })),
  };
}

const COUNTRY_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * Our validated passengers as the supplier books them: the lead's contact and address stand in for
 * companions who gave none (suppliers want them on every passenger), each passenger's share of the
 * fare, and the extras chosen at the supplier's prices.
 */
export function toSupplierPassengers(passengers: TPassenger[], ssr: PassengerSsr[], result: TFlightResult, fallbackCity: string): SupplierPassenger[] {
  const lead = passengers.find((p) => p.isLeadPax) ?? passengers[0];
  const fare = supplierFareOf(result);
  const nth = new Map<number, number>();
  return passengers.map((p, i) => {
    const n = nth.get(p.paxType) ?? 0;
    nth.set(p.paxType, n + 1);
    const country = (p.countryCode ?? lead.countryCode ?? "IN").toUpperCase();
    const dial = p.mobileNo ?? lead.mobileNo ?? "";
    const extras = ssr[i] ?? { baggage: [], meals: [] };
    return {
      paxType: p.paxType,
      title: p.title,
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender,
      dateOfBirth: p.dateOfBirth,
      contactNo: dial.replace(/\D/g, ""),
      phoneCode: p.mobileNo ? p.phoneCode : lead.phoneCode,
      mobileNo: dial || undefined,
      email: p.email || lead.email || "",
      addressLine1: p.addressLine1 || lead.addressLine1 || fallbackCity,
      city: p.city || lead.city || fallbackCity,
      countryCode: country,
      countryName: COUNTRY_NAMES.of(country) ?? country,
      nationality: (p.nationality ?? country).toUpperCase(),
      passportNo: p.passportNo || undefined,
      passportIssueDate: p.passportIssueDate || undefined,
      passportExpiry: p.passportExpiry || undefined,
      passportIssueCountryCode: p.passportIssueCountryCode?.toUpperCase() || undefined,
      isLeadPax: p.isLeadPax,
      fare: paxFareFor(fare, p.paxType, n),
      baggage: extras.baggage,
      meals: extras.meals,
      mealPreference: extras.mealPreference,
      seatPreference: extras.seatPreference,
    };
  });
}
