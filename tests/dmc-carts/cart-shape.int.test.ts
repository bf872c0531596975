import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcTourOptions } from "@/db/schema/dmc";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { POST as addToCart } from "@/app/api/activities/cart/addToCart/route";
import { POST as getCartData } from "@/app/api/activities/cart/getCartData/route";
import { POST as updateCartData } from "@/app/api/activities/cart/updateCartData/route";
import { POST as getQueue } from "@/app/api/activities/queue/getQueue/route";
import { POST as search } from "@/app/api/activities/searchActivitiesByCityId/route";
import { addTicketRate, addTransferRate, setCustomerMarket } from "../helpers/dmc-fixtures";
import { as, createCartWorld, DATES, type CartWorld } from "./world";

/*
 * Issue 25, defects 1 to 4 and the cart parts of 18 (decision 0064): a cart keeps its dates and
 * party; tour options are added with their day, time slot and transfer; the search prices for the
 * cart's owner; a customer never reads the seller's markup.
 */

afterAll(() => closeDb());

const P = (name: string) => `/api/activities/cart/${name}`;
const SEARCH = "/api/activities/searchActivitiesByCityId";

/** The agent's cart: 2 adults + 1 child, 10 to 13 Dec, one dinner cruise on the 11th. */
async function familyCart(w: CartWorld) {
  const res = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId: -1, adults: 2, children: 1, ...DATES, item: { kind: "tourOption", tourOptionId: w.options.dinner.id, date: "2026-12-11" } } });
  expect(res.status).toBe(200);
  return res.body.data.cartId as number;
}
const cartRow = async (id: number) => (await systemDb.select().from(dmcCarts).where(eq(dmcCarts.id, id)))[0];

describe("defect 1: adding never rewrites the cart; changing dates and party is an explicit edit", () => {
  it("addToCart with another party and dates keeps the cart's and prices the item for the cart's party", async () => {
    const w = await createCartWorld();
    const cartId = await familyCart(w);
    // The search form still on its defaults (1 adult, other dates): the cart stays 2 + 1, 10 to 13 Dec.
    const res = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 1, children: 0, startDate: "2026-12-12", endDate: "2026-12-15", item: { kind: "tourOption", tourOptionId: w.options.atTop.id, date: "2026-12-12" } } });
    expect(res.status).toBe(200);
    expect(await cartRow(cartId)).toMatchObject({ adults: 2, children: 1, ...DATES });
    expect(res.body.data.cart).toMatchObject({ adults: 2, children: 1, ...DATES, hasPriceChanges: false, cityId: w.base.dubaiCityId });
    // At the Top for 2 adults + 1 child (AED 100 + 100 + 80), not for 1 adult; the dinner cruise untouched.
    expect(res.body.data.cart.cartItems.tourOptionCart.map((i: { price: unknown }) => i.price)).toEqual([[{ currency: "USD", amount: 110 }], [{ currency: "AED", amount: 280 }]]);
  });

  it("a day outside the cart's own dates is refused, naming the item", async () => {
    const w = await createCartWorld();
    const cartId = await familyCart(w);
    const res = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 1, startDate: "2026-12-14", endDate: "2026-12-20", item: { kind: "tourOption", tourOptionId: w.options.atTop.id, date: "2026-12-15" } } });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe("At the Top: the day must be within the cart's dates (10 Dec 2026 to 13 Dec 2026)");
    expect(res.body.shortError).toEqual({ "item.date": "At the Top: the day must be within the cart's dates (10 Dec 2026 to 13 Dec 2026)" });
    expect(await systemDb.select().from(dmcCartItems).where(eq(dmcCartItems.cartId, cartId))).toHaveLength(1);
  });

  it("updateCartData re-prices every item for the new party, and refuses new dates that leave an item out", async () => {
    const w = await createCartWorld();
    const cartId = await familyCart(w);
    const res = await as(w, "agent")(updateCartData, P("updateCartData"), { body: { cartId, adults: 3, children: 0, startDate: "2026-12-09", endDate: "2026-12-14" } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Cart dates and party changed: every item re-priced");
    expect(res.body.data.cart).toMatchObject({ adults: 3, children: 0, startDate: "2026-12-09", endDate: "2026-12-14", hasPriceChanges: false });
    expect(res.body.data.cart.cartItems.tourOptionCart[0]).toMatchObject({ price: [{ currency: "USD", amount: 120 }], priceChanged: false });
    const out = await as(w, "agent")(updateCartData, P("updateCartData"), { body: { cartId, adults: 2, children: 1, startDate: "2026-12-12", endDate: "2026-12-14" } });
    expect(out.status).toBe(400);
    expect(out.body.errorMessage).toBe("Marina dinner cruise on 11 Dec 2026 is outside the new dates (12 Dec 2026 to 14 Dec 2026): move or remove it first");
    expect(await cartRow(cartId)).toMatchObject({ adults: 3, children: 0, startDate: "2026-12-09", endDate: "2026-12-14" });
  });
});

describe("defect 2: a tour option is added with its day, time slot and transfer", () => {
  async function slotted(w: CartWorld) {
    await systemDb.update(dmcTourOptions).set({ hasTimeSlots: true, timeSlots: ["Before 11AM", "After 9PM"] }).where(eq(dmcTourOptions.id, w.options.atTop.id));
    await systemDb.update(dmcTourOptions).set({ pickupTime: "19:30", dropTime: "22:30" }).where(eq(dmcTourOptions.id, w.options.dinner.id));
  }

  it("requires one of the option's own time slots and stores it on the item", async () => {
    const w = await createCartWorld();
    await slotted(w);
    const cartId = await familyCart(w);
    const body = (item: Record<string, unknown>) => ({ body: { cartId, adults: 2, children: 1, ...DATES, item: { kind: "tourOption", tourOptionId: w.options.atTop.id, date: "2026-12-12", ...item } } });
    const missing = await as(w, "agent")(addToCart, P("addToCart"), body({}));
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toBe("Choose a time slot for At the Top: Before 11AM, After 9PM");
    const other = await as(w, "agent")(addToCart, P("addToCart"), body({ timeSlot: "4PM to 9PM" }));
    expect(other.body.errorMessage).toBe("At the Top is offered at: Before 11AM, After 9PM");
    const ok = await as(w, "agent")(addToCart, P("addToCart"), body({ timeSlot: "Before 11AM" }));
    expect(ok.status).toBe(200);
    expect(ok.body.data.cart.cartItems.tourOptionCart[1]).toMatchObject({ date: "2026-12-12", timeSlot: "Before 11AM" });
    const [row] = await systemDb.select().from(dmcCartItems).where(eq(dmcCartItems.id, ok.body.data.cart.cartItems.tourOptionCart[1].id));
    expect(row.timeSlot).toBe("Before 11AM");
    const noSlots = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 2, ...DATES, item: { kind: "tourOption", tourOptionId: w.options.dinner.id, date: "2026-12-12", timeSlot: "After 9PM" } } });
    expect(noSlots.body.errorMessage).toBe("Marina dinner cruise has no time slots");
  });

  it("prices a chosen transfer with the engine and refuses one without a rate", async () => {
    const w = await createCartWorld();
    await addTransferRate({ ...w.base }, w.options.dinner.id, { sharingBasis: "PVT", transferType: "return", amount: 5000, isPerPax: false });
    const cartId = await familyCart(w);
    const withTransfer = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 2, children: 1, ...DATES, item: { kind: "tourOption", tourOptionId: w.options.dinner.id, date: "2026-12-12", transfer: { sharingBasis: "PVT", transferType: "return" } } } });
    expect(withTransfer.status).toBe(200);
    expect(withTransfer.body.data.cart.cartItems.tourOptionCart[1]).toMatchObject({ transfer: { sharingBasis: "PVT", transferType: "return" }, price: [{ currency: "USD", amount: 160 }] });
    const noRate = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 2, ...DATES, item: { kind: "tourOption", tourOptionId: w.options.dinner.id, date: "2026-12-12", transfer: { sharingBasis: "dropSICpickupPVT", transferType: "oneway" } } } });
    expect(noRate.status).toBe(400);
    expect(noRate.body.errorMessage).toBe("Marina dinner cruise cannot be added: No rate for these dates");
  });

  it("two evening tours on the same evening: the cart warns, and adds both", async () => {
    const w = await createCartWorld();
    await slotted(w);
    const cartId = await familyCart(w);
    const res = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 2, ...DATES, item: { kind: "tourOption", tourOptionId: w.options.atTop.id, date: "2026-12-11", timeSlot: "After 9PM" } } });
    expect(res.status).toBe(200);
    expect(res.body.data.cart.cartItems.tourOptionCart).toHaveLength(2);
    expect(res.body.data.cart.warnings).toEqual(["11 Dec 2026: Marina dinner cruise (19:30–22:30) and At the Top (After 9PM) overlap (same evening or time slot)"]);
    const morning = await as(w, "agent")(addToCart, P("addToCart"), { body: { cartId, adults: 2, ...DATES, item: { kind: "tourOption", tourOptionId: w.options.atTop.id, date: "2026-12-12", timeSlot: "Before 11AM" } } });
    expect(morning.body.data.cart.warnings).toHaveLength(1);
  });
});

describe("defect 3: staff working a customer's cart see the customer's prices, labelled", () => {
  it("the search with cartId prices for the cart's user (their market), and says whose prices they are", async () => {
    const w = await createCartWorld();
    await addTicketRate({ ...w.base }, w.options.dinner.id, { marketId: w.base.markets.GCC, adultAmount: 15000, childAmount: 10000, currency: "AED" });
    await setCustomerMarket({ ...w.base }, w.agent.id, w.base.markets.GCC);
    const cartId = await familyCart(w);
    const own = await as(w, "staff")(search, SEARCH, { body: { cityId: w.base.dubaiCityId, ...DATES } });
    expect(own.body.data.result[0].tourOptions[0].totals).toEqual([{ currency: "USD", amount: 40 }]);
    const forCart = await as(w, "staff")(search, SEARCH, { body: { cityId: w.base.dubaiCityId, ...DATES, cartId } });
    expect(forCart.status).toBe(200);
    expect(forCart.body.data.result[0].tourOptions[0].totals).toEqual([{ currency: "AED", amount: 150 }]);
    expect(forCart.body.data.pricesFor).toEqual({ userId: w.agent.id, label: `Prices for Agency ${w.site.id} (market: GCC)` });
    const cart = await as(w, "staff")(getCartData, P("getCartData"), { body: { cartId } });
    expect(cart.body.data.cart.pricesFor).toBe(`Prices for Agency ${w.site.id} (market: GCC)`);
    expect((await as(w, "agent")(getCartData, P("getCartData"), { body: { cartId } })).body.data.cart.pricesFor).toBe("Your prices");
    // Another company's agent cannot price with someone else's cart.
    expect((await as(w, "otherAgent")(search, SEARCH, { body: { cityId: w.base.dubaiCityId, ...DATES, cartId } })).status).toBe(404);
  });
});

describe("defect 4: a customer sees their price and nothing of the seller's markup", () => {
  it("the agent's search and cart answers carry no markup group, rule or market sentence; staff keep the explanation", async () => {
    const w = await createCartWorld();
    const group = await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Secret Gold", isDefault: true });
    const rule = await seedMarkupRule(systemDb, { siteId: w.site.id, groupId: group.id, kind: "activity", valueType: "percent", value: 1200, basis: "perBooking" });
    const res = await as(w, "agent")(search, SEARCH, { body: { cityId: w.base.dubaiCityId, ...DATES } });
    expect(res.status).toBe(200);
    expect(res.body.data.result[0].tourOptions[0].totals).toEqual([{ currency: "USD", amount: 44.8 }]);
    expect(res.body.data.explanation).toBeNull();
    expect(res.body.data.pricesFor.label).toBe("Your prices");
    const prime = res.body.data.result[1].tourOptions[1];
    expect(prime.priceError).toBe("No rate for these dates");
    const cartId = await familyCart(w);
    const cart = await as(w, "agent")(getCartData, P("getCartData"), { body: { cartId } });
    for (const json of [JSON.stringify(res.body), JSON.stringify(cart.body)]) {
      expect(json).not.toMatch(/markup|Secret Gold|rule|market/i);
      expect(json).not.toContain(String(rule.id) + ")");
    }
    const staff = await as(w, "staff")(search, SEARCH, { body: { cityId: w.base.dubaiCityId, ...DATES, cartId } });
    expect(staff.body.data.explanation.markup).toBe(`Activity markup of group Secret Gold (rule ${rule.id}): 12% per booking. Applied: the group's only activity rule`);
    expect(staff.body.data.result[1].tourOptions[1].priceError).toMatch(/ticket rate/i);
  });
});

describe("the queue shows the quotation made from a cart", () => {
  it("answers kartId and the quotation reference", async () => {
    const w = await createCartWorld();
    const cartId = await familyCart(w);
    const [itinerary] = await systemDb
      .insert(dmcItineraries)
      .values({ siteId: w.site.id, quotationId: `QT-CART-${cartId}`, customerId: w.agent.id, kartName: "Family", adults: 2, child: 1, noOfDays: 4, noOfNights: 3, arrivalDate: "2026-12-10", totalPrice: 30000 })
      .returning();
    await systemDb.update(dmcCarts).set({ kartId: itinerary.id }).where(eq(dmcCarts.id, cartId));
    const res = await as(w, "staff")(getQueue, "/api/activities/queue/getQueue", { body: { status: "new" } });
    expect(res.body.data.carts[0]).toMatchObject({ id: cartId, kartId: itinerary.id, quotationId: `QT-CART-${cartId}` });
    const cart = await as(w, "staff")(getCartData, P("getCartData"), { body: { cartId } });
    expect(cart.body.data.cart).toMatchObject({ kartId: itinerary.id, quotationId: `QT-CART-${cartId}` });
  });
});
