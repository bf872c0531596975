import "server-only";
import type { MarkupRule, PricingTrip } from "./types";

/**
 * Which markup rule applies to a trip (issue 4). Pure: no I/O, no clock.
 *
 * Candidates
 * - "airline" (flights): `airlineSpecific` rules whose airlineCode is the trip's validating airline
 *   (case-insensitive), and `defaultAirline` rules.
 * - "fixedDeparture" / "activity": rules of that kind (airlineCode is not looked at).
 * A candidate matches when its sector is "both" or the trip's sector (domestic / international per
 * trip.isDomestic), and its journeyType is null or the trip's journey type.
 *
 * Order among matching rules, first difference wins:
 * 1. airlineSpecific beats defaultAirline (airline-specific beats default);
 * 2. a rule naming the trip's sector beats one for "both";
 * 3. a rule naming the trip's journey type beats one for every journey type (null);
 * 4. the newest createdAt;
 * 5. the highest id (so the answer never depends on the order rules were loaded in).
 * Steps 1 to 3 are the specificity score below: 4 x kind + 2 x exact sector + 1 x journey type.
 */
export type RuleContext = "airline" | "fixedDeparture" | "activity";

/** Picks the rule for one trip; the same answer as selectRule, from a precompiled rule set. */
export type RuleMatcher = (trip: PricingTrip, context?: RuleContext) => MarkupRule | null;

/** The score a rule has when it matches; it depends only on the rule, since exact fields must match. */
function staticScore(rule: MarkupRule): number {
  return (rule.kind === "airlineSpecific" ? 4 : 0) + (rule.sector === "both" ? 0 : 2) + (rule.journeyType === null ? 0 : 1);
}

function matchesTrip(rule: MarkupRule, trip: PricingTrip): boolean {
  if (rule.sector !== "both" && (rule.sector === "domestic") !== trip.isDomestic) return false;
  return rule.journeyType === null || rule.journeyType === trip.journeyType;
}

function isCandidate(rule: MarkupRule, trip: PricingTrip, context: RuleContext): boolean {
  if (context !== "airline") return rule.kind === context;
  if (rule.kind === "defaultAirline") return true;
  return rule.kind === "airlineSpecific" && rule.airlineCode !== null && rule.airlineCode.toUpperCase() === trip.airlineCode.toUpperCase();
}

/** Positive when `a` ranks before `b` (steps 1 to 5 above). */
function compareRules(a: MarkupRule, scoreA: number, b: MarkupRule, scoreB: number): number {
  if (scoreA !== scoreB) return scoreA - scoreB;
  const timeA = a.createdAt.getTime();
  const timeB = b.createdAt.getTime();
  if (timeA !== timeB) return timeA > timeB ? 1 : -1;
  return a.id - b.id;
}

/** The rule that applies to `trip`, or null when none matches (then no markup and no discount). */
export function selectRule(rules: readonly MarkupRule[], trip: PricingTrip, context: RuleContext = "airline"): MarkupRule | null {
  let best: MarkupRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    if (!isCandidate(rule, trip, context) || !matchesTrip(rule, trip)) continue;
    const score = staticScore(rule);
    if (best === null || compareRules(rule, score, best, bestScore) > 0) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/** Rules in the order they win (best first). */
function ranked(rules: MarkupRule[]): MarkupRule[] {
  return rules
    .map((rule) => ({ rule, score: staticScore(rule) }))
    .sort((a, b) => compareRules(b.rule, b.score, a.rule, a.score))
    .map((entry) => entry.rule);
}

function firstMatch(rules: readonly MarkupRule[] | undefined, trip: PricingTrip): MarkupRule | null {
  if (rules) for (const rule of rules) if (matchesTrip(rule, trip)) return rule;
  return null;
}

const MEMO_LIMIT = 10_000;

/**
 * Precompiles a rule set (e.g. one agent group's rules) for pricing many fares: rules are sorted
 * once in winning order and split by kind and airline, and each (context, airline, sector, journey
 * type) answer is remembered. Gives exactly what selectRule gives. The rules must not change after.
 */
export function compileRules(rules: readonly MarkupRule[]): RuleMatcher {
  const byAirline = new Map<string, MarkupRule[]>();
  const defaults: MarkupRule[] = [];
  const fixedDeparture: MarkupRule[] = [];
  const activity: MarkupRule[] = [];
  for (const rule of rules) {
    if (rule.kind === "defaultAirline") defaults.push(rule);
    else if (rule.kind === "fixedDeparture") fixedDeparture.push(rule);
    else if (rule.kind === "activity") activity.push(rule);
    else if (rule.airlineCode !== null) {
      const code = rule.airlineCode.toUpperCase();
      const list = byAirline.get(code);
      if (list) list.push(rule);
      else byAirline.set(code, [rule]);
    }
  }
  for (const [code, list] of byAirline) byAirline.set(code, ranked(list));
  const rankedDefaults = ranked(defaults);
  const rankedFixedDeparture = ranked(fixedDeparture);
  const rankedActivity = ranked(activity);
  const memo = new Map<string, MarkupRule | null>();

  return (trip, context = "airline") => {
    const key = `${context}|${trip.airlineCode}|${trip.isDomestic ? 1 : 0}|${trip.journeyType}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let rule: MarkupRule | null;
    if (context === "fixedDeparture") rule = firstMatch(rankedFixedDeparture, trip);
    else if (context === "activity") rule = firstMatch(rankedActivity, trip);
    else rule = firstMatch(byAirline.get(trip.airlineCode.toUpperCase()), trip) ?? firstMatch(rankedDefaults, trip);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, rule);
    return rule;
  };
}
