import { count, eq } from "drizzle-orm";
import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { emailOutbox } from "@/db/schema/tickets";
import { GET as getDraft } from "@/app/api/kart/getDraftFromCart/route";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { GET as getById } from "@/app/api/kart/getKartById/route";
import { POST as sendKart } from "@/app/api/kart/sendKart/route";
import { POST as priceLines } from "@/app/api/dmc/priceDmcLines/route";
import { loadKart } from "@/server/dmc-quotes/load-kart";
import { toVouchers } from "@/server/dmc-quotes/voucher-model";
import { addRoomRate, addTicketRate, addTransferRate } from "../helpers/dmc-fixtures";
import { as, createQuotesWorld, type QuotesWorld } from "./quotes-world";

/*
 * Issue 25, defect 5: a cart becomes a quotation (the builder prefilled from it; the first save links
 * the cart and marks it quoted, in one transaction). Defect 8: hotel pricing fills the room
 * composition, which the saved quotation, its email and its vouchers carry.
 */

afterAll(() => closeDb());

let w: QuotesWorld;
let cartId: number;
beforeAll(async () => {
  w = await createQuotesWorld();
  // AED hotel: double 500, extra adult 200, child without bed 100 a night; USD tickets and a USD SIC one-way transfer.
  await addRoomRate(w.base, w.roomType.id, { currency: "AED", single: 40000, double: 50000, extraAdult: 20000, childWithBed: 15000, childWithoutBed: 10000 });
  await addTicketRate(w.base, w.burj.id, { adultAmount: 4000, childAmount: 2000 });
  await addTransferRate(w.base, w.burj.id, { sharingBasis: "SIC", transferType: "oneway", amount: 1500 });
  await addTicketRate(w.base, w.safari.id, { adultAmount: 6000, childAmount: 3000 });
  const [cart] = await systemDb.insert(dmcCarts).values({ siteId: w.site.id, userId: w.agent.id, createdByUserId: w.agent.id, startDate: "2026-12-10", endDate: "2026-12-13", adults: 3, children: 1 }).returning();
  cartId = cart.id;
  await systemDb.insert(dmcCartItems).values([
    { siteId: w.site.id, cartId, kind: "hotel", roomTypeId: w.roomType.id, date: "2026-12-10", nights: 3, rooms: 1 },
    { siteId: w.site.id, cartId, kind: "tourOption", tourOptionId: w.burj.id, date: "2026-12-11", sharingBasis: "SIC", transferType: "oneway" },
    { siteId: w.site.id, cartId, kind: "tourOption", tourOptionId: w.safari.id, date: "2026-12-12" },
    { siteId: w.site.id, cartId, kind: "tourOption", tourOptionId: w.safari.id, date: "2026-12-13", isOptional: true },
  ]);
});

const draftOf = async () => {
  const res = await as(w, "staff")(getDraft, "/api/kart/getDraftFromCart", { query: { cartId: String(cartId) } });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe("GET /api/kart/getDraftFromCart", () => {
  it("drafts the cart's customer, dates, party, hotel with its room composition and dated activities with transfers, priced for the customer", async () => {
    const d = await draftOf();
    expect(d).toMatchObject({ cartId, kartId: null, quotationId: null, customer: { id: w.agent.id } });
    expect(d.header).toMatchObject({ arrivalDate: "2026-12-10", noOfNights: 3, noOfDays: 4, adults: 3, child: 1, infant: 0, currency: "USD" });
    expect(d.accomodations).toHaveLength(1);
    // 3 adults in 1 room: a double and an extra adult; the child without bed; per unit for the 3 nights.
    expect(d.accomodations[0]).toMatchObject({
      accomodationId: w.hotel.id,
      roomTypeId: w.roomType.id,
      checkinDate: "2026-12-10",
      noOfNights: 3,
      numberOfRooms: 1,
      currency: "AED",
      price: 2400,
      singleRoomCount: 0,
      doubleRoomCount: 1,
      doubleRoomPrice: 1500,
      extraAdultCount: 1,
      extraAdultPrice: 600,
      childWithBedCount: 0,
      childWithoutBedCount: 1,
      childWithoutBedPrice: 300,
    });
    expect(d.activities.map((a: { tourOptionId: number; startDate: string; price: number; currency: string; transferType: string; sharingBasis: string }) => [a.tourOptionId, a.startDate, a.price, a.currency, a.transferType, a.sharingBasis])).toEqual([
      [w.burj.id, "2026-12-11", 200, "USD", "oneway", "SIC"],
      [w.safari.id, "2026-12-12", 210, "USD", "", ""],
    ]);
    expect(d.activities[0].transfers).toEqual([{ purpose: "pickup", date: "2026-12-11", time: null, pickupLocation: "Marina Bay Hotel", dropLocation: "Burj Khalifa At the Top activity: Burj Khalifa At the Top" }]);
    expect(d.activities[0].explanation.lines[0].isPriced).toBe(true);
    expect(d.header.kartName).toMatch(/^Test \S+, 10 Dec 2026 \(cart \d+\)$/);
    expect(d.notes).toEqual(["Optional in the cart, not added: Desert Safari on 13 Dec 2026"]);
  });

  it("answers 404 for another site's cart, 403 to an agent, 401 anonymous", async () => {
    const other = await as(w, "otherStaff")(getDraft, "/api/kart/getDraftFromCart", { query: { cartId: String(cartId) } });
    expect([other.status, other.body.errorMessage]).toEqual([404, "Cart not found"]);
    expect((await as(w, "agent")(getDraft, "/api/kart/getDraftFromCart", { query: { cartId: String(cartId) } })).status).toBe(403);
    expect((await as(w, "anonymous")(getDraft, "/api/kart/getDraftFromCart", { query: { cartId: String(cartId) } })).status).toBe(401);
  });
});

describe("saving the drafted quotation with cartId", () => {
  let kartId: number;
  it("links the cart to the quotation and marks it quoted; the composition is kept, emailed and vouchered", async () => {
    const d = await draftOf();
    const strip = <T extends { explanation?: unknown }>(l: T) => {
      const { explanation: _e, ...rest } = l;
      void _e;
      return rest;
    };
    const body = { cartId, customerId: d.customer.id, ...d.header, priceBreakup: "full", accomodations: d.accomodations.map(strip), activities: d.activities.map((a: { time: string; explanation?: unknown }) => ({ ...strip(a), time: null })) };
    // The AED hotel needs the AED rate the quotes world has (AED->USD 0.2723).
    const res = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body });
    expect(res.status).toBe(200);
    kartId = res.body.data.id;
    const [cart] = await systemDb.select().from(dmcCarts).where(eq(dmcCarts.id, cartId));
    expect([cart.kartId, cart.status]).toEqual([kartId, "quoted"]);
    const again = await draftOf();
    expect([again.kartId, again.quotationId]).toEqual([kartId, res.body.data.quotationId]);

    const k = (await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(kartId) } })).body.data;
    expect(k.accomodations[0]).toMatchObject({ doubleRoomCount: 1, doubleRoomPrice: 1500, extraAdultCount: 1, extraAdultPrice: 600, childWithoutBedCount: 1, childWithoutBedPrice: 300 });
    const sent = await as(w, "staff")(sendKart, "/api/kart/sendKart", { body: { id: kartId } });
    const [mail] = await systemDb.select().from(emailOutbox).where(eq(emailOutbox.id, sent.body.data.emailId));
    expect(mail.textBody).toContain("Rooms: 1 Double room, 1 Extra adult, 1 Child without bed");
    const vouchers = toVouchers(await loadKart(createSiteDb(w.site.id), kartId));
    expect(vouchers[0].roomComposition).toEqual([{ label: "Double room", count: 1 }, { label: "Extra adult", count: 1 }, { label: "Child without bed", count: 1 }]);
  });

  it("a cart already quoted refuses a second quotation, and nothing of that save stays", async () => {
    const before = (await systemDb.select({ n: count() }).from(dmcItineraries).where(eq(dmcItineraries.siteId, w.site.id)))[0].n;
    const d = await draftOf();
    const res = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: { cartId, customerId: d.customer.id, ...d.header, miscellaneous: [{ name: "SIM", price: 5 }] } });
    expect([res.status, res.body.errorMessage]).toEqual([400, `This cart is already quoted in ${d.quotationId}`]);
    expect((await systemDb.select({ n: count() }).from(dmcItineraries).where(eq(dmcItineraries.siteId, w.site.id)))[0].n).toBe(before);
    const theirs = await as(w, "otherStaff")(saveKart, "/api/kart/saveKart", { body: { cartId, customerId: w.otherAgent.id, ...d.header, miscellaneous: [{ name: "SIM", price: 5 }] } });
    expect([theirs.status, theirs.body.errorMessage]).toEqual([404, "Cart not found"]);
  });
});

describe("POST /api/dmc/priceDmcLines: a hotel line's room composition", () => {
  it("answers the composition with counts and per-unit prices for the stay", async () => {
    const res = await as(w, "staff")(priceLines, "/api/dmc/priceDmcLines", { body: { adults: 3, customerId: w.agent.id, lines: [{ kind: "hotel", roomTypeId: w.roomType.id, checkinDate: "2026-12-10", nights: 2, rooms: 2, childrenWithBed: 1, childrenWithoutBed: 0 }] } });
    expect(res.status).toBe(200);
    expect(res.body.data.lines[0].composition).toEqual([
      { key: "singleRoom", label: "Single room", count: 1, unitPrice: 800, currency: "AED" },
      { key: "doubleRoom", label: "Double room", count: 1, unitPrice: 1000, currency: "AED" },
      { key: "childWithBed", label: "Child with bed", count: 1, unitPrice: 300, currency: "AED" },
    ]);
  });
});
