import { comboAdjustment } from "@/server/dmc/rate-engine";
import type { RateCatalogue, TourOptionLine } from "@/server/dmc/rate-engine-types";
import { roomMix } from "@/server/dmc/price-hotel-line";
import { selectRate, showDate, type CandidateRate } from "@/server/dmc/rate-selection";

const rate = (id: number, extra: Partial<CandidateRate> = {}): CandidateRate => ({
  id,
  marketId: 1,
  lane: null,
  description: `Rate ${id}`,
  currency: "USD",
  priority: 1,
  validFromDate: "2026-01-01",
  validTillDate: "2026-12-31",
  minPax: null,
  maxPax: null,
  ...extra,
});
const query = { marketId: 1, marketNames: new Map([[1, "India"]]), date: "2026-06-01", pax: 2, lane: null };

describe("selectRate", () => {
  it("gives the same winner and verdicts whatever order the rates come in (ties: newest id)", () => {
    const rates = [rate(3, { priority: 2 }), rate(9, { priority: 2 }), rate(5, { priority: 1 }), rate(7, { validTillDate: "2026-05-31", priority: 9 })];
    const forward = selectRate(rates, query);
    const backward = selectRate([...rates].reverse(), query);
    expect(forward.winner?.id).toBe(9);
    expect(backward).toEqual(forward);
    expect(forward.verdicts.map((v) => [v.rateId, v.reason])).toEqual([
      [9, "won"],
      [3, "lostTie"],
      [5, "lowerPriority"],
      [7, "expired"],
    ]);
  });

  it("reads a one-sided pax band", () => {
    const pick = selectRate([rate(1, { minPax: 3 }), rate(2, { maxPax: 2 })], query);
    expect(pick.winner?.id).toBe(2);
    expect(pick.verdicts[1]).toMatchObject({ rateId: 1, reason: "paxOutsideBand", text: "Party of 2 is outside the pax band 3 or more" });
  });

  it("formats dates for people", () => {
    expect(showDate("2027-01-09")).toBe("9 Jan 2027");
  });
});

describe("roomMix", () => {
  it.each([
    [1, 1, { singles: 1, doubles: 0, extraAdults: 0 }],
    [1, 2, { singles: 0, doubles: 1, extraAdults: 0 }],
    [2, 3, { singles: 1, doubles: 1, extraAdults: 0 }],
    [1, 3, { singles: 0, doubles: 1, extraAdults: 1 }],
    [2, 6, { singles: 0, doubles: 2, extraAdults: 2 }],
  ])("%i rooms, %i adults", (rooms, adults, mix) => expect(roomMix(rooms, adults)).toEqual(mix));
});

describe("comboAdjustment", () => {
  const catalogue = { combos: new Map([[4, { id: 4, name: "Highlights", currency: "AED", amount: 3000, tourOptionIds: [10, 11, 12] }]]) } as unknown as RateCatalogue;
  const line: TourOptionLine = { kind: "tourOption", tourOptionId: 10, date: "2026-06-01", adults: 1, children: 0, transfer: null, comboId: 4 };

  it("gives no discount (and says so) when the line has nothing in the combo's currency", () => {
    expect(comboAdjustment(line, catalogue, [{ currency: "USD", amount: 5000 }])).toMatchObject({ amount: 0, text: expect.stringContaining("no currency conversion") });
  });

  it("shares the discount equally and caps it at the line's amount", () => {
    expect(comboAdjustment(line, catalogue, [{ currency: "AED", amount: 5000 }])).toMatchObject({ currency: "AED", amount: -1000 });
    expect(comboAdjustment(line, catalogue, [{ currency: "AED", amount: 400 }])).toMatchObject({ amount: -400, text: expect.stringContaining("capped") });
  });
});
