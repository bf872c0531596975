import { AVIATION_TIMEZONES, CITY_NAMES, MANUAL_AIRPORTS, METRO_CITIES, POPULAR_AIRPORTS, SUPPLEMENT_AIRPORTS } from "./curated";
import type { OurAirport, Sources } from "./sources";

export type AirportRow = {
  code: string;
  name: string;
  city: string;
  cityCode: string;
  countryCode: string;
  countryName: string;
  timezone: string;
  latitude: number;
  longitude: number;
  /** 3 large, 2 medium or curated (OurAirports' type): orders equal matches. */
  sizeRank: number;
  popularRank: number | null;
  keywords: string[];
};

const metroByAirport = new Map(METRO_CITIES.flatMap((m) => m.airports.map((a) => [a, m] as const)));
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * "Guangzhou (Huadu)" -> "Guangzhou", "Toulouse/Blagnac" -> "Toulouse", "Ciudad de Cancún" -> "Cancún",
 * "Darlington, Durham" -> "Darlington", but China's "Shuangta, Chaoyang" (district, city) -> "Chaoyang",
 * "Putussibau-Borneo Island" -> "Putussibau".
 */
export function cleanCity(municipality: string, countryCode: string): string {
  const city = municipality
    .replace(/\s*\(.*\)\s*$/, "")
    .split("/")[0]
    .replace(/^Ciudad de (?=[A-ZÁÉÍÓÚ])/, "")
    .replace(/(?<=\S)\s*-\s*[\p{L} ]+ Island$/u, "")
    .trim();
  const parts = city.split(",").map((p) => p.trim()).filter(Boolean);
  return (countryCode === "CN" ? parts.at(-1) : parts[0]) ?? "";
}

/** OurAirports keywords worth searching (old names like Bombay or Madras), without military and non-Latin ones. */
function pickKeywords(raw: string): string[] {
  return raw
    .split(",")
    .map((k) => k.trim())
    .filter((k) => k.length >= 3 && k.length <= 40)
    .filter((k) => /^[\p{Script=Latin}\d\s.'’()&-]+$/u.test(k))
    .filter((k) => !/air ?(force|base)|\bafb\b|\braf\b|station|military|navy|naval|army/i.test(k))
    .slice(0, 4);
}

type Candidate = { code: string; name: string; municipality: string; countryCode: string; latitude: number; longitude: number; sizeRank: number; keywords: string[]; sourceTz?: string };

function collectCandidates(sources: Sources): Candidate[] {
  const scheduled = sources.ourAirports.filter((a: OurAirport) => a.scheduled_service === "yes" && /^[A-Z]{3}$/.test(a.iata_code));
  const byCode = new Map<string, Candidate>();
  const mwggByIata = new Map(sources.mwgg.filter((m) => m.iata).map((m) => [m.iata, m]));
  for (const a of scheduled) {
    const previous = byCode.get(a.iata_code);
    const sizeRank = a.type === "large_airport" ? 3 : 2;
    if (previous && previous.sizeRank >= sizeRank) continue;
    byCode.set(a.iata_code, {
      code: a.iata_code,
      name: a.name.trim(),
      municipality: a.municipality.trim() || mwggByIata.get(a.iata_code)?.city || "",
      countryCode: a.iso_country,
      latitude: Number(a.latitude_deg),
      longitude: Number(a.longitude_deg),
      sizeRank,
      keywords: pickKeywords(a.keywords),
      sourceTz: mwggByIata.get(a.iata_code)?.tz,
    });
  }
  for (const code of SUPPLEMENT_AIRPORTS) {
    const m = mwggByIata.get(code);
    if (!m) throw new Error(`Supplement airport ${code} is not in the mwgg list`);
    if (byCode.has(code)) continue;
    byCode.set(code, { code, name: m.name, municipality: m.city, countryCode: m.country, latitude: m.lat, longitude: m.lon, sizeRank: 2, keywords: [], sourceTz: m.tz });
  }
  for (const m of MANUAL_AIRPORTS) {
    if (!byCode.has(m.code)) byCode.set(m.code, { ...m, municipality: m.city, sizeRank: 2, keywords: [] });
  }
  return [...byCode.values()];
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A time zone from the coordinates (geo-tz), the country's aviation zone where set, else the airport list's own. */
function resolveTimezone(c: Candidate, sources: Sources, stats: { mismatches: string[] }): string {
  const found = sources.findTimezones(c.latitude, c.longitude).find((z) => !z.startsWith("Etc/") && isKnownZone(z));
  if (found && c.sourceTz && found !== c.sourceTz) stats.mismatches.push(`${c.code}: geo-tz ${found}, mwgg ${c.sourceTz}`);
  const tz = AVIATION_TIMEZONES[c.countryCode] ?? found ?? (c.sourceTz && isKnownZone(c.sourceTz) ? c.sourceTz : undefined);
  if (!tz) throw new Error(`No time zone for ${c.code} (${c.latitude}, ${c.longitude})`);
  return tz;
}

/** Every airport with scheduled passenger service and an IATA code, with its city, city code and zone. */
export function buildAirports(sources: Sources, countryNames: Map<string, string>): { rows: AirportRow[]; tzMismatches: string[] } {
  const ourCountryNames = new Map(sources.ourCountries.map((c) => [c.code, c.name]));
  const stats = { mismatches: [] as string[] };
  const rows = collectCandidates(sources).map((c): AirportRow => {
    const metro = metroByAirport.get(c.code);
    const cleaned = cleanCity(c.municipality, c.countryCode);
    const fromName = cleanCity(c.name.replace(/\s+(International\s+)?(Airport|Airfield|Aerodrome).*$/i, ""), c.countryCode);
    const city = CITY_NAMES[c.code] ?? metro?.name ?? (cleaned || fromName);
    const keywords = [...c.keywords];
    if (cleaned && cleaned !== city && !keywords.includes(cleaned)) keywords.unshift(cleaned);
    const popular = POPULAR_AIRPORTS.indexOf(c.code);
    return {
      code: c.code,
      name: c.name,
      city,
      cityCode: metro?.code ?? c.code,
      countryCode: c.countryCode,
      countryName: countryNames.get(c.countryCode) ?? ourCountryNames.get(c.countryCode) ?? c.countryCode,
      timezone: resolveTimezone(c, sources, stats),
      latitude: round(c.latitude),
      longitude: round(c.longitude),
      sizeRank: c.sizeRank,
      popularRank: popular >= 0 ? popular + 1 : null,
      keywords: keywords.slice(0, 4),
    };
  });
  rows.sort((a, b) => a.code.localeCompare(b.code));
  const missingPopular = POPULAR_AIRPORTS.filter((code) => !rows.some((r) => r.code === code));
  if (missingPopular.length) throw new Error(`Popular airports missing: ${missingPopular.join(", ")}`);
  return { rows, tzMismatches: stats.mismatches };
}

/** One city per city code (metropolitan code or the airport's own); every airport of a metro carries its name. */
export function buildCities(airports: AirportRow[]): { cityCode: string; name: string; countryCode: string; countryName: string }[] {
  const byCode = new Map<string, { cityCode: string; name: string; countryCode: string; countryName: string }>();
  for (const a of airports) {
    if (!byCode.has(a.cityCode)) byCode.set(a.cityCode, { cityCode: a.cityCode, name: a.city, countryCode: a.countryCode, countryName: a.countryName });
  }
  return [...byCode.values()].sort((a, b) => a.cityCode.localeCompare(b.cityCode));
}
