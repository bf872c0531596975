import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcExchangeRates, dmcItineraries, dmcItineraryActivities } from "@/db/schema/dmc-itineraries";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "./quotes-world";

afterAll(() => closeDb());

const SAVE = "/api/kart/saveKart";
const save = (w: QuotesWorld, body: unknown) => as(w, "staff")(saveKart, SAVE, { body });
const pickup = { purpose: "pickup", time: "09:00", pickupLocation: "Hotel", dropLocation: "Desert" };
const drop = { purpose: "drop", time: "21:00", pickupLocation: "Desert", dropLocation: "Hotel" };

describe("POST /api/kart/saveKart", () => {
  let w: QuotesWorld;
  beforeAll(async () => {
    w = await createQuotesWorld();
  });

  it("saves the whole itinerary, totals it in the selling currency at the locked rate and reads it back", async () => {
    const res = await save(w, kartBody(w));
    expect(res.status).toBe(200);
    const k = res.body.data;
    expect(k.message).toBe("Itinerary saved successfully");
    expect(k.quotationId).toBe(`QT-${String(k.id).padStart(6, "0")}`);
    expect(k.exchangeRates).toEqual({ AED: 0.2723 });
    // 1000 AED x 0.2723 = 272.30 + 120.50 + 90 + 15 + 0 + 20 + 5 - 10
    expect(k.totalPrice).toBe(512.8);
    expect(k.currencySymbol).toBe("$");
    expect(k.accomodations[0]).toMatchObject({ hotelName: "Marina Bay Hotel", roomTypeName: "Deluxe", price: 1000, currency: "AED", sellingPrice: 272.3, doubleRoomCount: 1 });
    expect(k.activities.map((a: { tourOptionName: string; activityId: number }) => a.tourOptionName)).toEqual(["Burj Khalifa At the Top", "Desert Safari"]);
    expect(k.activities[0]).toMatchObject({ activityId: w.burj.activityId, transferType: "oneway", sharingBasis: "SIC", transfers: [{ purpose: "pickup", date: null, time: "09:00", pickupLocation: "Marina Bay Hotel", dropLocation: "Burj Khalifa" }] });
    expect(k.activities[1]).toMatchObject({ transferType: null, sharingBasis: null, transfers: [] });
    expect(k.miscellaneous[0]).toMatchObject({ name: "SIM card", price: 15 });
    expect(k.flights[0]).toMatchObject({ airlineCode: "EK", flightNo: "501", pnr: "ABC123" });
    expect(k.passengers).toHaveLength(3);
    expect(k.customer).toMatchObject({ id: w.agent.id, companyName: `Agency ${w.site.id}` });
    const [row] = await systemDb.select().from(dmcItineraries).where(eq(dmcItineraries.id, k.id));
    expect(row).toMatchObject({ siteId: w.site.id, totalPrice: 51280, serviceCharge: 2000, discount: 1000, version: 1, sentAt: null });
  });

  it("saves again in place: lines not sent are removed, the locked rate stays when the site's rate changes", async () => {
    const first = (await save(w, kartBody(w))).body.data;
    await systemDb.update(dmcExchangeRates).set({ rate: 0.3 }).where(eq(dmcExchangeRates.siteId, w.site.id));
    try {
      const res = await save(w, kartBody(w, { id: first.id, activities: [] }));
      expect(res.status).toBe(200);
      expect(res.body.data.exchangeRates).toEqual({ AED: 0.2723 });
      expect(res.body.data.totalPrice).toBe(302.3);
      expect(await systemDb.select().from(dmcItineraryActivities).where(eq(dmcItineraryActivities.itineraryId, first.id))).toEqual([]);
      const fresh = (await save(w, kartBody(w))).body.data;
      expect(fresh.exchangeRates).toEqual({ AED: 0.3 });
    } finally {
      await systemDb.update(dmcExchangeRates).set({ rate: 0.2723 }).where(eq(dmcExchangeRates.siteId, w.site.id));
    }
  });

  it("refuses a line in a currency the site has no rate for", async () => {
    const res = await save(w, kartBody(w, { miscellaneous: [{ name: "Visa", price: 80, currency: "EUR", startDate: "2026-12-10" }] }));
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe("No exchange rate from EUR to USD: set it in the site's exchange rates");
  });

  it.each([
    ["noOfDays missing", { noOfDays: undefined }, "noOfDays: This is required field."],
    ["noOfNights missing", { noOfNights: undefined }, "noOfNights: This is required field."],
    ["noOfDays above 90", { noOfDays: 91 }, "noOfDays: Must be at most 90"],
    ["noOfNights above 90", { noOfNights: 91 }, "noOfNights: Must be at most 90"],
    ["an unknown priceBreakup", { priceBreakup: "some" }, "priceBreakup: priceBreakup must be one of: full, partial, none, noprice"],
    ["an unknown transferType", { activities: [{ tourOptionId: 1, transferType: "both" }] }, "activities.0.transferType: transferType must be oneway, return or empty"],
  ])("answers 400 for %s", async (_label, extra, message) => {
    const res = await save(w, kartBody(w, extra));
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe(message);
  });

  it("accepts 90 days and 90 nights and every price breakup", async () => {
    for (const priceBreakup of ["full", "partial", "none", "noprice"]) {
      const res = await save(w, kartBody(w, { noOfDays: 90, noOfNights: 90, priceBreakup }));
      expect(res.status).toBe(200);
      expect(res.body.data.priceBreakup).toBe(priceBreakup);
    }
  });

  const rules: [string, (w: QuotesWorld) => Record<string, unknown>, string][] = [
    ["no activity, accomodation or miscellaneous", () => ({ accomodations: [], activities: [], miscellaneous: [] }), "Please select atleast one itinerary"],
    ["more adult passengers than adults", () => ({ adults: 1 }), "Passenger count mismatch, please reselect passengers."],
    ["a child passenger without children", () => ({ child: 0 }), "Passenger count mismatch, please reselect passengers."],
    ["an infant passenger without infants", (w) => ({ passengers: [...kartBody(w).passengers, { firstName: "Baby", paxType: 3 }] }), "Passenger count mismatch, please reselect passengers."],
    ["collected payment above the total", () => ({ collectedPayment: 512.81 }), "Collected payment should not be greater than total price"],
    ["an activity transfer without sharing basis", (w) => ({ activities: [{ tourOptionId: w.safari.id, price: 90, startDate: "2026-12-12", transferType: "return", transfers: [pickup, drop] }] }), "Please select sharing basis for activity"],
    ["an accomodation transfer without sharing basis", (w) => ({ accomodations: [{ ...kartBody(w).accomodations[0], transferType: "oneway", transfers: [pickup] }] }), "Please select sharing basis for accomodation"],
    ["vouchered with an activity without start date", (w) => ({ isVouchered: true, activities: [{ tourOptionId: w.safari.id, price: 90 }] }), "Please select start date for all activities"],
    ["vouchered with a miscellaneous line without start date", () => ({ isVouchered: true, miscellaneous: [{ name: "SIM", price: 1 }] }), "Please select start date for all miscellaneous"],
    ["vouchered, a one-way activity transfer without pickup", (w) => ({ isVouchered: true, activities: [{ tourOptionId: w.safari.id, startDate: "2026-12-12", transferType: "oneway", sharingBasis: "SIC", transfers: [drop] }] }), "Please add pickup transfer for activity"],
    ["vouchered, a return activity transfer without drop", (w) => ({ isVouchered: true, activities: [{ tourOptionId: w.safari.id, startDate: "2026-12-12", transferType: "return", sharingBasis: "PVT", transfers: [pickup] }] }), "Please add transfer for activity"],
    ["vouchered, a one-way accomodation transfer without pickup", (w) => ({ isVouchered: true, accomodations: [{ ...kartBody(w).accomodations[0], transferType: "oneway", sharingBasis: "private", transfers: [] }] }), "Please add pickup transfer for accomodation"],
    ["vouchered, a return accomodation transfer with the pickup only", (w) => ({ isVouchered: true, accomodations: [{ ...kartBody(w).accomodations[0], transferType: "return", sharingBasis: "sharing", transfers: [pickup] }] }), "Please add transfer for accomodation"],
  ];
  it.each(rules)("refuses %s with the spec's message", async (_label, extra, message) => {
    const res = await save(w, kartBody(w, extra(w)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorMessage: message });
  });

  it("vouchers an itinerary whose activities, miscellaneous and transfers are complete; collected payment equal to the total passes", async () => {
    const res = await save(w, kartBody(w, { isVouchered: true, collectedPayment: 512.8 }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isVouchered: true, collectedPayment: 512.8 });
  });

  it("answers 401 anonymous, 403 to a travel agent", async () => {
    expect((await as(w, "anonymous")(saveKart, SAVE, { body: kartBody(w) })).status).toBe(401);
    expect((await as(w, "agent")(saveKart, SAVE, { body: kartBody(w) })).status).toBe(403);
  });

  it("answers 404 for another site's itinerary, customer, hotel or tour option", async () => {
    const theirs = (await as(w, "otherStaff")(saveKart, SAVE, { body: { ...kartBody(w), customerId: w.otherAgent.id, accomodations: [], activities: [] } })).body.data;
    expect((await save(w, kartBody(w, { id: theirs.id }))).body.errorMessage).toBe("Itinerary not found");
    expect((await save(w, kartBody(w, { id: theirs.id }))).status).toBe(404);
    expect((await save(w, kartBody(w, { customerId: w.otherAgent.id }))).status).toBe(404);
    expect((await save(w, kartBody(w, { customerId: w.staff.id }))).body.errorMessage).toBe("Customer not found");
    const hotel = await save(w, kartBody(w, { accomodations: [{ accomodationId: w.otherHotel.id, noOfNights: 1 }] }));
    expect([hotel.status, hotel.body.errorMessage]).toEqual([404, "Hotel not found"]);
    const option = await save(w, kartBody(w, { activities: [{ tourOptionId: w.otherOption.id }] }));
    expect([option.status, option.body.errorMessage]).toEqual([404, "Tour option not found"]);
  });
});
