import { allocate, mulDivHalfUp, percentOf, roundHalfUp, roundToMajorUnit } from "@/lib/money";

// The one half-up rounding of money (ARCHITECTURE section 6) and the split of a total across parts.

describe("roundHalfUp", () => {
  it.each([
    [5, 2, 3],
    [7, 3, 2],
    [8, 3, 3],
    [-5, 2, -3],
    [5, -2, -3],
    [-7, 3, -2],
    [0, 7, 0],
    [-1, 3, 0],
    [45_235_000, 10_000, 4_524],
    [45_234_999, 10_000, 4_523],
  ])("%p / %p -> %p", (n, d, expected) => {
    expect(roundHalfUp(n, d)).toBe(expected);
  });

  it("refuses fractions, unsafe integers and division by zero", () => {
    expect(() => roundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => roundHalfUp(2 ** 53, 2)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => percentOf(100.5, 100)).toThrow(RangeError);
  });
});

describe("percentOf and mulDivHalfUp", () => {
  it.each([
    [452_350, 1_800, 81_423], // 81,423.0
    [452_350, 100, 4_524], // 4,523.5 -> up
    [452_350, 333, 15_063], // 15,063.255
    [25_000, 1_800, 4_500],
    [1, 5_000, 1], // 0.5 -> 1
    [1, 4_999, 0],
    [0, 1_800, 0],
  ])("%p paise at %p bps -> %p", (amount, bps, expected) => {
    expect(percentOf(amount, bps)).toBe(expected);
  });

  it("stays exact past 2^53 in the product", () => {
    // (2^52 + 1) x 3 = 13,510,798,882,111,491 is past 2^53; / 4 = ...872.75 -> ...873.
    expect(mulDivHalfUp(2 ** 52 + 1, 3, 4)).toBe(3_377_699_720_527_873);
    expect(mulDivHalfUp(4_000_000_000_000, 9_999, 10_000)).toBe(3_999_600_000_000);
  });
});

describe("roundToMajorUnit", () => {
  it.each([
    [452_350, 452_400],
    [452_349, 452_300],
    [452_300, 452_300],
    [49, 0],
    [50, 100],
  ])("%p -> %p", (minor, expected) => {
    expect(roundToMajorUnit(minor)).toBe(expected);
  });
});

describe("allocate", () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [1_000, [3, 1], [750, 250]],
    [50_000, [880_000, 370_000, 62_345], [33_528, 14_097, 2_375]],
    [9_000, [33_528, 14_097, 2_375], [6_035, 2_537, 428]],
    [2, [1, 1, 1], [1, 1, 0]],
    [5, [0, 0], [3, 2]],
    [7, [0, 4], [0, 7]],
    [0, [5, 5], [0, 0]],
    [-100, [1, 1, 1], [-34, -33, -33]],
  ])("%p across %p -> %p", (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });

  it("splits huge totals exactly (BigInt path)", () => {
    const parts = allocate(2 ** 50, [2 ** 40, 2 ** 40 + 1, 3]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(2 ** 50);
  });

  it("refuses negative weights and a total with nowhere to go", () => {
    expect(() => allocate(10, [1, -1])).toThrow(RangeError);
    expect(() => allocate(10, [])).toThrow(RangeError);
    expect(allocate(0, [])).toEqual([]);
  });
});
