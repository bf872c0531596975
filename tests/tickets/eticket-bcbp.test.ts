import { buildBcbp, compartmentOf, toBcbpFlightNumber, toBcbpName, toJulianDay, type BcbpLegInput } from "@/lib/bcbp";

const leg = (over: Partial<BcbpLegInput> = {}): BcbpLegInput => ({
  lastName: "Desmarais",
  firstName: "Luc",
  pnr: "ABC123",
  fromAirport: "YUL",
  toAirport: "FRA",
  operatingCarrier: "AC",
  flightNumber: "834",
  flightDate: "2026-08-14T18:00:00",
  compartmentCode: "F",
  seat: "1A",
  checkInSequence: 25,
  ...over,
});

describe("IATA BCBP mandatory items (lib/bcbp.ts)", () => {
  it("builds the exact 60-character mandatory section of Resolution 792's example", () => {
    // 2026-08-14 is day 226 of the year, as in the IATA example (where the passenger has checked in: status 1).
    const content = buildBcbp(leg({ passengerStatus: "1" }));
    expect(content).toBe("M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 100");
    expect(content).toHaveLength(60);
    expect(buildBcbp(leg()).slice(57)).toBe("000");
  });

  it("caps a long name at 20 characters and pads a short one to 20 (spec 000 section 5)", () => {
    const long = buildBcbp(leg({ lastName: "Venkataramanasubramaniam", firstName: "Lakshminarayanan" }));
    expect(long.slice(2, 22)).toBe("VENKATARAMANASUBRAMA");
    expect(long).toHaveLength(60);
    expect(long.slice(22, 23)).toBe("E");
    expect(toBcbpName("Rao", "Asha")).toBe("RAO/ASHA            ");
    expect(toBcbpName("Rao", "Asha")).toHaveLength(20);
    expect(toBcbpName("Müller-Lüdenscheidt", "José")).toBe("MULLERLUDENSCHEIDT/J");
  });

  it("writes the flight date as the Julian day of its year, across year boundaries and leap years", () => {
    expect(toJulianDay("2026-01-01")).toBe("001");
    expect(toJulianDay("2025-12-31T23:55:00")).toBe("365");
    expect(toJulianDay("2024-12-31")).toBe("366");
    expect(toJulianDay("2024-03-01")).toBe("061");
    expect(toJulianDay("2025-03-01")).toBe("060");
    expect(() => toJulianDay("2025-02-30")).toThrow(RangeError);
  });

  it("zero-pads 3-digit flight numbers to 4 digits and keeps 4-digit ones, with a suffix letter or a space", () => {
    expect(toBcbpFlightNumber("834")).toBe("0834 ");
    expect(toBcbpFlightNumber("6101")).toBe("6101 ");
    expect(toBcbpFlightNumber("123a")).toBe("0123A");
    expect(buildBcbp(leg({ flightNumber: "2134", operatingCarrier: "6E" })).slice(36, 44)).toBe("6E 2134 ");
    expect(buildBcbp(leg({ flightNumber: "101", operatingCarrier: "AI" })).slice(36, 44)).toBe("AI 0101 ");
    expect(() => toBcbpFlightNumber("12345")).toThrow(RangeError);
  });

  it("leaves the seat and check-in sequence blank when none is assigned, and pads the PNR to 7", () => {
    const content = buildBcbp(leg({ seat: null, checkInSequence: null, pnr: "XY12Z", compartmentCode: "" }));
    expect(content.slice(23, 30)).toBe("XY12Z  ");
    expect(content.slice(47, 48)).toBe("Y");
    expect(content.slice(48, 57)).toBe("         ");
    expect(content.slice(57)).toBe("000");
  });

  it("takes the compartment code from the cabin the booking class belongs to, not the booking class itself", () => {
    expect(["F", "A", "P"].map(compartmentOf)).toEqual(["F", "F", "F"]);
    expect(["J", "C", "D", "I", "Z"].map(compartmentOf)).toEqual(["J", "J", "J", "J", "J"]);
    expect(["W", "E", "N"].map(compartmentOf)).toEqual(["W", "W", "W"]);
    expect(["Y", "B", "M", "T", "Q", "R", "", null].map(compartmentOf)).toEqual(["Y", "Y", "Y", "Y", "Y", "Y", "Y", "Y"]);
  });
});
