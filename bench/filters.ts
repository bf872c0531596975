// Result filter benchmark: each filter change applied to 1,500 results, 200 times.
// Run: npx tsx bench/filters.ts
// The page indexes a result list once per search (indexResults) and re-filters and re-sorts the index
// on every filter change; "filter" and "filter + sort" time that path, "applyFilters (raw)" also
// rebuilds the index every time.
import { performance } from "node:perf_hooks";
import { DEFAULT_SORT, emptyFilters, filterIndex, applyFilters, getFilterOptions, indexResults, sortIndex, type FlightFilters } from "@/lib/flight-filters";
import { generateResults } from "../tests/flights/flight-fixtures";

const COUNT = 1500;
const RUNS = 200;

const results = generateResults(COUNT, 7);
const index = indexResults(results);
const options = getFilterOptions(index);

const change = (patch: Partial<FlightFilters>): FlightFilters => ({ ...emptyFilters(), ...patch });
const scenarios: [string, FlightFilters][] = [
  ["time slot: After 9PM", change({ departureSlots: ["after9PM"] })],
  ["time slots: Before 11AM + 4PM to 9PM", change({ departureSlots: ["before11AM", "4PMTo9PM"] })],
  ["price: max = midpoint", change({ maxPrice: (options.price.min + options.price.max) / 2 })],
  ["stops: 1 stop + 2 and more", change({ stops: [2, 3] })],
  ["airlines: two", change({ airlines: options.airlines.slice(0, 2).map((a) => a.code) })],
  ["layover: DXB", change({ layovers: ["DXB"] })],
  ["destination: BOM", change({ destinationAirports: ["BOM"] })],
  ["fare type: refundable", change({ fareTypes: ["refundable"] })],
  ["origin: DEL", change({ originAirports: ["DEL"] })],
  ["combined (all categories)", change({ departureSlots: ["before11AM", "11AMTo4PM"], maxPrice: 30000, stops: [2], airlines: options.airlines.slice(0, 4).map((a) => a.code), layovers: ["BLR", "HYD", "DXB"], destinationAirports: ["BOM"], fareTypes: ["refundable"], originAirports: ["DEL"] })],
  ["Clear Filters (nothing active)", emptyFilters()],
];

function measure(run: () => unknown): { mean: number; p95: number; max: number } {
  for (let i = 0; i < 20; i++) run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { mean, p95: times[Math.ceil(times.length * 0.95) - 1], max: times[times.length - 1] };
}

const ms = (n: number) => n.toFixed(4).padStart(8);
const rows: string[] = [];
let worstP95 = 0;
for (const [name, filters] of scenarios) {
  const kept = filterIndex(index, filters).length;
  const filterOnly = measure(() => filterIndex(index, filters));
  const withSort = measure(() => sortIndex(filterIndex(index, filters), DEFAULT_SORT));
  const raw = measure(() => applyFilters(results, filters));
  worstP95 = Math.max(worstP95, withSort.p95, raw.p95);
  rows.push(`${name.padEnd(40)} ${String(kept).padStart(5)}  ${ms(filterOnly.mean)} ${ms(filterOnly.p95)}  ${ms(withSort.mean)} ${ms(withSort.p95)}  ${ms(raw.mean)} ${ms(raw.p95)}`);
}
const indexing = measure(() => indexResults(results));
const optionsTime = measure(() => getFilterOptions(index));

console.log(`Flight result filters: ${COUNT} results, ${RUNS} runs per change (ms per application)`);
console.log(`${"change".padEnd(40)} ${"kept".padStart(5)}  ${"filter".padStart(8)} ${"p95".padStart(8)}  ${"+sort".padStart(8)} ${"p95".padStart(8)}  ${"raw".padStart(8)} ${"p95".padStart(8)}`);
for (const row of rows) console.log(row);
console.log(`indexResults (once per search)           mean ${ms(indexing.mean)}  p95 ${ms(indexing.p95)}`);
console.log(`getFilterOptions (once per search)       mean ${ms(optionsTime.mean)}  p95 ${ms(optionsTime.p95)}`);
console.log(`worst p95 of a filter change: ${worstP95.toFixed(4)} ms (budget 16 ms per frame)`);
if (worstP95 >= 16) process.exitCode = 1;
