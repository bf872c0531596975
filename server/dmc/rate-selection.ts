/*
 * Which rate of an item wins on a date for a market and a party (issue 13, decision 0036). Pure: no
 * I/O, no clock. The same rule for ticket rates, tour-option transfer rates, area transfers and
 * room rates:
 * 1. a rate in a lane the caller did not ask for (another sharing basis, transfer type, purpose)
 *    does not compete ("otherLane");
 * 2. a rate of another market does not compete ("otherMarket");
 * 3. the date must lie inside the inclusive validity ("notYetValid" before, "expired" after);
 * 4. a rate with a pax band (min and/or max pax: private services) needs adults + children inside it
 *    ("paxOutsideBand");
 * 5. of the rest, the highest priority wins ("lowerPriority" for the others); on equal priority the
 *    NEWEST rate (highest id) wins and the others "lostTie" (the rate-sheet check refuses equal
 *    priorities that overlap, so a tie only comes from rates saved before that check or bands that
 *    both fit).
 * Every rate of the item gets a verdict with a sentence a person can read.
 */

export type RateVerdictReason = "won" | "otherLane" | "otherMarket" | "notYetValid" | "expired" | "paxOutsideBand" | "lowerPriority" | "lostTie";

export type CandidateRate = {
  id: number;
  marketId: number;
  /** e.g. "SIC oneway"; null when the item has a single lane (ticket rates, room rates). */
  lane: string | null;
  description: string;
  currency: string;
  priority: number;
  validFromDate: string;
  validTillDate: string;
  minPax: number | null;
  maxPax: number | null;
};

export type RateQuery = {
  marketId: number;
  /** Market names by id, for the sentences. */
  marketNames: ReadonlyMap<number, string>;
  date: string;
  pax: number;
  /** null: every lane competes. */
  lane: string | null;
};

export type RateVerdict = {
  rateId: number;
  description: string;
  marketId: number;
  marketName: string;
  lane: string | null;
  currency: string;
  priority: number;
  validFromDate: string;
  validTillDate: string;
  minPax: number | null;
  maxPax: number | null;
  reason: RateVerdictReason;
  /** The verdict for people: "Won: priority 2, valid 1 Jan 2026 to 31 Dec 2026 in India". */
  text: string;
};

export type RateSelection<R extends CandidateRate> = { winner: R | null; verdicts: RateVerdict[] };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-03-01" -> "1 Mar 2026" (string slicing: the engine formats thousands of these per itinerary). */
export const showDate = (d: string) => `${Number(d.slice(8, 10))} ${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}`;
const marketName = (q: RateQuery, id: number) => q.marketNames.get(id) ?? `market ${id}`;
const band = (r: CandidateRate) => (r.minPax !== null && r.maxPax !== null ? `${r.minPax}-${r.maxPax}` : r.minPax !== null ? `${r.minPax} or more` : `up to ${r.maxPax}`);
const hasBand = (r: CandidateRate) => r.minPax !== null || r.maxPax !== null;
const inBand = (r: CandidateRate, pax: number) => (r.minPax === null || pax >= r.minPax) && (r.maxPax === null || pax <= r.maxPax);

/** Winning order: higher priority first, then the newer (higher) id. */
export const compareRates = (a: CandidateRate, b: CandidateRate) => (a.priority !== b.priority ? b.priority - a.priority : b.id - a.id);

function exclusion(r: CandidateRate, q: RateQuery): { reason: RateVerdictReason; text: string } | null {
  if (q.lane !== null && r.lane !== null && r.lane !== q.lane) return { reason: "otherLane", text: `Not asked for: ${r.lane} (asked for ${q.lane})` };
  if (r.marketId !== q.marketId) return { reason: "otherMarket", text: `Other market: ${marketName(q, r.marketId)} (pricing for ${marketName(q, q.marketId)})` };
  if (q.date < r.validFromDate) return { reason: "notYetValid", text: `Not yet valid on ${showDate(q.date)}: valid from ${showDate(r.validFromDate)}` };
  if (q.date > r.validTillDate) return { reason: "expired", text: `Expired on ${showDate(q.date)}: valid till ${showDate(r.validTillDate)}` };
  if (hasBand(r) && !inBand(r, q.pax)) return { reason: "paxOutsideBand", text: `Party of ${q.pax} is outside the pax band ${band(r)}` };
  return null;
}

function verdict(r: CandidateRate, q: RateQuery, reason: RateVerdictReason, text: string): RateVerdict {
  return {
    rateId: r.id,
    description: r.description,
    marketId: r.marketId,
    marketName: marketName(q, r.marketId),
    lane: r.lane,
    currency: r.currency,
    priority: r.priority,
    validFromDate: r.validFromDate,
    validTillDate: r.validTillDate,
    minPax: r.minPax,
    maxPax: r.maxPax,
    reason,
    text,
  };
}

/** The winning rate (or null) and a verdict for every rate: the winner first, then in winning order. */
export function selectRate<R extends CandidateRate>(rates: readonly R[], q: RateQuery): RateSelection<R> {
  const eligible: R[] = [];
  const excluded: RateVerdict[] = [];
  for (const r of rates) {
    const why = exclusion(r, q);
    if (why) excluded.push(verdict(r, q, why.reason, why.text));
    else eligible.push(r);
  }
  eligible.sort(compareRates);
  const winner = eligible[0] ?? null;
  const verdicts: RateVerdict[] = [];
  if (winner) {
    const bandText = hasBand(winner) ? `, pax band ${band(winner)}` : "";
    verdicts.push(
      verdict(winner, q, "won", `Won: priority ${winner.priority}, valid ${showDate(winner.validFromDate)} to ${showDate(winner.validTillDate)} in ${marketName(q, winner.marketId)}${bandText}`),
    );
    for (const r of eligible.slice(1)) {
      verdicts.push(
        r.priority < winner.priority
          ? verdict(r, q, "lowerPriority", `Lower priority: ${r.priority} (rate ${winner.id} has ${winner.priority})`)
          : verdict(r, q, "lostTie", `Lost the tie at priority ${r.priority}: the newest rate (${winner.id}) wins`),
      );
    }
  }
  const order: Record<RateVerdictReason, number> = { won: 0, lowerPriority: 1, lostTie: 1, paxOutsideBand: 2, notYetValid: 3, expired: 3, otherMarket: 4, otherLane: 5 };
  excluded.sort((a, b) => order[a.reason] - order[b.reason] || b.priority - a.priority || b.rateId - a.rateId);
  return { winner, verdicts: [...verdicts, ...excluded] };
}

/**
 * The market fallback (decision 0063): when no rate of the item applies in the party's market on
 * the date, the site's default market's winning rate applies, and `fallback` says so ("No rate in
 * market GCC on 1 Jun 2026: default market India's rate"). The verdicts are the default market's
 * selection, except that the party's own market's rates keep the reason they lost there.
 */
export function selectRateWithFallback<R extends CandidateRate>(
  rates: readonly R[],
  q: RateQuery,
  defaultMarket: { id: number; name: string } | null,
): RateSelection<R> & { fallback: string | null } {
  const own = selectRate(rates, q);
  if (own.winner || !defaultMarket || defaultMarket.id === q.marketId) return { ...own, fallback: null };
  const other = selectRate(rates, { ...q, marketId: defaultMarket.id });
  if (!other.winner) return { ...own, fallback: null };
  const ownVerdicts = new Map(own.verdicts.map((v) => [v.rateId, v]));
  const verdicts = other.verdicts.map((v) => (v.marketId === q.marketId ? (ownVerdicts.get(v.rateId) ?? v) : v));
  const fallback = `No rate in market ${marketName(q, q.marketId)} on ${showDate(q.date)}: default market ${defaultMarket.name}'s rate`;
  return { winner: other.winner, verdicts, fallback };
}
