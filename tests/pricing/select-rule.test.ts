import { compileRules, selectRule, type RuleContext } from "@/server/pricing/select-rule";
import type { MarkupRule, PricingTrip } from "@/server/pricing/types";

let nextId = 1;
function rule(patch: Partial<MarkupRule>): MarkupRule {
  return {
    id: nextId++,
    groupId: 1,
    kind: "defaultAirline",
    airlineCode: null,
    valueType: "flat",
    value: 10_000,
    basis: "perPassenger",
    sector: "both",
    journeyType: null,
    discountValueType: null,
    discountValue: 0,
    createdAt: new Date("2025-01-01T00:00:00Z"),
    ...patch,
  };
}

const trip = (patch: Partial<PricingTrip> = {}): PricingTrip => ({ isDomestic: true, journeyType: 1, airlineCode: "6E", segmentCount: 1, adults: 1, children: 0, infants: 0, ...patch });

/** Both entry points must give the same answer; the rules are passed in both orders too. */
function pick(rules: MarkupRule[], t: PricingTrip, context: RuleContext = "airline"): MarkupRule | null {
  const simple = selectRule(rules, t, context);
  expect(selectRule([...rules].reverse(), t, context)).toBe(simple);
  expect(compileRules(rules)(t, context)).toBe(simple);
  expect(compileRules([...rules].reverse())(t, context)).toBe(simple);
  return simple;
}

describe("selectRule", () => {
  it("no rules: null", () => {
    expect(pick([], trip())).toBeNull();
  });

  it("airline-specific beats default, even when the default is more specific and newer", () => {
    const defaultRule = rule({ sector: "domestic", journeyType: 1, createdAt: new Date("2025-06-01T00:00:00Z") });
    const airline = rule({ kind: "airlineSpecific", airlineCode: "6E" });
    expect(pick([defaultRule, airline], trip())).toBe(airline);
  });

  it("another airline's rule is not a candidate; the default applies", () => {
    const defaultRule = rule({});
    const other = rule({ kind: "airlineSpecific", airlineCode: "AI" });
    expect(pick([defaultRule, other], trip())).toBe(defaultRule);
    expect(pick([other], trip())).toBeNull();
  });

  it("matches the airline code case-insensitively", () => {
    const airline = rule({ kind: "airlineSpecific", airlineCode: "6e" });
    expect(pick([rule({}), airline], trip({ airlineCode: "6E" }))).toBe(airline);
  });

  it("an exact sector beats both, for domestic and international trips", () => {
    const both = rule({ createdAt: new Date("2025-09-01T00:00:00Z") });
    const domestic = rule({ sector: "domestic" });
    const international = rule({ sector: "international" });
    expect(pick([both, domestic, international], trip())).toBe(domestic);
    expect(pick([both, domestic, international], trip({ isDomestic: false }))).toBe(international);
  });

  it("an exact sector outranks a journey type", () => {
    const sector = rule({ sector: "domestic" });
    const journey = rule({ journeyType: 1 });
    expect(pick([journey, sector], trip())).toBe(sector);
  });

  it("a journey type beats null", () => {
    const any = rule({ createdAt: new Date("2025-09-01T00:00:00Z") });
    const oneWay = rule({ journeyType: 1 });
    const ret = rule({ journeyType: 2 });
    expect(pick([any, oneWay, ret], trip())).toBe(oneWay);
    expect(pick([any, oneWay, ret], trip({ journeyType: 2 }))).toBe(ret);
    expect(pick([any, oneWay, ret], trip({ journeyType: 3 }))).toBe(any);
  });

  it("excludes rules of another sector or journey type", () => {
    expect(pick([rule({ sector: "international" })], trip())).toBeNull();
    expect(pick([rule({ sector: "domestic" })], trip({ isDomestic: false }))).toBeNull();
    expect(pick([rule({ journeyType: 2 }), rule({ kind: "airlineSpecific", airlineCode: "6E", journeyType: 3 })], trip())).toBeNull();
  });

  it("ties go to the newest, then the highest id", () => {
    const old = rule({ createdAt: new Date("2024-01-01T00:00:00Z") });
    const newest = rule({ createdAt: new Date("2025-03-01T00:00:00Z") });
    const middle = rule({ createdAt: new Date("2024-06-01T00:00:00Z") });
    expect(pick([old, newest, middle], trip())).toBe(newest);
    const sameTime = new Date("2025-03-01T00:00:00Z");
    const low = rule({ id: 500, createdAt: sameTime });
    const high = rule({ id: 501, createdAt: sameTime });
    expect(pick([high, low], trip())).toBe(high);
  });

  it("fixed departures and activities use their own rules, never the airline ones", () => {
    const airline = rule({ kind: "airlineSpecific", airlineCode: "6E" });
    const fixed = rule({ kind: "fixedDeparture" });
    const fixedDomestic = rule({ kind: "fixedDeparture", sector: "domestic" });
    const activity = rule({ kind: "activity" });
    const rules = [airline, rule({}), fixed, fixedDomestic, activity];
    expect(pick(rules, trip(), "fixedDeparture")).toBe(fixedDomestic);
    expect(pick(rules, trip({ isDomestic: false }), "fixedDeparture")).toBe(fixed);
    expect(pick(rules, trip(), "activity")).toBe(activity);
    expect(pick(rules, trip(), "airline")).toBe(airline);
    expect(pick([airline], trip(), "activity")).toBeNull();
  });

  it("the full order: every step decides when the earlier ones tie", () => {
    const t = trip({ isDomestic: false, journeyType: 2, airlineCode: "AI" });
    const at = (month: number) => new Date(Date.UTC(2025, month, 1));
    const ladder = [
      rule({ kind: "airlineSpecific", airlineCode: "AI", sector: "international", journeyType: 2, createdAt: at(0) }),
      rule({ kind: "airlineSpecific", airlineCode: "AI", sector: "international", createdAt: at(1) }),
      rule({ kind: "airlineSpecific", airlineCode: "AI", journeyType: 2, createdAt: at(2) }),
      rule({ kind: "airlineSpecific", airlineCode: "AI", createdAt: at(3) }),
      rule({ sector: "international", journeyType: 2, createdAt: at(4) }),
      rule({ sector: "international", createdAt: at(5) }),
      rule({ journeyType: 2, createdAt: at(6) }),
      rule({ createdAt: at(7) }),
    ];
    for (let i = 0; i < ladder.length; i++) expect(pick(ladder.slice(i), t)).toBe(ladder[i]);
  });

  it("a compiled matcher answers repeated trips the same way (memoised)", () => {
    const rules = [rule({}), rule({ kind: "airlineSpecific", airlineCode: "6E", sector: "domestic" })];
    const match = compileRules(rules);
    for (let i = 0; i < 3; i++) {
      expect(match(trip())).toBe(rules[1]);
      expect(match(trip({ isDomestic: false }))).toBe(rules[0]);
      expect(match(trip({ airlineCode: "UK" }))).toBe(rules[0]);
    }
  });
});
