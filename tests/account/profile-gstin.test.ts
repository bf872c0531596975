import { gstinCheckChar, gstStateName, isValidGstin, isValidPan, panOfGstin } from "@/lib/gstin";

describe("isValidGstin", () => {
  it.each([
    // Published GSTINs of real companies (check characters computed by the GST network).
    ["27AAPFU0939F1ZV", true],
    ["29AAGCB7383J1Z4", true],
    ["33AAACH7409R1Z8", true],
    ["27AAACR5055K1Z7", true],
    ["24AAACC1206D1ZM", true],
    ["27AAPFU0939F1ZA", false], // wrong check character
    ["29AAGCB7383J1Z5", false], // wrong check character
    ["27aapfu0939f1zv", false], // lower case (the contract upper-cases first)
    ["99AAPFU0939F1ZV", false], // not a state code
    ["00AAPFU0939F1Z0", false],
    ["27AAPFU0939F1YV", false], // 14th character must be Z
    ["27AAPFU0939F0ZV", false], // entity number 0
    ["27AAPF10939F1ZV", false], // PAN shape broken
    ["27AAPFU0939F1Z", false], // 14 characters
    ["27AAPFU0939F1ZVX", false], // 16 characters
    ["", false],
  ])("%s → %s", (gstin, expected) => {
    expect(isValidGstin(gstin)).toBe(expected);
  });

  it("computes the check character of the first 14 characters", () => {
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckChar("29AAGCB7383J1Z")).toBe("4");
  });

  it("names the state and the PAN inside a GSTIN", () => {
    expect(gstStateName("27")).toBe("Maharashtra");
    expect(gstStateName("29")).toBe("Karnataka");
    expect(gstStateName("25")).toBeUndefined();
    expect(panOfGstin("27AAPFU0939F1ZV")).toBe("AAPFU0939F");
  });
});

describe("isValidPan", () => {
  it.each([
    ["AAPFU0939F", true],
    ["ABCDE1234F", true],
    ["abcde1234f", false],
    ["ABCD1234F", false],
    ["ABCDE12345", false],
    ["1BCDE1234F", false],
    ["ABCDE1234FG", false],
    ["", false],
  ])("%s → %s", (pan, expected) => {
    expect(isValidPan(pan)).toBe(expected);
  });
});
