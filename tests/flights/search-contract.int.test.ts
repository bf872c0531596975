import { closeDb } from "@/db/client";
import { POST as searchRoute } from "@/app/api/search/route";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";

afterAll(() => closeDb());

const REQUIRED = "This is required field.";
/** Text that only a schema library writes; none of it may reach a user. */
const SCHEMA_TEXT = /Invalid input|expected|received|Too (small|big)|Unrecognized|must be 1, 2 or 3|NaN/i;

const oneWay = (overrides: Record<string, unknown> = {}) => ({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(10), adt: 1, chd: 0, inf: 0, ...overrides });
const segments = () => [
  { origin: "BOM", destination: "DEL", departureDate: daysFromNow(6) },
  { origin: "DEL", destination: "BLR", departureDate: daysFromNow(8) },
];

let w: Awaited<ReturnType<typeof createFlightWorld>>;
beforeAll(async () => {
  w = await createFlightWorld();
});
const search = (body: unknown) => call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body });

describe("POST /api/search: multi-city takes its route from segments", () => {
  it("accepts journeyType 3 with only segments (no top-level origin, destination or date)", async () => {
    const res = await search({ journeyType: 3, segments: segments(), adt: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.journeyType).toBe(3);
    const list = res.body.data.results[0];
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) {
      expect(r.segments).toHaveLength(2);
      expect(r.segments[0][0].originAirportCode).toBe("BOM");
      expect(r.segments[1].at(-1).destinationAirportCode).toBe("BLR");
    }
  });

  it("accepts top-level fields that agree with the first segment", async () => {
    const res = await search({ journeyType: 3, origin: "BOM", destination: "DEL", departureDate: daysFromNow(6), segments: segments(), adt: 1 });
    expect(res.status).toBe(200);
  });

  it.each([
    ["an origin", { origin: "MAA" }, "origin"],
    ["a destination", { destination: "GOI" }, "destination"],
    ["a departure date", { departureDate: daysFromNow(20) }, "departureDate"],
    ["a return date", { returnDate: daysFromNow(12) }, "returnDate"],
  ])("answers 400 when %s contradicts the segments", async (_name, extra, field) => {
    const res = await search({ journeyType: 3, segments: segments(), adt: 1, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("VALIDATION_ERROR");
    expect(res.body.shortError[field]).toEqual(expect.any(String));
    expect(res.body.shortError[field]).not.toMatch(SCHEMA_TEXT);
  });

  it("answers 400 for segments on a one-way or return search", async () => {
    const res = await search(oneWay({ segments: segments() }));
    expect(res.status).toBe(400);
    expect(res.body.shortError.segments).toEqual(expect.any(String));
  });

  it("a one-way search still needs its origin, destination and date: 'This is required field.'", async () => {
    const res = await search({ journeyType: 1, adt: 1 });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({ origin: REQUIRED, destination: REQUIRED, departureDate: REQUIRED });
  });

  it("a multi-city search without segments is told so, not 'origin is required'", async () => {
    const res = await search({ journeyType: 3, adt: 1 });
    expect(res.status).toBe(400);
    expect(res.body.shortError.segments).toEqual(expect.any(String));
    expect(res.body.shortError.origin).toBeUndefined();
  });
});

describe("POST /api/search: 'This is required field.' only for empty fields", () => {
  it.each([
    ["adt missing", { adt: undefined }, "adt"],
    ["origin empty", { origin: "" }, "origin"],
    ["origin blank", { origin: "   " }, "origin"],
    ["departureDate empty", { departureDate: "" }, "departureDate"],
    ["journeyType missing", { journeyType: undefined }, "journeyType"],
  ])("%s: required", async (_name, overrides, field) => {
    const res = await search(oneWay(overrides));
    expect(res.status).toBe(400);
    expect(res.body.shortError[field]).toBe(REQUIRED);
  });

  it.each([
    ["adt 0", { adt: 0 }, "adt", "Adults must be from 1 to 9"],
    ["adt 10", { adt: 10 }, "adt", "Adults must be from 1 to 9"],
    ["adt 1.5", { adt: 1.5 }, "adt", "Adults must be a whole number"],
    ["adt as text", { adt: "two" }, "adt", "Adults must be from 1 to 9"],
    ["chd -1", { chd: -1 }, "chd", "Children must be from 0 to 8"],
    ["chd 9", { chd: 9 }, "chd", "Children must be from 0 to 8"],
    ["inf 10", { inf: 10 }, "inf", "Infants must be from 0 to 9"],
    ["origin Chennai", { origin: "Chennai" }, "origin", "Enter a 3-letter airport code"],
    ["journeyType 4", { journeyType: 4 }, "journeyType", "Choose one-way (1), return (2) or multi-city (3)"],
    ["cabinClass 9", { cabinClass: 9 }, "cabinClass", "Choose a cabin class from 1 to 6"],
    ["directFlight text", { directFlight: "yes" }, "directFlight", "directFlight must be true or false"],
    ["departureDate in another format", { departureDate: "12/05/2026" }, "departureDate", "Use the date format YYYY-MM-DD"],
  ])("%s: its own message", async (_name, overrides, field, message) => {
    const res = await search(oneWay(overrides));
    expect(res.status).toBe(400);
    expect(res.body.shortError[field]).toBe(message);
  });

  it("no message of a rejected search is schema text", async () => {
    const bad: Record<string, unknown>[] = [
      { adt: null },
      { adt: -3 },
      { chd: "x" },
      { inf: 2.5 },
      { origin: 12 },
      { destination: ["DEL"] },
      { departureDate: 20260101 },
      { journeyType: "1" },
      { cabinClass: "2" },
      { specialReturn: 1 },
      { preferredAirlines: ["INDIGO"] },
      { preferredAirlines: "6E" },
      { segments: "BOM-DEL" },
      { journeyType: 3, segments: [{ origin: "BOM" }, { origin: "DEL", destination: "BLR", departureDate: "x" }] },
      { journeyType: 3, segments: [{ origin: "BOM", destination: "DEL", departureDate: daysFromNow(3), extra: 1 }] },
    ];
    for (const overrides of bad) {
      const res = await search(oneWay(overrides));
      expect(res.status).toBe(400);
      const messages = Object.values(res.body.shortError ?? {}) as string[];
      expect(messages.length).toBeGreaterThan(0);
      for (const m of messages) expect([JSON.stringify(overrides), m]).toEqual([JSON.stringify(overrides), expect.not.stringMatching(SCHEMA_TEXT)]);
    }
  });
});
