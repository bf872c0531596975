/**
 * Builds the committed flight reference data from open data sets on the npm registry:
 * db/data/{airports,cities,airlines,countries,states,nationalities}.json and the airline
 * monograms public/airline-logos/<CODE>.svg. The app never imports the source packages; only the
 * output is committed (db/seed/masterdata.ts loads it). Sources and licences: docs/data-sources.md.
 *
 *   npx tsx scripts/build-reference-data.ts                      # installs the pinned packages in a temp folder
 *   npx tsx scripts/build-reference-data.ts --packages <folder>  # reuses a folder holding node_modules/
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildAirports, buildCities } from "./reference-data/airports";
import { installSources, loadSources, SOURCE_PACKAGES } from "./reference-data/sources";
import { airlineLogoSvg, buildAirlines, buildCountries, buildNationalities, buildStates } from "./reference-data/tables";

const DATA_DIR = path.join(process.cwd(), "db", "data");
const LOGO_DIR = path.join(process.cwd(), "public", "airline-logos");

/** `{ columns, rows }` with one row per line: compact, and a data change reads well in a diff. */
function writeTable(file: string, columns: string[], rows: unknown[][]): void {
  const body = rows.map((r) => JSON.stringify(r)).join(",\n");
  writeFileSync(path.join(DATA_DIR, file), `{"columns":${JSON.stringify(columns)},"rows":[\n${body}\n]}\n`);
  console.log(`  db/data/${file}: ${rows.length} rows`);
}

function writeLogos(airlines: { code: string; name: string }[]): void {
  mkdirSync(LOGO_DIR, { recursive: true });
  for (const file of readdirSync(LOGO_DIR)) if (file.endsWith(".svg")) rmSync(path.join(LOGO_DIR, file));
  for (const a of airlines) writeFileSync(path.join(LOGO_DIR, `${a.code}.svg`), airlineLogoSvg(a.code, a.name));
  console.log(`  public/airline-logos: ${airlines.length} SVG files`);
}

function main(): void {
  const flag = process.argv.indexOf("--packages");
  const dir = flag >= 0 ? path.resolve(process.argv[flag + 1]) : installSources();
  const sources = loadSources(dir);
  mkdirSync(DATA_DIR, { recursive: true });
  console.log(`Sources: ${Object.entries(SOURCE_PACKAGES).map(([n, v]) => `${n}@${v}`).join(", ")}`);

  const countries = buildCountries(sources);
  const countryNames = new Map(countries.map((c) => [c.code, c.name]));
  const { rows: airports, tzMismatches } = buildAirports(sources, countryNames);
  const cities = buildCities(airports);
  const airlines = buildAirlines(sources);
  const states = buildStates(sources, countries);
  const nationalities = buildNationalities(sources, countries);

  writeTable(
    "airports.json",
    ["code", "name", "city", "cityCode", "countryCode", "countryName", "timezone", "latitude", "longitude", "sizeRank", "popularRank", "keywords"],
    airports.map((a) => [a.code, a.name, a.city, a.cityCode, a.countryCode, a.countryName, a.timezone, a.latitude, a.longitude, a.sizeRank, a.popularRank, a.keywords.join(", ")]),
  );
  writeTable("cities.json", ["cityCode", "name", "countryCode", "countryName"], cities.map((c) => [c.cityCode, c.name, c.countryCode, c.countryName]));
  writeTable("airlines.json", ["code", "name", "isLcc"], airlines.map((a) => [a.code, a.name, a.isLcc]));
  writeTable("countries.json", ["code", "name", "dialCode"], countries.map((c) => [c.code, c.name, c.dialCode]));
  writeTable("states.json", ["countryCode", "code", "name"], states.map((s) => [s.countryCode, s.code, s.name]));
  writeTable("nationalities.json", ["countryCode", "countryName", "nationality"], nationalities.map((n) => [n.countryCode, n.countryName, n.nationality]));
  writeLogos(airlines);

  console.log(`Time zones: geo-tz and the mwgg list disagree on ${tzMismatches.length} airports (geo-tz wins):`);
  for (const line of tzMismatches.slice(0, Number(process.env.SHOW_TZ_MISMATCHES ?? 20))) console.log(`  ${line}`);
}

main();
