import { createHash } from "node:crypto";
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from "libphonenumber-js/max";
import { AIRLINE_NAMES, LCC_AIRLINES, NATIONALITY_NAMES, STATE_FIXES } from "./curated";
import type { Sources } from "./sources";

export type CountryRow = { code: string; name: string; dialCode: string };

/** countries-list entries that are not ISO 3166-1 countries (Ascension, Tristan da Cunha). */
const NOT_ISO_3166_1 = new Set(["AC", "TA"]);

/** ISO 3166-1 countries and territories with the dial code libphonenumber uses (the phone input's source). */
export function buildCountries(sources: Sources): CountryRow[] {
  return Object.entries(sources.countries)
    .filter(([code]) => !NOT_ISO_3166_1.has(code))
    .map(([code, c]) => ({
      code,
      name: c.name,
      dialCode: isSupportedCountry(code) ? `+${getCountryCallingCode(code as CountryCode)}` : `+${c.phone[0]}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export function buildNationalities(sources: Sources, countries: CountryRow[]) {
  return countries
    .map((c) => ({ countryCode: c.code, countryName: c.name, nationality: NATIONALITY_NAMES[c.code] ?? sources.nationalities[c.code] }))
    .filter((n): n is { countryCode: string; countryName: string; nationality: string } => Boolean(n.nationality));
}

/** First-level subdivisions from OurAirports' regions, with India's codes aligned to ISO 3166-2:IN. */
export function buildStates(sources: Sources, countries: CountryRow[]) {
  const known = new Set(countries.map((c) => c.code));
  return sources.ourRegions
    .filter((r) => known.has(r.iso_country) && r.local_code !== "U-A" && !r.name.startsWith("("))
    .map((r) => {
      const fix = STATE_FIXES[r.code] ?? {};
      return { countryCode: r.iso_country, code: fix.code ?? r.code.slice(r.iso_country.length + 1), name: fix.name ?? r.name };
    })
    .sort((a, b) => a.countryCode.localeCompare(b.countryCode) || a.name.localeCompare(b.name, "en"));
}

export type AirlineRow = { code: string; name: string; isLcc: boolean };

/** Active carriers with a two-character IATA code, passenger airlines only, one per code, with the project's corrections. */
export function buildAirlines(sources: Sources): AirlineRow[] {
  const byCode = new Map<string, string>();
  for (const a of sources.airlines) {
    const code = (a.iata ?? "").trim().toUpperCase();
    const name = a.name.trim();
    if (a.active !== "Y" || !/^(?=.*[A-Z])[A-Z0-9]{2}$/.test(code) || name.length < 3 || /cargo|freight/i.test(name)) continue;
    if (!byCode.has(code)) byCode.set(code, name);
  }
  for (const [code, name] of Object.entries(AIRLINE_NAMES)) {
    if (name === null) byCode.delete(code);
    else byCode.set(code, name);
  }
  return [...byCode.entries()].map(([code, name]) => ({ code, name, isLcc: LCC_AIRLINES.has(code) })).sort((a, b) => a.code.localeCompare(b.code));
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A monogram: the code in white on a colour derived from the code (dark enough for white text). */
export function airlineLogoSvg(code: string, name: string): string {
  const digest = createHash("sha1").update(code).digest();
  const hue = digest.readUInt16BE(0) % 360;
  const lightness = 0.3 + (digest[2] % 10) / 100;
  const colour = hslToHex(hue, 0.62, lightness);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(code)}</text>` +
    `</svg>\n`
  );
}
