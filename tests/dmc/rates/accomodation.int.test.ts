import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcHotels, dmcRoomRates, dmcRoomTypes } from "@/db/schema/dmc";
import { seedDmcDemo } from "@/db/seed/dmc";
import { POST as createHotel } from "@/app/api/dmc/createNewAccomodation/route";
import { GET as getHotels } from "@/app/api/dmc/getAccomodation/route";
import { createDmcBase } from "../../helpers/dmc-fixtures";
import { createTestSite } from "../../helpers/fixtures";
import { as, createRatesWorld, expectStaffOnly, type RatesWorld } from "./rates-world";

afterAll(() => closeDb());

const CREATE = "/api/dmc/createNewAccomodation";
const GET_PATH = "/api/dmc/getAccomodation";

const rateOf = (marketId: number, extra: Record<string, unknown> = {}) => ({
  marketId,
  currency: "USD",
  singleRoomPrice: 95,
  doubleRoomPrice: 110.5,
  extraAdultPrice: 35,
  childWithBedPrice: 25,
  childWithoutBedPrice: 12,
  validFromDate: "2026-01-01",
  validTillDate: "2026-12-31",
  ...extra,
});
const hotelOf = (w: RatesWorld, extra: Record<string, unknown> = {}) => ({
  name: "Creek View Hotel",
  cityId: w.base.dubaiCityId,
  areaId: w.base.areas.Deira,
  starRating: 4,
  roomTypes: [{ name: "Deluxe", rates: [rateOf(w.base.markets.India), rateOf(w.base.markets.GCC, { currency: "AED", doubleRoomPrice: 400 })] }],
  ...extra,
});

describe("POST /api/dmc/createNewAccomodation", () => {
  it("creates the hotel, its room types and rates (minor units stored), and answers it with the message", async () => {
    const w = await createRatesWorld();
    const res = await as(w, "staff")(createHotel, CREATE, { body: hotelOf(w) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "Creek View Hotel", cityName: expect.any(String), areaName: "Deira", starRating: 4, message: "Accomodation saved successfully", warnings: [] });
    expect(res.body.data.roomTypes[0].rates.map((r: { marketName: string; doubleRoomPrice: number }) => [r.marketName, r.doubleRoomPrice])).toEqual([
      ["GCC", 400],
      ["India", 110.5],
    ]);
    const [roomType] = await systemDb.select().from(dmcRoomTypes).where(eq(dmcRoomTypes.hotelId, res.body.data.id));
    const rates = await systemDb.select().from(dmcRoomRates).where(eq(dmcRoomRates.roomTypeId, roomType.id));
    expect(rates.find((r) => r.marketId === w.base.markets.India)).toMatchObject({ siteId: w.site.id, doubleRoomPrice: 11050, extraAdultPrice: 3500, priority: 1, currency: "USD" });
  });

  it("refuses an overlapping sheet at equal priority (400, nothing saved) and warns about a gap", async () => {
    const w = await createRatesWorld();
    const overlap = await as(w, "staff")(createHotel, CREATE, {
      body: hotelOf(w, { roomTypes: [{ name: "Deluxe", rates: [rateOf(w.base.markets.India), rateOf(w.base.markets.India, { validFromDate: "2026-12-01", validTillDate: "2027-03-31" })] }] }),
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.message).toBe("Deluxe: Rate 1 and rate 2 overlap from 1 Dec 2026 to 31 Dec 2026 in India at the same priority (1): change a validity or a priority");
    expect(await systemDb.select().from(dmcHotels).where(eq(dmcHotels.siteId, w.site.id))).toHaveLength(0);
    const gap = await as(w, "staff")(createHotel, CREATE, {
      body: hotelOf(w, { roomTypes: [{ name: "Deluxe", rates: [rateOf(w.base.markets.India), rateOf(w.base.markets.India, { validFromDate: "2027-02-01", validTillDate: "2027-03-31" })] }] }),
    });
    expect(gap.status).toBe(200);
    expect(gap.body.data.warnings).toEqual(["Deluxe: No rate from 1 Jan 2027 to 31 Jan 2027 in India"]);
  });

  it("validates every field at once", async () => {
    const w = await createRatesWorld();
    const res = await as(w, "staff")(createHotel, CREATE, {
      body: { name: "", roomTypes: [{ name: "", rates: [{ marketId: w.base.markets.India, singleRoomPrice: -1, doubleRoomPrice: 1.005, validFromDate: "2026-13-01", validTillDate: "x" }] }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({
      name: "This is required field.",
      cityId: "This is required field.",
      "roomTypes.0.name": "This is required field.",
      "roomTypes.0.rates.0.singleRoomPrice": "Amount must be positive",
      "roomTypes.0.rates.0.doubleRoomPrice": "Use at most 2 decimal places",
      "roomTypes.0.rates.0.validFromDate": "Invalid date format",
      "roomTypes.0.rates.0.validTillDate": "Invalid date format",
    });
    const empty = await as(w, "staff")(createHotel, CREATE, { body: hotelOf(w, { roomTypes: [] }) });
    expect(empty.body.shortError).toEqual({ roomTypes: "Add at least one room type" });
  });

  it("answers 404 for another site's market or area; refuses agents and anonymous callers", async () => {
    const w = await createRatesWorld();
    const other = await createTestSite();
    const otherBase = await createDmcBase(other.id);
    const market = await as(w, "staff")(createHotel, CREATE, { body: hotelOf(w, { roomTypes: [{ name: "Deluxe", rates: [rateOf(otherBase.markets.India)] }] }) });
    expect(market.status).toBe(404);
    expect(market.body.message).toBe("Market not found");
    const area = await as(w, "staff")(createHotel, CREATE, { body: hotelOf(w, { areaId: otherBase.areas.Deira }) });
    expect(area.status).toBe(404);
    await expectStaffOnly(w, createHotel, CREATE, { body: hotelOf(w) });
  });
});

describe("GET /api/dmc/getAccomodation", () => {
  it("lists this site's hotels (the demo seed: two Dubai hotels, India and GCC rates through 2027), by name", async () => {
    const w = await createRatesWorld();
    await seedDmcDemo(systemDb, w.site.id);
    await seedDmcDemo(systemDb, w.site.id);
    const other = await createTestSite();
    await seedDmcDemo(systemDb, other.id);
    const res = await as(w, "staff")(getHotels, GET_PATH);
    expect(res.status).toBe(200);
    expect(res.body.data.result.map((h: { name: string }) => h.name)).toEqual(["Deira Creek Inn", "Marina Bay Hotel"]);
    const marina = res.body.data.result[1];
    expect(marina.roomTypes.map((rt: { name: string }) => rt.name)).toEqual(["Deluxe Room", "Marina View Suite"]);
    expect(marina.roomTypes[0].rates.map((r: { marketName: string; currency: string; validTillDate: string }) => [r.marketName, r.currency, r.validTillDate])).toEqual([
      ["GCC", "AED", "2027-12-31"],
      ["India", "USD", "2027-12-31"],
    ]);
    const search = await as(w, "staff")(getHotels, GET_PATH, { query: { search: "CREEK" } });
    expect(search.body.data.result.map((h: { name: string }) => h.name)).toEqual(["Deira Creek Inn"]);
    await expectStaffOnly(w, getHotels, GET_PATH);
  });
});
