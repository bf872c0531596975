import { checkRateSheet, type SheetRate } from "@/lib/dmc/rate-sheet";

const rate = (over: Partial<SheetRate>): SheetRate => ({ marketId: 1, marketName: "India", priority: 1, validFromDate: "2027-01-01", validTillDate: "2027-03-31", ...over });

describe("checkRateSheet", () => {
  it("refuses overlapping validity at the same priority in one market, naming the days", () => {
    const report = checkRateSheet([rate({ id: 4 }), rate({ validFromDate: "2027-03-01", validTillDate: "2027-06-30" })]);
    expect(report.errors).toEqual([{ rateIds: [4, null], message: "Rate 4 and the new rate overlap from 1 Mar 2027 to 31 Mar 2027 in India at the same priority (1): change a validity or a priority" }]);
  });

  it("allows the overlap at another priority, in another market, in another lane or with disjoint pax bands", () => {
    expect(checkRateSheet([rate({ id: 1 }), rate({ priority: 2 })]).errors).toEqual([]);
    expect(checkRateSheet([rate({ id: 1 }), rate({ marketId: 2 })]).errors).toEqual([]);
    expect(checkRateSheet([rate({ id: 1, lane: "SIC" }), rate({ lane: "PVT" })]).errors).toEqual([]);
    expect(checkRateSheet([rate({ id: 1, minPax: 1, maxPax: 3 }), rate({ minPax: 4, maxPax: 7 })]).errors).toEqual([]);
    expect(checkRateSheet([rate({ id: 1, minPax: 1, maxPax: 4 }), rate({ minPax: 4, maxPax: 7 })]).errors).toHaveLength(1);
  });

  it("treats validity as inclusive: a rate ending the day before the next starts is neither an overlap nor a gap", () => {
    const report = checkRateSheet([rate({ id: 1, validTillDate: "2027-01-31" }), rate({ validFromDate: "2027-02-01" })]);
    expect(report).toEqual({ errors: [], warnings: [] });
    expect(checkRateSheet([rate({ id: 1, validTillDate: "2027-02-01" }), rate({ validFromDate: "2027-02-01" })]).errors).toHaveLength(1);
  });

  it("refuses min pax above max pax and warns about a gap", () => {
    const report = checkRateSheet([rate({ id: 1, validTillDate: "2027-01-31" }), rate({ validFromDate: "2027-02-10", minPax: 5, maxPax: 2 })]);
    expect(report.errors).toEqual([{ rateIds: [null], message: "Min pax (5) is more than max pax (2) on the new rate" }]);
    expect(report.warnings).toEqual([{ rateIds: [null], message: "No rate from 1 Feb 2027 to 9 Feb 2027 in India" }]);
  });
});
