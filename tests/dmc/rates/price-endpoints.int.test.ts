import { closeDb } from "@/db/client";
import { POST as priceTourOption } from "@/app/api/dmc/getTourOptionPriceForQuotationBuilder/route";
import { POST as priceLines } from "@/app/api/dmc/priceDmcLines/route";
import { GET as searchItems } from "@/app/api/dmc/searchPricedItems/route";
import { addAreaTransfer, addRoomRate, addTicketRate, addTransferRate, createDmcBase, createHotelRoomType, createTourOption, setCustomerMarket } from "../../helpers/dmc-fixtures";
import { createTestSite } from "../../helpers/fixtures";
import { as, createRatesWorld, expectStaffOnly } from "./rates-world";

afterAll(() => closeDb());

const PRICE = "/api/dmc/getTourOptionPriceForQuotationBuilder";
const LINES = "/api/dmc/priceDmcLines";
const SEARCH = "/api/dmc/searchPricedItems";

describe("POST /api/dmc/getTourOptionPriceForQuotationBuilder", () => {
  it("prices a tour option with its transfer for a customer in their market, with the explanation (major units)", async () => {
    const w = await createRatesWorld();
    const option = await createTourOption(w.base);
    const india = await addTicketRate(w.base, option.id, { adultAmount: 4000, childAmount: 3000 });
    const gcc = await addTicketRate(w.base, option.id, { marketId: w.base.markets.GCC, adultAmount: 15000, childAmount: 11000, currency: "AED" });
    await addTransferRate(w.base, option.id, { marketId: w.base.markets.GCC, sharingBasis: "SIC", amount: 5050, currency: "AED" });
    await setCustomerMarket(w.base, w.agent.id, w.base.markets.GCC);
    const res = await as(w, "staff")(priceTourOption, PRICE, {
      body: { tourOptionId: option.id, date: "2026-06-01", adults: 2, children: 1, customerId: w.agent.id, transfer: { sharingBasis: "SIC", transferType: "return" } },
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.market).toMatchObject({ id: w.base.markets.GCC, name: "GCC", source: "customer" });
    expect(data.totals).toEqual([{ currency: "AED", amount: 2 * 150 + 110 + 3 * 50.5 }]);
    const [line] = data.lines;
    expect(line).toMatchObject({ kind: "tourOption", label: "Burj Khalifa At the Top", isPriced: true, error: null });
    expect(line.components[0]).toMatchObject({ kind: "ticket", rateId: gcc.id, currency: "AED", amount: 410, computation: "2 adults x AED 150.00 + 1 child x AED 110.00 = AED 410.00" });
    expect(line.components[0].verdicts.map((v: { rateId: number; reason: string }) => [v.rateId, v.reason])).toEqual([
      [gcc.id, "won"],
      [india.id, "otherMarket"],
    ]);
    expect(line.components[1]).toMatchObject({ kind: "transfer", currency: "AED", amount: 151.5, computation: "3 people x AED 50.50 = AED 151.50" });
  });

  it("defaults to the caller (staff without a market: the site's default market) and says so", async () => {
    const w = await createRatesWorld();
    const option = await createTourOption(w.base);
    await addTicketRate(w.base, option.id);
    const res = await as(w, "staff")(priceTourOption, PRICE, { body: { tourOptionId: option.id, date: "2026-06-01", adults: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.market).toMatchObject({ name: "India", source: "default" });
    expect(res.body.data.market.text).toContain("the site's default market");
    expect(res.body.data.totals).toEqual([{ currency: "USD", amount: 40 }]);
  });

  it("answers an unpriceable line with the reasons, not an error", async () => {
    const w = await createRatesWorld();
    const option = await createTourOption(w.base);
    await addTicketRate(w.base, option.id, { validTillDate: "2026-05-31" });
    const res = await as(w, "staff")(priceTourOption, PRICE, { body: { tourOptionId: option.id, date: "2026-06-01", adults: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.data.lines[0]).toMatchObject({ isPriced: false, error: "Ticket: No ticket rate applies", totals: [] });
    expect(res.body.data.lines[0].components[0].verdicts[0]).toMatchObject({ reason: "expired", text: "Expired on 1 Jun 2026: valid till 31 May 2026" });
  });

  it("validates the payload: every message at once", async () => {
    const w = await createRatesWorld();
    const res = await as(w, "staff")(priceTourOption, PRICE, { body: { date: "2026-02-30", adults: 0, children: -1, transfer: { sharingBasis: "bus", transferType: "x" } } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({
      tourOptionId: "This is required field.",
      date: "Invalid date format",
      adults: "Must be at least 1",
      children: "Must be at least 0",
      "transfer.sharingBasis": expect.stringContaining("sharingBasis must be one of"),
      "transfer.transferType": "transferType must be one of: oneway, return",
    });
  });

  it("is for staff with the ticket-rate view permission: agents 403, anonymous 401", async () => {
    const w = await createRatesWorld();
    const option = await createTourOption(w.base);
    await expectStaffOnly(w, priceTourOption, PRICE, { body: { tourOptionId: option.id, date: "2026-06-01", adults: 1 } });
  });

  it("answers 404 for another site's tour option and another site's customer", async () => {
    const w = await createRatesWorld();
    const other = await createTestSite();
    const otherBase = await createDmcBase(other.id);
    const foreign = await createTourOption(otherBase);
    const own = await createTourOption(w.base);
    const res = await as(w, "staff")(priceTourOption, PRICE, { body: { tourOptionId: foreign.id, date: "2026-06-01", adults: 1 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Tour option not found");
    const customer = await as(w, "staff")(priceTourOption, PRICE, { body: { tourOptionId: own.id, date: "2026-06-01", adults: 1, customerId: 2_000_000_000 } });
    expect(customer.status).toBe(404);
    expect(customer.body.message).toBe("Customer not found");
  });
});

describe("POST /api/dmc/priceDmcLines", () => {
  it("prices tours, transfers and hotel nights at once, totals per currency", async () => {
    const w = await createRatesWorld();
    const option = await createTourOption(w.base);
    await addTicketRate(w.base, option.id);
    await addAreaTransfer(w.base, { amount: 2500, currency: "AED" });
    const { roomType } = await createHotelRoomType(w.base);
    await addRoomRate(w.base, roomType.id, { double: 12000 });
    const res = await as(w, "admin")(priceLines, LINES, {
      body: {
        adults: 2,
        children: 0,
        lines: [
          { kind: "tourOption", tourOptionId: option.id, date: "2026-06-01" },
          { kind: "areaTransfer", fromAreaId: w.base.areas["DXB airport"], toAreaId: w.base.areas["Dubai Marina"], purpose: "Pickup", sharingBasis: "sharing", date: "2026-06-01" },
          { kind: "hotel", roomTypeId: roomType.id, checkinDate: "2026-06-01", nights: 2, rooms: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.lines.map((l: { totals: unknown }) => l.totals)).toEqual([[{ currency: "USD", amount: 80 }], [{ currency: "AED", amount: 50 }], [{ currency: "USD", amount: 240 }]]);
    expect(res.body.data.totals).toEqual([
      { currency: "USD", amount: 320 },
      { currency: "AED", amount: 50 },
    ]);
  });

  it("validates lines (kind, rooms without adults, too many) and refuses agents", async () => {
    const w = await createRatesWorld();
    const bad = await as(w, "staff")(priceLines, LINES, { body: { adults: 1, lines: [{ kind: "boat" }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ "lines.0.kind": "kind must be one of: tourOption, areaTransfer, hotel" });
    const rooms = await as(w, "staff")(priceLines, LINES, { body: { adults: 1, lines: [{ kind: "hotel", roomTypeId: 1, checkinDate: "2026-06-01", nights: 1, rooms: 2 }] } });
    expect(rooms.status).toBe(400);
    expect(rooms.body.shortError).toEqual({ "lines.0.rooms": "Each room needs at least one adult" });
    const many = await as(w, "staff")(priceLines, LINES, { body: { adults: 1, lines: Array.from({ length: 61 }, () => ({ kind: "tourOption", tourOptionId: 1, date: "2026-06-01" })) } });
    expect(many.body.shortError).toMatchObject({ lines: "At most 60 lines" });
    await expectStaffOnly(w, priceLines, LINES, { body: { adults: 1, lines: [{ kind: "tourOption", tourOptionId: 1, date: "2026-06-01" }] } });
  });

  it("answers 404 for another site's room type", async () => {
    const w = await createRatesWorld();
    const other = await createTestSite();
    const { roomType } = await createHotelRoomType(await createDmcBase(other.id));
    const res = await as(w, "staff")(priceLines, LINES, { body: { adults: 1, lines: [{ kind: "hotel", roomTypeId: roomType.id, checkinDate: "2026-06-01", nights: 1, rooms: 1 }] } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Room type not found");
  });
});

describe("GET /api/dmc/searchPricedItems", () => {
  it("finds tour options, area-transfer lanes and room types of this site only", async () => {
    const w = await createRatesWorld();
    const option = await createTourOption(w.base, "Desert safari with dinner");
    await addAreaTransfer(w.base, { sharingBasis: "private" });
    const { roomType } = await createHotelRoomType(w.base, "Palm Resort", "Sea view");
    const other = await createTestSite();
    await createTourOption(await createDmcBase(other.id), "Desert safari premium");
    const tours = await as(w, "staff")(searchItems, SEARCH, { query: { kind: "tourOption", search: "SAFARI" } });
    expect(tours.body.data.result).toEqual([{ kind: "tourOption", label: "Desert safari with dinner (Desert safari with dinner activity)", tourOptionId: option.id }]);
    const lanes = await as(w, "staff")(searchItems, SEARCH, { query: { kind: "areaTransfer", search: "marina" } });
    expect(lanes.body.data.result).toEqual([
      { kind: "areaTransfer", label: "DXB airport to Dubai Marina: Pickup, PVT", fromAreaId: w.base.areas["DXB airport"], toAreaId: w.base.areas["Dubai Marina"], purpose: "Pickup", sharingBasis: "private" },
    ]);
    const rooms = await as(w, "staff")(searchItems, SEARCH, { query: { kind: "hotel", search: "palm" } });
    expect(rooms.body.data.result).toEqual([{ kind: "hotel", label: "Palm Resort: Sea view", roomTypeId: roomType.id }]);
    const bad = await as(w, "staff")(searchItems, SEARCH, { query: { kind: "car" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ kind: "kind must be one of: tourOption, areaTransfer, hotel" });
    await expectStaffOnly(w, searchItems, SEARCH, { query: { kind: "hotel" } });
  });
});
