import { fromHundredths, toHundredths, ZSaveMarkupRequest } from "@/lib/contracts/markups";

describe("toHundredths / fromHundredths", () => {
  it.each([
    [12.5, 1250],
    [199.99, 19999],
    [0.07, 7],
    [1.1, 110],
    [100, 10000],
    [0, 0],
    [9999999.99, 999999999],
  ])("%p -> %p -> back", (major, hundredths) => {
    expect(toHundredths(major)).toBe(hundredths);
    expect(fromHundredths(hundredths)).toBe(major);
  });

  it.each([1.005, 0.001, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7])("rejects %p", (value) => {
    expect(toHundredths(value)).toBeNull();
  });

  it("every two-decimal amount up to 1000.00 survives the round trip", () => {
    const failures: number[] = [];
    for (let cents = 0; cents <= 100_000; cents++) {
      const major = Number((cents / 100).toFixed(2));
      if (toHundredths(major) !== cents || fromHundredths(cents) !== major) failures.push(cents);
    }
    expect(failures).toEqual([]);
  });
});

describe("ZSaveMarkupRequest", () => {
  const base = { groupId: 1, valueType: "percent", value: 12.5, basis: "perPassenger", sector: "both" };

  it("parses amounts into hundredths and fills the optional fields", () => {
    expect(ZSaveMarkupRequest.parse(base)).toEqual({ ...base, value: 1250, journeyType: null, discountValueType: null, discountValue: 0 });
  });

  it("answers 'This is required field.' for empty required fields", () => {
    const result = ZSaveMarkupRequest.safeParse({ groupId: 1, valueType: "", value: null, basis: "perPassenger", sector: "both" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ valueType: "This is required field.", value: "This is required field." });
  });
});
