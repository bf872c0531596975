// Phone helpers on libphonenumber-js (full metadata, for exact validation): the dial-code list
// of the spec's mobile input, without the excluded countries and with India preferred.

import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/max";
import { EXCLUDED_PHONE_COUNTRIES, PREFERRED_PHONE_COUNTRY } from "@/lib/constants";
import { COUNTRY_NAMES } from "@/lib/country-names";

export type DialCodeCountry = {
  /** ISO 3166-1 alpha-2, lower case ("in"). */
  code: string;
  name: string;
  /** "+91" */
  dial_code: string;
};

export const DEFAULT_PHONE_COUNTRY: string = PREFERRED_PHONE_COUNTRY;

const excluded = new Set<string>(EXCLUDED_PHONE_COUNTRIES);
let cached: DialCodeCountry[] | null = null;

/** Every country libphonenumber knows except the excluded ones; India first, then by English name. */
export function getDialCodeCountries(): DialCodeCountry[] {
  if (cached) return cached;
  // Names and order come from a fixed table, not the runtime's ICU data: the server and the browser
  // must render the same list (a difference is a hydration error on every page with a phone input).
  const order = Object.keys(COUNTRY_NAMES);
  const rank = (code: string) => (code === PREFERRED_PHONE_COUNTRY ? -1 : order.indexOf(code.toUpperCase()) === -1 ? order.length : order.indexOf(code.toUpperCase()));
  const list = getCountries()
    .filter((code) => !excluded.has(code.toLowerCase()))
    .map((code) => ({
      code: code.toLowerCase(),
      name: COUNTRY_NAMES[code] ?? code,
      dial_code: `+${getCountryCallingCode(code)}`,
    }));
  list.sort((a, b) => rank(a.code) - rank(b.code) || (a.code < b.code ? -1 : 1));
  cached = list;
  return list;
}

/** True when the country is offered by the mobile input (known to libphonenumber and not excluded). */
export function isOfferedPhoneCountry(country: string): boolean {
  const code = country.toUpperCase();
  return !excluded.has(country.toLowerCase()) && isSupportedCountry(code);
}

/** "+91" for "in"; undefined for an unknown or excluded country. */
export function getDialCode(country: string): string | undefined {
  if (!isOfferedPhoneCountry(country)) return undefined;
  return `+${getCountryCallingCode(country.toUpperCase() as CountryCode)}`;
}

/** Validates a national number (or a full "+..." number) for the given dial-code country. */
export function isValidPhone(dialCodeCountry: string, phone: string): boolean {
  if (!dialCodeCountry || !phone || !isOfferedPhoneCountry(dialCodeCountry)) return false;
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  try {
    const parsed = parsePhoneNumberFromString(trimmed, dialCodeCountry.toUpperCase() as CountryCode);
    // A full "+92..." number typed under another country is still a number of an excluded country.
    return !!parsed && parsed.isValid() && !(parsed.country && excluded.has(parsed.country.toLowerCase()));
  } catch {
    return false;
  }
}
