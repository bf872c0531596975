import { closeDb } from "@/db/client";
import { POST as priceTourOption } from "@/app/api/dmc/getTourOptionPriceForQuotationBuilder/route";
import { POST as priceLines } from "@/app/api/dmc/priceDmcLines/route";
import { addAreaTransfer, addRoomRate, addTicketRate, createHotelRoomType, createTourOption, setCustomerMarket } from "../../helpers/dmc-fixtures";
import { as, createRatesWorld } from "./rates-world";

afterAll(() => closeDb());

const PRICE = "/api/dmc/getTourOptionPriceForQuotationBuilder";
const LINES = "/api/dmc/priceDmcLines";

/*
 * Issue 25, defect 14 (decision 0063): a customer whose market has no valid rate for an item on the
 * date gets the site's default market's rate for that item, and the staff explanation says so.
 */
describe("market fallback", () => {
  it("prices a GCC customer's tour on the default market's (India) rate when GCC has none, and says so", async () => {
    const w = await createRatesWorld();
    const option = await createTourOption(w.base);
    const india = await addTicketRate(w.base, option.id, { adultAmount: 4000, childAmount: 3000 });
    const gccExpired = await addTicketRate(w.base, option.id, { marketId: w.base.markets.GCC, validTillDate: "2026-05-31", currency: "AED" });
    await setCustomerMarket(w.base, w.agent.id, w.base.markets.GCC);
    const res = await as(w, "staff")(priceTourOption, PRICE, { body: { tourOptionId: option.id, date: "2026-06-01", adults: 2, children: 1, customerId: w.agent.id } });
    expect(res.status).toBe(200);
    const [line] = res.body.data.lines;
    expect(line).toMatchObject({ isPriced: true, error: null, totals: [{ currency: "USD", amount: 110 }] });
    expect(line.components[0]).toMatchObject({
      rateId: india.id,
      computation: "No rate in market GCC on 1 Jun 2026: default market India's rate. 2 adults x USD 40.00 + 1 child x USD 30.00 = USD 110.00",
    });
    expect(line.components[0].verdicts.map((v: { rateId: number; reason: string }) => [v.rateId, v.reason])).toEqual([
      [india.id, "won"],
      [gccExpired.id, "expired"],
    ]);
    expect(res.body.data.market).toMatchObject({ name: "GCC", source: "customer" });
  });

  it("keeps the customer's own market's rate when it has one", async () => {
    const w = await createRatesWorld();
    const option = await createTourOption(w.base);
    await addTicketRate(w.base, option.id);
    const gcc = await addTicketRate(w.base, option.id, { marketId: w.base.markets.GCC, adultAmount: 15000, currency: "AED" });
    await setCustomerMarket(w.base, w.agent.id, w.base.markets.GCC);
    const res = await as(w, "staff")(priceTourOption, PRICE, { body: { tourOptionId: option.id, date: "2026-06-01", adults: 1, customerId: w.agent.id } });
    expect(res.body.data.lines[0].components[0]).toMatchObject({ rateId: gcc.id, computation: "1 adult x AED 150.00 = AED 150.00" });
  });

  it("falls back per item: area transfers and hotel nights too; no rate anywhere still says 'No ticket rate applies'", async () => {
    const w = await createRatesWorld();
    await setCustomerMarket(w.base, w.agent.id, w.base.markets.GCC);
    const transfer = await addAreaTransfer(w.base, { amount: 2500, currency: "USD" });
    const { roomType } = await createHotelRoomType(w.base);
    await addRoomRate(w.base, roomType.id, { double: 12000 });
    const bare = await createTourOption(w.base, "No rate anywhere");
    const res = await as(w, "admin")(priceLines, LINES, {
      body: {
        adults: 2,
        children: 0,
        customerId: w.agent.id,
        lines: [
          { kind: "areaTransfer", fromAreaId: w.base.areas["DXB airport"], toAreaId: w.base.areas["Dubai Marina"], purpose: "Pickup", sharingBasis: "sharing", date: "2026-06-01" },
          { kind: "hotel", roomTypeId: roomType.id, checkinDate: "2026-06-01", nights: 2, rooms: 1 },
          { kind: "tourOption", tourOptionId: bare.id, date: "2026-06-01" },
        ],
      },
    });
    expect(res.status).toBe(200);
    const [area, hotel, tour] = res.body.data.lines;
    expect(area).toMatchObject({ isPriced: true, totals: [{ currency: "USD", amount: 50 }] });
    expect(area.components[0]).toMatchObject({ rateId: transfer.id });
    expect(area.components[0].computation).toContain("No rate in market GCC on 1 Jun 2026: default market India's rate");
    expect(hotel).toMatchObject({ isPriced: true, totals: [{ currency: "USD", amount: 240 }] });
    expect(hotel.components[0].computation).toContain("No rate in market GCC on 1 Jun 2026: default market India's rate");
    expect(tour).toMatchObject({ isPriced: false, error: "Ticket: No ticket rate applies" });
  });
});
