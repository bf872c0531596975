import { addDays, format, parseISO } from "date-fns";

/*
 * The rate-sheet check (issue 13): before a rate is saved, the sheet it joins (the other rates of
 * the same item) is checked. Overlapping validity at equal priority in one market and lane, and min
 * pax above max pax, are refused (the engine could not tell which rate wins, or no party fits);
 * a gap in validity is only warned about (a DMC may not sell on those days on purpose).
 * Pure: the same check runs in the form (live) and in the use case (authoritative).
 */

export type SheetRate = {
  /** The saved rate's id; absent for the one being added. */
  id?: number;
  marketId: number;
  /** A name for the market in messages ("India"). */
  marketName?: string;
  /**
   * Rates in different lanes never compete: e.g. a transfer rate's sharing basis and transfer type,
   * an area transfer's purpose and sharing. Same lane = same string. Ticket rates: "".
   */
  lane?: string;
  priority: number;
  /** Inclusive "YYYY-MM-DD" dates. */
  validFromDate: string;
  validTillDate: string;
  minPax?: number | null;
  maxPax?: number | null;
};

export type SheetProblem = { rateIds: (number | null)[]; message: string };
export type SheetReport = { errors: SheetProblem[]; warnings: SheetProblem[] };

const day = (d: string) => format(parseISO(d), "d MMM yyyy");
const label = (r: SheetRate) => (r.id === undefined ? "the new rate" : `rate ${r.id}`);
const marketOf = (r: SheetRate) => r.marketName ?? `market ${r.marketId}`;
/** Two private-band rates with disjoint pax bands do not compete even on the same days. */
const bandsMeet = (a: SheetRate, b: SheetRate) => {
  const aMin = a.minPax ?? 0;
  const aMax = a.maxPax ?? Number.POSITIVE_INFINITY;
  const bMin = b.minPax ?? 0;
  const bMax = b.maxPax ?? Number.POSITIVE_INFINITY;
  return aMin <= bMax && bMin <= aMax;
};

export function checkRateSheet(rates: readonly SheetRate[]): SheetReport {
  const errors: SheetProblem[] = [];
  const warnings: SheetProblem[] = [];
  for (const r of rates) {
    if (r.minPax != null && r.maxPax != null && r.minPax > r.maxPax) {
      errors.push({ rateIds: [r.id ?? null], message: `Min pax (${r.minPax}) is more than max pax (${r.maxPax}) on ${label(r)}` });
    }
    if (r.validFromDate > r.validTillDate) {
      errors.push({ rateIds: [r.id ?? null], message: `Valid from (${day(r.validFromDate)}) is after valid till (${day(r.validTillDate)}) on ${label(r)}` });
    }
  }
  const lanes = new Map<string, SheetRate[]>();
  for (const r of rates) {
    const key = `${r.marketId}|${r.lane ?? ""}`;
    lanes.set(key, [...(lanes.get(key) ?? []), r]);
  }
  for (const lane of lanes.values()) {
    for (let i = 0; i < lane.length; i++) {
      for (let j = i + 1; j < lane.length; j++) {
        const a = lane[i];
        const b = lane[j];
        if (a.priority !== b.priority || !bandsMeet(a, b)) continue;
        const from = a.validFromDate > b.validFromDate ? a.validFromDate : b.validFromDate;
        const till = a.validTillDate < b.validTillDate ? a.validTillDate : b.validTillDate;
        if (from > till) continue;
        errors.push({
          rateIds: [a.id ?? null, b.id ?? null],
          message: `${label(a)[0].toUpperCase()}${label(a).slice(1)} and ${label(b)} overlap from ${day(from)} to ${day(till)} in ${marketOf(a)} at the same priority (${a.priority}): change a validity or a priority`,
        });
      }
    }
    const sorted = [...lane].filter((r) => r.validFromDate <= r.validTillDate).sort((x, y) => x.validFromDate.localeCompare(y.validFromDate));
    let coveredTill: string | null = null;
    for (const r of sorted) {
      if (coveredTill !== null) {
        const nextDay = format(addDays(parseISO(coveredTill), 1), "yyyy-MM-dd");
        if (r.validFromDate > nextDay) {
          const gapTill = format(addDays(parseISO(r.validFromDate), -1), "yyyy-MM-dd");
          warnings.push({ rateIds: [r.id ?? null], message: `No rate from ${day(nextDay)} to ${day(gapTill)} in ${marketOf(r)}` });
        }
      }
      if (coveredTill === null || r.validTillDate > coveredTill) coveredTill = r.validTillDate;
    }
  }
  return { errors, warnings };
}
