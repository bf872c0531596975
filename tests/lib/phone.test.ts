import { DEFAULT_PHONE_COUNTRY, getDialCode, getDialCodeCountries, isValidPhone } from "@/lib/phone";

describe("getDialCodeCountries", () => {
  const countries = getDialCodeCountries();

  it("leaves out the excluded countries", () => {
    const codes = countries.map((c) => c.code);
    for (const excluded of ["pk", "af", "iq", "ir", "kp", "ps"]) expect(codes).not.toContain(excluded);
  });

  it("puts India first with +91, then sorts by English name", () => {
    expect(countries[0]).toEqual({ code: "in", name: "India", dial_code: "+91" });
    const rest = countries.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("lists some 200+ countries with lower-case codes and dial codes", () => {
    expect(countries.length).toBeGreaterThan(200);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.code).toMatch(/^[a-z]{2}$/);
      expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
      expect(c.name.length).toBeGreaterThan(1);
    }
    expect(countries.find((c) => c.code === "us")).toEqual({ code: "us", name: "United States", dial_code: "+1" });
    expect(countries.find((c) => c.code === "ae")?.dial_code).toBe("+971");
  });

  it("defaults to India", () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe("in");
    expect(getDialCode("in")).toBe("+91");
    expect(getDialCode("pk")).toBeUndefined();
  });
});

describe("isValidPhone", () => {
  it("accepts an Indian mobile and rejects short or malformed numbers", () => {
    expect(isValidPhone("in", "9876543210")).toBe(true);
    expect(isValidPhone("in", "+91 98765 43210")).toBe(true);
    expect(isValidPhone("in", "12345")).toBe(false);
    expect(isValidPhone("in", "98765abc10")).toBe(false);
    expect(isValidPhone("in", "")).toBe(false);
  });

  it("validates against the chosen country and refuses excluded or unknown ones", () => {
    expect(isValidPhone("us", "2015550123")).toBe(true);
    expect(isValidPhone("gb", "9876543210")).toBe(false);
    expect(isValidPhone("pk", "3012345678")).toBe(false);
    expect(isValidPhone("zz", "9876543210")).toBe(false);
  });

  it("refuses a full +number of an excluded country typed under an offered one", () => {
    expect(isValidPhone("in", "+92 300 1234567")).toBe(false);
    expect(isValidPhone("in", "+93 70 123 4567")).toBe(false);
    expect(isValidPhone("in", "+971 50 123 4567")).toBe(true);
  });
});
